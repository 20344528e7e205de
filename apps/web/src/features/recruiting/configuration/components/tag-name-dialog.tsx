import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';

interface TagName {
  name: string;
}

export interface TagNameDialogProps {
  open: boolean;
  /** "candidate tag", "interviewer tag": only the title says which. */
  noun: string;
  schema: z.ZodType<TagName, TagName>;
  /** The tag to rename; null adds one. */
  tag: { id: string; name: string } | null;
  /** Saves through the area's own mutation, resolving with the server's answer. */
  save: (args: { id?: string; body: TagName }) => Promise<{ message?: string }>;
  isSaving: boolean;
  onClose: () => void;
}

/** Adds or renames a tag, whose only field is its name. */
export function TagNameDialog({ open, noun, schema, tag, save, isSaving, onClose }: TagNameDialogProps) {
  const { control, handleSubmit, setError, reset } = useForm<TagName>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });
  useEffect(() => {
    if (open) reset({ name: tag?.name ?? '' });
  }, [open, tag, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      toastSuccess(successMessage(await save({ id: tag?.id, body }), 'Saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<TagName>(['name']));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={tag ? `Rename ${noun}` : `Add ${noun}`}
      submitLabel={tag ? 'Save' : 'Add tag'}
      onSubmit={submit}
      isSaving={isSaving}
    >
      <FormTextField<TagName> name="name" control={control} label="Tag" required autoFocus />
    </FormDialog>
  );
}
