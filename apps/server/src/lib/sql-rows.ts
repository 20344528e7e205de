/** The rows of a raw `db.execute`: node-postgres answers `{ rows }`, PGlite's drizzle driver too, some drivers an array. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
