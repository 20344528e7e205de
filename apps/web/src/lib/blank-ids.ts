/** Selects hold '' for "none"; the API takes null there (an empty id is not a uuid). */
export function blankToNull<T extends Record<string, unknown>>(values: T, fields: readonly string[]): T {
  if (typeof values !== 'object' || values === null) return values;
  const next: Record<string, unknown> = { ...values };
  for (const field of fields) if (next[field] === '') next[field] = null;
  return next as T;
}
