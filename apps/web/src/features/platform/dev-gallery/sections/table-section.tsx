import { useCallback, useEffect, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { Button, Chip, Stack, Typography } from '@mui/material';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import type { ListQueryState } from '../../../../components/data-table/list-query';
import { useListQueryState } from '../../../../components/data-table/use-list-query-state';
import type {
  AsyncFilterOption,
  AsyncOptionsFetcher,
  FilterField,
} from '../../../../components/filters/filter-types';
import type { DateRange } from '../../../../components/dates/date-formats';

interface Employee {
  id: string;
  fullName: string;
  email: string;
  department: string;
  office: string;
  timeZone: string;
  status: 'Active' | 'On leave' | 'Onboarding';
  isRemote: boolean;
  startDate: string;
  lastActive: string;
  managerId: string;
}

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Linus',
  'Margaret',
  'Tim',
  'Radia',
  'Ken',
  'Barbara',
  'Dennis',
  'Frances',
  'Edsger',
  'Hedy',
  'John',
  'Sophie',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Berners-Lee',
  'Perlman',
  'Thompson',
  'Liskov',
  'Ritchie',
  'Allen',
  'Dijkstra',
  'Lamarr',
  'McCarthy',
  'Wilson',
];
const DEPARTMENTS = ['Engineering', 'Finance', 'People', 'Sales', 'Marketing', 'Support', 'Legal'];
const OFFICES = [
  { name: 'London', timeZone: 'Europe/London' },
  { name: 'Leeds', timeZone: 'Europe/London' },
  { name: 'Berlin', timeZone: 'Europe/Berlin' },
  { name: 'New York', timeZone: 'America/New_York' },
  { name: 'Bengaluru', timeZone: 'Asia/Kolkata' },
];
const STATUSES: Employee['status'][] = ['Active', 'Active', 'Active', 'On leave', 'Onboarding'];

