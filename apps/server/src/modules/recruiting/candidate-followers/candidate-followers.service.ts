import type { ActivityKind } from '@atrium/shared/schemas/recruiting/candidates';
import type { FollowState } from '@atrium/shared/schemas/recruiting/candidate-profile';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { notifyAll } from '../../platform/notifications/notifications.service.ts';
import { requireCandidate } from '../candidates/require-candidate.ts';
import * as repository from './candidate-followers.repository.ts';

export async function getFollowState(db: Db, auth: AuthContext, candidateId: string): Promise<FollowState> {
  await requireCandidate(db, auth.companyId, candidateId);
  return repository.followState(db, auth.companyId, candidateId, auth.userId);
}

export async function setFollowing(
  db: Db,
  auth: AuthContext,
  candidateId: string,
  following: boolean,
): Promise<FollowState> {
  return db.transaction(async (tx) => {
    await requireCandidate(tx, auth.companyId, candidateId);
    if (following) await repository.follow(tx, auth.companyId, candidateId, auth.userId);
    else await repository.unfollow(tx, auth.companyId, candidateId, auth.userId);
    return repository.followState(tx, auth.companyId, candidateId, auth.userId);
  });
}

// What followers hear of (Greenhouse: new notes, stage moves and emails on the candidate).
const TITLES: Partial<Record<ActivityKind, (name: string) => string>> = {
  note: (name) => `New note on ${name}`,
  stage_changed: (name) => `${name} moved stage`,
  email: (name) => `Email to ${name}`,
  email_received: (name) => `${name} replied by email`,
};

/** Those of `alsoTell` who do not follow (they are told once) and did not act, with the candidate's name. */
async function othersToTell(
  db: DbOrTx,
  entry: { companyId: string; candidateId: string; actorId: string | null; alsoTell?: readonly string[] },
  followers: ReadonlyArray<{ userId: string; firstName: string; lastName: string }>,
) {
  const others = (entry.alsoTell ?? []).filter(
    (userId) => userId !== entry.actorId && !followers.some((follower) => follower.userId === userId),
  );
  if (others.length === 0) return [];
  const name = followers[0] ?? (await repository.candidateName(db, entry.companyId, entry.candidateId));
  return name ? others.map((userId) => ({ userId, firstName: name.firstName, lastName: name.lastName })) : [];
}

/**
 * Tells the candidate's followers (and `alsoTell`, once each), in the app, of an entry just written to
 * the feed; called by recordActivity in the writer's transaction. A note's text is never copied: it
 * may be private.
 */
export async function tellFollowers(
  db: DbOrTx,
  entry: {
    companyId: string;
    candidateId: string;
    kind: ActivityKind;
    summary: string;
    actorId: string | null;
    alsoTell?: readonly string[];
  },
) {
  const title = TITLES[entry.kind];
  if (!title) return;
  const followers = await repository.followersToTell(db, entry.companyId, entry.candidateId, entry.actorId);
  const people = [...followers, ...(await othersToTell(db, entry, followers))];
  await notifyAll(
    db,
    people.map((follower) => ({
      companyId: entry.companyId,
      userId: follower.userId,
      title: title(`${follower.firstName} ${follower.lastName}`.trim()),
      body: entry.kind === 'note' ? '' : entry.summary,
      link: `/candidates/${entry.candidateId}`,
    })),
  );
}
