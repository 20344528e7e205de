import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FilterField } from '../filters/filter-types';
import type { DataTableColumn } from './data-table-column';
import { DataTable, type DataTableProps } from './data-table';
import { toListParams, type ListQueryState } from './list-query';
import { useListQueryState } from './use-list-query-state';

interface Person {
  id: string;
  name: string;
  office: string;
}

const PEOPLE: Person[] = Array.from({ length: 25 }, (_, index) => ({
  id: `p${index + 1}`,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  office: index % 2 ? 'Leeds' : 'London',
}));

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (person) => person.name, sortable: true, hideable: false },
  { id: 'office', header: 'Office', cell: (person) => person.office, sortable: true },
];

const officeFilter: FilterField[] = [
  {
    type: 'select',
    name: 'office',
    label: 'Office',
    options: [
      { _id: 'London', label: 'London' },
      { _id: 'Leeds', label: 'Leeds' },
    ],
  },
];

/** A stand-in for the server: filters, sorts and pages like the list convention. */
function serve(query: ListQueryState, people = PEOPLE) {
  const office = query.filters.office;
  const matching = people
    .filter((person) => !office || person.office === office)
    .filter((person) => person.name.toLowerCase().includes(query.search.toLowerCase()));
  const key = query.sortBy as keyof Person | undefined;
  if (key) matching.sort((a, b) => a[key].localeCompare(b[key]) * (query.sortOrder ?? 1));
  const start = (query.page - 1) * query.limit;
  return {
    items: matching.slice(start, start + query.limit),
    total: matching.length,
    totalPages: Math.ceil(matching.length / query.limit),
  };
}

type HarnessProps = Partial<DataTableProps<Person>> & {
  onQuery?: (query: ListQueryState) => void;
  people?: Person[];
  limit?: number;
};

