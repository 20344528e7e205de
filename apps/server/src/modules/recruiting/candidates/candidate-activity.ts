import { and, eq, sql } from 'drizzle-orm';
import type { ActivityKind, NoteVisibility } from '@atrium/shared/schemas/recruiting/candidates';
import type { DbOrTx } from '../../../db/client.ts';
import { candidateActivities, candidates } from '../../../db/schema/index.ts';
import { tellFollowers } from '../candidate-followers/candidate-followers.service.ts';

export interface ActivityInput {
  companyId: string;
  candidateId: string;
  applicationId?: string | null;
  kind: ActivityKind;
  summary: string;
  body?: string | null;
  visibility?: NoteVisibility | null;
  actorId?: string | null;
  /** Told as the followers are, without following (the recruiter of a candidate who replied). */
  alsoTell?: readonly string[];
}

/**
 * Adds an entry to the candidate's feed and marks the candidate active now: every module that does
 * something to a candidate (a move, a note, an email) calls this in its own transaction. The
 * candidate's followers hear of notes, moves and emails.
 */
export async function recordActivity(db: DbOrTx, input: ActivityInput) {
  const [row] = await db
    .insert(candidateActivities)
    .values({
      companyId: input.companyId,
      candidateId: input.candidateId,
      applicationId: input.applicationId ?? null,
      kind: input.kind,
      summary: input.summary.slice(0, 500),
      body: input.body ?? null,
      visibility: input.visibility ?? null,
      actorId: input.actorId ?? null,
    })
    .returning();
  await db
    .update(candidates)
    .set({ lastActivityAt: sql`now()` })
    .where(and(eq(candidates.companyId, input.companyId), eq(candidates.id, input.candidateId)));
  await tellFollowers(db, {
    companyId: input.companyId,
    candidateId: input.candidateId,
    kind: input.kind,
    summary: row!.summary,
    actorId: input.actorId ?? null,
    alsoTell: input.alsoTell,
  });
  return row!;
}
