import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { candidateEducations, candidateEmployments } from '../../../db/schema/index.ts';

export type HistoryTable = typeof candidateEducations | typeof candidateEmployments;
export type EducationRow = typeof candidateEducations.$inferSelect;
export type EmploymentRow = typeof candidateEmployments.$inferSelect;

// Newest first: the one still running (no end), then by end and start.
const newestFirst = (table: HistoryTable) => [
  sql`${table.endDate} desc nulls first`,
  desc(table.startDate),
  desc(table.publicId),
];

export const educationsOf = (db: DbOrTx, companyId: string, candidateIds: string[]) =>
  candidateIds.length === 0
    ? Promise.resolve([] as EducationRow[])
    : db
        .select()
        .from(candidateEducations)
        .where(
          and(
            eq(candidateEducations.companyId, companyId),
            inArray(candidateEducations.candidateId, candidateIds),
          ),
        )
        .orderBy(...newestFirst(candidateEducations));

export const employmentsOf = (db: DbOrTx, companyId: string, candidateIds: string[]) =>
  candidateIds.length === 0
    ? Promise.resolve([] as EmploymentRow[])
    : db
        .select()
        .from(candidateEmployments)
        .where(
          and(
            eq(candidateEmployments.companyId, companyId),
            inArray(candidateEmployments.candidateId, candidateIds),
          ),
        )
        .orderBy(...newestFirst(candidateEmployments));

const ofCandidate = (table: HistoryTable, companyId: string, candidateId: string, id: string) =>
  and(eq(table.companyId, companyId), eq(table.candidateId, candidateId), eq(table.id, id));

export async function insertEducation(db: DbOrTx, values: typeof candidateEducations.$inferInsert) {
  const [row] = await db.insert(candidateEducations).values(values).returning();
  return row!;
}

export async function insertEmployment(db: DbOrTx, values: typeof candidateEmployments.$inferInsert) {
  const [row] = await db.insert(candidateEmployments).values(values).returning();
  return row!;
}

export async function updateEducation(
  db: DbOrTx,
  key: { companyId: string; candidateId: string; id: string },
  values: Partial<typeof candidateEducations.$inferInsert>,
) {
  const [row] = await db
    .update(candidateEducations)
    .set(values)
    .where(ofCandidate(candidateEducations, key.companyId, key.candidateId, key.id))
    .returning();
  return row ?? null;
}

export async function updateEmployment(
  db: DbOrTx,
  key: { companyId: string; candidateId: string; id: string },
  values: Partial<typeof candidateEmployments.$inferInsert>,
) {
  const [row] = await db
    .update(candidateEmployments)
    .set(values)
    .where(ofCandidate(candidateEmployments, key.companyId, key.candidateId, key.id))
    .returning();
  return row ?? null;
}

/** Deletes one entry of the candidate's; answers whether there was one. */
export async function deleteEntry(
  db: DbOrTx,
  table: HistoryTable,
  key: { companyId: string; candidateId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(ofCandidate(table, key.companyId, key.candidateId, key.id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** One entry by the integer id the Harvest API answers. */
export const entryByPublicId = (db: DbOrTx, table: HistoryTable, companyId: string, publicId: number) =>
  db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.publicId, publicId)))
    .limit(1);

export const educationsById = (db: DbOrTx, companyId: string, id: string) =>
  db
    .select()
    .from(candidateEducations)
    .where(and(eq(candidateEducations.companyId, companyId), eq(candidateEducations.id, id)));

export const employmentsById = (db: DbOrTx, companyId: string, id: string) =>
  db
    .select()
    .from(candidateEmployments)
    .where(and(eq(candidateEmployments.companyId, companyId), eq(candidateEmployments.id, id)));
