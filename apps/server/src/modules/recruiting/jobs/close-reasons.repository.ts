import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { closeReasons } from '../../../db/schema/index.ts';

// Jobs closed with each reason, counted in the company (a correlated subquery, as elsewhere).
const jobCount = sql<number>`${sql.raw(
  `(select count(*)::int from jobs j where j.close_reason_id = "close_reasons"."id" and j.company_id = "close_reasons"."company_id")`,
)}`;

const selectReasons = (db: DbOrTx) =>
  db
    .select({
      id: closeReasons.id,
      name: closeReasons.name,
      jobCount,
      createdAt: closeReasons.createdAt,
      updatedAt: closeReasons.updatedAt,
    })
    .from(closeReasons);

export type CloseReasonRow = Awaited<ReturnType<typeof findCloseReason>> & object;

export const listCloseReasons = (db: DbOrTx, companyId: string) =>
  selectReasons(db)
    .where(eq(closeReasons.companyId, companyId))
    .orderBy(asc(sql`lower(${closeReasons.name})`), asc(closeReasons.id));

export async function findCloseReason(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectReasons(db)
    .where(and(eq(closeReasons.companyId, companyId), eq(closeReasons.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertCloseReason(db: DbOrTx, companyId: string, name: string) {
  const [row] = await db.insert(closeReasons).values({ companyId, name }).returning({ id: closeReasons.id });
  return row!;
}

export async function renameCloseReason(db: DbOrTx, companyId: string, id: string, name: string) {
  await db
    .update(closeReasons)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(closeReasons.companyId, companyId), eq(closeReasons.id, id)));
}

export async function deleteCloseReason(db: DbOrTx, companyId: string, id: string) {
  await db.delete(closeReasons).where(and(eq(closeReasons.companyId, companyId), eq(closeReasons.id, id)));
}
