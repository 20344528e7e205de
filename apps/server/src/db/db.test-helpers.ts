/** Awaits a query expected to fail and answers the database's own message (Drizzle wraps it in `cause`). */
export async function databaseError(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return (cause as Error).message;
  }
  throw new Error('the query was expected to fail');
}