/** The same 1,000 believable people on every visit (a small linear congruential generator). */
function generateEmployees(count: number): Employee[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const today = dayjs().startOf('day');
  return Array.from({ length: count }, (_, index) => {
    const fullName = `${pick(FIRST)} ${pick(LAST)}`;
    const office = pick(OFFICES);
    return {
      id: `emp-${index + 1}`,
      fullName,
      email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}.${index + 1}@atrium.example`,
      department: pick(DEPARTMENTS),
      office: office.name,
      timeZone: office.timeZone,
      status: pick(STATUSES),
      isRemote: next() < 0.3,
      startDate: today.subtract(Math.floor(next() * 3000), 'day').format('YYYY-MM-DD'),
      // Within the default filter's last 7 days, so the whole 1,000 can be shown on one page.
      lastActive: today.subtract(Math.floor(next() * 7), 'day').format('YYYY-MM-DD'),
      managerId: `emp-${1 + Math.floor(next() * 40)}`,
    };
  });
}

const inRange = (date: string, range: DateRange | undefined) =>
  (!range?.startDate || date >= range.startDate) && (!range?.endDate || date <= range.endDate);

/** Stands in for GET /api/...: filters, sorts and pages the way the list convention says, slowly. */
function listEmployees(all: Employee[], query: ListQueryState, signal: { isCancelled: boolean }) {
  const f = query.filters;
  const text = query.search.toLowerCase();
  const departments = (f.departments as string[] | undefined) ?? [];
  const managers = ((f.managers as AsyncFilterOption[] | undefined) ?? []).map((option) => option._id);
  const matching = all.filter(
    (e) =>
      (!text || e.fullName.toLowerCase().includes(text) || e.email.includes(text)) &&
      (!f.office || e.office === f.office) &&
      (!f.status || e.status === f.status) &&
      (!f.timeZone || e.timeZone === f.timeZone) &&
      (departments.length === 0 || departments.includes(e.department)) &&
      (managers.length === 0 || managers.includes(e.managerId)) &&
      (!f.remote || e.isRemote) &&
      (!f.startedAfter || e.startDate >= (f.startedAfter as string)) &&
      (!f.startedBefore || e.startDate <= (f.startedBefore as string)) &&
      inRange(e.lastActive, f.lastActive as DateRange) &&
      inRange(e.startDate, f.started as DateRange) &&
      inRange(e.lastActive, f.activeOn as DateRange),
  );
  const key = query.sortBy as keyof Employee | undefined;
  if (key) matching.sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (query.sortOrder ?? 1));
  const start = (query.page - 1) * query.limit;
  return new Promise<Paged<Employee>>((resolve, reject) =>
    setTimeout(() => {
      if (signal.isCancelled) return reject(new Error('cancelled'));
      if (text === 'fail') return reject(new Error('The demo server fails when you search "fail".'));
      resolve({
        items: matching.slice(start, start + query.limit),
        page: query.page,
        limit: query.limit,
        total: matching.length,
        totalPages: Math.ceil(matching.length / query.limit),
      });
    }, 350),
  );
}

const STATUS_COLOURS = { Active: 'success', 'On leave': 'warning', Onboarding: 'info' } as const;

const columns: DataTableColumn<Employee>[] = [
  { id: 'fullName', header: 'Name', cell: (e) => e.fullName, sortable: true, hideable: false },
  { id: 'email', header: 'Email', cell: (e) => e.email, defaultHidden: true },
  { id: 'department', header: 'Department', cell: (e) => e.department, sortable: true },
  { id: 'office', header: 'Office', cell: (e) => e.office, sortable: true },
  {
    id: 'status',
    header: 'Status',
    cell: (e) => <Chip size="small" variant="outlined" color={STATUS_COLOURS[e.status]} label={e.status} />,
    csv: (e) => e.status,
    sortable: true,
  },
  {
    id: 'startDate',
    header: 'Start date',
    cell: (e) => dayjs(e.startDate).format('MM/DD/YYYY'),
    sortable: true,
  },
  {
    id: 'lastActive',
    header: 'Last active',
    cell: (e) => dayjs(e.lastActive).format('MM/DD/YYYY'),
    sortable: true,
  },
];

/** The table of the gallery: 1,000 generated employees served a page at a time, every filter type. */
export function TableSection() {
  const employees = useMemo(() => generateEmployees(1000), []);
  const fetchManagers = useCallback<AsyncOptionsFetcher>(
    async (text, offset) => {
      const managers = employees
        .slice(0, 40)
        .filter((e) => e.fullName.toLowerCase().includes(text.toLowerCase()));
      await new Promise((resolve) => setTimeout(resolve, 250));
      const options = managers.slice(offset, offset + 10).map((e) => ({ _id: e.id, fullName: e.fullName }));
      return { options, hasMore: offset + 10 < managers.length };
    },
    [employees],
  );
  const filterFields = useMemo<FilterField[]>(
    () => [
      {
        type: 'multiselect',
        name: 'departments',
        label: 'Departments',
        options: DEPARTMENTS.map((d) => ({ _id: d, label: d })),
      },
      {
        type: 'select',
        name: 'office',
        label: 'Office',
        options: OFFICES.map((o) => ({ _id: o.name, label: o.name })),
      },
      {
        type: 'select',
        name: 'status',
        label: 'Status',
        options: ['Active', 'On leave', 'Onboarding'].map((s) => ({ _id: s, label: s })),
      },
      { type: 'timeZone', name: 'timeZone', label: 'Time zone' },
      { type: 'asyncMultiselect', name: 'managers', label: 'Managers', fetchOptions: fetchManagers },
      { type: 'checkbox', name: 'remote', label: 'Remote only' },
      { type: 'dateRange', name: 'lastActive', label: 'Last active' },
      { type: 'customDateRange', name: 'started', label: 'Started' },
      { type: 'singleCustomDateRange', name: 'activeOn', label: 'Active on' },
      { type: 'date', name: 'startedAfter', label: 'Started after', maxDateFrom: 'startedBefore' },
      { type: 'date', name: 'startedBefore', label: 'Started before', minDateFrom: 'startedAfter' },
    ],
    [fetchManagers],
  );
  const { query, setQuery } = useListQueryState({
    filterFields,
    initialSort: { id: 'fullName', sortOrder: 1 },
  });
  const [answer, setAnswer] = useState<Paged<Employee> | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [isError, setIsError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [lastAction, setLastAction] = useState('');

  useEffect(() => {
    const signal = { isCancelled: false };
    setIsLoading(true);
    listEmployees(employees, query, signal)
      .then((page) => {
        setAnswer(page);
        setIsError(false);
      })
      .catch(() => !signal.isCancelled && setIsError(true))
      .finally(() => !signal.isCancelled && setIsLoading(false));
    return () => void (signal.isCancelled = true);
  }, [employees, query, attempt]);

  const fetchAll = useCallback(
    async (all: ListQueryState) =>
      (await listEmployees(employees, { ...all, page: 1, limit: employees.length }, { isCancelled: false }))
        .items,
    [employees],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        1,000 generated employees paged, sorted and filtered by a stand-in server (350 ms per answer); 1,000
        rows per page shows them all at once. Search “fail” to see the error state.
      </Typography>
      <DataTable<Employee>
        label="Employees"
        columns={columns}
        rows={isError ? [] : (answer?.items ?? [])}
        getRowId={(e) => e.id}
        total={answer?.total ?? 0}
        totalPages={answer?.totalPages ?? 0}
        query={query}
        onQueryChange={setQuery}
        isLoading={isLoading}
        isError={isError}
        onRetry={() => setAttempt((count) => count + 1)}
        filterFields={filterFields}
        onClearFilters={() => setLastAction('Filters cleared')}
        searchPlaceholder="Name or email"
        limitOptions={[10, 25, 50, 100, 1000]}
        exportCsv={{ title: 'Employees', fetchAll }}
        bulkActions={(selected, clear) => (
          <Button
            size="small"
            variant="contained"
            onClick={() => {
              setLastAction(`Sent a reminder to ${selected.length} employees`);
              clear();
            }}
          >
            Send reminder
          </Button>
        )}
      />
      <Typography variant="caption" color="text.secondary" role="status">
        {lastAction}
      </Typography>
    </Stack>
  );
}
