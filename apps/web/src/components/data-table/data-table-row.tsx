import { memo } from 'react';
import { Checkbox, TableCell, TableRow } from '@mui/material';
import { columnCsvValue, type DataTableColumn } from './data-table-column';

export interface DataTableRowProps<T> {
  row: T;
  rowId: string;
  columns: readonly DataTableColumn<T>[];
  serial: number | null;
  isSelectable: boolean;
  isSelected: boolean;
  onToggle: (row: T) => void;
  /** Names the row's checkbox; defaults to the first column's text. */
  getRowLabel?: (row: T) => string;
  /** On a page that draws only the rows in view: the row's place in the page, and its measurer. */
  index?: number;
  measureRef?: (row: HTMLTableRowElement | null) => void;
}

function DataTableRowInner<T>({
  row,
  columns,
  serial,
  isSelectable,
  isSelected,
  onToggle,
  getRowLabel,
  index,
  measureRef,
}: DataTableRowProps<T>) {
  const firstColumn = columns[0];
  const rowLabel = isSelectable
    ? getRowLabel?.(row) || String((firstColumn && columnCsvValue(firstColumn)(row)) || `row ${serial ?? ''}`)
    : '';
  return (
    <TableRow
      hover
      selected={isSelected}
      ref={measureRef}
      data-index={index}
      // The header row is 1, so screen readers say where a drawn row sits among all of them.
      aria-rowindex={index === undefined ? undefined : index + 2}
    >
      {isSelectable && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={isSelected}
            onChange={() => onToggle(row)}
            slotProps={{ input: { 'aria-label': `Select ${rowLabel}` } }}
          />
        </TableCell>
      )}
      {serial !== null && <TableCell>{serial}</TableCell>}
      {columns.map((column) => (
        <TableCell key={column.id} align={column.align}>
          {column.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/** Rows re-render only when their own row, selection or columns change, so large pages stay quick. */
export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;
