import { useMemo } from 'react';
import { Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useSearchParamChanges } from '../../../../lib/use-search-param-changes';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { StatTiles } from '../../../../components/ui/stat-tiles';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session-hooks';
import { formatMoment, formatPeriod, periodStatusChip } from '../../updates/utils/update-format';
import { useLazyUpdatesLogQuery, useUpdatesLogQuery, type UpdatesLogRow } from '../api/update-settings-api';

const columnsFor = (zone: string | undefined): DataTableColumn<UpdatesLogRow>[] => [
  { id: 'person', header: 'Person', hideable: false, cell: (row) => row.person.name },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => {
      const chip = periodStatusChip(row.status);
      return <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />;
    },
    csv: (row) => periodStatusChip(row.status).label,
  },
  { id: 'shared', header: 'Shared', cell: (row) => (row.sharedAt ? formatMoment(row.sharedAt, zone) : '–') },
  {
    id: 'reviewed',
    header: 'Reviewed',
    cell: (row) => (row.reviewedAt ? formatMoment(row.reviewedAt, zone) : '–'),
  },
  { id: 'manager', header: 'Manager', cell: (row) => row.manager?.name ?? '–' },
  // Everyone's own period: the same for most, another for a team on its manager's schedule.
  { id: 'period', header: 'Period', defaultHidden: true, cell: (row) => formatPeriod(row.period) },
];

/**
 * /performance/settings/updates-log: per period, who shared their update and when it was reviewed,
 * for admins to see that updates happen; never what anyone wrote or how they felt.
 */
export default function UpdatesLogPage() {
  usePageTitle('Updates log');
  const zone = useSession().user?.timezone;
  const columns = useMemo(() => columnsFor(zone), [zone]);
  const [searchParams, change] = useSearchParamChanges();
  const { query, setQuery, params } = useUrlListQueryState({ limit: 50 });
  const date = searchParams.get('period') ?? undefined;
  const search = typeof params.search === 'string' ? params.search : undefined;
  const log = useUpdatesLogQuery({ date, search, page: Number(params.page), limit: Number(params.limit) });
  const [fetchPage] = useLazyUpdatesLogQuery();
  const fetchAll = async () => {
    const rows: UpdatesLogRow[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await fetchPage({ date, search, page, limit: 100 }).unwrap();
      rows.push(...answer.items);
      if (page >= answer.totalPages) return rows;
    }
  };
  const data = log.data;
  const periods = data?.periods ?? [];
  const chosen = data ? (periods.find((p) => p.start <= data.date && data.date <= p.end)?.end ?? '') : '';
  const counts = data?.counts;

  return (
    <Stack spacing={3}>
      <Breadcrumbs
        items={[
          { label: 'Settings', to: paths.performanceSettings },
          { label: 'Updates', to: paths.performanceUpdateSettings },
          { label: 'Updates log' },
        ]}
      />
      <PageHeading
        title="Updates log"
        description="Who shared their update for a period, and when it was reviewed."
      />
      <Typography color="text.secondary">
        Dates only: what people write in their updates, and how they feel, is for them and their managers.
      </Typography>
      <TextField
        select
        size="small"
        label="Period"
        value={periods.length > 0 ? chosen : ''}
        disabled={periods.length === 0}
        onChange={(event) => change({ period: event.target.value, page: null })}
        sx={{ maxWidth: 320 }}
      >
        {periods.map((period, index) => (
          <MenuItem key={period.end} value={period.end}>
            {formatPeriod(period)}
            {index === 0 ? ' (current)' : ''}
          </MenuItem>
        ))}
      </TextField>
      {counts && (
        <StatTiles
          label="The period at a glance"
          tiles={[
            { label: 'People', value: counts.people },
            { label: 'Shared', value: counts.shared },
            { label: 'Reviewed', value: counts.reviewed },
            { label: 'Not shared', value: counts.people - counts.shared },
          ]}
        />
      )}
      <DataTable<UpdatesLogRow>
        label="Updates log"
        columns={columns}
        {...listResultProps(log)}
        getRowId={(row) => row.person.id}
        getRowLabel={(row) => row.person.name}
        query={query}
        onQueryChange={setQuery}
        searchPlaceholder="Search by name"
        showSerialNumber={false}
        limitOptions={[25, 50, 100]}
        emptyTitle="Nobody here"
        emptyDescription="Nobody matches the search."
        exportCsv={{ title: 'Updates log', fetchAll }}
      />
    </Stack>
  );
}
