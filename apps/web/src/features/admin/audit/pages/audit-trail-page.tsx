import { useCallback, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useStore } from 'react-redux';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import type { ListQueryState } from '../../../../components/data-table/list-query';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import type { AsyncOptionsFetcher, FilterField } from '../../../../components/filters/filter-types';
import { usePageTitle } from '../../../../lib/page-title';
import { toastError } from '../../../../lib/toast';
import { useLazySearchAuditActorsQuery, useListAuditEventsQuery, type AuditEvent } from '../api/audit-api';
import { AUDIT_TIME_FORMAT, AuditEventDrawer } from '../components/audit-event-drawer';
import { AuditOutcomeChip, OUTCOME_LABELS } from '../components/audit-outcome-chip';
import { auditListParams } from '../utils/audit-params';
import { downloadAuditExport, type AuditExportFormat } from '../utils/download-audit-export';

const ACTOR_PAGE_SIZE = 10;

// What the server's modules record as a target (targetType), in the words of the screen.
const TARGET_TYPES = [
  { _id: 'user', label: 'Person' },
  { _id: 'role', label: 'Role' },
  { _id: 'department', label: 'Department' },
  { _id: 'location', label: 'Location' },
  { _id: 'group', label: 'Group' },
  { _id: 'user_attribute', label: 'User attribute' },
  { _id: 'company', label: 'Company' },
  { _id: 'file', label: 'File' },
  { _id: 'notification', label: 'Notification' },
  { _id: 'email', label: 'Email' },
  { _id: 'route', label: 'Route (denials)' },
  { _id: 'refresh_token_family', label: 'Session' },
];

const columns: DataTableColumn<AuditEvent>[] = [
  {
    id: 'createdAt',
    header: 'Time',
    sortable: true,
    hideable: false,
    cell: (event) => dayjs(event.createdAt).format(AUDIT_TIME_FORMAT),
  },
  { id: 'action', header: 'Action', sortable: true, hideable: false, cell: (event) => event.action },
  {
    id: 'outcome',
    header: 'Outcome',
    cell: (event) => <AuditOutcomeChip outcome={event.outcome} />,
    csv: (event) => OUTCOME_LABELS[event.outcome],
  },
  {
    id: 'actor',
    header: 'Actor',
    cell: (event) =>
      event.impersonatorUserId
        ? `${event.actorName ?? '—'} (by ${event.impersonatorName ?? 'an admin'})`
        : (event.actorName ?? '—'),
  },
  { id: 'targetType', header: 'Target', sortable: true, cell: (event) => event.targetType ?? '—' },
  { id: 'targetId', header: 'Target id', defaultHidden: true, cell: (event) => event.targetId ?? '—' },
  { id: 'ip', header: 'IP address', defaultHidden: true, cell: (event) => event.ip ?? '—' },
];

function ExportButton({
  format,
  query,
  disabled,
}: {
  format: AuditExportFormat;
  query: ListQueryState;
  disabled: boolean;
}) {
  const store = useStore();
  const [isExporting, setIsExporting] = useState(false);
  const exportFile = async () => {
    setIsExporting(true);
    try {
      await downloadAuditExport(store, auditListParams(query), format);
    } catch (error) {
      toastError(error, 'Could not export the audit trail. Please try again.');
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button
      color="inherit"
      variant="outlined"
      startIcon={isExporting ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />}
      disabled={disabled || isExporting}
      onClick={() => void exportFile()}
    >
      Export {format.toUpperCase()}
    </Button>
  );
}

/** The company's audit trail: who did what and when, filtered, with each event's before and after. */
export default function AuditTrailPage() {
  usePageTitle('Audit trail');
  const [searchActors] = useLazySearchAuditActorsQuery();
  const fetchActors = useCallback<AsyncOptionsFetcher>(
    async (text, offset) => {
      const page = await searchActors({
        search: text.trim(),
        page: Math.floor(offset / ACTOR_PAGE_SIZE) + 1,
        limit: ACTOR_PAGE_SIZE,
      }).unwrap();
      return {
        options: page.items.map((person) => ({
          _id: person.id,
          fullName: `${person.firstName} ${person.lastName}`.trim() || person.email,
        })),
        hasMore: page.page < page.totalPages,
      };
    },
    [searchActors],
  );
  const filterFields = useMemo<FilterField[]>(
    () => [
      { type: 'asyncMultiselect', name: 'actor', label: 'Actor', fetchOptions: fetchActors },
      { type: 'search', name: 'action', label: 'Action', placeholder: 'Action, e.g. role.create' },
      { type: 'select', name: 'targetType', label: 'Target type', options: TARGET_TYPES },
      {
        type: 'select',
        name: 'outcome',
        label: 'Outcome',
        options: Object.entries(OUTCOME_LABELS).map(([_id, label]) => ({ _id, label })),
      },
      { type: 'customDateRange', name: 'dates', label: 'Date' },
    ],
    [fetchActors],
  );
  const { query, setQuery } = useUrlListQueryState({
    filterFields,
    initialSort: { id: 'createdAt', sortOrder: -1 },
  });
  const params = useMemo(() => auditListParams(query), [query]);
  const list = useListAuditEventsQuery(params);
  const [openId, setOpenId] = useState<string | null>(null);

  // The server filters by one actor: choosing another replaces the first.
  const changeQuery = (next: ListQueryState) => {
    const actors = next.filters.actor;
    setQuery(
      Array.isArray(actors) && actors.length > 1
        ? { ...next, filters: { ...next.filters, actor: actors.slice(-1) as typeof actors } }
        : next,
    );
  };

  const tableColumns: DataTableColumn<AuditEvent>[] = [
    ...columns,
    {
      id: 'details',
      header: 'Details',
      hideable: false,
      align: 'right',
      csv: () => '',
      cell: (event) => (
        <Button size="small" onClick={() => setOpenId(event.id)} aria-label={`View ${event.action} details`}>
          View
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1">
          Audit trail
        </Typography>
        <Typography color="text.secondary">
          Every change, sign-in and refused request in your company, newest first. Nothing here can be changed
          or deleted.
        </Typography>
      </div>
      <DataTable<AuditEvent>
        label="Audit events"
        columns={tableColumns}
        {...listResultProps(list)}
        getRowId={(event) => event.id}
        getRowLabel={(event) => event.action}
        query={query}
        onQueryChange={changeQuery}
        filterFields={filterFields}
        searchPlaceholder="Action, target id or actor email"
        emptyTitle="No events found"
        limitOptions={[10, 25, 50, 100]}
        toolbarActions={
          <>
            <ExportButton format="csv" query={query} disabled={!list.data?.total} />
            <ExportButton format="json" query={query} disabled={!list.data?.total} />
          </>
        }
      />
      <AuditEventDrawer eventId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
