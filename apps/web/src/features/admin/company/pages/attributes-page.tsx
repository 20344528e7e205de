import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import dayjs from 'dayjs';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import type { FilterField } from '../../../../components/filters/filter-types';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useListAttributesQuery,
  useSetAttributeArchivedMutation,
  type UserAttribute,
} from '../api/company-api';
import { AttributeDialog } from '../components/attribute-dialog';
import { RowActions } from '../../../../components/ui/row-actions';
import { ATTRIBUTE_TYPE_LABELS } from '../utils/attribute-types';

const FILTERS: FilterField[] = [
  {
    type: 'select',
    name: 'status',
    label: 'Status',
    defaultValue: 'active',
    options: [
      { _id: 'active', label: 'Active' },
      { _id: 'archived', label: 'Archived' },
      { _id: 'all', label: 'All' },
    ],
  },
];

/** The attributes people carry beyond the built-in fields: T-shirt size, languages, badge number… */
export default function AttributesPage() {
  usePageTitle('User attributes');
  const canCreate = useHasPermission('sso.admin.attributes.attribute.create');
  const canEdit = useHasPermission('sso.admin.attributes.attribute.edit');
  const canArchive = useHasPermission('sso.admin.attributes.attribute.archive');
  const canRestore = useHasPermission('sso.admin.attributes.attribute.restore');
  const { query, setQuery, params } = useUrlListQueryState({
    filterFields: FILTERS,
    initialSort: { id: 'label', sortOrder: 1 },
  });
  const list = useListAttributesQuery(params);
  const [setArchived] = useSetAttributeArchivedMutation();
  const [editing, setEditing] = useState<UserAttribute | null | undefined>(undefined);
  const [archiving, setArchiving] = useState<UserAttribute | null>(null);

  const restore = async (attribute: UserAttribute) => {
    try {
      const result = await setArchived({ id: attribute.id, archived: false }).unwrap();
      toastSuccess(successMessage(result, `${attribute.label} restored`));
    } catch (error) {
      toastError(error);
    }
  };
  const archive = async () => {
    if (!archiving) return;
    try {
      const result = await setArchived({ id: archiving.id, archived: true }).unwrap();
      toastSuccess(successMessage(result, `${archiving.label} archived`));
    } catch (error) {
      toastError(error);
    }
    setArchiving(null);
  };

  const columns: DataTableColumn<UserAttribute>[] = [
    { id: 'label', header: 'Label', sortable: true, hideable: false, cell: (attribute) => attribute.label },
    { id: 'key', header: 'Key', defaultHidden: true, cell: (attribute) => attribute.key },
    { id: 'type', header: 'Type', cell: (attribute) => ATTRIBUTE_TYPE_LABELS[attribute.type] },
    {
      id: 'options',
      header: 'Options',
      cell: (attribute) => attribute.options.map((option) => option.label).join(', ') || '—',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (attribute) =>
        attribute.isArchived ? (
          <Chip
            size="small"
            variant="outlined"
            label={`Archived ${attribute.archivedAt ? dayjs(attribute.archivedAt).format('DD MMM YYYY') : ''}`}
          />
        ) : (
          <Chip size="small" variant="outlined" color="success" label="Active" />
        ),
      csv: (attribute) => (attribute.isArchived ? 'Archived' : 'Active'),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'right',
      csv: () => undefined,
      cell: (attribute) => (
        <RowActions
          name={attribute.label}
          onEdit={canEdit && !attribute.isArchived ? () => setEditing(attribute) : undefined}
        >
          <Stack direction="row">
            {attribute.isArchived
              ? canRestore && (
                  <Button
                    size="small"
                    startIcon={<UnarchiveOutlinedIcon />}
                    onClick={() => void restore(attribute)}
                    aria-label={`Restore ${attribute.label}`}
                  >
                    Restore
                  </Button>
                )
              : canArchive && (
                  <Button
                    size="small"
                    startIcon={<ArchiveOutlinedIcon />}
                    onClick={() => setArchiving(attribute)}
                    aria-label={`Archive ${attribute.label}`}
                  >
                    Archive
                  </Button>
                )}
          </Stack>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <DataTable<UserAttribute>
        label="User attributes"
        columns={columns}
        {...listResultProps(list)}
        getRowId={(attribute) => attribute.id}
        getRowLabel={(attribute) => attribute.label}
        query={query}
        onQueryChange={setQuery}
        filterFields={FILTERS}
        searchPlaceholder="Search attributes"
        emptyTitle="No attributes here"
        emptyDescription="Attributes record what your company tracks about people beyond the usual fields."
        toolbarActions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Create attribute
            </Button>
          )
        }
      />
      <AttributeDialog
        open={editing !== undefined}
        attribute={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={archiving !== null}
        title="Archive attribute"
        message={
          archiving
            ? `Archive “${archiving.label}”? It disappears from profiles and forms; stored values are kept and come back if you restore it.`
            : ''
        }
        confirmLabel="Archive"
        onConfirm={archive}
        onCancel={() => setArchiving(null)}
      />
    </>
  );
}
