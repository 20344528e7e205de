import { and, asc, eq, sql } from 'drizzle-orm';
import type { JobBoardInput } from '@atrium/shared/schemas/recruiting/job-boards';
import type { DbOrTx } from '../../../db/client.ts';
import { jobBoards, jobPosts } from '../../../db/schema/index.ts';

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

export async function insertJobBoard(db: DbOrTx, companyId: string, input: JobBoardInput) {
  const [row] = await db
    .insert(jobBoards)
    .values({ companyId, ...input })
    .returning({ id: jobBoards.id });
  return row!;
}

export async function updateJobBoard(db: DbOrTx, companyId: string, id: string, input: JobBoardInput) {
  await db
    .update(jobBoards)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(jobBoards.companyId, companyId), eq(jobBoards.id, id)));
}

export async function deleteJobBoard(db: DbOrTx, companyId: string, id: string) {
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
