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
