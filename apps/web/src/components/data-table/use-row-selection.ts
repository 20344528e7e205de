import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

interface SelectionState<T> {
  rows: ReadonlyMap<string, T>;
  /** Every row matching the query, not only those picked (Gmail's "Select all N matches"). */
  isAllMatches: boolean;
}

/**
 * Rows picked by id; a picked row stays picked across pages until cleared. `pageRows` are the rows
 * shown: leaving "all matches" by unticking one row keeps the rest of the page picked.
 */
export function useRowSelection<T>(getRowId: (row: T) => string, pageRows: readonly T[] = []) {
  const [state, setState] = useState<SelectionState<T>>(() => ({ rows: new Map(), isAllMatches: false }));
  // Callers often pass an inline getRowId; reading it through a ref keeps toggle stable, so rows
  // memoised on it do not all re-render.
  const idOf = useRef(getRowId);
  const page = useRef(pageRows);
  useEffect(() => {
    idOf.current = getRowId;
    page.current = pageRows;
  }, [getRowId, pageRows]);

  const toggle = useCallback(
    (row: T) =>
      setState((current) => {
        const id = idOf.current(row);
        if (current.isAllMatches) {
          const rows = new Map(page.current.map((item) => [idOf.current(item), item]));
          rows.delete(id);
          return { rows, isAllMatches: false };
        }
        const rows = new Map(current.rows);
        if (rows.has(id)) rows.delete(id);
        else rows.set(id, row);
        return { rows, isAllMatches: false };
      }),
    [],
  );

  /** Selects every row of the page, or clears them when all already are (or all matches were). */
  const togglePage = useCallback(
    (rows: readonly T[]) =>
      setState((current) => {
        if (current.isAllMatches) return { rows: new Map(), isAllMatches: false };
        const next = new Map(current.rows);
        const isWholePage = rows.length > 0 && rows.every((row) => current.rows.has(idOf.current(row)));
        for (const row of rows) {
          if (isWholePage) next.delete(idOf.current(row));
          else next.set(idOf.current(row), row);
        }
        return { rows: next, isAllMatches: false };
      }),
    [],
  );

  const selectAllMatches = useCallback(
    () => setState((current) => (current.isAllMatches ? current : { ...current, isAllMatches: true })),
    [],
  );
  const clear = useCallback(
    () =>
      setState((current) =>
        current.rows.size || current.isAllMatches ? { rows: new Map(), isAllMatches: false } : current,
      ),
    [],
  );
  const selectedRows = useMemo(() => [...state.rows.values()], [state.rows]);
  return {
    selected: state.rows,
    selectedRows,
    isAllMatches: state.isAllMatches,
    toggle,
    togglePage,
    selectAllMatches,
    clear,
  };
}
