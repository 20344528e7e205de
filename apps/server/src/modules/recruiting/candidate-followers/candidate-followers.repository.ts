import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { candidateFollowers, candidates } from '../../../db/schema/index.ts';

export async function followState(db: DbOrTx, companyId: string, candidateId: string, userId: string) {
  const rows = await db
    .select({ userId: candidateFollowers.userId })
    .from(candidateFollowers)
    .where(and(eq(candidateFollowers.companyId, companyId), eq(candidateFollowers.candidateId, candidateId)));
  return { following: rows.some((row) => row.userId === userId), followers: rows.length };
}

export const follow = (db: DbOrTx, companyId: string, candidateId: string, userId: string) =>
  db.insert(candidateFollowers).values({ companyId, candidateId, userId }).onConflictDoNothing();

export const unfollow = (db: DbOrTx, companyId: string, candidateId: string, userId: string) =>
  db
    .delete(candidateFollowers)
    .where(
      and(
        eq(candidateFollowers.companyId, companyId),
        eq(candidateFollowers.candidateId, candidateId),
        eq(candidateFollowers.userId, userId),
      ),
    );

/** The candidate's name and followers other than the one who acted. */
export async function followersToTell(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  actorId: string | null,
) {
  const rows = await db
    .select({
      userId: candidateFollowers.userId,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
    })
    .from(candidateFollowers)
    .innerJoin(
      candidates,
      and(
        eq(candidates.companyId, candidateFollowers.companyId),
        eq(candidates.id, candidateFollowers.candidateId),
      ),
    )
    .where(
      and(
        eq(candidateFollowers.companyId, companyId),
        eq(candidateFollowers.candidateId, candidateId),
        actorId ? ne(candidateFollowers.userId, actorId) : undefined,
      ),
    );
  return rows;
}

export async function candidateName(db: DbOrTx, companyId: string, candidateId: string) {
  const [row] = await db
    .select({ firstName: candidates.firstName, lastName: candidates.lastName })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)))
    .limit(1);
  return row ?? null;
}
