import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { signInIdentities } from '../../../db/schema/index.ts';

/** The unique constraint an address already in use breaks (one account per address, suite-wide). */
export const EMAIL_TAKEN_CONSTRAINT = 'sign_in_identities_pkey';

/** Whose account an address is: the company and user, or null. */
export async function findSignInIdentity(
  db: DbOrTx,
  email: string,
): Promise<{ companyId: string; userId: string } | null> {
  const [row] = await db
    .select({ companyId: signInIdentities.companyId, userId: signInIdentities.userId })
    .from(signInIdentities)
    .where(eq(signInIdentities.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Claims the addresses of new users, in the transaction that inserts them: a taken address breaks
 * EMAIL_TAKEN_CONSTRAINT and the whole write goes.
 */
export async function claimSignInIdentities(
  db: DbOrTx,
  people: ReadonlyArray<{ companyId: string; id: string; email: string }>,
): Promise<void> {
  if (people.length === 0) return;
  await db.insert(signInIdentities).values(
    people.map((person) => ({
      email: person.email.toLowerCase(),
      companyId: person.companyId,
      userId: person.id,
    })),
  );
}

/** Moves a user's sign-in to a new address (an email change), in the transaction that changes it. */
export async function moveSignInIdentity(
  db: DbOrTx,
  user: { companyId: string; id: string },
  email: string,
): Promise<void> {
  await db
    .update(signInIdentities)
    .set({ email: email.toLowerCase() })
    .where(and(eq(signInIdentities.companyId, user.companyId), eq(signInIdentities.userId, user.id)));
}
