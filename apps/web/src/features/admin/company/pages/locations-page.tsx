import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useDeleteLocationMutation, useListLocationsQuery, type Location } from '../api/company-api';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { LocationDialog } from '../components/location-dialog';
import { RowActions } from '../../../../components/ui/row-actions';

const addressOf = (location: Location) =>
  [location.addressLine1, location.addressLine2, location.city, location.postalCode]
    .filter(Boolean)
    .join(', ');

/** Offices and other places people work from. */
export default function LocationsPage() {
  usePageTitle('Locations');
  const canCreate = useHasPermission('sso.admin.locations.location.create');
  const canEdit = useHasPermission('sso.admin.locations.location.edit');
  const canDelete = useHasPermission('sso.admin.locations.location.delete');
  const { query, setQuery, params } = useUrlListQueryState({ initialSort: { id: 'name', sortOrder: 1 } });
  const list = useListLocationsQuery(params);
  const [deleteLocation] = useDeleteLocationMutation();
  const [editing, setEditing] = useState<Location | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Location | null>(null);

  const columns: DataTableColumn<Location>[] = [
    { id: 'name', header: 'Name', sortable: true, hideable: false, cell: (location) => location.name },
    { id: 'address', header: 'Address', cell: (location) => addressOf(location) || '—' },
    {
      id: 'city',
      header: 'City',
      sortable: true,
      defaultHidden: true,
      cell: (location) => location.city || '—',
    },
    { id: 'country', header: 'Country', cell: (location) => location.country },
    { id: 'timezone', header: 'Timezone', cell: (location) => location.timezone },
    { id: 'memberCount', header: 'People', align: 'right', cell: (location) => location.memberCount },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'right',
      csv: () => undefined,
      cell: (location) => (
        <RowActions
          name={location.name}
          onEdit={canEdit ? () => setEditing(location) : undefined}
          onDelete={canDelete ? () => setDeleting(location) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <DataTable<Location>
        label="Locations"
        columns={columns}
        {...listResultProps(list)}
        getRowId={(location) => location.id}
        getRowLabel={(location) => location.name}
        query={query}
        onQueryChange={setQuery}
        searchPlaceholder="Search locations"
        emptyTitle="No locations yet"
        emptyDescription="Add your offices so people can be placed in them."
        toolbarActions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Add location
            </Button>
          )
        }
      />
      <LocationDialog
        open={editing !== undefined}
        location={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRecordDialog
        kind="location"
        name={deleting?.name ?? null}
        onDelete={() => deleteLocation(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
