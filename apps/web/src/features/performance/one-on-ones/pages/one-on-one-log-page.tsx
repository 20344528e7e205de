import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import type { FilterField } from '../../../../components/filters/filter-types';
import { PageHeading } from '../../../../components/ui/page-heading';
import { StatTiles } from '../../../../components/ui/stat-tiles';
import { usePageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session-hooks';
import { useGetOneOnOneLogQuery, type OneOnOneLog } from '../api/one-on-ones-api';
import { oneOnOneColumns } from '../components/one-on-one-columns';

const FILTERS: FilterField[] = [
  {
    type: 'select',
    name: 'status',
    label: 'Status',
    options: [
      { _id: 'active', label: 'Active' },
      { _id: 'cancelled', label: 'Cancelled' },
    ],
  },
];

const tilesOf = (summary: OneOnOneLog['summary']) => [
  { label: 'Active series', value: summary.activeSeries },
  { label: 'Meetings held', value: summary.meetingsHeldLast30Days, hint: 'In the last 30 days' },
  { label: 'Not met lately', value: summary.activeNotMetIn30Days, hint: 'Active, none held in 30 days' },
  { label: 'Cancelled series', value: summary.cancelledSeries },
];

/**
 * /performance/settings/one-on-one-log: every series of the company with its counts and dates, for
 * admins to see who meets and how often; never an agenda or a note, which belong to the two people.
 */
export default function OneOnOneLogPage() {
  usePageTitle('1-on-1 log');
  const zone = useSession().user?.timezone;
  const columns = useMemo(() => oneOnOneColumns(zone, { linked: false }), [zone]);
  const { query, setQuery, params } = useUrlListQueryState({ limit: 20, filterFields: FILTERS });
  const log = useGetOneOnOneLogQuery(params);
  return (
    <Stack spacing={3}>
      <PageHeading title="1-on-1 log" description="Who meets whom, how often and when they last met." />
      <Typography color="text.secondary">
        Counts and dates only: what is said in a 1-on-1 belongs to the two people in it, and nobody else can
        read it, admins included.
      </Typography>
      {log.data && <StatTiles label="1-on-1s at a glance" tiles={tilesOf(log.data.summary)} />}
      <DataTable
        label="1-on-1 log"
        columns={columns}
        {...listResultProps(log)}
        getRowId={(series) => series.id}
        getRowLabel={(series) => series.participants.map((person) => person.name).join(' and ')}
        query={query}
        onQueryChange={setQuery}
        filterFields={FILTERS}
        searchPlaceholder="Search by name"
        showSerialNumber={false}
        emptyTitle="No 1-on-1s"
        emptyDescription="Nobody matching this has a 1-on-1 series."
      />
    </Stack>
  );
}
