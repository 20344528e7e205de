import { useMemo } from 'react';
import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import type { RoleInput } from '@atrium/shared/schemas/admin/roles';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useCreateRoleMutation, useGetRoleQuery, useUpdateRoleMutation } from '../api/roles-api';
import { RoleForm } from '../components/role-form';

/** Add a role (/admin/roles/new) or edit one (/admin/roles/:id/edit). */
export default function RoleEditorPage() {
  const { id } = useParams();
  const isNew = !id;
  const title = isNew ? 'Add role' : 'Edit role';
  usePageTitle(title);
  const navigate = useNavigate();
  const role = useGetRoleQuery(id ?? '', { skip: isNew });
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const defaultValues = useMemo(
    () =>
      role.data
        ? { name: role.data.name, description: role.data.description, permissions: role.data.permissions }
        : undefined,
    [role.data],
  );

  const save = async (body: RoleInput) => {
    try {
      const answer = isNew ? await createRole(body).unwrap() : await updateRole({ id, body }).unwrap();
      toastSuccess(
        successMessage(answer, isNew ? 'Role created successfully!' : 'Role updated successfully!'),
      );
      navigate(paths.adminRole(answer.data.id));
    } catch (error) {
      toastError(error);
      throw error;
    }
  };

  const renderBody = () => {
    if (isNew) {
      return (
        <RoleForm submitLabel="Create role" onSubmit={save} onCancel={() => navigate(paths.adminRoles)} />
      );
    }
    if (role.isLoading)
      return <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading role" />;
    if (role.isError || !role.data) return <Alert severity="error">{errorMessage(role.error)}</Alert>;
    if (role.data.isSystem) return <Alert severity="info">System roles are read-only.</Alert>;
    return (
      <RoleForm
        defaultValues={defaultValues}
        submitLabel="Save changes"
        onSubmit={save}
        onCancel={() => navigate(paths.adminRole(id))}
      />
    );
  };

  return (
    <Stack spacing={2}>
      <Breadcrumbs
        items={[
          { label: 'Roles', to: paths.adminRoles },
          ...(role.data ? [{ label: role.data.name, to: paths.adminRole(role.data.id) }] : []),
          { label: title },
        ]}
      />
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {renderBody()}
      </Paper>
    </Stack>
  );
}
