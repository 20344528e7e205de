import { and, asc, eq, sql } from 'drizzle-orm';
import type { RejectionReasonInput } from '@atrium/shared/schemas/recruiting/rejection-reasons';
import type { DbOrTx } from '../../../db/client.ts';
import { rejectionReasons } from '../../../db/schema/index.ts';

// Applications rejected with each reason, counted in the company (a correlated subquery, as elsewhere).
const applicationCount = sql<number>`${sql.raw(
  `(select count(*)::int from applications a where a.rejection_reason_id = "rejection_reasons"."id" and a.company_id = "rejection_reasons"."company_id")`,
)}`;

const selectReasons = (db: DbOrTx) =>
  db
    .select({
      id: rejectionReasons.id,
      publicId: rejectionReasons.publicId,
      name: rejectionReasons.name,
      typeId: rejectionReasons.typeId,
      applicationCount,
      createdAt: rejectionReasons.createdAt,
      updatedAt: rejectionReasons.updatedAt,
    })
    .from(rejectionReasons);

export type RejectionReasonRow = Awaited<ReturnType<typeof findRejectionReason>> & object;

/** By kind (Greenhouse's order: we rejected them, they rejected us, none specified), then name. */
export const listRejectionReasons = (db: DbOrTx, companyId: string) =>
  selectReasons(db)
    .where(eq(rejectionReasons.companyId, companyId))
    .orderBy(
      asc(rejectionReasons.typeId),
      asc(sql`lower(${rejectionReasons.name})`),
      asc(rejectionReasons.id),
    );

export async function findRejectionReason(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectReasons(db)
    .where(and(eq(rejectionReasons.companyId, companyId), eq(rejectionReasons.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertRejectionReason(db: DbOrTx, companyId: string, input: RejectionReasonInput) {
  const [row] = await db
    .insert(rejectionReasons)
    .values({ companyId, name: input.name, typeId: input.typeId })
    .returning({ id: rejectionReasons.id });
  return row!;
}

export async function updateRejectionReason(
  db: DbOrTx,
  companyId: string,
  id: string,
  input: RejectionReasonInput,
) {
  await db
    .update(rejectionReasons)
    .set({ name: input.name, typeId: input.typeId, updatedAt: new Date() })
    .where(and(eq(rejectionReasons.companyId, companyId), eq(rejectionReasons.id, id)));
}

export async function deleteRejectionReason(db: DbOrTx, companyId: string, id: string) {
  await db
    .delete(rejectionReasons)
    .where(and(eq(rejectionReasons.companyId, companyId), eq(rejectionReasons.id, id)));
}
