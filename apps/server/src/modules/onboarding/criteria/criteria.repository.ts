import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { onboardingCriteria, onboardingCriterionValues } from '../../../db/schema/index.ts';

const selectCriteria = (db: DbOrTx) =>
  db
    .select({
      id: onboardingCriteria.id,
      name: onboardingCriteria.name,
      createdAt: onboardingCriteria.createdAt,
    })
    .from(onboardingCriteria);

export type CriterionRow = Awaited<ReturnType<typeof findCriterion>> & object;

export const listCriteria = (db: DbOrTx, companyId: string) =>
  selectCriteria(db)
    .where(eq(onboardingCriteria.companyId, companyId))
    .orderBy(asc(sql`lower(${onboardingCriteria.name})`), asc(onboardingCriteria.id));

export async function findCriterion(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectCriteria(db)
    .where(and(eq(onboardingCriteria.companyId, companyId), eq(onboardingCriteria.id, id)))
    .limit(1);
  return row ?? null;
}

/** Locks a criterion while its values are replaced. */
export async function lockCriterion(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: onboardingCriteria.id })
    .from(onboardingCriteria)
    .where(and(eq(onboardingCriteria.companyId, companyId), eq(onboardingCriteria.id, id)))
    .for('update');
  return row ?? null;
}

/** The values of these criteria, in their order. */
export async function valuesOf(db: DbOrTx, companyId: string, criterionIds: readonly string[]) {
  if (criterionIds.length === 0) return [];
  return db
    .select({
      id: onboardingCriterionValues.id,
      criterionId: onboardingCriterionValues.criterionId,
      name: onboardingCriterionValues.name,
    })
    .from(onboardingCriterionValues)
    .where(
      and(
        eq(onboardingCriterionValues.companyId, companyId),
        inArray(onboardingCriterionValues.criterionId, [...criterionIds]),
      ),
    )
    .orderBy(asc(onboardingCriterionValues.position), asc(onboardingCriterionValues.createdAt));
}

export async function insertCriterion(db: DbOrTx, companyId: string, name: string) {
  const [row] = await db
    .insert(onboardingCriteria)
    .values({ companyId, name })
    .returning({ id: onboardingCriteria.id });
  return row!;
}

export async function renameCriterion(db: DbOrTx, companyId: string, id: string, name: string) {
  await db
    .update(onboardingCriteria)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(onboardingCriteria.companyId, companyId), eq(onboardingCriteria.id, id)));
}

/** The criterion goes with its values, and they come off the hires holding them (cascades). */
export async function deleteCriterion(db: DbOrTx, companyId: string, id: string) {
  await db
    .delete(onboardingCriteria)
    .where(and(eq(onboardingCriteria.companyId, companyId), eq(onboardingCriteria.id, id)));
}

export async function insertValues(
  db: DbOrTx,
  companyId: string,
  criterionId: string,
  values: ReadonlyArray<{ name: string; position: number }>,
) {
  if (values.length === 0) return;
  await db
    .insert(onboardingCriterionValues)
    .values(values.map((value) => ({ companyId, criterionId, ...value })));
}

export async function updateValue(
  db: DbOrTx,
  companyId: string,
  id: string,
  fields: { name: string; position: number },
) {
  await db
    .update(onboardingCriterionValues)
    .set(fields)
    .where(and(eq(onboardingCriterionValues.companyId, companyId), eq(onboardingCriterionValues.id, id)));
}

/** Values removed come off the hires holding them (the links cascade). */
export async function deleteValues(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .delete(onboardingCriterionValues)
    .where(
      and(
        eq(onboardingCriterionValues.companyId, companyId),
        inArray(onboardingCriterionValues.id, [...ids]),
      ),
    );
}
