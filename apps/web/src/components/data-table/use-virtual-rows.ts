import { useVirtualizer } from '@tanstack/react-virtual';

/**
 * Pages longer than this render only the rows in view (and a margin): 1,000 rows of MUI cells cost
 * 650-850 ms per selection, column toggle or new page in Chromium (`npm run bench`, "Data table").
 */
const VIRTUAL_ROWS_FROM = 100;

/** Whether a page this long scrolls inside the table and draws only the rows in view. */
export const isLongPage = (rowCount: number) => rowCount > VIRTUAL_ROWS_FROM;
/** A small table row with a checkbox; rows are measured once drawn, so this only seeds the scrollbar. */
const ESTIMATED_ROW_HEIGHT = 42;
/** Rows drawn beyond each edge of the view, so keyboard focus always has a next row to move to. */
const OVERSCAN = 10;

export interface VirtualRows {
  isVirtual: boolean;
  /** Indexes of the rows to draw, in order. */
  indexes: number[];
  /** Heights of the empty space standing in for the rows above and below those drawn. */
  paddingTop: number;
  paddingBottom: number;
  /** Give each drawn row (with `data-index`) to this, so its real height is used. */
  measureRow: (row: HTMLTableRowElement | null) => void;
}

/**
 * The rows of a long page that are in view of the scrolling table container. The container comes as
 * state, not a ref: it is an ancestor, so its ref is not yet set when this component's effects run.
 */
export function useVirtualRows(count: number, scrollElement: HTMLElement | null): VirtualRows {
  const isVirtual = isLongPage(count);
  const virtualizer = useVirtualizer<HTMLElement, HTMLTableRowElement>({
    count,
    enabled: isVirtual,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    // An element without layout (a hidden tab, or jsdom) measures 0: keep the estimate then.
    measureElement: (row) => row.getBoundingClientRect().height || ESTIMATED_ROW_HEIGHT,
  });
  if (!isVirtual) {
    return { isVirtual, indexes: [], paddingTop: 0, paddingBottom: 0, measureRow: () => undefined };
  }
  const items = virtualizer.getVirtualItems();
  return {
    isVirtual,
    indexes: items.map((item) => item.index),
    paddingTop: items[0]?.start ?? 0,
    paddingBottom: virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0),
    measureRow: virtualizer.measureElement,
  };
}
