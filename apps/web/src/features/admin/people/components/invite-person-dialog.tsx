import { Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  ASSIGNABLE_ROLES,
  invitePersonSchema,
  type InvitePersonBody,
  type InvitePersonInput,
} from '@atrium/shared/schemas/admin/people';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useInvitePersonMutation,
  useListCompanyRolesQuery,
  useListDepartmentNamesQuery,
  useListLocationNamesQuery,
} from '../api/people-api';
import { blankToNull } from '../../../../lib/blank-ids';
import { roleLabel } from '../utils/person-labels';

const ID_FIELDS = ['role', 'customRoleId', 'departmentId', 'locationId'] as const;
const FIELDS = ['firstName', 'lastName', 'email', 'jobTitle', ...ID_FIELDS] as const;

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
      showServerErrors(error, setError, fieldsNamed<InvitePersonInput>(FIELDS));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={'Invite person'}
      submitLabel={'Send invitation'}
      onSubmit={submit}
      isSaving={isLoading}
    >
      <Grid container spacing={2}>
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
    </FormDialog>
  );
}
