import Papa from 'papaparse';
import type { NewHireImportReport } from '@atrium/shared/schemas/onboarding/new-hires';

/**
 * The CSV text again with only its header and the rows the import refused, so they can be fixed and
 * imported again without creating the others twice. Read as the server reads it (blank lines skipped,
 * rows counted from 1 under the header); empty when every row was created.
 */
export function rowsLeftToFix(csv: string, report: NewHireImportReport): string {
  const failed = new Set(report.rows.filter((row) => row.status === 'error').map((row) => row.row));
  if (failed.size === 0) return '';
  const { data } = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...rows] = data;
  return Papa.unparse([header, ...rows.filter((_row, index) => failed.has(index + 1))], { newline: '\n' });
}
