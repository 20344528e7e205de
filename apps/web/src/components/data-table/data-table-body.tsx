import { TableBody, TableCell, TableRow } from '@mui/material';
import type { DataTableColumn } from './data-table-column';
import { DataTableEmpty } from './data-table-empty';
import { DataTableRow } from './data-table-row';
import { DataTableSkeleton } from './data-table-skeleton';
import { serialNumber } from './list-query';
import { useVirtualRows } from './use-virtual-rows';

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
  /** Every match is selected, so every row shows ticked whichever page it is on. */
  isAllSelected?: boolean;
  onToggle: (row: T) => void;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyTitle: string;
  emptyDescription?: string;
  /** The element the table scrolls in; a long page draws only the rows in view of it. */
  scrollElement: HTMLElement | null;
}

/** Stands in for the rows above or below those drawn, so the scrollbar and positions stay true. */
function SpacerRow({ height, cellCount }: { height: number; cellCount: number }) {
  if (height <= 0) return null;
  return (
    <TableRow aria-hidden="true">
      <TableCell colSpan={cellCount} sx={{ height, p: 0, border: 0 }} />
    </TableRow>
  );
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
  isAllSelected = false,
  onToggle,
  isLoading,
  isError,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  scrollElement,
}: DataTableBodyProps<T>) {
  const cellCount = columns.length + (showSerialNumber ? 1 : 0) + (isSelectable ? 1 : 0);
  const virtual = useVirtualRows(rows.length, scrollElement);

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
          error={error}
          onRetry={onRetry}
          emptyTitle={emptyTitle}
          emptyDescription={emptyDescription}
        />
      </TableBody>
    );
  }
  const renderRow = (index: number) => {
    const row = rows[index]!;
    const id = getRowId(row);
    return (
      <DataTableRow
        key={id}
        row={row}
        rowId={id}
        columns={columns}
        serial={showSerialNumber ? serialNumber(page, index, limit) : null}
        isSelectable={isSelectable}
        isSelected={isAllSelected || selected.has(id)}
        onToggle={onToggle}
        getRowLabel={getRowLabel}
        {...(virtual.isVirtual && { index, measureRef: virtual.measureRow })}
      />
    );
  };
  return (
    <TableBody sx={{ opacity: isLoading ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {virtual.isVirtual ? (
        <>
          <SpacerRow height={virtual.paddingTop} cellCount={cellCount} />
          {virtual.indexes.map(renderRow)}
          <SpacerRow height={virtual.paddingBottom} cellCount={cellCount} />
        </>
      ) : (
        rows.map((_, index) => renderRow(index))
      )}
    </TableBody>
  );
}
