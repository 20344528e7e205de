import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  REJECTION_REASON_TYPES,
  rejectionReasonBodySchema,
  type RejectionReasonFormValues,
  type RejectionReasonInput,
} from '@atrium/shared/schemas/recruiting/rejection-reasons';
import { FormRadioGroupField } from '../../../../components/form/radio-group-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveRejectionReasonMutation, type RejectionReason } from '../api/rejection-reasons-api';

const TYPE_OPTIONS = REJECTION_REASON_TYPES.map((type) => ({ value: String(type.id), label: type.name }));

export interface RejectionReasonDialogProps {
  open: boolean;
  /** The reason to edit; null adds one. */
  reason: RejectionReason | null;
  onClose: () => void;
}

export function RejectionReasonDialog({ open, reason, onClose }: RejectionReasonDialogProps) {
  const [save, { isLoading }] = useSaveRejectionReasonMutation();
  const { control, handleSubmit, setError, reset } = useForm<
    RejectionReasonFormValues,
    unknown,
    RejectionReasonInput
  >({
    resolver: zodResolver(rejectionReasonBodySchema),
    defaultValues: { name: '', typeId: '1' },
  });
  useEffect(() => {
    if (open) reset({ name: reason?.name ?? '', typeId: String(reason?.type.id ?? 1) });
  }, [open, reason, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: reason?.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<RejectionReasonFormValues>(['name', 'typeId']));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={reason ? 'Edit rejection reason' : 'Add rejection reason'}
      submitLabel={reason ? 'Save' : 'Add reason'}
      onSubmit={submit}
      isSaving={isLoading}
    >
      <FormTextField<RejectionReasonFormValues>
        name="name"
        control={control}
        label="Reason"
        required
        autoFocus
      />
      <FormRadioGroupField<RejectionReasonFormValues>
        name="typeId"
        control={control}
        label="Who decided"
        options={TYPE_OPTIONS}
        row={false}
        required
      />
    </FormDialog>
  );
}
