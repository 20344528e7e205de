import type { ReactNode } from 'react';

export interface DataTableColumn<T> {
  /** Unique; for a sortable column also the sortBy sent to the server. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** The cell's text in a CSV export; defaults to the cell when that is text or a number. */
  csv?: (row: T) => string | number | boolean | null | undefined;
  /** False keeps the column out of the visibility menu (always shown). */
  hideable?: boolean;
  /** Starts hidden; the user can show it from the columns menu. */
  defaultHidden?: boolean;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export const columnCsvValue =
  <T>(column: DataTableColumn<T>) =>
  (row: T): string | number | boolean | null | undefined => {
    if (column.csv) return column.csv(row);
    const shown = column.cell(row);
    return typeof shown === 'string' || typeof shown === 'number' ? shown : '';
  };
