import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { closeReasonBodySchema, type CloseReasonInput } from '@atrium/shared/schemas/recruiting/jobs';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveCloseReasonMutation, type CloseReason } from '../api/configuration-api';

export interface CloseReasonDialogProps {
  open: boolean;
  /** The reason to rename; null adds one. */
  reason: CloseReason | null;
  onClose: () => void;
}

export function CloseReasonDialog({ open, reason, onClose }: CloseReasonDialogProps) {
  const [save, { isLoading }] = useSaveCloseReasonMutation();
  const { control, handleSubmit, setError, reset } = useForm<CloseReasonInput>({
    resolver: zodResolver(closeReasonBodySchema),
    defaultValues: { name: '' },
  });
  useEffect(() => {
    if (open) reset({ name: reason?.name ?? '' });
  }, [open, reason, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: reason?.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<CloseReasonInput>(['name']));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={reason ? 'Rename close reason' : 'Add close reason'}
      submitLabel={reason ? 'Save' : 'Add reason'}
      onSubmit={submit}
      isSaving={isLoading}
    >
      <FormTextField<CloseReasonInput> name="name" control={control} label="Reason" required autoFocus />
    </FormDialog>
  );
}
