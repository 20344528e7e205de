import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Stack } from '@mui/material';
import type { z } from 'zod';
import { companyValueInputSchema } from '@atrium/shared/schemas/performance/feedback-settings';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { toastSuccess } from '../../../../lib/toast';
import {
  useCreateValueMutation,
  useUpdateValueMutation,
  type CompanyValue,
} from '../api/feedback-settings-api';

type FormValues = z.input<typeof companyValueInputSchema>;
type FormOutput = z.output<typeof companyValueInputSchema>;

/** Adds a company value, or renames and describes one. */
export function CompanyValueDialog({
  open,
  value,
  onClose,
}: {
  open: boolean;
  value: CompanyValue | null;
  onClose: () => void;
}) {
  const [create, { isLoading: isCreating }] = useCreateValueMutation();
  const [update, { isLoading: isUpdating }] = useUpdateValueMutation();
  const { control, handleSubmit, reset, setError } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(companyValueInputSchema),
    defaultValues: { name: '', description: '' },
  });
  useEffect(() => {
    if (open) reset({ name: value?.name ?? '', description: value?.description ?? '' });
  }, [open, value, reset]);
  const submit = handleSubmit(async (form) => {
    try {
      const result = value
        ? await update({ id: value.id, body: form }).unwrap()
        : await create(form).unwrap();
      toastSuccess(result.message);
      onClose();
    } catch (error) {
      showServerErrors(error, setError, (path) => (path === 'name' || path === 'description' ? path : null));
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={value ? `Edit ${value.name}` : 'Add a company value'}
      submitLabel={value ? 'Save' : 'Add value'}
      onSubmit={(event) => void submit(event)}
      isSaving={isCreating || isUpdating}
    >
      <Stack spacing={2.5}>
        <FormTextField control={control} name="name" label="Name" required helperText="e.g. Customer first" />
        <FormTextField
          control={control}
          name="description"
          label="What it means"
          multiline
          minRows={2}
          helperText="Shown when someone picks a value for their praise."
        />
      </Stack>
    </FormDialog>
  );
}
