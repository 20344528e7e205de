import { useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSearchParams } from 'react-router';
import { useSearchParamChanges } from '../../../../lib/use-search-param-changes';
import {
  GOAL_LEVEL_LABELS,
  GOAL_LEVELS,
  GOAL_STATUS_LABELS,
  GOAL_STATUSES,
  type GoalView,
} from '@atrium/shared/schemas/performance/goals';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import type { AsyncOptionsFetcher, FilterField } from '../../../../components/filters/filter-types';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { AppTabs, TabPanel } from '../../../../components/ui/tabs';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission, useThunkDispatch } from '../../../../lib/session-hooks';
import { directoryApi, useDirectoryLookupsQuery } from '../../directory/api/directory-api';
import { useListGoalCyclesQuery } from '../../goal-cycles/api/goal-cycles-api';
import { useGoalTreeQuery, useListGoalsQuery } from '../api/goals-api';
import { goalColumns } from '../components/goal-columns';
import { GoalFormDialog } from '../components/goal-form-dialog';
import { GoalTree } from '../components/goal-tree';

const TABS: { value: GoalView; label: string }[] = [
  { value: 'mine', label: 'My goals' },
  { value: 'team', label: 'Team goals' },
  { value: 'department', label: 'Department goals' },
  { value: 'company', label: 'Company goals' },
  { value: 'all', label: 'All goals' },
];

const EMPTY: Record<GoalView, { title: string; description: string }> = {
  mine: {
    title: 'No goals yet',
    description: 'Set one for yourself: what you want to achieve, and how you will know.',
  },
  team: {
    title: 'No team goals',
    description: 'Goals of the people who report to you, directly or through others, show here.',
  },
  department: { title: 'No department goals', description: 'Department heads and HR set these.' },
  company: { title: 'No company goals', description: 'HR and the leadership team set these.' },
  all: { title: 'No goals found', description: 'Try other filters or a different search.' },
};

