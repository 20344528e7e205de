import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { CustomFieldEntity, CustomFieldValue } from '@atrium/shared/schemas/recruiting/custom-fields';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applicationCustomFieldValues,
  applications,
  candidateCustomFieldValues,
  candidates,
  jobCustomFields,
  jobCustomFieldValues,
} from '../../../db/schema/index.ts';

export type CustomFieldRow = typeof jobCustomFields.$inferSelect;

export const listFields = (
  db: DbOrTx,
  companyId: string,
  entity: CustomFieldEntity,
  options: { activeOnly?: boolean } = {},
) =>
  db
    .select()
    .from(jobCustomFields)
    .where(
      and(
        eq(jobCustomFields.companyId, companyId),
        eq(jobCustomFields.entity, entity),
        ...(options.activeOnly ? [isNull(jobCustomFields.archivedAt)] : []),
      ),
    )
    .orderBy(asc(jobCustomFields.position), asc(jobCustomFields.createdAt));

export async function findField(db: DbOrTx, companyId: string, entity: CustomFieldEntity, id: string) {
  const [row] = await db
    .select()
    .from(jobCustomFields)
    .where(
      and(
        eq(jobCustomFields.companyId, companyId),
        eq(jobCustomFields.entity, entity),
        eq(jobCustomFields.id, id),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertField(db: DbOrTx, values: Omit<typeof jobCustomFields.$inferInsert, 'position'>) {
  const [{ last } = { last: null }] = await db
    .select({ last: max(jobCustomFields.position) })
    .from(jobCustomFields)
    .where(and(eq(jobCustomFields.companyId, values.companyId), eq(jobCustomFields.entity, values.entity!)));
  const [row] = await db
    .insert(jobCustomFields)
    .values({ ...values, position: (last ?? -1) + 1 })
    .returning();
  return row!;
}

/** Every field named gets its place in the list (from 0), in one statement. */
export async function reorderFields(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const order = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  await db
    .update(jobCustomFields)
    .set({ position: sql`array_position(${order}, ${jobCustomFields.id}) - 1` })
    .where(and(eq(jobCustomFields.companyId, companyId), inArray(jobCustomFields.id, [...ids])));
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

/** The three value tables, each keyed by company, its record and the field. */
const VALUE_TABLES = {
  job: { table: jobCustomFieldValues, key: 'jobId' },
  candidate: { table: candidateCustomFieldValues, key: 'candidateId' },
  application: { table: applicationCustomFieldValues, key: 'applicationId' },
} as const;
export type ValueOwner = keyof typeof VALUE_TABLES;

/** Stores each checked value (null clears it); fields not in `values` keep theirs. */
export async function setValues(
  db: DbOrTx,
  owner: ValueOwner,
  companyId: string,
  ownerId: string,
  values: Map<string, CustomFieldValue | null>,
) {
  // One shape for the three tables; drizzle cannot type a union of tables, so the job table stands in.
  const { key } = VALUE_TABLES[owner];
  const table = VALUE_TABLES[owner].table as unknown as typeof jobCustomFieldValues;
  const ownerColumn = (VALUE_TABLES[owner].table as unknown as Record<string, typeof table.jobId>)[key]!;
  const cleared = [...values].filter(([, value]) => value === null).map(([fieldId]) => fieldId);
  const kept = [...values].filter(([, value]) => value !== null);
  if (cleared.length > 0)
    await db
      .delete(table)
      .where(and(eq(table.companyId, companyId), eq(ownerColumn, ownerId), inArray(table.fieldId, cleared)));
  if (kept.length > 0)
    await db
      .insert(table)
      .values(
        kept.map(
          ([fieldId, value]) => ({ companyId, [key]: ownerId, fieldId, value }) as typeof table.$inferInsert,
        ),
      )
      .onConflictDoUpdate({
        target: [table.companyId, ownerColumn, table.fieldId],
        set: { value: sql`excluded.value` },
      });
}

export const setJobValues = (
  db: DbOrTx,
  companyId: string,
  jobId: string,
  values: Map<string, CustomFieldValue | null>,
) => setValues(db, 'job', companyId, jobId, values);

export async function copyJobValues(db: DbOrTx, companyId: string, fromJobId: string, toJobId: string) {
  const rows = await db
    .select()
    .from(jobCustomFieldValues)
    .where(and(eq(jobCustomFieldValues.companyId, companyId), eq(jobCustomFieldValues.jobId, fromJobId)));
  if (rows.length > 0)
    await db
      .insert(jobCustomFieldValues)
      .values(rows.map((row) => ({ companyId, jobId: toJobId, fieldId: row.fieldId, value: row.value })));
}

export async function candidateExists(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, id)))
    .limit(1);
  return Boolean(row);
}

/** The application's candidate, or null when it is not the company's. */
export async function candidateOfApplication(db: DbOrTx, companyId: string, applicationId: string) {
  const [row] = await db
    .select({ candidateId: applications.candidateId })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.id, applicationId)))
    .limit(1);
  return row?.candidateId ?? null;
}

export const candidateValues = (db: DbOrTx, companyId: string, candidateId: string) =>
  db
    .select({ fieldId: candidateCustomFieldValues.fieldId, value: candidateCustomFieldValues.value })
    .from(candidateCustomFieldValues)
    .where(
      and(
        eq(candidateCustomFieldValues.companyId, companyId),
        eq(candidateCustomFieldValues.candidateId, candidateId),
      ),
    );

/** Every value kept on the candidate's applications, application fields and referral answers alike. */
export async function applicationValuesOfCandidate(db: DbOrTx, companyId: string, candidateId: string) {
  const ids = (
    await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.companyId, companyId), eq(applications.candidateId, candidateId)))
  ).map((row) => row.id);
  const values =
    ids.length === 0
      ? []
      : await db
          .select({
            applicationId: applicationCustomFieldValues.applicationId,
            fieldId: applicationCustomFieldValues.fieldId,
            value: applicationCustomFieldValues.value,
          })
          .from(applicationCustomFieldValues)
          .where(
            and(
              eq(applicationCustomFieldValues.companyId, companyId),
              inArray(applicationCustomFieldValues.applicationId, ids),
            ),
          );
  return { ids, values };
}
