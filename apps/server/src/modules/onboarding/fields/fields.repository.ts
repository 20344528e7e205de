import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FieldDefinitionInput } from '@atrium/shared/schemas/onboarding/fields';
import type { DbOrTx } from '../../../db/client.ts';
import { departments, files, onboardingFields, onboardingProfiles } from '../../../db/schema/index.ts';

const selectFields = (db: DbOrTx) =>
  db
    .select({
      id: onboardingFields.id,
      name: onboardingFields.name,
      section: onboardingFields.section,
      type: onboardingFields.type,
      required: onboardingFields.required,
      helpText: onboardingFields.helpText,
      options: onboardingFields.options,
      position: onboardingFields.position,
    })
    .from(onboardingFields);

export type FieldRecord = Awaited<ReturnType<typeof listFields>>[number];

/** The company's fields in their order. */
export const listFields = (db: DbOrTx, companyId: string) =>
  selectFields(db)
    .where(eq(onboardingFields.companyId, companyId))
    .orderBy(asc(onboardingFields.position), asc(onboardingFields.createdAt), asc(onboardingFields.id));

export async function findField(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectFields(db)
    .where(and(eq(onboardingFields.companyId, companyId), eq(onboardingFields.id, id)))
    .limit(1);
  return row ?? null;
}

export async function lockField(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: onboardingFields.id })
    .from(onboardingFields)
    .where(and(eq(onboardingFields.companyId, companyId), eq(onboardingFields.id, id)))
    .for('update');
  return row ?? null;
}

export async function nextFieldPosition(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${onboardingFields.position}) + 1, 0)::int` })
    .from(onboardingFields)
    .where(eq(onboardingFields.companyId, companyId));
  return row?.next ?? 0;
}

export async function insertField(
  db: DbOrTx,
  companyId: string,
  input: FieldDefinitionInput,
  position: number,
) {
  const [row] = await db
    .insert(onboardingFields)
    .values({ companyId, ...input, position })
    .returning({ id: onboardingFields.id });
  return row!;
}

export async function updateField(
  db: DbOrTx,
  companyId: string,
  id: string,
  patch: Partial<FieldDefinitionInput> & { position?: number },
) {
  await db
    .update(onboardingFields)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(onboardingFields.companyId, companyId), eq(onboardingFields.id, id)));
}

export async function deleteField(db: DbOrTx, companyId: string, id: string) {
  await db
    .delete(onboardingFields)
    .where(and(eq(onboardingFields.companyId, companyId), eq(onboardingFields.id, id)));
}

/** How many hires hold a value of the field (a key in their profile's values). */
export async function countValuesOf(db: DbOrTx, companyId: string, fieldId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(onboardingProfiles)
    .where(
      and(
        eq(onboardingProfiles.companyId, companyId),
        sql`${onboardingProfiles.fieldValues} ? ${fieldId}`,
        sql`${onboardingProfiles.fieldValues} -> ${fieldId} <> 'null'::jsonb`,
      ),
    );
  return row?.n ?? 0;
}

/** Takes a deleted field's values off every profile. */
export async function dropValuesOf(db: DbOrTx, companyId: string, fieldId: string) {
  await db
    .update(onboardingProfiles)
    .set({ fieldValues: sql`${onboardingProfiles.fieldValues} - ${fieldId}` })
    .where(
      and(eq(onboardingProfiles.companyId, companyId), sql`${onboardingProfiles.fieldValues} ? ${fieldId}`),
    );
}

/** The ids among `ids` that are the company's departments. */
export async function companyDepartmentIds(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` that are images the company uploaded (the upload checked their content). */
export async function companyImageIds(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.companyId, companyId),
        inArray(files.id, [...new Set(ids)]),
        sql`${files.mimeType} like 'image/%'`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}
