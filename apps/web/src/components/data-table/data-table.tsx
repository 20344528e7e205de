import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, LinearProgress, Paper, Table, TableContainer, Typography } from '@mui/material';
import { FilterHeader } from '../filters/filter-header';
import type { FilterField, FilterValues } from '../filters/filter-types';
import { BulkActionsBar } from './bulk-actions-bar';
import { ColumnVisibilityMenu } from './column-visibility-menu';
import type { DataTableColumn } from './data-table-column';
import { DataTableBody } from './data-table-body';
import { DataTableHead } from './data-table-head';
import { DataTablePager } from './data-table-pager';
import { ExportCsvButton, type DataTableExport } from './export-csv-button';
import { nextSort, type ListQueryState } from './list-query';
import { useRowSelection } from './use-row-selection';
import { isLongPage } from './use-virtual-rows';

/** What the bulk actions act on: the rows picked, or every row matching the query. */
export interface BulkScope {
  /** "Select all N matches" was chosen: act on the query's matches, not on the rows handed over. */
  isAllMatches: boolean;
  /** How many are selected: the rows picked, or every match. */
  count: number;
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The current page's rows, as the server sent them. */
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Names a row's checkbox ("Select Ada Lovelace"); defaults to the first column's text. */
  getRowLabel?: (row: T) => string;
  total: number;
  totalPages: number;
  query: ListQueryState;
  onQueryChange: (query: ListQueryState) => void;
  /** A request is running: skeleton rows on first load, a progress bar after. */
  isLoading?: boolean;
  isError?: boolean;
  /** The failed request's error (RTK Query's `error`), so a 403 or 404 is told apart from a lost connection. */
  error?: unknown;
  onRetry?: () => void;
  filterFields?: readonly FilterField[];
  /** Called after Clear Filters put every filter back to its default (and emptied the search). */
  onClearFilters?: (defaults: FilterValues) => void;
  isSearchable?: boolean;
  searchPlaceholder?: string;
  showSerialNumber?: boolean;
  /** Turns on row checkboxes; gets the selected rows (across pages), a way to clear them, and their scope. */
  bulkActions?: (selectedRows: T[], clearSelection: () => void, scope: BulkScope) => ReactNode;
  /**
   * Once the whole page is selected, offers to select every match of the query (for actions the
   * server applies to the query itself rather than to ids).
   */
  canSelectAllMatches?: boolean;
  exportCsv?: DataTableExport<T>;
  limitOptions?: readonly number[];
  emptyTitle?: string;
  emptyDescription?: string;
  /** Extra buttons at the right of the filter bar. */
  toolbarActions?: ReactNode;
}

