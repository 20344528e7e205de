import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { harvestApiKeys, harvestKeyHashes, users } from '../../../db/schema/index.ts';

const columns = {
  key: harvestApiKeys,
  createdByName: sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from ${users} u where u.company_id = "harvest_api_keys"."company_id" and u.id = "harvest_api_keys"."created_by_id")`,
};

export const listKeys = (db: DbOrTx, companyId: string) =>
  db
    .select(columns)
    .from(harvestApiKeys)
    .where(eq(harvestApiKeys.companyId, companyId))
    .orderBy(desc(harvestApiKeys.createdAt));

export async function findKey(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(harvestApiKeys)
    .where(and(eq(harvestApiKeys.companyId, companyId), eq(harvestApiKeys.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertKey(db: DbOrTx, values: typeof harvestApiKeys.$inferInsert): Promise<string> {
  const [row] = await db.insert(harvestApiKeys).values(values).returning({ id: harvestApiKeys.id });
  await db
    .insert(harvestKeyHashes)
    .values({ keyHash: values.keyHash, companyId: values.companyId, keyId: row!.id });
  return row!.id;
}

export async function revokeKey(db: DbOrTx, companyId: string, id: string) {
  await db
    .update(harvestApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(harvestApiKeys.companyId, companyId),
        eq(harvestApiKeys.id, id),
        isNull(harvestApiKeys.revokedAt),
      ),
    );
}

/** The live key with this hash: its company, id and endpoints; marks it used (at most once a minute). */
export async function liveKeyByHash(db: DbOrTx, keyHash: string) {
  const [found] = await db
    .select({ companyId: harvestKeyHashes.companyId, keyId: harvestKeyHashes.keyId })
    .from(harvestKeyHashes)
    .where(eq(harvestKeyHashes.keyHash, keyHash))
    .limit(1);
  if (!found) return null;
  const [key] = await db
    .update(harvestApiKeys)
    .set({
      lastUsedAt: sql`case when ${harvestApiKeys.lastUsedAt} > now() - interval '1 minute' then ${harvestApiKeys.lastUsedAt} else now() end`,
    })
    .where(
      and(
        eq(harvestApiKeys.companyId, found.companyId),
        eq(harvestApiKeys.id, found.keyId),
        isNull(harvestApiKeys.revokedAt),
      ),
    )
    .returning({
      id: harvestApiKeys.id,
      companyId: harvestApiKeys.companyId,
      permissions: harvestApiKeys.permissions,
    });
  return key ?? null;
}
