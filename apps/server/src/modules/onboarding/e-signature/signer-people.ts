import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

/** A signer as the audit page and mail name them. */
export async function personOf(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  if (!row) return null;
  // An invited hire has not set a password yet, but the link waits for them; a deactivated person
  // will never open it.
  return { ...row, name: `${row.firstName} ${row.lastName}`.trim(), reachable: row.status !== 'inactive' };
}
