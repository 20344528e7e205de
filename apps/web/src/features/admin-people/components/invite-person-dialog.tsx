import { useId } from 'react';
import { Button, Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  ASSIGNABLE_ROLES,
  invitePersonSchema,
  type InvitePersonBody,
  type InvitePersonInput,
} from '@atrium/shared/schemas/people';
import { FormSelectField } from '../../../components/form/select-field';
import { FormTextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/ui/modal';
import { fieldErrors } from '../../../lib/api';
import { successMessage, toastError, toastSuccess } from '../../../lib/toast';
import {
  useInvitePersonMutation,
  useListCompanyRolesQuery,
  useListDepartmentNamesQuery,
  useListLocationNamesQuery,
} from '../api/people-api';
import { blankToNull } from '../utils/blank-ids';
import { roleLabel } from '../utils/person-labels';

const ID_FIELDS = ['role', 'customRoleId', 'departmentId', 'locationId'] as const;
const FIELDS = ['firstName', 'lastName', 'email', 'jobTitle', ...ID_FIELDS] as const;
type FieldName = (typeof FIELDS)[number];
const isFieldName = (path: string): path is FieldName => (FIELDS as readonly string[]).includes(path);

const inviteFormSchema = z
  .custom<InvitePersonInput>()
  .transform((values) => blankToNull(values, ID_FIELDS))
  .pipe(invitePersonSchema);
const EMPTY: InvitePersonInput = {
  firstName: '',
  lastName: '',
  email: '',
  jobTitle: '',
  role: null,
  customRoleId: null,
  departmentId: null,
  locationId: null,
};

export interface InvitePersonDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Invites an employee: the server mails a temporary password and the set-new-password link. */
export function InvitePersonDialog({ open, onClose }: InvitePersonDialogProps) {
  const formId = useId();
  const [invite, { isLoading }] = useInvitePersonMutation();
  const departments = useListDepartmentNamesQuery(undefined, { skip: !open });
  const locations = useListLocationNamesQuery(undefined, { skip: !open });
  const companyRoles = useListCompanyRolesQuery(undefined, { skip: !open });
  const { control, handleSubmit, setError, reset } = useForm<InvitePersonInput>({
    // The resolver hands over the parsed body (blank selects as null).
    resolver: zodResolver(inviteFormSchema) as unknown as Resolver<InvitePersonInput>,
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      const result = await invite(values as InvitePersonBody).unwrap();
      toastSuccess(successMessage(result, 'Invitation sent successfully!'));
      close();
    } catch (error) {
      const errors = fieldErrors(error);
      errors.forEach(
        ({ path, message }) =>
          isFieldName(path) && setError(path, { type: 'server', message }, { shouldFocus: true }),
      );
      if (!errors.some(({ path }) => isFieldName(path))) toastError(error);
    }
  });

  return (
    <Modal
      open={open}
      onClose={close}
      title="Invite person"
      isBusy={isLoading}
      actions={
        <>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={isLoading}>
            Send invitation
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormTextField control={control} name="firstName" label="First name" required />
          </Grid>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormTextField control={control} name="lastName" label="Last name" required />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="email" label="Email" type="email" required />
          </Grid>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormTextField control={control} name="jobTitle" label="Job title" />
          </Grid>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="role"
              label="Role"
              options={[
                { value: '', label: 'Employee (no admin role)' },
                ...ASSIGNABLE_ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
              ]}
            />
          </Grid>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="customRoleId"
              label="Company role"
              searchable
              options={[
                { value: '', label: 'None' },
                ...(companyRoles.data ?? [])
                  .filter((item) => !item.isSystem)
                  .map((item) => ({ value: item.id, label: item.name })),
              ]}
            />
          </Grid>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="departmentId"
              label="Department"
              searchable
              options={(departments.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
            />
          </Grid>
          <Grid size={{ xxs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="locationId"
              label="Location"
              searchable
              options={(locations.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
            />
          </Grid>
        </Grid>
      </form>
    </Modal>
  );
}
