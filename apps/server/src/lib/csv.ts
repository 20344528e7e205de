import Papa from 'papaparse';

/**
 * Rows as CSV lines (CRLF), a cell starting with = + - @ (or a tab or carriage return) quoted and
 * prefixed with ' so a spreadsheet shows it rather than running it as a formula.
 */
export const csvLines = (rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string =>
  `${Papa.unparse(
    rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell)))),
    { escapeFormulae: true },
  )}\r\n`;
