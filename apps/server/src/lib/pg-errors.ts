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

/** SQLSTATE class 22: a value the column cannot hold (out of range, bad encoding, not a date…). */
export const isDataException = (error: unknown): boolean => pgDetails(error)?.code?.startsWith('22') === true;

interface LoggableError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  statement?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggableError;
}

/**
 * The database's own message, without the value it quotes: a data exception (SQLSTATE class 22)
 * names the input it refused (`invalid input syntax for type integer: "ada@example.com"`).
 */
function databaseMessage(error: Error & { code?: unknown; severity?: unknown }): string | undefined {
  const isDatabaseError = typeof error.severity === 'string' && typeof error.code === 'string';
  if (!isDatabaseError || !(error.code as string).startsWith('22')) return undefined;
  const quoted = error.message.search(/: ["']|: 0x/);
  return quoted === -1 ? error.message : `${error.message.slice(0, quoted)}: (value left out)`;
}

const framesOf = (stack: string | undefined, head: string) =>
  [head, ...(stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))].join('\n');

/**
 * An error as it may be logged: a failed query keeps its statement but not its parameters, and the
 * database's `detail` (which quotes the offending values) is left out, so no email address, name or
 * token reaches the logs. Used as the logger's `err` serializer, so every `{ err }` goes through it.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & {
    code?: unknown;
    query?: unknown;
    params?: unknown;
    constraint?: unknown;
    table?: unknown;
    column?: unknown;
    severity?: unknown;
  };
  const isQueryError = typeof fields.query === 'string' && 'params' in fields;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const message = isQueryError ? 'Failed query' : (databaseMessage(fields) ?? error.message);
  return {
    type: error.name,
    message,
    // The stack's first lines repeat the message, parameters included: keep only the frames.
    stack:
      message === error.message ? (error.stack ?? '') : framesOf(error.stack, `${error.name}: ${message}`),
    code: text(fields.code),
    statement: isQueryError ? (fields.query as string) : undefined,
    constraint: text(fields.constraint),
    table: text(fields.table),
    column: text(fields.column),
    cause: error.cause !== undefined && depth < 3 ? loggableError(error.cause, depth + 1) : undefined,
  };
}
