import { describe, expect, it } from 'vitest';
import { rowsLeftToFix } from './import-leftovers';

const report = (statuses: Array<'created' | 'error'>) => ({
  created: statuses.filter((status) => status === 'created').length,
  failed: statuses.filter((status) => status === 'error').length,
  rows: statuses.map((status, index) => ({ row: index + 1, status, newHireId: null, errors: [] })),
});

describe('rowsLeftToFix', () => {
  it('keeps the header and the refused rows, blank lines skipped as the server skips them', () => {
    const csv = 'legalFirstName,legalLastName\nAda,Lovelace\n\n"Grace, Dr",Hopper\nAlan,Turing\n';
    expect(rowsLeftToFix(csv, report(['created', 'error', 'created']))).toBe(
      'legalFirstName,legalLastName\n"Grace, Dr",Hopper',
    );
  });

  it('is empty once every row was created', () => {
    expect(rowsLeftToFix('a,b\n1,2', report(['created']))).toBe('');
  });
});
