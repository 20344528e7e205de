import { useEffect, useId } from 'react';
import { Button, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { groupBodySchema, type GroupBody } from '@atrium/shared/schemas/organisation';
import { FormTextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/ui/modal';
import { fieldErrors } from '../../../lib/api';
import { successMessage, toastError, toastSuccess } from '../../../lib/toast';
import { useSaveGroupMutation, type Group } from '../api/company-api';

type FormValues = Required<GroupBody>;
const isField = (path: string): path is keyof FormValues => path === 'name' || path === 'description';

export interface GroupDialogProps {
  open: boolean;
  group: Group | null;
  onClose: () => void;
}

/** Adds or renames a group of people, e.g. a committee or a project team. */
export function GroupDialog({ open, group, onClose }: GroupDialogProps) {
  const formId = useId();
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
      const errors = fieldErrors(error);
      errors.forEach(
        ({ path, message }) =>
          isField(path) && setError(path, { type: 'server', message }, { shouldFocus: true }),
      );
      if (!errors.some(({ path }) => isField(path))) toastError(error);
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={group ? 'Edit group' : 'Add group'}
      isBusy={isLoading}
      actions={
        <>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={isLoading}>
            {group ? 'Save' : 'Add group'}
          </Button>
        </>
      }
    >
      <Stack component="form" id={formId} onSubmit={submit} noValidate spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={control} name="name" label="Name" required />
        <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      </Stack>
    </Modal>
  );
}
