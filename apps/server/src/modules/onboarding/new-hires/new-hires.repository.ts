import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NewHiresQuery } from '@atrium/shared/schemas/onboarding/new-hires';
import type { AssigneeRole } from '@atrium/shared/schemas/onboarding/plan';
import type { DbOrTx } from '../../../db/client.ts';
import {
  departments,
  locations,
  newHireCriterionValues,
  newHires,
  newHireTasks,
  onboardingCriteria,
  onboardingCriterionValues,
  users,
} from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import { sameCompany } from '../../../lib/same-company.ts';

const manager = alias(users, 'manager');
const hrContact = alias(users, 'hr_contact');
const buddy = alias(users, 'buddy');

const fullName = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

/** A hire with the names of what it links to and its tasks counted; `today` decides what is overdue. */
const selectHires = (db: DbOrTx, today: string) =>
  db
    .select({
      hire: newHires,
      departmentName: departments.name,
      locationName: locations.name,
      managerName: fullName(manager),
      hrContactName: fullName(hrContact),
      buddyName: fullName(buddy),
      tasksTotal: sql<number>`(select count(*)::int from new_hire_tasks t
        where t.company_id = ${newHires.companyId} and t.new_hire_id = ${newHires.id})`,
      tasksDone: sql<number>`(select count(*)::int from new_hire_tasks t
        where t.company_id = ${newHires.companyId} and t.new_hire_id = ${newHires.id} and t.status <> 'open')`,
      tasksOverdue: sql<number>`(select count(*)::int from new_hire_tasks t
        where t.company_id = ${newHires.companyId} and t.new_hire_id = ${newHires.id}
          and t.status = 'open' and t.due_date < ${today})`,
    })
    .from(newHires)
    .leftJoin(departments, sameCompany(departments, newHires, eq(departments.id, newHires.departmentId)))
    .leftJoin(locations, sameCompany(locations, newHires, eq(locations.id, newHires.locationId)))
    .leftJoin(manager, sameCompany(manager, newHires, eq(manager.id, newHires.managerUserId)))
    .leftJoin(hrContact, sameCompany(hrContact, newHires, eq(hrContact.id, newHires.hrContactUserId)))
    .leftJoin(buddy, sameCompany(buddy, newHires, eq(buddy.id, newHires.buddyUserId)));

function listConditions(companyId: string, query: NewHiresQuery, visible?: SQL): SQL {
  const pattern = query.search ? containsPattern(query.search) : null;
  return and(
    eq(newHires.companyId, companyId),
    visible,
    query.state ? eq(newHires.state, query.state) : undefined,
    query.states.length > 0 ? inArray(newHires.state, query.states) : undefined,
    query.departmentId ? eq(newHires.departmentId, query.departmentId) : undefined,
    query.locationId ? eq(newHires.locationId, query.locationId) : undefined,
    query.startFrom ? gte(newHires.startDate, query.startFrom) : undefined,
    query.startTo ? lte(newHires.startDate, query.startTo) : undefined,
    pattern
      ? or(
          ilike(
            sql`coalesce(${newHires.preferredFirstName}, ${newHires.legalFirstName}) || ' ' || ${newHires.legalLastName}`,
            pattern,
          ),
          ilike(sql`${newHires.legalFirstName} || ' ' || ${newHires.legalLastName}`, pattern),
          ilike(newHires.personalEmail, pattern),
        )
      : undefined,
  )!;
}

function orderOf(query: NewHiresQuery): SQL[] {
  const direction = query.sortOrder === -1 ? desc : asc;
  switch (query.sortBy) {
    case 'name':
      return [
        direction(sql`lower(${newHires.legalLastName})`),
        direction(sql`lower(${newHires.legalFirstName})`),
        asc(newHires.id),
      ];
    case 'createdAt':
      return [direction(newHires.createdAt), asc(newHires.id)];
    default:
      // Those with a start date first, whichever the direction.
      return [sql`${newHires.startDate} is null`, direction(newHires.startDate), asc(newHires.id)];
  }
}

export const listHires = (
  db: DbOrTx,
  companyId: string,
  query: NewHiresQuery,
  page: { limit: number; offset: number; today: string },
  visible?: SQL,
) =>
  selectHires(db, page.today)
    .where(listConditions(companyId, query, visible))
    .orderBy(...orderOf(query))
    .limit(page.limit)
    .offset(page.offset);

export async function countHires(
  db: DbOrTx,
  companyId: string,
  query: NewHiresQuery,
  visible?: SQL,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newHires)
    .where(listConditions(companyId, query, visible));
  return row?.count ?? 0;
}

export type HireRecord = NonNullable<Awaited<ReturnType<typeof findHire>>>;

export async function findHire(db: DbOrTx, companyId: string, id: string, today: string) {
  const [row] = await selectHires(db, today)
    .where(and(eq(newHires.companyId, companyId), eq(newHires.id, id)))
    .limit(1);
  return row ?? null;
}

