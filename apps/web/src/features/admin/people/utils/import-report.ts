import { IMPORT_COLUMNS } from '@atrium/shared/schemas/admin/people';
import { buildCsv } from '../../../../lib/csv';

/** One problem of an import file: the row counts people from 1, the line under the header. */
export interface ImportProblem {
  row: number | null;
  column: string;
  message: string;
}

const ROW_PATH = /^rows\.(\d+)\.(.+)$/;

/** The server's field errors (`rows.<n>.<column>`, or `file` for the file as a whole), in row order. */
export function importProblems(errors: ReadonlyArray<{ path: string; message: string }>): ImportProblem[] {
  return errors
    .map(({ path, message }) => {
      const match = ROW_PATH.exec(path);
      return match
        ? { row: Number(match[1]), column: match[2]!, message }
        : { row: null, column: path, message };
    })
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

const EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  role: '',
  customRole: '',
  jobTitle: 'Analyst',
  department: '',
  location: '',
  managerEmail: '',
  employmentType: 'full_time',
  startDate: '2027-01-04',
};

/** The header the import reads, with one example person to replace. */
export const IMPORT_TEMPLATE = buildCsv(
  [EXAMPLE],
  IMPORT_COLUMNS.map((column) => ({ header: column, value: (row: typeof EXAMPLE) => row[column] })),
);
