import { TableBody } from '@mui/material';
import type { DataTableColumn } from './data-table-column';
import { DataTableEmpty } from './data-table-empty';
import { DataTableRow } from './data-table-row';
import { DataTableSkeleton } from './data-table-skeleton';
import { serialNumber } from './list-query';

export interface DataTableBodyProps<T> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => string;
  getRowLabel?: (row: T) => string;
  page: number;
  limit: number;
  showSerialNumber: boolean;
  isSelectable: boolean;
  selected: ReadonlyMap<string, T>;
  onToggle: (row: T) => void;
  isLoading: boolean;
  isError: boolean;
  onRetry?: () => void;
  emptyTitle: string;
  emptyDescription?: string;
}

export function DataTableBody<T>({
  rows,
  columns,
  getRowId,
  getRowLabel,
  page,
  limit,
  showSerialNumber,
  isSelectable,
  selected,
  onToggle,
  isLoading,
  isError,
  onRetry,
  emptyTitle,
  emptyDescription,
}: DataTableBodyProps<T>) {
  const cellCount = columns.length + (showSerialNumber ? 1 : 0) + (isSelectable ? 1 : 0);

  if (isLoading && rows.length === 0) {
    return (
      <TableBody>
        <DataTableSkeleton rows={Math.min(limit, 10)} cells={cellCount} />
      </TableBody>
    );
  }
  if (isError || rows.length === 0) {
    return (
      <TableBody>
        <DataTableEmpty
          colSpan={cellCount}
          isError={isError}
          onRetry={onRetry}
          emptyTitle={emptyTitle}
          emptyDescription={emptyDescription}
        />
      </TableBody>
    );
  }
  return (
    <TableBody sx={{ opacity: isLoading ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {rows.map((row, index) => {
        const id = getRowId(row);
        const serial = serialNumber(page, index, limit);
        return (
          <DataTableRow
            key={id}
            row={row}
            rowId={id}
            columns={columns}
            serial={showSerialNumber ? serial : null}
            isSelectable={isSelectable}
            isSelected={selected.has(id)}
            onToggle={onToggle}
            getRowLabel={getRowLabel}
          />
        );
      })}
    </TableBody>
  );
}
