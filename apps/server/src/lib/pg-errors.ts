import type { Db, DbOrTx } from '../db/client.ts';

// Drizzle wraps driver errors; PGlite and pg both expose the SQLSTATE as `code`.
const pgDetails = (error: unknown) =>
  ((error as { cause?: unknown })?.cause ?? error) as {
    code?: string;
    constraint?: string;
    message?: string;
  };

const violates = (error: unknown, sqlStates: readonly string[], constraint?: string): boolean => {
  const details = pgDetails(error);
  if (!details?.code || !sqlStates.includes(details.code)) return false;
  return !constraint || details.constraint === constraint || Boolean(details.message?.includes(constraint));
};

export const isUniqueViolation = (error: unknown, constraint?: string) =>
  violates(error, ['23505'], constraint);

/** A row still referenced: 23503, or 23001 when the foreign key says ON DELETE RESTRICT. */
export const isForeignKeyViolation = (error: unknown, constraint?: string) =>
  violates(error, ['23503', '23001'], constraint);

/**
 * Runs the work in a transaction and answers a unique violation of one of the named constraints
 * with the error made for it (a 409 that names the field), so a service need not repeat the catch.
 */
export async function transactionNaming<T>(
  db: Db,
  work: (tx: DbOrTx) => Promise<T>,
  conflicts: Record<string, () => Error>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    for (const [constraint, conflict] of Object.entries(conflicts)) {
      if (isUniqueViolation(error, constraint)) throw conflict();
    }
    throw error;
  }
}
