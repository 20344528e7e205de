import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import { createEditorExtensions, EDITOR_PLACEHOLDER } from './editor-extensions';
import { EditorToolbar } from './editor-toolbar';
import { editorHtmlToMarkup, markupToEditorHtml, type MentionItem } from './mention-markup';
import { MentionSuggestions, mentionOptionId } from './mention-suggestions';
import { richTextContentSx } from './rich-text-content-sx';
import { useMentionSuggestion } from './use-mention-suggestion';

/** Spec section 9: the editor is at least 200 px high. */
export const EDITOR_MIN_HEIGHT = 200;

export interface RichTextEditorProps {
  /** HTML with mentions as @[display](id) markup; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  mentions?: readonly MentionItem[];
  placeholder?: string;
  disabled?: boolean;
  isInvalid?: boolean;
  /** The visible label's id, and the helper or error text's id. */
  labelledBy?: string;
  describedBy?: string;
}

const NO_MENTIONS: readonly MentionItem[] = [];

// The empty paragraph kept after a closing heading or list is only a place to type; it is not content.
const toStoredHtml = (html: string) => editorHtmlToMarkup(html).replace(/(?:<p><\/p>)+$/, '');

/**
 * The tiptap editor itself. Import it through rich-text-field.tsx (lazy), never directly, so a page
 * without an editor downloads none of tiptap.
 */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  mentions = NO_MENTIONS,
  placeholder = EDITOR_PLACEHOLDER,
  disabled = false,
  isInvalid = false,
  labelledBy,
  describedBy,
}: RichTextEditorProps) {
  const listId = useId();
  const suggestion = useMentionSuggestion();
  const mentionsRef = useRef(mentions);
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  const lastEmitted = useRef(value);
  useEffect(() => {
    mentionsRef.current = mentions;
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });

  // Stable options: useEditor compares them on every render and re-applies any that changed.
  const extensions = useMemo(
    () =>
      createEditorExtensions({
        placeholder,
        getMentions: () => mentionsRef.current,
        renderSuggestion: suggestion.render,
      }),
    // The placeholder and suggestion renderer are fixed for the editor's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [initialContent] = useState(() => markupToEditorHtml(value));
  const highlighted = suggestion.open?.highlighted;
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-invalid': String(isInvalid),
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(highlighted !== undefined
          ? { 'aria-controls': listId, 'aria-activedescendant': mentionOptionId(listId, highlighted) }
          : {}),
      },
    }),
    [labelledBy, describedBy, isInvalid, highlighted, listId],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const next = current.isEmpty ? '' : toStoredHtml(current.getHTML());
      lastEmitted.current = next;
      onChangeRef.current(next);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  // A value set from outside (a form reset, loaded data) replaces the content; our own echo does not.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(markupToEditorHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // No update event: toggling editability is not an edit and must not dirty the form.
    if (editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Box
      sx={{
        border: 1,
        borderColor: isInvalid ? 'error.main' : 'divider',
        borderRadius: 1,
        bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
        '&:focus-within': { borderColor: isInvalid ? 'error.main' : 'primary.main', boxShadow: 1 },
      }}
    >
      <EditorToolbar editor={editor} disabled={disabled} />
      <Box sx={richTextContentSx(EDITOR_MIN_HEIGHT)}>
        <EditorContent editor={editor} />
      </Box>
      {suggestion.open && (
        <MentionSuggestions
          listId={listId}
          items={suggestion.open.items}
          highlighted={suggestion.open.highlighted}
          getAnchorRect={() => suggestion.open?.clientRect?.() ?? null}
          onPick={suggestion.pick}
        />
      )}
    </Box>
  );
}