/**
 * A server-driven table: it shows the rows it is given and reports every change of page, size,
 * search, sort and filters through `onQueryChange` (pair it with useListQueryState).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel,
  total,
  totalPages,
  query,
  onQueryChange,
  isLoading = false,
  isError = false,
  error,
  onRetry,
  filterFields = [],
  onClearFilters,
  isSearchable = true,
  searchPlaceholder,
  showSerialNumber = true,
  bulkActions,
  canSelectAllMatches = false,
  exportCsv,
  limitOptions,
  emptyTitle = 'No records found',
  emptyDescription = 'Try other filters or a different search.',
  toolbarActions,
}: DataTableProps<T>) {
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((column) => column.defaultHidden).map((column) => column.id)),
  );
  const visibleColumns = useMemo(
    () => columns.filter((column) => !hiddenIds.has(column.id)),
    [columns, hiddenIds],
  );
  const toggleColumn = useCallback(
    (columnId: string) =>
      setHiddenIds((current) => {
        const next = new Set(current);
        if (next.has(columnId)) next.delete(columnId);
        else next.add(columnId);
        return next;
      }),
    [],
  );

  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  // A long page scrolls inside the table, under a header that stays in view, and draws only what is seen.
  const isLong = isLongPage(rows.length);
  const isSelectable = Boolean(bulkActions);
  const selection = useRowSelection(getRowId, rows);
  const { isAllMatches } = selection;
  const selectedOnPage = rows.filter((row) => selection.selected.has(getRowId(row))).length;
  const pageSelection = isAllMatches
    ? 'all'
    : selectedOnPage === 0
      ? 'none'
      : selectedOnPage === rows.length
        ? 'all'
        : ('some' as const);
  const selectedCount = isAllMatches ? total : selection.selected.size;
  const isMoreToSelect =
    canSelectAllMatches && !isAllMatches && pageSelection === 'all' && total > selection.selected.size;
  // The bar's buttons and dialogs held the focus: when the selection is cleared (or acted on) the bar
  // goes, and focus comes back to the page's checkbox instead of falling to the top of the document.
  const selectPageRef = useRef<HTMLInputElement>(null);
  const hadSelection = useRef(false);
  useEffect(() => {
    const isLost = !document.activeElement || document.activeElement === document.body;
    if (hadSelection.current && selectedCount === 0 && isLost) selectPageRef.current?.focus();
    hadSelection.current = selectedCount > 0;
  }, [selectedCount]);
  const { togglePage } = selection;
  const toggleThisPage = useCallback(() => togglePage(rows), [togglePage, rows]);

  // A new search or filter changes which rows match, so an older selection no longer means anything.
  const changeMatching = (next: Pick<ListQueryState, 'search' | 'filters'>) => {
    selection.clear();
    onQueryChange({ ...query, ...next, page: 1 });
  };
  const sortBy = useCallback(
    (columnId: string) => {
      const sort = nextSort(query, columnId);
      onQueryChange({ ...query, sortBy: sort.id, sortOrder: sort.sortOrder, page: 1 });
    },
    [query, onQueryChange],
  );

  return (
    // clip rather than hidden: a hidden overflow would hold the sticky bulk actions bar inside the Paper.
    <Paper variant="outlined" sx={{ overflow: 'hidden', '@supports (overflow: clip)': { overflow: 'clip' } }}>
      {(isSearchable || filterFields.length > 0 || exportCsv || toolbarActions) && (
        <FilterHeader
          fields={filterFields}
          values={query.filters}
          onValuesChange={(filters) => changeMatching({ search: query.search, filters })}
          search={
            isSearchable
              ? {
                  value: query.search,
                  placeholder: searchPlaceholder,
                  onChange: (search) => changeMatching({ search, filters: query.filters }),
                }
              : undefined
          }
          onClear={(defaults) => {
            changeMatching({ search: '', filters: defaults });
            onClearFilters?.(defaults);
          }}
          actions={
            <>
              {toolbarActions}
              <ColumnVisibilityMenu columns={columns} hiddenIds={hiddenIds} onToggle={toggleColumn} />
              {exportCsv && (
                <ExportCsvButton
                  {...exportCsv}
                  query={query}
                  columns={visibleColumns}
                  disabled={total === 0}
                />
              )}
            </>
          }
        />
      )}
      {isSelectable && selectedCount > 0 && (
        <BulkActionsBar
          count={selectedCount}
          onClear={selection.clear}
          notice={
            (isMoreToSelect || isAllMatches) && (
              <Typography variant="body2" component="p">
                {isAllMatches
                  ? `All ${total} matches are selected.`
                  : `All ${selectedOnPage} on this page are selected.`}{' '}
                {isMoreToSelect && (
                  <Button
                    size="small"
                    onClick={selection.selectAllMatches}
                    sx={{ verticalAlign: 'baseline' }}
                  >
                    Select all {total} matches
                  </Button>
                )}
              </Typography>
            )
          }
        >
          {bulkActions?.(selection.selectedRows, selection.clear, { isAllMatches, count: selectedCount })}
        </BulkActionsBar>
      )}
      <Box sx={{ height: 4 }}>{isLoading && rows.length > 0 && <LinearProgress aria-label="Loading" />}</Box>
      <TableContainer ref={setScrollElement} sx={isLong ? { maxHeight: 'max(420px, 70vh)' } : undefined}>
        <Table
          size="small"
          stickyHeader={isLong}
          aria-label={label}
          aria-busy={isLoading}
          aria-rowcount={isLong ? rows.length + 1 : undefined}
        >
          <DataTableHead
            columns={visibleColumns}
            sortBy={query.sortBy}
            sortOrder={query.sortOrder}
            onSort={sortBy}
            showSerialNumber={showSerialNumber}
            isSelectable={isSelectable}
            pageSelection={pageSelection}
            onTogglePage={toggleThisPage}
            selectPageRef={selectPageRef}
          />
          <DataTableBody
            rows={rows}
            columns={visibleColumns}
            getRowId={getRowId}
            getRowLabel={getRowLabel}
            page={query.page}
            limit={query.limit}
            showSerialNumber={showSerialNumber}
            isSelectable={isSelectable}
            selected={selection.selected}
            isAllSelected={isAllMatches}
            onToggle={selection.toggle}
            isLoading={isLoading}
            isError={isError}
            error={error}
            onRetry={onRetry}
            emptyTitle={emptyTitle}
            emptyDescription={emptyDescription}
            scrollElement={scrollElement}
          />
        </Table>
      </TableContainer>
      <DataTablePager
        page={query.page}
        totalPages={totalPages}
        total={total}
        limit={query.limit}
        onPageChange={(page) => onQueryChange({ ...query, page })}
        limitOptions={limitOptions}
        onLimitChange={(limit) => onQueryChange({ ...query, limit, page: 1 })}
      />
    </Paper>
  );
}
