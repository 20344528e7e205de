import Papa from 'papaparse';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * A CSV text with a header line. Cells that a spreadsheet would run as a formula (=, +, -, @) are
 * escaped, because exported rows hold text that users typed.
 */
export function buildCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  // Papa ends a header-only file with a line break; keep one shape for every export.
  return csv.replace(/\r\n$/, '');
}

/** A safe file name from a title: "Employees 2026-03-09.csv". */
export const csvFileName = (title: string, date = new Date()): string =>
  `${title.replace(/[\\/:*?"<>|\s]+/g, ' ').trim() || 'export'} ${date.toISOString().slice(0, 10)}.csv`;

/** Saves the text as a file; the byte-order mark makes Excel read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
