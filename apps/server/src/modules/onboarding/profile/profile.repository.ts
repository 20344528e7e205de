import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  departments,
  newHires,
  onboardingProfiles,
  users,
  type OnboardingProfileRow,
} from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { uuidArray } from '../../../lib/tenant-constant.ts';

export async function findProfile(db: DbOrTx, companyId: string, newHireId: string) {
  const [row] = await db
    .select()
    .from(onboardingProfiles)
    .where(and(eq(onboardingProfiles.companyId, companyId), eq(onboardingProfiles.newHireId, newHireId)))
    .limit(1);
  return row ?? null;
}

/** The profile's row held for a change (made first when absent, so two writers queue on it). */
export async function lockProfile(db: DbOrTx, companyId: string, newHireId: string) {
  await db.insert(onboardingProfiles).values({ companyId, newHireId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(onboardingProfiles)
    .where(and(eq(onboardingProfiles.companyId, companyId), eq(onboardingProfiles.newHireId, newHireId)))
    .for('update');
  return row ?? null;
}

type ProfilePatch = Partial<Omit<OnboardingProfileRow, 'companyId' | 'newHireId' | 'updatedAt'>>;

export async function upsertProfile(db: DbOrTx, companyId: string, newHireId: string, patch: ProfilePatch) {
  await db
    .insert(onboardingProfiles)
    .values({ companyId, newHireId, ...patch })
    .onConflictDoUpdate({
      target: [onboardingProfiles.companyId, onboardingProfiles.newHireId],
      set: { ...patch, updatedAt: new Date() },
    });
}

/** The hire linked to a person's account (`new_hires.user_id`): the newest not cancelled. */
export async function hireOfUser(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: newHires.id })
    .from(newHires)
    .where(
      and(eq(newHires.companyId, companyId), eq(newHires.userId, userId), ne(newHires.state, 'cancelled')),
    )
    .orderBy(desc(newHires.createdAt))
    .limit(1);
  return row ?? null;
}

interface TableFilter {
  search?: string;
  /** Only hires missing one of these required fields. */
  incompleteOf: string[] | null;
  visible?: SQL;
}

function tableConditions(companyId: string, filter: TableFilter): SQL {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const values = sql`coalesce(${onboardingProfiles.fieldValues}, '{}'::jsonb)`;
  return and(
    eq(newHires.companyId, companyId),
    ne(newHires.state, 'cancelled'),
    filter.visible,
    pattern
      ? or(
          ilike(
            sql`coalesce(${newHires.preferredFirstName}, ${newHires.legalFirstName}) || ' ' || ${newHires.legalLastName}`,
            pattern,
          ),
          ilike(newHires.personalEmail, pattern),
        )
      : undefined,
    filter.incompleteOf
      ? filter.incompleteOf.length === 0
        ? sql`false`
        : sql`exists (select 1 from unnest(${uuidArray(filter.incompleteOf)}) f(id)
            where coalesce(${values} -> (f.id::text), 'null'::jsonb) in ('null'::jsonb, '""'::jsonb, '[]'::jsonb))`
      : undefined,
  )!;
}

const fromHires = <T extends Parameters<DbOrTx['select']>[0]>(db: DbOrTx, fields: T) =>
  db
    .select(fields)
    .from(newHires)
    .leftJoin(
      onboardingProfiles,
      sameCompany(onboardingProfiles, newHires, eq(onboardingProfiles.newHireId, newHires.id)),
    );

export const hiresWithValues = (
  db: DbOrTx,
  companyId: string,
  filter: TableFilter,
  page: { limit: number; offset: number },
) =>
  fromHires(db, {
    id: newHires.id,
    preferredFirstName: newHires.preferredFirstName,
    legalFirstName: newHires.legalFirstName,
    legalLastName: newHires.legalLastName,
    state: newHires.state,
    startDate: newHires.startDate,
    fieldValues: onboardingProfiles.fieldValues,
  })
    .where(tableConditions(companyId, filter))
    .orderBy(sql`${newHires.startDate} is null`, asc(newHires.startDate), asc(newHires.id))
    .limit(page.limit)
    .offset(page.offset);

export async function countHiresWithValues(db: DbOrTx, companyId: string, filter: TableFilter) {
  const [row] = await fromHires(db, { n: sql<number>`count(*)::int` }).where(
    tableConditions(companyId, filter),
  );
  return (row as { n: number } | undefined)?.n ?? 0;
}

/** The company's departments by name: what a team field picks from. */
export const teamChoices = (db: DbOrTx, companyId: string) =>
  db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id));

/** The company's active people by name (the first 500): what a person field picks from. */
export const peopleChoices = (db: DbOrTx, companyId: string) =>
  db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .limit(500);
