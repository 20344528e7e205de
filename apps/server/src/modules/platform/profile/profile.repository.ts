import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { companies, users, type UserRow } from '../../../db/schema/index.ts';
import { findSignInIdentity } from '../auth/sign-in-identities.repository.ts';

export interface ProfileRow {
  user: UserRow;
  companyName: string;
}

export async function findProfile(db: DbOrTx, companyId: string, userId: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** The verification link names only the user; the company is read from the account. */
export async function findUserById(db: DbOrTx, userId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** One address, one account across the suite (the sign-in identities say whose an address is). */
export async function isEmailUsedByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const identity = await findSignInIdentity(db, email);
  return identity !== null && identity.userId !== userId;
}

export async function updateUserFields(
  db: DbOrTx,
  companyId: string,
  userId: string,
  values: Partial<
    Pick<
      UserRow,
      | 'firstName'
      | 'lastName'
      | 'contactNumber'
      | 'timezone'
      | 'avatarUrl'
      | 'email'
      | 'pendingEmail'
      | 'emailVerifiedAt'
    >
  >,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}
