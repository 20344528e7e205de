import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/** The ids among `ids` that are users of this company; anything else was never ours to link. */
export async function companyUserIds(
  db: DbOrTx,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}

/** A linked id in the body that is not the company's: a field error, so the form can point at it. */
export const unknownLink = (path: string, what: string) =>
  new AppError('VALIDATION_FAILED', `${what} not found`, {
    errors: [{ path, message: `${what} not found` }],
  });

export const nameTaken = (what: string, path = 'name') => {
  const message = `A ${what} with this name already exists`;
  return new AppError('CONFLICT', message, { errors: [{ path, message }] });
};
