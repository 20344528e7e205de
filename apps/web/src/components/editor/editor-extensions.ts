import Mention, { type MentionNodeAttrs } from '@tiptap/extension-mention';
import Placeholder from '@tiptap/extension-placeholder';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionOptions } from '@tiptap/suggestion';
import { RICH_TEXT_ALLOW_LIST } from '@atrium/shared/rich-text/allow-list';
import type { MentionItem } from './mention-markup';
import { filterMentions } from './mention-suggestions';

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
export const EDITOR_PLACEHOLDER = 'Write something awesome...';

// Spec section 9: undo history of 100 steps, typing within 500 ms grouped into one step.
export const UNDO_DEPTH = 100;
export const UNDO_GROUP_DELAY_MS = 500;

export interface EditorExtensionOptions {
  placeholder: string;
  /** Read when "@" is typed, so a changing list needs no new editor. */
  getMentions: () => readonly MentionItem[];
  renderSuggestion: NonNullable<SuggestionOptions<MentionItem, MentionNodeAttrs>['render']>;
}

export function createEditorExtensions({
  placeholder,
  getMentions,
  renderSuggestion,
}: EditorExtensionOptions) {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      undoRedo: { depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        // What the sanitizer sets on every link anyway, so cleaning leaves the editor's links as they are.
        HTMLAttributes: { ...RICH_TEXT_ALLOW_LIST.link },
      },
      // Not offered in the toolbar; kept out so pasted content cannot bring them in either.
      codeBlock: false,
      horizontalRule: false,
    }),
    Placeholder.configure({ placeholder }),
    Mention.configure({
      suggestion: {
        char: '@',
        allowSpaces: true,
        items: ({ query }) => filterMentions(getMentions(), query),
        command: ({ editor, range, props }) => {
          editor
            .chain()
            .focus()
            .insertContentAt(range, [
              { type: 'mention', attrs: { id: props.id, label: props.label } },
              { type: 'text', text: ' ' },
            ])
            .run();
        },
        render: renderSuggestion,
      },
    }),
  ];
}