function Harness({ onQuery, people, limit, ...props }: HarnessProps) {
  const { query, setQuery } = useListQueryState({ filterFields: props.filterFields, limit });
  const answer = serve(query, people);
  return (
    <DataTable<Person>
      label="People"
      columns={columns}
      rows={answer.items}
      getRowId={(person) => person.id}
      total={answer.total}
      totalPages={answer.totalPages}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        onQuery?.(next);
      }}
      {...props}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'People' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  afterEach(() => vi.useRealTimers());

  it('numbers rows (page-1)*10 + index + 1 and pages with Previous and Next', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Showing 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(cellsOf(bodyRows()[0]!)).toEqual(['1', 'Person 01', 'London']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    expect(cellsOf(bodyRows()[0]!)).toEqual(['11', 'Person 11', 'London']);
    expect(cellsOf(bodyRows()[9]!)[0]).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(cellsOf(bodyRows()[0]!)[0]).toBe('21');
  });

  it('keeps counting with the real page size when it is not 10', async () => {
    const user = userEvent.setup();
    render(<Harness limit={5} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(cellsOf(bodyRows()[0]!)[0]).toBe('6');
  });

  it('sorts ascending on odd clicks and descending on even clicks, sent as 1 and -1', async () => {
    const onQuery = vi.fn();
    const user = userEvent.setup();
    render(<Harness onQuery={onQuery} />);
    const header = screen.getByRole('columnheader', { name: 'Office' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    const sortButton = within(header).getByRole('button', { name: 'Office' });
    await user.click(sortButton);
    await user.click(sortButton);
    await user.click(sortButton);
    expect(onQuery.mock.calls.map(([query]) => [query.sortBy, query.sortOrder])).toEqual([
      ['office', 1],
      ['office', -1],
      ['office', 1],
    ]);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(cellsOf(bodyRows()[0]!)[2]).toBe('Leeds');
    await user.click(sortButton);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(cellsOf(bodyRows()[0]!)[2]).toBe('London');
    // Another column starts again at ascending.
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onQuery).toHaveBeenLastCalledWith(
      expect.objectContaining({ sortBy: 'name', sortOrder: 1, page: 1 }),
    );
  });

  it('waits 1000 ms after the last key before searching, then goes back to page 1', () => {
    vi.useFakeTimers();
    const onQuery = vi.fn();
    render(<Harness onQuery={onQuery} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    onQuery.mockClear();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'Person 2' } });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(search, { target: { value: 'Person 1' } });
    act(() => vi.advanceTimersByTime(999));
    expect(onQuery).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onQuery).toHaveBeenCalledTimes(1);
    expect(onQuery).toHaveBeenCalledWith(expect.objectContaining({ search: 'Person 1', page: 1 }));
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
  });

  it('filters at once, and Clear Filters puts every filter and the search back and tells the parent', async () => {
    const onQuery = vi.fn();
    const onClearFilters = vi.fn();
    const user = userEvent.setup();
    render(<Harness onQuery={onQuery} filterFields={officeFilter} onClearFilters={onClearFilters} />);
    const clear = screen.getByRole('button', { name: 'Clear Filters' });
    expect(clear).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Office' }));
    await user.click(screen.getByRole('option', { name: 'Leeds' }));
    expect(onQuery).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: { office: 'Leeds' }, page: 1 }),
    );
    expect(screen.getByText('12 results')).toBeInTheDocument();
    await user.click(clear);
    expect(onClearFilters).toHaveBeenCalledWith({ office: '' });
    expect(onQuery).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: { office: '' }, search: '' }),
    );
    expect(screen.getByText('25 results')).toBeInTheDocument();
  });

  it('shows the empty illustration with no rows, and a Retry after a failed load', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<Harness people={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('No records found');
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
    rerender(<Harness isError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the list');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('tells a refused or missing list from one that could not be loaded, and offers Retry only for the latter', async () => {
    const onRetry = vi.fn();
    // The errors as RTK Query's fetchBaseQuery reports them.
    const refused = {
      status: 403,
      data: { message: 'You do not have permission to do this.', code: 'FORBIDDEN' },
    };
    const { rerender } = render(<Harness isError error={refused} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("You don't have access to this list");
    expect(alert).toHaveTextContent('ask your company administrator');
    expect(alert).not.toHaveTextContent('connection');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    rerender(
      <Harness isError error={{ status: 404, data: { message: 'Job not found' } }} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This list was not found');
    expect(screen.getByRole('alert')).not.toHaveTextContent('connection');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    for (const error of [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, { status: 503 }]) {
      rerender(<Harness isError error={error} onRetry={onRetry} />);
      expect(screen.getByRole('alert')).toHaveTextContent('Could not load the list');
      expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    }
  });

  it('shows skeleton rows while the first page loads', () => {
    render(<Harness people={[]} isLoading />);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No records found')).not.toBeInTheDocument();
  });

  it('hides and shows columns from the columns menu, never the last one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const office = screen.getByRole('menuitemcheckbox', { name: 'Office' });
    expect(office).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Name' })).not.toBeInTheDocument();
    await user.click(office);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: 'Office' })).not.toBeInTheDocument();
    expect(cellsOf(bodyRows()[0]!)).toEqual(['1', 'Person 01']);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Office' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: 'Office' })).toBeInTheDocument();
  });

  it('selects rows, or the whole page, and hands them to the bulk actions', async () => {
    const onArchive = vi.fn();
    const user = userEvent.setup();
    render(
      <Harness
        bulkActions={(selected, clear) => (
          <button
            type="button"
            onClick={() => {
              onArchive(selected.map((person) => person.id));
              clear();
            }}
          >
            Archive
          </button>
        )}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 05' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    const selectPage = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(selectPage).toHaveAttribute('data-indeterminate', 'true');
    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledWith(['p2', 'p5']);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    // The bar held the focus; it comes back to the page's checkbox rather than to the document.
    expect(selectPage).toHaveFocus();

    await user.click(selectPage);
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('10 selected');
    await user.click(selectPage);
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('offers every match once the whole page is selected, keeps it across pages, and drops it on a change', async () => {
    const scopes: Array<{ isAllMatches: boolean; count: number; rows: number }> = [];
    const user = userEvent.setup();
    render(
      <Harness
        canSelectAllMatches
        filterFields={officeFilter}
        bulkActions={(selected, _clear, scope) => {
          scopes.push({ ...scope, rows: selected.length });
          return <span>Actions</span>;
        }}
      />,
    );
    const lastScope = () => scopes.at(-1);
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 01' }));
    // Only a whole page leads on to every match.
    expect(screen.queryByRole('button', { name: /^Select all/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('All 10 on this page are selected.');
    expect(lastScope()).toEqual({ isAllMatches: false, count: 10, rows: 10 });

    await user.click(within(bar).getByRole('button', { name: 'Select all 25 matches' }));
    expect(bar).toHaveTextContent('25 selected');
    expect(bar).toHaveTextContent('All 25 matches are selected.');
    expect(lastScope()).toEqual({ isAllMatches: true, count: 25, rows: 10 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('checkbox', { name: 'Select Person 11' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBeChecked();

    // Unticking one row leaves the rest of the page it is on.
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 12' }));
    expect(lastScope()).toEqual({ isAllMatches: false, count: 9, rows: 9 });
    expect(screen.getByRole('checkbox', { name: 'Select Person 12' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Person 11' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 12' }));
    await user.click(screen.getByRole('button', { name: 'Select all 25 matches' }));
    expect(lastScope()?.isAllMatches).toBe(true);
    // Other filters match other rows: the selection goes.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Office' }));
    await user.click(screen.getByRole('option', { name: 'Leeds' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('exports the rows of the current query as CSV with the visible columns', async () => {
    const created: Blob[] = [];
    const clicked: string[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => (created.push(blob), 'blob:csv'),
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const fetchAll = vi.fn(async (query: ListQueryState) => serve({ ...query, page: 1, limit: 100 }).items);
    const user = userEvent.setup();
    render(<Harness filterFields={officeFilter} exportCsv={{ title: 'People', fetchAll }} />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Office' }));
    await user.click(screen.getByRole('option', { name: 'Leeds' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(fetchAll).toHaveBeenCalledWith(expect.objectContaining({ filters: { office: 'Leeds' } }));
    expect(clicked[0]).toMatch(/^People \d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await created[0]!.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Name,Office');
    expect(lines[1]).toBe('Person 02,Leeds');
    expect(lines).toHaveLength(13);
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('draws only the rows in view of a 1,000-row page, numbered by their place, and more on scrolling', () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({
      id: `m${index}`,
      name: `Member ${index}`,
      office: 'London',
    }));
    const renders = vi.fn();
    const countedColumns: DataTableColumn<Person>[] = [
      {
        id: 'name',
        header: 'Name',
        cell: (person) => {
          renders(person.id);
          return person.name;
        },
      },
    ];
    // jsdom lays nothing out: give the scrolling container the height a browser would (10 rows).
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('MuiTableContainer-root') ? 420 : 0;
    });
    onTestFinished(() => height.mockRestore());
    render(
      <Harness
        people={many}
        limit={1000}
        columns={countedColumns}
        bulkActions={() => <span>Actions</span>}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    const drawn = () => [...table.querySelectorAll('tbody tr[data-index]')];
    // The 10 rows in view and 10 more below.
    expect(drawn()).toHaveLength(20);
    expect(drawn()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(drawn()[0]?.querySelectorAll('td')[1]).toHaveTextContent(/^1$/);

    // The table scrolls in its own container; rows further down are drawn as they come into view.
    const container = table.parentElement!;
    act(() => {
      container.scrollTop = 500 * 42;
      fireEvent.scroll(container);
    });
    expect(document.querySelector('input[aria-label="Select Member 0"]')).toBeNull();
    const row = document.querySelector('input[aria-label="Select Member 500"]')!.closest('tr')!;
    expect(row).toHaveAttribute('aria-rowindex', '502');
    expect(row.querySelectorAll('td')[1]).toHaveTextContent(/^501$/);

    // Selecting a row draws that row again, and no other.
    renders.mockClear();
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(new Set(renders.mock.calls.flat())).toEqual(new Set(['m500']));
    expect(screen.getByText('1 selected', { exact: false })).toBeInTheDocument();
  });

  it('draws every row of an ordinary page', () => {
    render(<Harness limit={100} people={PEOPLE} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).not.toHaveAttribute('aria-rowcount');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(25);
  });
});

describe('toListParams', () => {
  it('flattens the query for the list call and leaves empty values out', () => {
    expect(
      toListParams({
        page: 2,
        limit: 10,
        search: ' ada ',
        sortBy: 'name',
        sortOrder: -1,
        filters: {
          office: '',
          departments: ['d1', 'd2'],
          managers: [{ _id: 'u1', fullName: 'Ada' }],
          isRemote: true,
          hasLeft: false,
          started: { startDate: '2026-03-05', endDate: '2026-03-11' },
          onDate: null,
        },
      }),
    ).toEqual({
      page: 2,
      limit: 10,
      search: 'ada',
      sortBy: 'name',
      sortOrder: -1,
      departments: ['d1', 'd2'],
      managers: ['u1'],
      isRemote: true,
      startedStartDate: '2026-03-05',
      startedEndDate: '2026-03-11',
    });
  });
});
