/** The list with the item `activeId` moved to where `overId` is; unchanged when either is unknown. */
export function reorder<T>(
  items: readonly T[],
  getId: (item: T) => string,
  activeId: string,
  overId: string,
): T[] {
  const from = items.findIndex((item) => getId(item) === activeId);
  const to = items.findIndex((item) => getId(item) === overId);
  if (from < 0 || to < 0 || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
