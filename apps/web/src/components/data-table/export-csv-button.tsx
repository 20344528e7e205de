import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { buildCsv, csvFileName, downloadCsv } from '../../lib/csv';
import { toastError } from '../../lib/toast';
import { columnCsvValue, type DataTableColumn } from './data-table-column';
import type { ListQueryState } from './list-query';

export interface DataTableExport<T> {
  /** The file's title; the day is added: "Employees 2026-03-09.csv". */
  title: string;
  /** Every row matching the query (all pages); the caller asks the server with the same filters. */
  fetchAll: (query: ListQueryState) => Promise<readonly T[]>;
}

export interface ExportCsvButtonProps<T> extends DataTableExport<T> {
  query: ListQueryState;
  /** The visible columns, in order: the file holds what the user sees. */
  columns: readonly DataTableColumn<T>[];
  disabled?: boolean;
}

/** Downloads the rows of the current filter and sort as CSV. */
export function ExportCsvButton<T>({ title, fetchAll, query, columns, disabled }: ExportCsvButtonProps<T>) {
  const [isExporting, setIsExporting] = useState(false);
  const exportRows = async () => {
    setIsExporting(true);
    try {
      const rows = await fetchAll(query);
      const csv = buildCsv(
        rows,
        columns.map((column) => ({ header: column.header, value: columnCsvValue(column) })),
      );
      downloadCsv(csvFileName(title), csv);
    } catch (error) {
      toastError(error, 'Could not export the list. Please try again.');
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button
      color="inherit"
      variant="outlined"
      startIcon={isExporting ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />}
      disabled={disabled || isExporting}
      onClick={exportRows}
    >
      Export CSV
    </Button>
  );
}
