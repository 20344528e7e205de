import { memo, type Ref } from 'react';
import { Checkbox, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { SortOrder } from '@atrium/shared/schemas/platform/api';
import type { DataTableColumn } from './data-table-column';

export interface DataTableHeadProps<T> {
  columns: readonly DataTableColumn<T>[];
  sortBy?: string;
  sortOrder?: SortOrder;
  onSort: (columnId: string) => void;
  showSerialNumber: boolean;
  isSelectable: boolean;
  /** 'all' when every row of the page is selected, 'some', or 'none'. */
  pageSelection: 'all' | 'some' | 'none';
  onTogglePage: () => void;
  /** The "select page" checkbox, where focus goes back when the bulk actions bar it was in goes. */
  selectPageRef?: Ref<HTMLInputElement>;
}

const ariaSort = (isActive: boolean, order?: SortOrder) =>
  !isActive ? 'none' : order === -1 ? 'descending' : 'ascending';

function DataTableHeadInner<T>({
  columns,
  sortBy,
  sortOrder,
  onSort,
  showSerialNumber,
  isSelectable,
  pageSelection,
  onTogglePage,
  selectPageRef,
}: DataTableHeadProps<T>) {
  return (
    <TableHead>
      <TableRow>
        {isSelectable && (
          <TableCell padding="checkbox">
            <Checkbox
              checked={pageSelection === 'all'}
              indeterminate={pageSelection === 'some'}
              onChange={onTogglePage}
              inputRef={selectPageRef}
              slotProps={{ input: { 'aria-label': 'Select all rows on this page' } }}
            />
          </TableCell>
        )}
        {showSerialNumber && (
          <TableCell sx={{ width: 64 }}>
            <abbr title="Serial number" style={{ textDecoration: 'none' }}>
              S.No.
            </abbr>
          </TableCell>
        )}
        {columns.map((column) => {
          const isActive = sortBy === column.id;
          return (
            <TableCell
              key={column.id}
              align={column.align}
              sx={{ width: column.width, fontWeight: 600, whiteSpace: 'nowrap' }}
              aria-sort={column.sortable ? ariaSort(isActive, sortOrder) : undefined}
            >
              {column.sortable ? (
                <TableSortLabel
                  active={isActive}
                  direction={isActive && sortOrder === -1 ? 'desc' : 'asc'}
                  onClick={() => onSort(column.id)}
                >
                  {column.header}
                </TableSortLabel>
              ) : (
                column.header
              )}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}

export const DataTableHead = memo(DataTableHeadInner) as typeof DataTableHeadInner;
