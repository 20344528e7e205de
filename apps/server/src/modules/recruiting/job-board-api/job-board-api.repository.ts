import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { jobBoardApiKeys } from '../../../db/schema/index.ts';
import { companyOfToken } from '../../../lib/tenant-token.ts';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The company a Job Board API key belongs to, if the key is live; marks it used. */
export async function companyOfApiKey(db: DbOrTx, key: string): Promise<string | null> {
  const companyId = key.startsWith('atr_') ? companyOfToken(key.slice(4)) : null;
  if (!companyId) return null;
  const [row] = await db
    .update(jobBoardApiKeys)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(jobBoardApiKeys.companyId, companyId),
        eq(jobBoardApiKeys.keyHash, hashApiKey(key)),
        isNull(jobBoardApiKeys.revokedAt),
      ),
    )
    .returning({ companyId: jobBoardApiKeys.companyId });
  return row?.companyId ?? null;
}
