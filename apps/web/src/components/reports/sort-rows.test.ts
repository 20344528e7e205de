import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows';

const rows = [
  { name: 'b', days: 4 },
  { name: 'A', days: null },
  { name: 'c', days: 1 },
  { name: 'a2', days: 4 },
];

describe('sortRows', () => {
  it('sorts numbers as numbers, keeps equal rows in order and empty cells last both ways', () => {
    expect(sortRows(rows, (row) => row.days, 'asc').map((row) => row.name)).toEqual(['c', 'b', 'a2', 'A']);
    expect(sortRows(rows, (row) => row.days, 'desc').map((row) => row.name)).toEqual(['b', 'a2', 'c', 'A']);
  });

  it('sorts text regardless of case', () => {
    expect(sortRows(rows, (row) => row.name, 'asc').map((row) => row.name)).toEqual(['A', 'a2', 'b', 'c']);
  });
});
