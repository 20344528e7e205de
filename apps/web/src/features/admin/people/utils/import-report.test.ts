import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@atrium/shared/schemas/admin/people';
import { IMPORT_TEMPLATE, importProblems } from './import-report';

describe('importProblems', () => {
  it('reads row and column from the server paths, file-wide problems first, then by row', () => {
    expect(
      importProblems([
        { path: 'rows.12.email', message: 'Enter a valid email' },
        { path: 'rows.2.department', message: 'No department is called Sales' },
        { path: 'file', message: 'The file needs the columns email' },
      ]),
    ).toEqual([
      { row: null, column: 'file', message: 'The file needs the columns email' },
      { row: 2, column: 'department', message: 'No department is called Sales' },
      { row: 12, column: 'email', message: 'Enter a valid email' },
    ]);
  });
});

describe('IMPORT_TEMPLATE', () => {
  it('has every column the import reads and one example row', () => {
    const parsed = Papa.parse<Record<string, string>>(IMPORT_TEMPLATE, { header: true });
    expect(parsed.meta.fields).toEqual([...IMPORT_COLUMNS]);
    expect(parsed.data).toHaveLength(1);
    expect(parsed.data[0]!.email).toBe('ada.lovelace@example.com');
  });
});
