import { useCallback, useMemo, useState } from 'react';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { useSession } from '../../../../lib/session-hooks';
import { localStore } from '../../../../lib/storage';

/** Which columns a list shows and in what order; the ids of the columns the user may hide. */
export interface ColumnLayout {
  order: string[];
  hidden: string[];
}

const isChoosable = <T>(column: DataTableColumn<T>) => column.hideable !== false;

export function defaultColumnLayout<T>(columns: readonly DataTableColumn<T>[]): ColumnLayout {
  const choosable = columns.filter(isChoosable);
  return {
    order: choosable.map((column) => column.id),
    hidden: choosable.filter((column) => column.defaultHidden).map((column) => column.id),
  };
}

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/**
 * The stored choice made to fit today's columns: ids no longer offered are dropped, and columns added
 * since the choice was made join at the end, shown or hidden as they are by default.
 */
export function fitColumnLayout<T>(stored: unknown, columns: readonly DataTableColumn<T>[]): ColumnLayout {
  const fallback = defaultColumnLayout(columns);
  if (typeof stored !== 'object' || stored === null) return fallback;
  const { order, hidden } = stored as Record<string, unknown>;
  if (!isIdList(order) || !isIdList(hidden)) return fallback;
  const offered = new Set(fallback.order);
  const kept = [...new Set(order)].filter((id) => offered.has(id));
  const added = fallback.order.filter((id) => !kept.includes(id));
  return {
    order: [...kept, ...added],
    hidden: [
      ...hidden.filter((id) => kept.includes(id)),
      ...added.filter((id) => fallback.hidden.includes(id)),
    ],
  };
}

const isSameLayout = (a: ColumnLayout, b: ColumnLayout) =>
  a.order.join() === b.order.join() && [...a.hidden].sort().join() === [...b.hidden].sort().join();

/**
 * A list's column choice, remembered in this browser for the signed-in user (so two people sharing a
 * machine keep their own). Returns the columns to hand the table: the ones that cannot be hidden
 * first, then the chosen ones in the chosen order.
 */
export function useColumnLayout<T>(listName: string, columns: readonly DataTableColumn<T>[]) {
  const userId = useSession().user?.id ?? 'signed-out';
  const key = `atrium-columns:${listName}:${userId}`;
  // Read again when the key changes (another user signs in on this tab).
  const [stored, setStored] = useState(() => ({ key, value: localStore.read<unknown>(key) }));
  const value = stored.key === key ? stored.value : localStore.read<unknown>(key);

  const layout = useMemo(() => fitColumnLayout(value, columns), [value, columns]);
  const isDefault = useMemo(() => isSameLayout(layout, defaultColumnLayout(columns)), [layout, columns]);
  const shownColumns = useMemo(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    const chosen = layout.order
      .filter((id) => !layout.hidden.includes(id))
      .map((id) => byId.get(id))
      .filter((column): column is DataTableColumn<T> => column !== undefined);
    // The table's own menu and its default-hidden state would undo the choice: both are turned off.
    return [...columns.filter((column) => !isChoosable(column)), ...chosen].map((column) => ({
      ...column,
      hideable: false,
      defaultHidden: false,
    }));
  }, [columns, layout]);

  const change = useCallback(
    (next: ColumnLayout) => {
      localStore.write(key, next);
      setStored({ key, value: next });
    },
    [key],
  );
  const reset = useCallback(() => {
    localStore.remove(key);
    setStored({ key, value: null });
  }, [key]);

  return { layout, shownColumns, isDefault, change, reset };
}
