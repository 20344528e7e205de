import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useDeleteGroupMutation, useListGroupsQuery, type Group } from '../api/company-api';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { GroupDialog } from '../components/group-dialog';
import { GroupMembersDialog } from '../components/group-members-dialog';
import { RowActions } from '../../../../components/ui/row-actions';

/** Groups of people across departments: committees, project teams, mailing lists. */
export default function GroupsPage() {
  usePageTitle('Groups');
  const canCreate = useHasPermission('sso.admin.groups.group.create');
  const canEdit = useHasPermission('sso.admin.groups.group.edit');
  const canDelete = useHasPermission('sso.admin.groups.group.delete');
  const { query, setQuery, params } = useUrlListQueryState({ initialSort: { id: 'name', sortOrder: 1 } });
  const list = useListGroupsQuery(params);
  const [deleteGroup] = useDeleteGroupMutation();
  const [editing, setEditing] = useState<Group | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const [membersOf, setMembersOf] = useState<Group | null>(null);

  const columns: DataTableColumn<Group>[] = [
    { id: 'name', header: 'Name', sortable: true, hideable: false, cell: (group) => group.name },
    { id: 'description', header: 'Description', cell: (group) => group.description || '—' },
    {
      id: 'memberCount',
      header: 'Members',
      sortable: true,
      align: 'right',
      cell: (group) => group.memberCount,
    },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'right',
      csv: () => undefined,
      cell: (group) => (
        <RowActions
          name={group.name}
          onEdit={canEdit ? () => setEditing(group) : undefined}
          onDelete={canDelete ? () => setDeleting(group) : undefined}
        >
          <Button size="small" onClick={() => setMembersOf(group)} aria-label={`Members of ${group.name}`}>
            Members
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <DataTable<Group>
        label="Groups"
        columns={columns}
        {...listResultProps(list)}
        getRowId={(group) => group.id}
        getRowLabel={(group) => group.name}
        query={query}
        onQueryChange={setQuery}
        searchPlaceholder="Search groups"
        emptyTitle="No groups yet"
        emptyDescription="Groups gather people across departments, such as a committee or a project team."
        toolbarActions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Add group
            </Button>
          )
        }
      />
      <GroupDialog
        open={editing !== undefined}
        group={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <GroupMembersDialog group={membersOf} canEdit={canEdit} onClose={() => setMembersOf(null)} />
      <DeleteRecordDialog
        kind="group"
        name={deleting?.name ?? null}
        onDelete={() => deleteGroup(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
