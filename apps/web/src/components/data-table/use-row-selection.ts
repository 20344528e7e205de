import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Rows picked by id; a picked row stays picked across pages until cleared. */
export function useRowSelection<T>(getRowId: (row: T) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(() => new Map());
  // Callers often pass an inline getRowId; reading it through a ref keeps toggle stable, so rows
  // memoised on it do not all re-render.
  const idOf = useRef(getRowId);
  useEffect(() => {
    idOf.current = getRowId;
  }, [getRowId]);

  const toggle = useCallback(
    (row: T) =>
      setSelected((current) => {
        const next = new Map(current);
        const id = idOf.current(row);
        if (next.has(id)) next.delete(id);
        else next.set(id, row);
        return next;
      }),
    [],
  );

  /** Selects every row of the page, or clears them when all already are. */
  const togglePage = useCallback(
    (rows: readonly T[]) =>
      setSelected((current) => {
        const next = new Map(current);
        const isWholePage = rows.length > 0 && rows.every((row) => current.has(idOf.current(row)));
        for (const row of rows) {
          if (isWholePage) next.delete(idOf.current(row));
          else next.set(idOf.current(row), row);
        }
        return next;
      }),
    [],
  );

  const clear = useCallback(() => setSelected((current) => (current.size ? new Map() : current)), []);
  const selectedRows = useMemo(() => [...selected.values()], [selected]);
  return { selected, selectedRows, toggle, togglePage, clear };
}
