export type SortDirection = 'asc' | 'desc';
export type CellValue = string | number | null;

/**
 * Rows in the order of one column's values: numbers as numbers, text by the reader's collation, an
 * empty cell (no figure to compare) always last; equal rows keep their order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => CellValue,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value), undefined, { sensitivity: 'base', numeric: true });
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}
