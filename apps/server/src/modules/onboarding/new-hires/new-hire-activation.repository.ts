import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  companies,
  departments,
  locations,
  newHires,
  newHireTasks,
  users,
} from '../../../db/schema/index.ts';

/**
 * Hires of every company not yet active in People whose start date is at most `latest` (the furthest
 * "today" of any time zone), each with their company's zone; the caller checks the company's today.
 */
export const hiresToActivate = (db: DbOrTx, latest: string, limit = 500) =>
  db
    .select({
      companyId: newHires.companyId,
      id: newHires.id,
      startDate: newHires.startDate,
      timezone: companies.timezone,
    })
    .from(newHires)
    .innerJoin(companies, eq(companies.id, newHires.companyId))
    .where(
      and(isNull(newHires.activatedAt), ne(newHires.state, 'cancelled'), lte(newHires.startDate, latest)),
    )
    .orderBy(asc(newHires.startDate), asc(newHires.id))
    .limit(limit);

/** What a new person takes from their company (the modules it bought) and whether links still hold. */
export async function companyModules(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ allowedModules: companies.allowedModules, defaultModule: companies.defaultModule })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

export async function departmentExists(db: DbOrTx, companyId: string, id: string | null) {
  if (!id) return false;
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
    .limit(1);
  return Boolean(row);
}

export async function locationExists(db: DbOrTx, companyId: string, id: string | null) {
  if (!id) return false;
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.id, id)))
    .limit(1);
  return Boolean(row);
}

/** The hire's own open tasks go to the person they became. */
export async function assignNewHireTasks(db: DbOrTx, companyId: string, newHireId: string, userId: string) {
  await db
    .update(newHireTasks)
    .set({ assigneeUserId: userId, updatedAt: sql`now()` })
    .where(
      and(
        eq(newHireTasks.companyId, companyId),
        eq(newHireTasks.newHireId, newHireId),
        eq(newHireTasks.assigneeRole, 'new_hire'),
        eq(newHireTasks.status, 'open'),
      ),
    );
}

/** A hire's account becomes a colleague's: the company's modules and their place in People. */
export async function activateAccount(
  db: DbOrTx,
  companyId: string,
  userId: string,
  fields: Pick<
    typeof users.$inferInsert,
    | 'allowedModules'
    | 'defaultModule'
    | 'jobTitle'
    | 'departmentId'
    | 'locationId'
    | 'managerId'
    | 'employmentType'
    | 'startDate'
  >,
) {
  await db
    .update(users)
    .set({
      ...fields,
      // Invited until they set a password; active from today either way (they may set it later).
      status: sql`case when ${users.status} = 'invited' then 'active' else ${users.status} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}