/** The hire's row as stored. */
export async function findHireRow(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(newHires)
    .where(and(eq(newHires.companyId, companyId), eq(newHires.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Holds, until the transaction ends, the right to give a hire of the company this personal email:
 * two hires added at once with the same address, one after the other, so the second sees the first.
 */
export async function holdPersonalEmail(db: DbOrTx, companyId: string, email: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`onboarding-hire-email:${companyId}:${email.toLowerCase()}`}))`,
  );
}

/** Whether a hire of the company other than `exceptId`, not cancelled, has this personal email (any case). */
export async function isPersonalEmailTaken(
  db: DbOrTx,
  companyId: string,
  email: string,
  exceptId: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: newHires.id })
    .from(newHires)
    .where(
      and(
        eq(newHires.companyId, companyId),
        sql`lower(${newHires.personalEmail}) = ${email.toLowerCase()}`,
        ne(newHires.state, 'cancelled'),
        exceptId ? ne(newHires.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The hire's row, locked for a change. */
export async function lockHire(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(newHires)
    .where(and(eq(newHires.companyId, companyId), eq(newHires.id, id)))
    .for('update');
  return row ?? null;
}

/** The other-criterion values of these hires, each with its criterion. */
export async function criterionValuesOf(db: DbOrTx, companyId: string, hireIds: readonly string[]) {
  if (hireIds.length === 0) return [];
  return db
    .select({
      newHireId: newHireCriterionValues.newHireId,
      id: onboardingCriterionValues.id,
      name: onboardingCriterionValues.name,
      criterionId: onboardingCriteria.id,
      criterionName: onboardingCriteria.name,
    })
    .from(newHireCriterionValues)
    .innerJoin(
      onboardingCriterionValues,
      sameCompany(
        onboardingCriterionValues,
        newHireCriterionValues,
        eq(onboardingCriterionValues.id, newHireCriterionValues.valueId),
      ),
    )
    .innerJoin(
      onboardingCriteria,
      sameCompany(
        onboardingCriteria,
        onboardingCriterionValues,
        eq(onboardingCriteria.id, onboardingCriterionValues.criterionId),
      ),
    )
    .where(
      and(
        eq(newHireCriterionValues.companyId, companyId),
        inArray(newHireCriterionValues.newHireId, [...hireIds]),
      ),
    )
    .orderBy(asc(sql`lower(${onboardingCriteria.name})`), asc(onboardingCriterionValues.position));
}

export type HireInsert = Omit<typeof newHires.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export async function insertHire(db: DbOrTx, companyId: string, values: HireInsert) {
  const [row] = await db
    .insert(newHires)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

export type HirePatch = Partial<HireInsert>;

export async function updateHire(db: DbOrTx, companyId: string, id: string, patch: HirePatch) {
  await db
    .update(newHires)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(newHires.companyId, companyId), eq(newHires.id, id)));
}

/** The hire goes with their tasks and criterion values (cascades). */
export async function deleteHire(db: DbOrTx, companyId: string, id: string) {
  await db.delete(newHires).where(and(eq(newHires.companyId, companyId), eq(newHires.id, id)));
}

export async function setCriterionValues(
  db: DbOrTx,
  companyId: string,
  newHireId: string,
  valueIds: readonly string[],
) {
  await db
    .delete(newHireCriterionValues)
    .where(
      and(eq(newHireCriterionValues.companyId, companyId), eq(newHireCriterionValues.newHireId, newHireId)),
    );
  if (valueIds.length > 0)
    await db
      .insert(newHireCriterionValues)
      .values(valueIds.map((valueId) => ({ companyId, newHireId, valueId })));
}

/** The hire's tasks as a start-date change sees them. */
export const tasksOfHire = (db: DbOrTx, companyId: string, newHireId: string) =>
  db
    .select({
      id: newHireTasks.id,
      status: newHireTasks.status,
      dueDate: newHireTasks.dueDate,
      dueOffsetDays: newHireTasks.dueOffsetDays,
    })
    .from(newHireTasks)
    .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.newHireId, newHireId)));

export async function setTaskDue(
  db: DbOrTx,
  companyId: string,
  taskId: string,
  due: { dueDate: string | null; dueOffsetDays: number | null },
) {
  await db
    .update(newHireTasks)
    .set({ ...due, updatedAt: new Date() })
    .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.id, taskId)));
}

/** Open tasks of a role go to the hire's new person in it (done ones keep who did them). */
export async function reassignRole(
  db: DbOrTx,
  companyId: string,
  newHireId: string,
  role: AssigneeRole,
  userId: string | null,
) {
  await db
    .update(newHireTasks)
    .set({ assigneeUserId: userId, updatedAt: new Date() })
    .where(
      and(
        eq(newHireTasks.companyId, companyId),
        eq(newHireTasks.newHireId, newHireId),
        eq(newHireTasks.assigneeRole, role),
        eq(newHireTasks.status, 'open'),
      ),
    );
}
