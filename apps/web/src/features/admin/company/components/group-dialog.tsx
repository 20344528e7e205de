import { useEffect } from 'react';
import { Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { groupBodySchema, type GroupBody } from '@atrium/shared/schemas/admin/organisation';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveGroupMutation, type Group } from '../api/company-api';

type FormValues = Required<GroupBody>;

export interface GroupDialogProps {
  open: boolean;
  group: Group | null;
  onClose: () => void;
}

/** Adds or renames a group of people, e.g. a committee or a project team. */
export function GroupDialog({ open, group, onClose }: GroupDialogProps) {
  const [save, { isLoading }] = useSaveGroupMutation();
  const { control, handleSubmit, setError, reset } = useForm<FormValues>({
    resolver: zodResolver(groupBodySchema) as unknown as Resolver<FormValues>,
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '' },
  });

  useEffect(() => {
    if (open) reset({ name: group?.name ?? '', description: group?.description ?? '' });
  }, [open, group, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: group?.id, body }).unwrap();
      toastSuccess(successMessage(result, group ? 'Group saved' : 'Group added'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<FormValues>(['name', 'description']));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={group ? 'Edit group' : 'Add group'}
      submitLabel={group ? 'Save' : 'Add group'}
      onSubmit={submit}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="name" label="Name" required />
        <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
