import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useDeleteDepartmentMutation, useListDepartmentsQuery, type Department } from '../api/company-api';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { DepartmentDialog } from '../components/department-dialog';
import { RowActions } from '../../../../components/ui/row-actions';
import { personName } from '../utils/person-options';

/** Departments, nested: each shows the department it belongs to, its head and its people. */
export default function DepartmentsPage() {
  usePageTitle('Departments');
  const canCreate = useHasPermission('sso.admin.departments.department.create');
  const canEdit = useHasPermission('sso.admin.departments.department.edit');
  const canDelete = useHasPermission('sso.admin.departments.department.delete');
  const { query, setQuery, params } = useUrlListQueryState({ initialSort: { id: 'name', sortOrder: 1 } });
  const list = useListDepartmentsQuery(params);
  const [deleteDepartment] = useDeleteDepartmentMutation();
  const [editing, setEditing] = useState<Department | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Department | null>(null);

  const columns: DataTableColumn<Department>[] = [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      hideable: false,
      cell: (department) => (
        <Box sx={{ paddingInlineStart: Math.min(department.depth, 6) * 2 }}>
          <Typography variant="body2" fontWeight={500}>
            {department.depth > 0 && (
              <Box component="span" aria-hidden sx={{ color: 'text.disabled', marginInlineEnd: 0.5 }}>
                ↳
              </Box>
            )}
            <span>{department.name}</span>
          </Typography>
        </Box>
      ),
      csv: (department) => department.name,
    },
    { id: 'parent', header: 'Part of', cell: (department) => department.parentName ?? '—' },
    {
      id: 'head',
      header: 'Head',
      cell: (department) => (department.head ? personName(department.head) : '—'),
    },
    { id: 'memberCount', header: 'People', align: 'right', cell: (department) => department.memberCount },
    {
      id: 'childCount',
      header: 'Sub-departments',
      align: 'right',
      cell: (department) => department.childCount,
    },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'right',
      csv: () => undefined,
      cell: (department) => (
        <RowActions
          name={department.name}
          onEdit={canEdit ? () => setEditing(department) : undefined}
          onDelete={canDelete ? () => setDeleting(department) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable<Department>
        label="Departments"
        columns={columns}
        {...listResultProps(list)}
        getRowId={(department) => department.id}
        getRowLabel={(department) => department.name}
        query={query}
        onQueryChange={setQuery}
        searchPlaceholder="Search departments"
        emptyTitle="No departments yet"
        emptyDescription="Departments group people by function; nest them to mirror your organisation."
        toolbarActions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Add department
            </Button>
          )
        }
      />
      <DepartmentDialog
        open={editing !== undefined}
        department={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRecordDialog
        kind="department"
        name={deleting?.name ?? null}
        onDelete={() => deleteDepartment(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
