import { and, asc, eq, sql } from 'drizzle-orm';
import type { JobBoardInput } from '@atrium/shared/schemas/recruiting/job-boards';
import type { DbOrTx } from '../../../db/client.ts';
import { applications, jobBoardSlugs, jobBoards, jobPosts } from '../../../db/schema/index.ts';

export type JobBoardRow = typeof jobBoards.$inferSelect;

export const listJobBoards = (db: DbOrTx, companyId: string) =>
  db
    .select()
    .from(jobBoards)
    .where(eq(jobBoards.companyId, companyId))
    .orderBy(asc(jobBoards.kind), asc(sql`lower(${jobBoards.name})`), asc(jobBoards.id));

export async function findJobBoard(db: DbOrTx, companyId: string, id: string): Promise<JobBoardRow | null> {
  const [row] = await db
    .select()
    .from(jobBoards)
    .where(and(eq(jobBoards.companyId, companyId), eq(jobBoards.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Claims boards' public names in the suite-wide job_board_slugs, in the transaction that creates
 * them: a name another company holds breaks BOARD_NAME_TAKEN_CONSTRAINT.
 */
export async function claimBoardSlugs(
  db: DbOrTx,
  boards: ReadonlyArray<{ companyId: string; id: string; slug: string }>,
): Promise<void> {
  if (boards.length === 0) return;
  await db
    .insert(jobBoardSlugs)
    .values(boards.map((board) => ({ slug: board.slug, companyId: board.companyId, boardId: board.id })));
}

export const BOARD_NAME_TAKEN_CONSTRAINT = 'job_board_slugs_pkey';

export async function insertJobBoard(db: DbOrTx, companyId: string, input: JobBoardInput) {
  const [row] = await db
    .insert(jobBoards)
    .values({ companyId, ...input })
    .returning({ id: jobBoards.id, slug: jobBoards.slug, companyId: jobBoards.companyId });
  await claimBoardSlugs(db, [row!]);
  return row!;
}

export async function updateJobBoard(db: DbOrTx, companyId: string, id: string, input: JobBoardInput) {
  await db
    .update(jobBoards)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(jobBoards.companyId, companyId), eq(jobBoards.id, id)));
  await db
    .update(jobBoardSlugs)
    .set({ slug: input.slug })
    .where(and(eq(jobBoardSlugs.companyId, companyId), eq(jobBoardSlugs.boardId, id)));
}

// The database cannot clear this link itself once the tables are distributed by company (Citus
// refuses SET NULL on a key that includes company_id): applications stay, without it.
export async function deleteJobBoard(db: DbOrTx, companyId: string, id: string) {
  await db
    .update(applications)
    .set({ jobBoardId: null })
    .where(and(eq(applications.companyId, companyId), eq(applications.jobBoardId, id)));
  await db
    .delete(jobBoardSlugs)
    .where(and(eq(jobBoardSlugs.companyId, companyId), eq(jobBoardSlugs.boardId, id)));
  await db.delete(jobBoards).where(and(eq(jobBoards.companyId, companyId), eq(jobBoards.id, id)));
}

/** How many job posts sit on the board (a board with posts cannot be deleted). */
export async function countBoardPosts(db: DbOrTx, companyId: string, boardId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobPosts)
    .where(and(eq(jobPosts.companyId, companyId), eq(jobPosts.boardId, boardId)));
  return row?.count ?? 0;
}
