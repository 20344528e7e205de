import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { candidateTagBodySchema, type CandidateTagInput } from '@atrium/shared/schemas/recruiting/candidates';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveCandidateTagMutation, type CandidateTag } from '../api/candidate-tags-api';

export interface CandidateTagDialogProps {
  open: boolean;
  /** The tag to rename; null adds one. */
  tag: CandidateTag | null;
  onClose: () => void;
}

export function CandidateTagDialog({ open, tag, onClose }: CandidateTagDialogProps) {
  const [save, { isLoading }] = useSaveCandidateTagMutation();
  const { control, handleSubmit, setError, reset } = useForm<CandidateTagInput>({
    resolver: zodResolver(candidateTagBodySchema),
    defaultValues: { name: '' },
  });
  useEffect(() => {
    if (open) reset({ name: tag?.name ?? '' });
  }, [open, tag, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: tag?.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<CandidateTagInput>(['name']));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={tag ? 'Rename candidate tag' : 'Add candidate tag'}
      submitLabel={tag ? 'Save' : 'Add tag'}
      onSubmit={submit}
      isSaving={isLoading}
    >
      <FormTextField<CandidateTagInput> name="name" control={control} label="Tag" required autoFocus />
    </FormDialog>
  );
}
