import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, Skeleton } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { MentionItem } from './mention-markup';
import type { RichTextEditorProps } from './rich-text-editor';

// Its own chunk: tiptap and ProseMirror download only where an editor renders (DESIGN.md section 6).
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** Spec section 5: the rich-text field shows its error message capitalised. */
export const capitaliseMessage = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

function EditorSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading editor"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Skeleton variant="rectangular" height={40} />
      <Skeleton variant="rectangular" height={200} sx={{ mt: '1px', bgcolor: 'transparent' }} />
    </Box>
  );
}

/** The editor without a form, loaded on first render; the skeleton holds its 200 px meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export interface FormRichTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  mentions?: readonly MentionItem[];
}

/** Rich text bound to react-hook-form: HTML with @[display](id) mentions, '' when empty. */
export function FormRichTextField<T extends FieldValues>({
  name,
  control,
  label,
  required,
  disabled,
  helperText,
  placeholder,
  mentions,
}: FormRichTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const labelId = useId();
  const helperId = useId();
  const error = fieldState.error?.message;
  return (
    <FormControl fullWidth required={required} error={Boolean(error)} disabled={disabled}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <LazyRichTextEditor
        value={(field.value as string | null | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        mentions={mentions}
        placeholder={placeholder}
        disabled={disabled}
        isInvalid={Boolean(error)}
        labelledBy={labelId}
        describedBy={error || helperText ? helperId : undefined}
      />
      {(error || helperText) && (
        <FormHelperText id={helperId}>{error ? capitaliseMessage(error) : helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
