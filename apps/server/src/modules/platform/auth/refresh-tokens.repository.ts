import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { refreshTokens } from '../../../db/schema/index.ts';
import { sha256 } from '../../../lib/secure-random.ts';
import { companyOfToken } from '../../../lib/tenant-token.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbOrTx,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The stored row of a refresh token, looked up on the shard of the company the token names. */
export async function findRefreshToken(db: DbOrTx, token: string): Promise<RefreshTokenRow | null> {
  const companyId = companyOfToken(token);
  if (!companyId) return null;
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.companyId, companyId), eq(refreshTokens.tokenHash, sha256(token))))
    .limit(1);
  return row ?? null;
}

/** Marks a live token spent; answers false when another request spent or revoked it first. */
export async function markRefreshTokenUsed(db: DbOrTx, row: RefreshTokenRow, at: Date): Promise<boolean> {
  const updated = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(refreshTokens.companyId, row.companyId),
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return updated.length > 0;
}

/** A sign-in session still running: a family with a token neither revoked nor expired. */
export interface LiveSession {
  id: string;
  expiresAt: Date;
}

/** The user's running sessions (refresh-token families), which their access tokens are bound to. */
export async function findLiveSessions(
  db: DbOrTx,
  companyId: string,
  userId: string,
): Promise<LiveSession[]> {
  return db
    .selectDistinct({ id: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.companyId, companyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    );
}

export async function revokeFamily(
  db: DbOrTx,
  companyId: string,
  familyId: string,
  at: Date,
): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.companyId, companyId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

export async function revokeAllForUser(
  db: DbOrTx,
  companyId: string,
  userId: string,
  at: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.companyId, companyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
