import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  departments,
  locations,
  newHireTasks,
  onboardingCriteria,
  onboardingCriterionValues,
  onboardingTaskTemplateCriteria,
  onboardingTaskTemplates,
  type TemplateCriterionKind,
} from '../../../db/schema/index.ts';

type TemplateInsert = typeof onboardingTaskTemplates.$inferInsert;
export type TemplateFields = Omit<
  TemplateInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'position'
>;

const inCompany = (companyId: string) => eq(onboardingTaskTemplates.companyId, companyId);

/** The plan's tasks in their order (only the active ones, for assembling a hire's plan). */
export const listTemplates = (db: DbOrTx, companyId: string, options: { activeOnly?: boolean } = {}) =>
  db
    .select()
    .from(onboardingTaskTemplates)
    .where(
      and(inCompany(companyId), options.activeOnly ? eq(onboardingTaskTemplates.active, true) : undefined),
    )
    .orderBy(asc(onboardingTaskTemplates.position), asc(onboardingTaskTemplates.createdAt));

export async function findTemplate(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(onboardingTaskTemplates)
    .where(and(inCompany(companyId), eq(onboardingTaskTemplates.id, id)))
    .limit(1);
  return row ?? null;
}

const criterion = onboardingTaskTemplateCriteria;
// The row's value as an id, for the kind that holds one (an employment type is never cast).
const idOf = (kind: TemplateCriterionKind) =>
  sql`case when ${criterion.kind} = ${kind} then ${criterion.value}::uuid end`;
const valueOf = sql`(select v.name from ${onboardingCriterionValues} v
  where v.company_id = ${criterion.companyId} and v.id = ${idOf('criterion_value')})`;

/**
 * What a criterion row is ordered by: its department's or location's name, its value's criterion's
 * name and then the value's, or the employment type itself (whose keys sort as their labels do).
 * One gone since has no name and comes last.
 */
const orderOfCriteria = [
  sql`lower(case ${criterion.kind}
    when 'department' then (select d.name from ${departments} d
      where d.company_id = ${criterion.companyId} and d.id = ${idOf('department')})
    when 'location' then (select l.name from ${locations} l
      where l.company_id = ${criterion.companyId} and l.id = ${idOf('location')})
    when 'criterion_value' then (select c.name from ${onboardingCriterionValues} v
      join ${onboardingCriteria} c on c.company_id = v.company_id and c.id = v.criterion_id
      where v.company_id = ${criterion.companyId} and v.id = ${idOf('criterion_value')})
    else ${criterion.value} end) asc nulls last`,
  sql`lower(case when ${criterion.kind} = 'criterion_value' then ${valueOf} end) asc nulls last`,
  asc(criterion.value),
];

/** The criteria rows of these tasks of the plan, each kind's in name order. */
export async function criteriaOf(db: DbOrTx, companyId: string, templateIds: readonly string[]) {
  if (templateIds.length === 0) return [];
  return db
    .select({ templateId: criterion.templateId, kind: criterion.kind, value: criterion.value })
    .from(criterion)
    .where(and(eq(criterion.companyId, companyId), inArray(criterion.templateId, [...templateIds])))
    .orderBy(...orderOfCriteria);
}

export async function nextPosition(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${onboardingTaskTemplates.position}) + 1, 0)::int` })
    .from(onboardingTaskTemplates)
    .where(inCompany(companyId));
  return row?.next ?? 0;
}

export async function insertTemplate(
  db: DbOrTx,
  companyId: string,
  fields: TemplateFields,
  position: number,
) {
  const [row] = await db
    .insert(onboardingTaskTemplates)
    .values({ ...fields, companyId, position })
    .returning({ id: onboardingTaskTemplates.id });
  return row!;
}

export async function updateTemplate(db: DbOrTx, companyId: string, id: string, fields: TemplateFields) {
  await db
    .update(onboardingTaskTemplates)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(inCompany(companyId), eq(onboardingTaskTemplates.id, id)));
}

/** Replaces a task's criteria. */
export async function setCriteria(
  db: DbOrTx,
  companyId: string,
  templateId: string,
  rows: ReadonlyArray<{ kind: TemplateCriterionKind; value: string }>,
) {
  await db
    .delete(onboardingTaskTemplateCriteria)
    .where(
      and(
        eq(onboardingTaskTemplateCriteria.companyId, companyId),
        eq(onboardingTaskTemplateCriteria.templateId, templateId),
      ),
    );
  if (rows.length > 0)
    await db
      .insert(onboardingTaskTemplateCriteria)
      .values(rows.map((row) => ({ companyId, templateId, ...row })));
}

/** The hires' copies of the task stay, no longer tied to it; then it goes with its criteria. */
export async function deleteTemplate(db: DbOrTx, companyId: string, id: string) {
  await db
    .update(newHireTasks)
    .set({ templateId: null })
    .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.templateId, id)));
  await db
    .delete(onboardingTaskTemplates)
    .where(and(inCompany(companyId), eq(onboardingTaskTemplates.id, id)));
}

export async function templateIds(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: onboardingTaskTemplates.id })
    .from(onboardingTaskTemplates)
    .where(inCompany(companyId));
  return rows.map((row) => row.id);
}

export async function setPosition(db: DbOrTx, companyId: string, id: string, position: number) {
  await db
    .update(onboardingTaskTemplates)
    .set({ position })
    .where(and(inCompany(companyId), eq(onboardingTaskTemplates.id, id)));
}

/** Locks the company's plan while it is reordered (two reorders at once would interleave). */
export async function lockPlan(db: DbOrTx, companyId: string) {
  await db
    .select({ id: onboardingTaskTemplates.id })
    .from(onboardingTaskTemplates)
    .where(inCompany(companyId))
    .for('update');
}

/** Tasks of the plan using any of these other-criterion values, by name. */
export async function templatesUsingValues(db: DbOrTx, companyId: string, valueIds: readonly string[]) {
  if (valueIds.length === 0) return [];
  return db
    .selectDistinct({ id: onboardingTaskTemplates.id, name: onboardingTaskTemplates.name })
    .from(onboardingTaskTemplateCriteria)
    .innerJoin(
      onboardingTaskTemplates,
      and(
        eq(onboardingTaskTemplates.companyId, onboardingTaskTemplateCriteria.companyId),
        eq(onboardingTaskTemplates.id, onboardingTaskTemplateCriteria.templateId),
      ),
    )
    .where(
      and(
        eq(onboardingTaskTemplateCriteria.companyId, companyId),
        eq(onboardingTaskTemplateCriteria.kind, 'criterion_value'),
        inArray(onboardingTaskTemplateCriteria.value, [...valueIds]),
      ),
    );
}
