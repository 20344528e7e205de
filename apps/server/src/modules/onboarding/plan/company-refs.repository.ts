import { and, eq, inArray } from 'drizzle-orm';
import type { TaskFile } from '@atrium/shared/schemas/onboarding/plan';
import type { DbOrTx } from '../../../db/client.ts';
import {
  companies,
  departments,
  files,
  groups,
  locations,
  onboardingCriteria,
  onboardingCriterionValues,
  users,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

// The company's records Onboarding names (departments, locations, people, groups, criterion
// values), by id: to check a link is the company's, and to show its name.

const unique = (ids: ReadonlyArray<string | null | undefined>) => [
  ...new Set(ids.filter((id): id is string => Boolean(id))),
];

export async function departmentNames(db: DbOrTx, companyId: string, ids: ReadonlyArray<string | null>) {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function locationNames(db: DbOrTx, companyId: string, ids: ReadonlyArray<string | null>) {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), inArray(locations.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** People of the company by id, with their full names (any status: an old task still names them). */
export async function userNames(db: DbOrTx, companyId: string, ids: ReadonlyArray<string | null>) {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

export async function groupNames(db: DbOrTx, companyId: string, ids: ReadonlyArray<string | null>) {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.companyId, companyId), inArray(groups.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The company's uploads among `ids`, as a task shows them. */
export async function companyFiles(
  db: DbOrTx,
  companyId: string,
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, TaskFile>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, name: files.originalName, mimeType: files.mimeType, size: files.sizeBytes })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface NamedCriterionValue {
  id: string;
  name: string;
  criterionId: string;
  criterionName: string;
}

/** Values of the company's other criteria by id, each with its criterion. */
export async function criterionValuesNamed(
  db: DbOrTx,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, NamedCriterionValue>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: onboardingCriterionValues.id,
      name: onboardingCriterionValues.name,
      criterionId: onboardingCriteria.id,
      criterionName: onboardingCriteria.name,
    })
    .from(onboardingCriterionValues)
    .innerJoin(
      onboardingCriteria,
      sameCompany(
        onboardingCriteria,
        onboardingCriterionValues,
        eq(onboardingCriteria.id, onboardingCriterionValues.criterionId),
      ),
    )
    .where(
      and(eq(onboardingCriterionValues.companyId, companyId), inArray(onboardingCriterionValues.id, wanted)),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The company's time zone: "today" for due dates and start dates is the company's today. */
export async function companyTimeZone(db: DbOrTx, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.timezone ?? null;
}
