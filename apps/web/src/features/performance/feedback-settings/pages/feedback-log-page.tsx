import { useCallback, useMemo } from 'react';
import { Chip, Stack, Typography } from '@mui/material';
import {
  FEEDBACK_VISIBILITY_LABELS,
  PRIVATE_VISIBILITIES,
} from '@atrium/shared/schemas/performance/feedback';
import type { FeedbackLogEntry } from '@atrium/shared/schemas/performance/feedback-settings';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { toListParams, type ListQueryState } from '../../../../components/data-table/list-query';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import type { AsyncOptionsFetcher, FilterField } from '../../../../components/filters/filter-types';
import { PageHeading } from '../../../../components/ui/page-heading';
import { StatTiles } from '../../../../components/ui/stat-tiles';
import { usePageTitle } from '../../../../lib/page-title';
import { useSession, useThunkDispatch } from '../../../../lib/session-hooks';
import { directoryApi } from '../../directory/api/directory-api';
import { useCompanyValuesQuery } from '../../feedback/api/feedback-api';
import { exactly } from '../../feedback/utils/feedback-format';
import { useFeedbackLogQuery } from '../api/feedback-settings-api';

const PEOPLE_PAGE = 10;
const PEOPLE_FILTERS = ['giver', 'recipient'] as const;

/** The log's query as the server reads it: one giver, one recipient, `from` and `to` days. */
function logParams(query: ListQueryState): Record<string, string | number> {
  const { giver, recipient, givenStartDate, givenEndDate, search: _search, ...rest } = toListParams(query);
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rest))
    if (!Array.isArray(value)) params[key] = value as string | number;
  if (Array.isArray(giver) && giver.length > 0) params.giverId = giver.at(-1)!;
  if (Array.isArray(recipient) && recipient.length > 0) params.recipientId = recipient.at(-1)!;
  if (typeof givenStartDate === 'string') params.from = givenStartDate;
  if (typeof givenEndDate === 'string') params.to = givenEndDate;
  return params;
}

const columnsFor = (zone: string | undefined): DataTableColumn<FeedbackLogEntry>[] => [
  {
    id: 'createdAt',
    header: 'Given',
    cell: (entry) => exactly(entry.createdAt, zone),
    csv: (entry) => entry.createdAt,
  },
  { id: 'giver', header: 'From', cell: (entry) => entry.giver.name },
  {
    id: 'recipients',
    header: 'To',
    cell: (entry) => entry.recipients.map((person) => person.name).join(', '),
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: (entry) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={entry.kind === 'praise' ? 'primary' : 'default'}
          variant={entry.kind === 'praise' ? 'filled' : 'outlined'}
          label={FEEDBACK_VISIBILITY_LABELS[entry.visibility]}
        />
        {entry.isRequested && <Chip size="small" variant="outlined" label="Requested" />}
      </Stack>
    ),
    csv: (entry) => FEEDBACK_VISIBILITY_LABELS[entry.visibility],
  },
  { id: 'value', header: 'Value', cell: (entry) => entry.valueName ?? '—' },
];

/**
 * /performance/settings/feedback-log: who gave what kind of feedback to whom and when, with counts,
 * for admins to see that feedback flows; never what was said.
 */
export default function FeedbackLogPage() {
  usePageTitle('Feedback log');
  const zone = useSession().user?.timezone;
  const columns = useMemo(() => columnsFor(zone), [zone]);
  const values = useCompanyValuesQuery({ includeInactive: true });
  const dispatch = useThunkDispatch();
  const fetchPeople = useCallback<AsyncOptionsFetcher>(
    async (text, offset) => {
      const page = await dispatch(
        directoryApi.endpoints.listDirectory.initiate(
          {
            ...(text.trim() && { search: text.trim() }),
            page: Math.floor(offset / PEOPLE_PAGE) + 1,
            limit: PEOPLE_PAGE,
          },
          { subscribe: false },
        ),
      ).unwrap();
      return {
        options: page.items.map((person) => ({ _id: person.id, fullName: person.name })),
        hasMore: page.page < page.totalPages,
      };
    },
    [dispatch],
  );
  const filterFields = useMemo<FilterField[]>(
    () => [
      {
        type: 'select',
        name: 'kind',
        label: 'Kind',
        options: [
          { _id: 'praise', label: 'Praise' },
          { _id: 'private', label: 'Private feedback' },
        ],
      },
      {
        type: 'select',
        name: 'visibility',
        label: 'Who reads it',
        options: PRIVATE_VISIBILITIES.map((visibility) => ({
          _id: visibility,
          label: FEEDBACK_VISIBILITY_LABELS[visibility],
        })),
      },
      { type: 'asyncMultiselect', name: 'giver', label: 'From', fetchOptions: fetchPeople },
      { type: 'asyncMultiselect', name: 'recipient', label: 'To', fetchOptions: fetchPeople },
      {
        type: 'select',
        name: 'valueId',
        label: 'Value',
        options: (values.data ?? []).map((value) => ({ _id: value.id, label: value.name })),
      },
      { type: 'customDateRange', name: 'given', label: 'Given' },
    ],
    [fetchPeople, values.data],
  );
  const { query, setQuery } = useUrlListQueryState({ limit: 25, filterFields });
  const log = useFeedbackLogQuery(logParams(query));
  // The server filters by one giver and one recipient: choosing another replaces the first.
  const changeQuery = (next: ListQueryState) => {
    const filters = { ...next.filters };
    for (const name of PEOPLE_FILTERS) {
      const picked = filters[name];
      if (Array.isArray(picked) && picked.length > 1) filters[name] = picked.slice(-1) as typeof picked;
    }
    setQuery({ ...next, filters });
  };
  const counts = log.data?.counts;

  return (
    <Stack spacing={3}>
      <PageHeading title="Feedback log" description="Who gave what kind of feedback to whom, and when." />
      <Typography color="text.secondary">
        Who, what kind and when only: the words of feedback are for those it was given to.
      </Typography>
      {counts && (
        <StatTiles
          label="Feedback at a glance"
          tiles={[
            { label: 'Praise', value: counts.praise },
            { label: 'Private feedback', value: counts.private, hint: `${counts.requested} asked for` },
            { label: 'Requests waiting', value: counts.requestsPending, hint: 'Colleagues yet to answer' },
            { label: 'Requests declined', value: counts.requestsDeclined },
          ]}
        />
      )}
      <DataTable
        label="Feedback log"
        columns={columns}
        {...listResultProps({ ...log, data: log.data?.page })}
        getRowId={(entry) => entry.id}
        getRowLabel={(entry) =>
          `${entry.giver.name} to ${entry.recipients.map((person) => person.name).join(', ')}`
        }
        query={query}
        onQueryChange={changeQuery}
        filterFields={filterFields}
        isSearchable={false}
        showSerialNumber={false}
        emptyTitle="No feedback here"
        emptyDescription="Nobody matching these filters has given feedback."
      />
    </Stack>
  );
}
