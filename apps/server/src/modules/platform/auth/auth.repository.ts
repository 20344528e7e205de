import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { freeCompanySlug } from './company-slug.ts';
import { claimSignInIdentities, findSignInIdentity } from './sign-in-identities.repository.ts';
import { companies, companyRoles, users, type CompanyRow, type UserRow } from '../../../db/schema/index.ts';

/** A user with the company facts the session needs (name, modules the company bought). */
export interface UserWithCompany {
  user: UserRow;
  companyName: string;
  companyModules: string[];
  /** The permission ids of the user's company-defined role, if they hold one. */
  customRolePermissions: string[] | null;
}

const selectUserWithCompany = (db: DbOrTx) =>
  db
    .select({
      user: users,
      companyName: companies.name,
      companyModules: companies.allowedModules,
      customRolePermissions: companyRoles.permissions,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(
      companyRoles,
      and(eq(companyRoles.id, users.customRoleId), eq(companyRoles.companyId, users.companyId)),
    );

/** The account of an address: found in the suite-wide sign-in identities, then on its company's shard. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserWithCompany | null> {
  const identity = await findSignInIdentity(db, email);
  if (!identity) return null;
  const [row] = await selectUserWithCompany(db)
    .where(and(eq(users.companyId, identity.companyId), eq(users.id, identity.userId)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, userId: string): Promise<UserWithCompany | null> {
  const [row] = await selectUserWithCompany(db).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function isEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  return (await findSignInIdentity(db, email)) !== null;
}

export async function isCompanyRegistered(db: DbOrTx, country: string, companyNo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(eq(companies.country, country), sql`upper(${companies.companyNo}) = ${companyNo.toUpperCase()}`),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertCompany(db: DbOrTx, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const slug = values.slug ?? (await freeCompanySlug(db, values.name));
  const [row] = await db
    .insert(companies)
    .values({ ...values, slug })
    .returning();
  return row!;
}

/** A new user and the claim on their address, in the caller's transaction. */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  await claimSignInIdentities(db, [row!]);
  return row!;
}

type UserPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'status'
    | 'tempPasswordHash'
    | 'tempPasswordExpiresAt'
    | 'emailVerifiedAt'
    | 'phoneVerifiedAt'
    | 'lastLoginAt'
  >
>;

export async function updateUser(
  db: DbOrTx,
  companyId: string,
  userId: string,
  patch: UserPatch,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** Sets a new password hash and bumps the token version, which ends every access token at once. */
export async function replacePassword(
  db: DbOrTx,
  companyId: string,
  userId: string,
  passwordHash: string,
  patch: UserPatch = {},
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}
