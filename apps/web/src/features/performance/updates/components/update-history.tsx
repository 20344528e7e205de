import { useMemo } from 'react';
import { Chip, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { useListQueryState } from '../../../../components/data-table/use-list-query-state';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../lib/session-hooks';
import { useListUpdatesQuery, type UpdateSummary } from '../api/updates-api';
import { formatMoment, formatPeriod, updateStatusChip } from '../utils/update-format';
import { SentimentBadge } from './sentiment-badge';

const columnsFor = (zone: string | undefined): DataTableColumn<UpdateSummary>[] => [
  {
    id: 'period',
    header: 'Period',
    hideable: false,
    cell: (update) => (
      <Link
        component={RouterLink}
        to={paths.performanceUpdate(update.id)}
        underline="hover"
        sx={{ fontWeight: 600 }}
      >
        {formatPeriod(update.period)}
      </Link>
    ),
    csv: (update) => formatPeriod(update.period),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (update) => {
      const chip = updateStatusChip(update.status);
      return <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />;
    },
  },
  { id: 'sentiment', header: 'Sentiment', cell: (update) => <SentimentBadge value={update.sentiment} /> },
  {
    id: 'shared',
    header: 'Shared',
    cell: (update) => (update.sharedAt ? formatMoment(update.sharedAt, zone) : '–'),
  },
  { id: 'comments', header: 'Comments', align: 'right', cell: (update) => String(update.comments) },
];

/** A person's updates, the latest period first: the caller's own with drafts, a colleague's shared ones. */
export function UpdateHistory({ personId, label }: { personId?: string; label: string }) {
  const zone = useSession().user?.timezone;
  const columns = useMemo(() => columnsFor(zone), [zone]);
  const { query, setQuery } = useListQueryState({ limit: 10 });
  const list = useListUpdatesQuery({ personId, page: query.page, limit: query.limit });
  return (
    <DataTable<UpdateSummary>
      label={label}
      columns={columns}
      {...listResultProps(list)}
      getRowId={(update) => update.id}
      getRowLabel={(update) => formatPeriod(update.period)}
      query={query}
      onQueryChange={setQuery}
      isSearchable={false}
      showSerialNumber={false}
      limitOptions={[10, 25, 50]}
      emptyTitle="No updates yet"
      emptyDescription={
        personId ? 'Nothing shared yet.' : 'Your updates show here once you have written some.'
      }
    />
  );
}
