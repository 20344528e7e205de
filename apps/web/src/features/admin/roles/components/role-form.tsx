import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { roleBodySchema, type RoleBody, type RoleInput } from '@atrium/shared/schemas/admin/roles';
import { FormTextField } from '../../../../components/form/text-field';
import { fieldErrors } from '../../../../lib/api-errors';
import { PermissionPicker } from './permission-picker';

export interface RoleFormProps {
  defaultValues?: RoleBody;
  submitLabel: string;
  onSubmit: (body: RoleInput) => Promise<unknown>;
  onCancel: () => void;
}

const EMPTY: RoleBody = { name: '', description: '', permissions: [] };

/** Name, description and permissions of a company role; the server's schema checks it here too. */
export function RoleForm({ defaultValues = EMPTY, submitLabel, onSubmit, onCancel }: RoleFormProps) {
  const { control, handleSubmit, setError, reset, formState } = useForm<RoleBody, unknown, RoleInput>({
    resolver: zodResolver(roleBodySchema),
    defaultValues,
  });
  useEffect(() => reset(defaultValues), [defaultValues, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      // A taken name comes back as a field error; anything else was already reported.
      for (const field of fieldErrors(error)) {
        if (field.path === 'name' || field.path === 'description' || field.path === 'permissions') {
          setError(field.path, { message: field.message });
        }
      }
    }
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={submit}>
      <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <Controller
        control={control}
        name="permissions"
        render={({ field, fieldState }) => (
          <PermissionPicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Stack direction="row" spacing={1.5} justifyContent="flex-end">
        <Button color="inherit" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
