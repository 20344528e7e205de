import dayjs from 'dayjs';
import { Chip, Stack, Typography } from '@mui/material';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import { usePageTitle } from '../../../../lib/page-title';
import { useListImpersonationsQuery, type Impersonation } from '../api/impersonation-log-api';
import {
  durationMinutes,
  impersonationEnd,
  impersonationState,
  type ImpersonationState,
} from '../utils/impersonation-state';

const TIME_FORMAT = 'DD MMM YYYY, HH:mm';

const STATES: Record<ImpersonationState, { label: string; color: 'warning' | 'success' | 'default' }> = {
  active: { label: 'Active', color: 'warning' },
  returned: { label: 'Returned', color: 'success' },
  expired: { label: 'Timed out', color: 'default' },
};

const columns: DataTableColumn<Impersonation>[] = [
  { id: 'impersonator', header: 'Admin', hideable: false, cell: (entry) => entry.impersonatorName },
  { id: 'target', header: 'Logged in as', hideable: false, cell: (entry) => entry.targetName },
  {
    id: 'reason',
    header: 'Reason',
    cell: (entry) => (
      <Typography variant="body2" sx={{ maxWidth: 360, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.reason}
      </Typography>
    ),
    csv: (entry) => entry.reason,
  },
  {
    id: 'startedAt',
    header: 'Started',
    cell: (entry) => dayjs(entry.startedAt).format(TIME_FORMAT),
    csv: (entry) => entry.startedAt,
  },
  {
    id: 'endedAt',
    header: 'Ended',
    cell: (entry) =>
      impersonationState(entry) === 'active'
        ? `Until ${dayjs(entry.endsAt).format('HH:mm')}`
        : dayjs(impersonationEnd(entry)).format(TIME_FORMAT),
    csv: (entry) => (impersonationState(entry) === 'active' ? '' : impersonationEnd(entry)),
  },
  {
    id: 'duration',
    header: 'Minutes',
    align: 'right',
    cell: (entry) => durationMinutes(entry),
  },
  {
    id: 'state',
    header: 'Status',
    cell: (entry) => {
      const state = STATES[impersonationState(entry)];
      return <Chip size="small" variant="outlined" color={state.color} label={state.label} />;
    },
    csv: (entry) => STATES[impersonationState(entry)].label,
  },
];

/** The impersonation log (issue 4): every "login as user", who by, why, and when it ended. */
export default function ImpersonationLogPage() {
  usePageTitle('Login as log');
  const { query, setQuery } = useUrlListQueryState();
  const list = useListImpersonationsQuery({ page: query.page, limit: query.limit });

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1">
          Login as log
        </Typography>
        <Typography color="text.secondary">
          Each time an admin logged in as someone else, with the reason they gave, newest first. A visit lasts
          at most 30 minutes; what was done during it is in the audit trail under both names.
        </Typography>
      </div>
      <DataTable<Impersonation>
        label="Login as log"
        columns={columns}
        {...listResultProps(list)}
        getRowId={(entry) => entry.id}
        query={query}
        onQueryChange={setQuery}
        isSearchable={false}
        emptyTitle="Nobody has logged in as another user yet"
      />
    </Stack>
  );
}
