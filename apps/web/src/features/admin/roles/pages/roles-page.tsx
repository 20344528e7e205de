import { useState } from 'react';
import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useListRolesQuery, type RoleView } from '../api/roles-api';
import { DeleteRoleDialog } from '../components/delete-role-dialog';

function RoleActions({ role, onDelete }: { role: RoleView; onDelete: (role: RoleView) => void }) {
  // System roles are the platform's: they can be read, never changed.
  const readOnly = role.isSystem ? ' (system roles are read-only)' : '';
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      <Tooltip title="View">
        <IconButton component={RouterLink} to={paths.adminRole(role.id)} aria-label={`View ${role.name}`}>
          <VisibilityOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={`Edit${readOnly}`}>
        <span>
          <IconButton
            component={RouterLink}
            to={paths.adminRoleEdit(role.id)}
            aria-label={`Edit ${role.name}`}
            disabled={role.isSystem}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={`Delete${readOnly}`}>
        <span>
          <IconButton
            aria-label={`Delete ${role.name}`}
            disabled={role.isSystem}
            onClick={() => onDelete(role)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** System roles first (read-only), then the company's own, with how many people hold each. */
export default function RolesPage() {
  usePageTitle('Roles');
  const { query, setQuery, params } = useUrlListQueryState();
  const list = useListRolesQuery(params);
  const [toDelete, setToDelete] = useState<RoleView | null>(null);

  const columns: DataTableColumn<RoleView>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      hideable: false,
      cell: (role) => (
        <Stack direction="row" spacing={1} alignItems="center">
          <span>{role.name}</span>
          {role.isSystem && <Chip size="small" label="System" variant="outlined" />}
        </Stack>
      ),
    },
    { id: 'description', header: 'Description', cell: (role) => role.description || '—' },
    {
      id: 'permissions',
      header: 'Permissions',
      align: 'right',
      cell: (role) => role.permissions.length,
    },
    { id: 'userCount', header: 'People', sortable: true, align: 'right', cell: (role) => role.userCount },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      hideable: false,
      cell: (role) => <RoleActions role={role} onDelete={setToDelete} />,
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2}>
        <div>
          <Typography variant="h4" component="h1">
            Roles
          </Typography>
          <Typography color="text.secondary">
            System roles come with Atrium and cannot be changed; add your own for anything else.
          </Typography>
        </div>
        <Button component={RouterLink} to={paths.adminRoleNew} variant="contained" startIcon={<AddIcon />}>
          Add role
        </Button>
      </Stack>
      <DataTable<RoleView>
        label="Roles"
        columns={columns}
        {...listResultProps(list)}
        getRowId={(role) => role.id}
        query={query}
        onQueryChange={setQuery}
        searchPlaceholder="Role name"
        emptyTitle="No roles found"
      />
      <DeleteRoleDialog role={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
