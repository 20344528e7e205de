import { useMemo } from 'react';
import { Chip, FormControlLabel, Link, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSearchParamChanges } from '../../../../lib/use-search-param-changes';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../lib/session-hooks';
import { usePeriodStatusQuery, type PeriodStatusRow } from '../api/updates-api';
import { formatMoment, formatPeriod, periodStatusChip } from '../utils/update-format';
import { SentimentBadge } from './sentiment-badge';

const columnsFor = (zone: string | undefined, showsManager: boolean): DataTableColumn<PeriodStatusRow>[] => [
  {
    id: 'person',
    header: 'Person',
    hideable: false,
    cell: (row) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
        <PersonAvatar name={row.person.name} avatarUrl={row.person.avatarUrl} size={32} />
        <Stack sx={{ minWidth: 0 }}>
          {row.updateId ? (
            <Link
              component={RouterLink}
              to={paths.performanceUpdate(row.updateId)}
              underline="hover"
              sx={{ fontWeight: 600 }}
              aria-label={`${row.person.name}'s update`}
            >
              {row.person.name}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 600 }}>{row.person.name}</Typography>
          )}
          {row.person.jobTitle && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {row.person.jobTitle}
            </Typography>
          )}
        </Stack>
      </Stack>
    ),
    csv: (row) => row.person.name,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => {
      const chip = periodStatusChip(row.status);
      return <Chip size="small" label={chip.label} color={chip.color} variant="outlined" />;
    },
    csv: (row) => periodStatusChip(row.status).label,
  },
  {
    id: 'sentiment',
    header: 'Sentiment',
    cell: (row) => <SentimentBadge value={row.sentiment} />,
    csv: (row) => row.sentiment ?? '',
  },
  {
    id: 'shared',
    header: 'Shared',
    cell: (row) => (row.sharedAt ? formatMoment(row.sharedAt, zone) : '–'),
  },
  ...(showsManager
    ? [
        {
          id: 'manager',
          header: 'Manager',
          cell: (row: PeriodStatusRow) => row.manager?.name ?? '–',
        },
      ]
    : []),
  {
    id: 'period',
    header: 'Period',
    defaultHidden: true,
    cell: (row) => formatPeriod(row.period),
  },
];

/**
 * Each person's update for one period: the caller's team (everyone below them, or only their direct
 * reports) or the whole company. The period, the switch and the search live in the address.
 */
export function PeriodTable({ scope }: { scope: 'team' | 'all' }) {
  const zone = useSession().user?.timezone;
  const [searchParams, change] = useSearchParamChanges();
  const { query, setQuery, params } = useUrlListQueryState({ limit: 50 });
  const date = searchParams.get('period') ?? undefined;
  const isDirect = scope === 'team' && searchParams.get('direct') === '1';
  const list = usePeriodStatusQuery({
    scope,
    date,
    direct: isDirect,
    search: typeof params.search === 'string' ? params.search : undefined,
    page: Number(params.page),
    limit: Number(params.limit),
  });
  const columns = useMemo(() => columnsFor(zone, !isDirect), [zone, isDirect]);
  const shownDate = list.data?.date;
  const periods = list.data?.periods ?? [];
  const chosen = shownDate
    ? (periods.find((period) => period.start <= shownDate && shownDate <= period.end)?.end ?? '')
    : '';
  const setParam = (name: string, value: string | null) => change({ [name]: value, page: null });
  const counts = list.data?.counts;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Period"
          value={periods.length > 0 ? chosen : ''}
          onChange={(event) =>
            setParam('period', event.target.value === periods[0]?.end ? null : event.target.value)
          }
          sx={{ width: { xxs: '100%', sm: 300 }, flexShrink: 0 }}
          disabled={periods.length === 0}
        >
          {periods.map((period, index) => (
            <MenuItem key={period.end} value={period.end}>
              {formatPeriod(period)}
              {index === 0 ? ' (current)' : ''}
            </MenuItem>
          ))}
        </TextField>
        {scope === 'team' && (
          <FormControlLabel
            control={
              <Switch
                checked={isDirect}
                onChange={(event) => setParam('direct', event.target.checked ? '1' : null)}
              />
            }
            label="Only my direct reports"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          />
        )}
        {counts && counts.people > 0 && (
          <Typography color="text.secondary" aria-live="polite">
            {counts.shared} of {counts.people} shared · {counts.reviewed} reviewed
          </Typography>
        )}
      </Stack>
      <DataTable<PeriodStatusRow>
        label={scope === 'team' ? "Your team's updates" : "Everyone's updates"}
        columns={columns}
        {...listResultProps(list)}
        getRowId={(row) => row.person.id}
        getRowLabel={(row) => row.person.name}
        query={query}
        onQueryChange={setQuery}
        searchPlaceholder="Search by name"
        showSerialNumber={false}
        limitOptions={[25, 50, 100]}
        emptyTitle={scope === 'team' && !query.search ? 'Nobody reports to you' : 'Nobody here'}
        emptyDescription={
          scope === 'team' && !query.search
            ? 'When people report to you, their updates for each period show here.'
            : 'Nobody matches the search.'
        }
      />
    </Stack>
  );
}