function GoalsList({ view }: { view: Exclude<GoalView, never> }) {
  const lookups = useDirectoryLookupsQuery();
  const cycles = useListGoalCyclesQuery();
  const dispatch = useThunkDispatch();
  const fetchOwners = useCallback<AsyncOptionsFetcher>(
    async (text, offset) => {
      const page = await dispatch(
        directoryApi.endpoints.listDirectory.initiate(
          { search: text.trim(), page: Math.floor(offset / 10) + 1, limit: 10 },
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
  const filterFields = useMemo<FilterField[]>(() => {
    const fields: FilterField[] = [
      {
        type: 'select',
        name: 'cycleId',
        label: 'Cycle',
        options: (cycles.data ?? []).map((cycle) => ({ _id: cycle.id, label: cycle.name })),
      },
      {
        type: 'select',
        name: 'status',
        label: 'Status',
        options: GOAL_STATUSES.map((status) => ({ _id: status, label: GOAL_STATUS_LABELS[status] })),
      },
    ];
    if (view === 'all')
      fields.push({
        type: 'select',
        name: 'level',
        label: 'Level',
        options: GOAL_LEVELS.map((level) => ({ _id: level, label: GOAL_LEVEL_LABELS[level] })),
      });
    if (view === 'all' || view === 'department')
      fields.push({
        type: 'select',
        name: 'departmentId',
        label: 'Department',
        options: (lookups.data?.departments ?? []).map((department) => ({
          _id: department.id,
          label: department.name,
        })),
      });
    if (view === 'all' || view === 'team')
      fields.push({ type: 'asyncMultiselect', name: 'ownerId', label: 'Owner', fetchOptions: fetchOwners });
    return fields;
  }, [view, cycles.data, lookups.data, fetchOwners]);
  const { query, setQuery, params } = useUrlListQueryState({ filterFields, limit: 20 });
  const goals = useListGoalsQuery({ ...params, view });
  const columns = useMemo(
    () =>
      goalColumns({
        showOwner: view !== 'mine',
        showLevel: view === 'all' || view === 'mine' || view === 'team',
      }),
    [view],
  );
  return (
    <DataTable
      label={TABS.find((tab) => tab.value === view)!.label}
      columns={columns}
      {...listResultProps(goals)}
      getRowId={(goal) => goal.id}
      getRowLabel={(goal) => goal.title}
      query={query}
      onQueryChange={setQuery}
      filterFields={filterFields}
      searchPlaceholder={view === 'mine' ? 'Search by title' : 'Search by title or owner'}
      showSerialNumber={false}
      emptyTitle={EMPTY[view].title}
      emptyDescription={EMPTY[view].description}
    />
  );
}

/** The company goals as a tree with rolled-up progress: my team's branches, or the whole company. */
function CompanyTree({ seesAll }: { seesAll: boolean }) {
  const [searchParams, change] = useSearchParamChanges();
  const scope = seesAll && searchParams.get('scope') === 'all' ? 'all' : 'team';
  const cycleId = searchParams.get('cycle') ?? '';
  const cycles = useListGoalCyclesQuery();
  const tree = useGoalTreeQuery({ scope, ...(cycleId ? { cycleId } : {}) });
  const set = (name: string, value: string) => change({ [name]: value || null });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {seesAll && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={scope}
            onChange={(_, next: string | null) => next && set('scope', next === 'all' ? 'all' : '')}
            aria-label="Whose goals under the company goals"
          >
            <ToggleButton value="team">My team’s</ToggleButton>
            <ToggleButton value="all">Everyone’s</ToggleButton>
          </ToggleButtonGroup>
        )}
        <TextField
          select
          size="small"
          label="Cycle"
          value={cycleId}
          onChange={(event) => set('cycle', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ width: { xxs: '100%', sm: 240 } }}
        >
          <MenuItem value="">Every cycle</MenuItem>
          {(cycles.data ?? []).map((cycle) => (
            <MenuItem key={cycle.id} value={cycle.id}>
              {cycle.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {tree.isError ? (
        <LoadFailureState error={tree.error} subject="goals" onRetry={() => void tree.refetch()} />
      ) : !tree.data || tree.isFetching ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading the company goals" role="progressbar" />
      ) : tree.data.nodes.length === 0 ? (
        <EmptyState title={EMPTY.company.title} description={EMPTY.company.description} />
      ) : (
        <>
          {tree.data.isTruncated && (
            <Alert severity="info">
              There are more goals than one page shows: choose a cycle to narrow it.
            </Alert>
          )}
          <GoalTree key={`${scope}-${cycleId}`} nodes={tree.data.nodes} label="Company goals" />
        </>
      )}
    </Stack>
  );
}

/** /performance/goals: my goals, my team's, departments', the company's as a tree, and every goal I may see. */
export default function GoalsPage() {
  usePageTitle('Goals');
  const seesAll = useHasPermission('prf.module.goals.company_goal.view.all');
  const seesTree = useHasPermission('prf.module.goals.company_goal.view.team') || seesAll;
  const canCreate = [
    useHasPermission('prf.module.goals.individual_goal.create'),
    useHasPermission('prf.module.goals.department_goal.create'),
    useHasPermission('prf.module.goals.company_goal.create'),
  ].some(Boolean);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('view') as GoalView | null;
  const view: GoalView = TABS.some((tab) => tab.value === requested) ? requested! : 'mine';
  const [isCreating, setIsCreating] = useState(false);

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Goals"
        description="What you, your department and the company are working towards: each goal with a measure, key results, check-ins and how it adds up to the goals above it."
        action={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
              New goal
            </Button>
          )
        }
      />
      <AppTabs
        tabs={TABS}
        value={view}
        onChange={(next) => setSearchParams(next === 'mine' ? {} : { view: next })}
        label="Whose goals"
        idPrefix="goals"
      />
      <TabPanel value={view} current={view} idPrefix="goals">
        {view === 'company' && seesTree ? (
          <CompanyTree seesAll={seesAll} />
        ) : (
          <GoalsList key={view} view={view} />
        )}
      </TabPanel>
      <GoalFormDialog goal={null} open={isCreating} onClose={() => setIsCreating(false)} />
    </Stack>
  );
}
