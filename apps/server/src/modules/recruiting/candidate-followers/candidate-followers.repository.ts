import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { candidateFollowers, candidates, users } from '../../../db/schema/index.ts';

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

/**
 * The candidate's name and whom to tell of an entry: the followers and `alsoTell`, each once, never the
 * one who acted.
 */
export async function peopleToTell(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  actorId: string | null,
  alsoTell: readonly string[] = [],
) {
  const followers = db
    .select({ userId: candidateFollowers.userId })
    .from(candidateFollowers)
    .where(and(eq(candidateFollowers.companyId, companyId), eq(candidateFollowers.candidateId, candidateId)));
  return db
    .select({ userId: users.id, firstName: candidates.firstName, lastName: candidates.lastName })
    .from(candidates)
    .innerJoin(users, eq(users.companyId, candidates.companyId))
    .where(
      and(
        eq(candidates.companyId, companyId),
        eq(candidates.id, candidateId),
        alsoTell.length > 0
          ? or(inArray(users.id, followers), inArray(users.id, [...alsoTell]))
          : inArray(users.id, followers),
        actorId ? ne(users.id, actorId) : undefined,
      ),
    );
}
