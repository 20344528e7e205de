import { useState } from 'react';
import { Alert, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useGetRoleQuery, type RoleView } from '../api/roles-api';
import { DeleteRoleDialog } from '../components/delete-role-dialog';
import { RolePermissionsSummary } from '../components/role-permissions-summary';

/** One role: what it is, who holds it, and the permissions it grants. */
export default function RoleDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const role = useGetRoleQuery(id);
  const [toDelete, setToDelete] = useState<RoleView | null>(null);
  usePageTitle(role.data?.name ?? 'Role');

  if (role.isLoading)
    return <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading role" />;
  if (role.isError || !role.data) return <Alert severity="error">{errorMessage(role.error)}</Alert>;
  const data = role.data;
  const holders = data.userCount === 1 ? '1 person holds' : `${data.userCount} people hold`;

  return (
    <Stack spacing={2}>
      <Breadcrumbs items={[{ label: 'Roles', to: paths.adminRoles }, { label: data.name }]} />
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={2}>
        <div>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="h4" component="h1">
              {data.name}
            </Typography>
            {data.isSystem && <Chip size="small" label="System" variant="outlined" />}
          </Stack>
          {data.description && <Typography color="text.secondary">{data.description}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {holders} this role · {data.permissions.length} permissions
          </Typography>
        </div>
        {!data.isSystem && (
          <Stack direction="row" spacing={1} alignItems="flex-start">
            <Button
              component={RouterLink}
              to={paths.adminRoleEdit(data.id)}
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
            >
              Edit
            </Button>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setToDelete(data)}
            >
              Delete
            </Button>
          </Stack>
        )}
      </Stack>
      {data.isSystem && <Alert severity="info">System roles come with Atrium and are read-only.</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <RolePermissionsSummary permissions={data.permissions} />
      </Paper>
      <DeleteRoleDialog
        role={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => navigate(paths.adminRoles)}
      />
    </Stack>
  );
}
