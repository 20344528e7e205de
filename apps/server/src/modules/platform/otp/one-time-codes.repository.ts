import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS } from '@atrium/shared/constants/limits';
import type { DbOrTx } from '../../../db/client.ts';
import { oneTimeCodes, type CodePurpose } from '../../../db/schema/index.ts';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

interface CodeOwner {
  companyId: string;
  userId: string;
  purpose: CodePurpose;
}

const ownedBy = ({ companyId, userId, purpose }: CodeOwner) =>
  and(
    eq(oneTimeCodes.companyId, companyId),
    eq(oneTimeCodes.userId, userId),
    eq(oneTimeCodes.purpose, purpose),
  );

/** A resend or a new request voids every code still open for the same user and purpose. */
export async function deleteOpenCodes(db: DbOrTx, owner: CodeOwner): Promise<void> {
  await db.delete(oneTimeCodes).where(and(ownedBy(owner), isNull(oneTimeCodes.consumedAt)));
}

export async function insertCode(
  db: DbOrTx,
  values: CodeOwner & { codeHash: string; target: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(values);
}

export async function latestCode(db: DbOrTx, owner: CodeOwner): Promise<OneTimeCodeRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(ownedBy(owner))
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1);
  return row ?? null;
}

/** Takes one attempt atomically; answers the new count, or null when none is left or the code is spent. */
export async function claimAttempt(db: DbOrTx, row: OneTimeCodeRow): Promise<number | null> {
  const [claimed] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.companyId, row.companyId),
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  return claimed?.attempts ?? null;
}

/** Single use: answers false when another request consumed the code first. */
export async function consumeCode(db: DbOrTx, row: OneTimeCodeRow, at: Date): Promise<boolean> {
  const consumed = await db
    .update(oneTimeCodes)
    .set({ consumedAt: at })
    .where(
      and(
        eq(oneTimeCodes.companyId, row.companyId),
        eq(oneTimeCodes.id, row.id),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return consumed.length > 0;
}
