import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { PreparedStatements, type PreparableQuery } from '../../../lib/prepared-statements.ts';
import {
  companies,
  companyRoles,
  departments,
  locations,
  userAttributeDefinitions,
  userAttributeValues,
  users,
  type UserRow,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { claimSignInIdentities } from '../../platform/auth/sign-in-identities.repository.ts';
import { detailUserColumns, linkedNames, type LinkedNames, type PersonDetailRow } from './person-columns.ts';

/** A person with their whole account row, for acting on the account (status, invitations, resets). */
export interface PersonRow extends LinkedNames {
  user: UserRow;
}

// One person by id: a lookup by primary key, the same plan for every value.
const byId = and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('id')));

const personDetails = new PreparedStatements('person_detail', (db): PreparableQuery<PersonDetailRow[]> =>
  db
    .select({ user: detailUserColumns, ...linkedNames })
    .from(users)
    .where(byId)
    .limit(1),
);

/** A person as their page shows them. */
export async function findPersonDetail(
  db: DbOrTx,
  companyId: string,
  userId: string,
): Promise<PersonDetailRow | null> {
  const [row] = await personDetails.run(db, {}, { companyId, id: userId });
  return row ?? null;
}

const personAccounts = new PreparedStatements('person_account', (db): PreparableQuery<PersonRow[]> =>
  db
    .select({ user: users, ...linkedNames })
    .from(users)
    .where(byId)
    .limit(1),
);

/** A person with their whole account row. */
export async function findPerson(db: DbOrTx, companyId: string, userId: string): Promise<PersonRow | null> {
  const [row] = await personAccounts.run(db, {}, { companyId, id: userId });
  return row ?? null;
}

export async function findCompany(db: DbOrTx, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

/** The ids among the given that belong to the company, one query per kind of link. */
export async function existingLinks(
  db: DbOrTx,
  companyId: string,
  ids: { departmentId?: string; locationId?: string; managerId?: string; customRoleId?: string },
) {
  const exists = async (
    table: typeof departments | typeof locations | typeof users | typeof companyRoles,
    id?: string,
  ) => {
    if (!id) return true;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.id, id)))
      .limit(1);
    return Boolean(row);
  };
  return {
    departmentId: await exists(departments, ids.departmentId),
    locationId: await exists(locations, ids.locationId),
    managerId: await exists(users, ids.managerId),
    customRoleId: await exists(companyRoles, ids.customRoleId),
  };
}

/** Whether `userId` is the manager, or a manager's manager and so on, of `managerId`. */
export async function isInManagerChain(
  db: DbOrTx,
  companyId: string,
  managerId: string,
  userId: string,
): Promise<boolean> {
  // UNION (not UNION ALL) stops on a cycle already in the data instead of looping.
  const result = await db.execute(sql`
    with recursive chain(company_id, id, manager_id) as (
      select company_id, id, manager_id from users where company_id = ${companyId} and id = ${managerId}
      union
      select u.company_id, u.id, u.manager_id from users u
        join chain c on u.company_id = c.company_id and u.id = c.manager_id
    )
    select 1 as found from chain where id = ${userId} limit 1`);
  return rowsOf(result).length > 0;
}

/** A new person and the claim on their address, in the caller's transaction. */
export async function insertPerson(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  await claimSignInIdentities(db, [row!]);
  return row!;
}

/** Many people in one statement (an import writes up to a thousand), and the claims on their addresses. */
export async function insertPeople(db: DbOrTx, values: Array<typeof users.$inferInsert>): Promise<UserRow[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(users).values(values).returning();
  await claimSignInIdentities(db, rows);
  return rows;
}

export type PersonPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'jobTitle'
    | 'departmentId'
    | 'locationId'
    | 'managerId'
    | 'employmentType'
    | 'startDate'
    | 'customRoleId'
    | 'status'
    | 'tempPasswordHash'
    | 'tempPasswordExpiresAt'
  >
>;

/** `endSessions` bumps the token version, which ends every access token of the user at once. */
export async function updatePerson(
  db: DbOrTx,
  companyId: string,
  userId: string,
  patch: PersonPatch,
  endSessions = false,
): Promise<void> {
  await db
    .update(users)
    .set({
      ...patch,
      ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

export async function attributeDefinitions(db: DbOrTx, companyId: string) {
  return db.select().from(userAttributeDefinitions).where(eq(userAttributeDefinitions.companyId, companyId));
}

export async function attributeValuesOf(db: DbOrTx, companyId: string, userId: string) {
  return db
    .select({ attributeId: userAttributeValues.attributeId, value: userAttributeValues.value })
    .from(userAttributeValues)
    .innerJoin(
      userAttributeDefinitions,
      and(
        eq(userAttributeDefinitions.id, userAttributeValues.attributeId),
        eq(userAttributeDefinitions.companyId, userAttributeValues.companyId),
      ),
    )
    .where(
      and(
        eq(userAttributeValues.companyId, companyId),
        eq(userAttributeValues.userId, userId),
        sql`${userAttributeDefinitions.archivedAt} is null`,
      ),
    );
}

export async function setAttributeValue(
  db: DbOrTx,
  key: { companyId: string; userId: string; attributeId: string },
  value: UserAttributeValueInput | null,
): Promise<void> {
  const match = and(
    eq(userAttributeValues.companyId, key.companyId),
    eq(userAttributeValues.userId, key.userId),
    eq(userAttributeValues.attributeId, key.attributeId),
  );
  if (value === null) {
    await db.delete(userAttributeValues).where(match);
    return;
  }
  await db
    .insert(userAttributeValues)
    .values({ ...key, value })
    .onConflictDoUpdate({
      target: [userAttributeValues.companyId, userAttributeValues.userId, userAttributeValues.attributeId],
      set: { value, updatedAt: new Date() },
    });
}

type UserAttributeValueInput = typeof userAttributeValues.$inferInsert.value;
