import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { MentionItem } from './mention-markup';
import { filterMentions, mentionOptionId, MentionSuggestions } from './mention-suggestions';
import { activeMentionQuery, knownMentionsOf, markupToShownText, shownTextToMarkup } from './mention-text';

export interface MentionTextFieldProps {
  /** Plain text with mentions as @[display](id) markup. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  mentions: readonly MentionItem[];
  label?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  minRows?: number;
  name?: string;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}

interface Suggesting {
  start: number;
  items: MentionItem[];
  highlighted: number;
}

/** A plain multi-line note in which "@" suggests people; the light alternative to the rich-text editor. */
export function MentionTextField({
  value,
  onChange,
  onBlur,
  mentions,
  label,
  placeholder = 'Note',
  required,
  disabled,
  error,
  helperText,
  minRows = 3,
  name,
  inputRef,
}: MentionTextFieldProps) {
  const listId = useId();
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  const [picked, setPicked] = useState<MentionItem[]>([]);
  const [suggesting, setSuggesting] = useState<Suggesting | null>(null);
  const known = [...knownMentionsOf(value), ...picked];
  const shown = markupToShownText(value);

  const lookForQuery = (text: string, caret: number) => {
    const active = activeMentionQuery(text, caret);
    setSuggesting(
      active ? { start: active.start, items: filterMentions(mentions, active.query), highlighted: 0 } : null,
    );
  };

  const pick = (item: MentionItem) => {
    const textarea = fieldRef.current;
    if (!textarea || !suggesting) return;
    const caret = textarea.selectionStart;
    const before = shown.slice(0, suggesting.start);
    const after = shown.slice(caret);
    const inserted = `@${item.display} `;
    const nextKnown = [...known, item];
    setPicked((current) => [...current, item]);
    onChange(shownTextToMarkup(before + inserted + after, nextKnown));
    setSuggesting(null);
    const nextCaret = before.length + inserted.length;
    requestAnimationFrame(() => textarea.setSelectionRange(nextCaret, nextCaret));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!suggesting) return;
    const count = suggesting.items.length;
    if (event.key === 'Escape') {
      event.preventDefault();
      setSuggesting(null);
    } else if (count > 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setSuggesting({ ...suggesting, highlighted: (suggesting.highlighted + step + count) % count });
    } else if (count > 0 && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      pick(suggesting.items[suggesting.highlighted]!);
    }
  };

  return (
    <>
      <TextField
        fullWidth
        multiline
        minRows={minRows}
        label={label}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        name={name}
        value={shown}
        error={Boolean(error)}
        helperText={error ?? helperText}
        inputRef={(element: HTMLTextAreaElement | null) => {
          fieldRef.current = element;
          if (typeof inputRef === 'function') inputRef(element);
          else if (inputRef) (inputRef as React.RefObject<HTMLTextAreaElement | null>).current = element;
        }}
        onChange={(event) => {
          const text = event.target.value;
          onChange(shownTextToMarkup(text, known));
          lookForQuery(text, event.target.selectionStart ?? text.length);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setSuggesting(null);
          onBlur?.();
        }}
        slotProps={{
          // A textarea may not take the combobox role; these textbox attributes still tie it to the list.
          htmlInput: {
            'aria-autocomplete': 'list',
            'aria-controls': suggesting ? listId : undefined,
            'aria-activedescendant':
              suggesting && suggesting.items.length > 0
                ? mentionOptionId(listId, suggesting.highlighted)
                : undefined,
          },
        }}
      />
      {suggesting && (
        <MentionSuggestions
          listId={listId}
          items={suggesting.items}
          highlighted={suggesting.highlighted}
          getAnchorRect={() => fieldRef.current?.getBoundingClientRect() ?? null}
          onPick={pick}
        />
      )}
    </>
  );
}

export interface FormMentionTextFieldProps<T extends FieldValues> extends Omit<
  MentionTextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'inputRef'
> {
  name: FieldPath<T>;
  control: Control<T>;
}

export function FormMentionTextField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormMentionTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <MentionTextField
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
