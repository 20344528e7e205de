import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { jobBoardApiKeys } from '../../../db/schema/index.ts';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The company a Job Board API key belongs to, if the key is live; marks it used. */
export async function companyOfApiKey(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db
    .update(jobBoardApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(jobBoardApiKeys.keyHash, hashApiKey(key)), isNull(jobBoardApiKeys.revokedAt)))
    .returning({ companyId: jobBoardApiKeys.companyId });
  return row?.companyId ?? null;
}
