import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { jobBoardApiKeys, users } from '../../../db/schema/index.ts';

const columns = {
  key: jobBoardApiKeys,
  createdByName: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from ${users} u where u.company_id = "job_board_api_keys"."company_id" and u.id = "job_board_api_keys"."created_by_id")`,
};

export async function listKeys(db: DbOrTx, companyId: string) {
  return db
    .select(columns)
    .from(jobBoardApiKeys)
    .where(eq(jobBoardApiKeys.companyId, companyId))
    .orderBy(desc(jobBoardApiKeys.createdAt));
}

export async function findKey(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(jobBoardApiKeys)
    .where(and(eq(jobBoardApiKeys.companyId, companyId), eq(jobBoardApiKeys.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertKey(db: DbOrTx, values: typeof jobBoardApiKeys.$inferInsert): Promise<string> {
  const [row] = await db.insert(jobBoardApiKeys).values(values).returning({ id: jobBoardApiKeys.id });
  return row!.id;
}

export async function revokeKey(db: DbOrTx, companyId: string, id: string) {
  await db
    .update(jobBoardApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(jobBoardApiKeys.companyId, companyId),
        eq(jobBoardApiKeys.id, id),
        isNull(jobBoardApiKeys.revokedAt),
      ),
    );
}
