import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { CustomFieldValue } from '@atrium/shared/schemas/recruiting/custom-fields';
import type { DbOrTx } from '../../../db/client.ts';
import { jobCustomFields, jobCustomFieldValues } from '../../../db/schema/index.ts';

export type CustomFieldRow = typeof jobCustomFields.$inferSelect;

export const listFields = (db: DbOrTx, companyId: string, options: { activeOnly?: boolean } = {}) =>
  db
    .select()
    .from(jobCustomFields)
    .where(
      and(
        eq(jobCustomFields.companyId, companyId),
        ...(options.activeOnly ? [isNull(jobCustomFields.archivedAt)] : []),
      ),
    )
    .orderBy(asc(jobCustomFields.position), asc(jobCustomFields.createdAt));

export async function findField(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobCustomFields)
    .where(and(eq(jobCustomFields.companyId, companyId), eq(jobCustomFields.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertField(db: DbOrTx, values: Omit<typeof jobCustomFields.$inferInsert, 'position'>) {
  const [{ last } = { last: null }] = await db
    .select({ last: max(jobCustomFields.position) })
    .from(jobCustomFields)
    .where(eq(jobCustomFields.companyId, values.companyId));
  const [row] = await db
    .insert(jobCustomFields)
    .values({ ...values, position: (last ?? -1) + 1 })
    .returning();
  return row!;
}

export async function updateField(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<typeof jobCustomFields.$inferInsert>,
) {
  const [row] = await db
    .update(jobCustomFields)
    .set(values)
    .where(and(eq(jobCustomFields.companyId, companyId), eq(jobCustomFields.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteField(db: DbOrTx, companyId: string, id: string) {
  await db
    .delete(jobCustomFields)
    .where(and(eq(jobCustomFields.companyId, companyId), eq(jobCustomFields.id, id)));
}

export async function setJobValues(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  values: Map<string, CustomFieldValue | null>,
) {
  for (const [fieldId, value] of values) {
    if (value === null) {
      await db
        .delete(jobCustomFieldValues)
        .where(and(eq(jobCustomFieldValues.jobId, jobId), eq(jobCustomFieldValues.fieldId, fieldId)));
      continue;
    }
    await db
      .insert(jobCustomFieldValues)
      .values({ companyId, jobId, fieldId, value })
      .onConflictDoUpdate({
        target: [jobCustomFieldValues.companyId, jobCustomFieldValues.jobId, jobCustomFieldValues.fieldId],
        set: { value },
      });
  }
}

export async function copyJobValues(db: DbOrTx, companyId: string, fromJobId: string, toJobId: string) {
  const rows = await db.select().from(jobCustomFieldValues).where(eq(jobCustomFieldValues.jobId, fromJobId));
  if (rows.length > 0)
    await db
      .insert(jobCustomFieldValues)
      .values(rows.map((row) => ({ companyId, jobId: toJobId, fieldId: row.fieldId, value: row.value })));
}
