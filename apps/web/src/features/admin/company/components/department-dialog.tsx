import { useCallback, useEffect } from 'react';
import { Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@atrium/shared/constants/limits';
import { departmentBodySchema } from '@atrium/shared/schemas/admin/organisation';
import {
  FormAsyncAutocompleteField,
  type AsyncOptionItem,
} from '../../../../components/form/async-autocomplete-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useLazySearchCompanyPeopleQuery,
  useListDepartmentsQuery,
  useSaveDepartmentMutation,
  type Department,
} from '../api/company-api';
import { personName, personOption } from '../utils/person-options';

// The name follows the shared body schema; the pickers' values become ids on submit.
const formSchema = z.object({
  name: departmentBodySchema.shape.name,
  parentId: z.string(),
  head: z.custom<AsyncOptionItem | null>(),
});
type FormValues = z.infer<typeof formSchema>;

const toValues = (department: Department | null): FormValues => ({
  name: department?.name ?? '',
  parentId: department?.parentId ?? '',
  head: department?.head ? { _id: department.head.id, fullName: personName(department.head) } : null,
});

export interface DepartmentDialogProps {
  open: boolean;
  /** The department to edit; none to add one. */
  department: Department | null;
  onClose: () => void;
}

/** Adds or edits a department: its name, the department it sits under, and its head. */
export function DepartmentDialog({ open, department, onClose }: DepartmentDialogProps) {
  const [save, { isLoading }] = useSaveDepartmentMutation();
  const [searchPeople] = useLazySearchCompanyPeopleQuery();
  const parents = useListDepartmentsQuery({ page: 1, limit: MAX_PAGE_SIZE }, { skip: !open });
  const { control, handleSubmit, setError, reset } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: toValues(department),
  });

  useEffect(() => {
    if (open) reset(toValues(department));
  }, [open, department, reset]);

  const fetchPeople = useCallback(
    async (search: string) => (await searchPeople(search).unwrap()).map(personOption),
    [searchPeople],
  );

  const submit = handleSubmit(async (values) => {
    const body = {
      name: values.name,
      parentId: values.parentId || null,
      headUserId: values.head?._id ?? null,
    };
    try {
      const result = await save({ id: department?.id, body }).unwrap();
      toastSuccess(successMessage(result, department ? 'Department saved' : 'Department added'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, (path) =>
        path === 'headUserId' ? 'head' : path === 'name' || path === 'parentId' ? path : null,
      );
    }
  });

  // A department cannot sit under itself; the server also refuses one of its own sub-departments.
  const parentOptions = (parents.data?.items ?? [])
    .filter((candidate) => candidate.id !== department?.id)
    .map((candidate) => ({ value: candidate.id, label: candidate.name }));

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={department ? 'Edit department' : 'Add department'}
      submitLabel={department ? 'Save' : 'Add department'}
      onSubmit={submit}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="name" label="Name" required />
        <FormSelectField
          control={control}
          name="parentId"
          label="Part of"
          searchable
          helperText="Leave empty for a top-level department"
          options={[{ value: '', label: 'None (top level)' }, ...parentOptions]}
        />
        <FormAsyncAutocompleteField<FormValues, AsyncOptionItem>
          control={control}
          name="head"
          label="Head of department"
          placeholder="Search people"
          fetchOptions={fetchPeople}
        />
      </Stack>
    </FormDialog>
  );
}
