import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { applications, jobBoards, jobPosts, jobs, type JobPostRow } from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

const postColumns = {
  post: jobPosts,
  boardName: jobBoards.name,
  boardSlug: jobBoards.slug,
  boardKind: jobBoards.kind,
  applications: sql<number>`(select count(*)::int from ${applications} a
    where a.company_id = "job_posts"."company_id" and a.job_post_id = "job_posts"."id")`,
};

export type PostRecord = {
  post: JobPostRow;
  boardName: string;
  boardSlug: string;
  boardKind: 'external' | 'internal';
  applications: number;
};

export async function listPosts(db: DbOrTx, companyId: string, jobId: string): Promise<PostRecord[]> {
  return db
    .select(postColumns)
    .from(jobPosts)
    .innerJoin(jobBoards, sameCompany(jobBoards, jobPosts, eq(jobBoards.id, jobPosts.boardId)))
    .where(and(eq(jobPosts.companyId, companyId), eq(jobPosts.jobId, jobId)))
    .orderBy(asc(jobBoards.name), asc(jobPosts.createdAt));
}

export async function findPost(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  postId: string,
): Promise<PostRecord | null> {
  const [row] = await db
    .select(postColumns)
    .from(jobPosts)
    .innerJoin(jobBoards, sameCompany(jobBoards, jobPosts, eq(jobBoards.id, jobPosts.boardId)))
    .where(and(eq(jobPosts.companyId, companyId), eq(jobPosts.jobId, jobId), eq(jobPosts.id, postId)))
    .limit(1);
  return row ?? null;
}

export async function jobStatus(db: DbOrTx, companyId: string, jobId: string) {
  const [row] = await db
    .select({ status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)))
    .limit(1);
  return row?.status ?? null;
}

export async function boardOfCompany(db: DbOrTx, companyId: string, boardId: string) {
  const [row] = await db
    .select({ id: jobBoards.id })
    .from(jobBoards)
    .where(and(eq(jobBoards.companyId, companyId), eq(jobBoards.id, boardId)))
    .limit(1);
  return Boolean(row);
}

export async function insertPost(db: DbOrTx, values: typeof jobPosts.$inferInsert): Promise<string> {
  const [row] = await db.insert(jobPosts).values(values).returning({ id: jobPosts.id });
  return row!.id;
}

export async function updatePost(
  db: DbOrTx,
  companyId: string,
  postId: string,
  values: Partial<typeof jobPosts.$inferInsert>,
): Promise<void> {
  await db
    .update(jobPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobPosts.companyId, companyId), eq(jobPosts.id, postId)));
}

// The database cannot clear this link itself once the tables are distributed by company (Citus
// refuses SET NULL on a key that includes company_id): applications stay, without it.
export async function deletePost(db: DbOrTx, companyId: string, postId: string): Promise<void> {
  await db
    .update(applications)
    .set({ jobPostId: null })
    .where(and(eq(applications.companyId, companyId), eq(applications.jobPostId, postId)));
  await db.delete(jobPosts).where(and(eq(jobPosts.companyId, companyId), eq(jobPosts.id, postId)));
}

/** A closed job takes no applications. */
export async function takePostsOffline(db: DbOrTx, companyId: string, jobId: string): Promise<void> {
  await db
    .update(jobPosts)
    .set({ live: false, updatedAt: new Date() })
    .where(and(eq(jobPosts.companyId, companyId), eq(jobPosts.jobId, jobId), eq(jobPosts.live, true)));
}

/** A copied job gets the source's posts, offline until someone publishes them. */
export async function copyPosts(
  db: DbOrTx,
  companyId: string,
  fromJobId: string,
  toJobId: string,
  userId: string,
) {
  const posts = await db
    .select()
    .from(jobPosts)
    .where(and(eq(jobPosts.companyId, companyId), eq(jobPosts.jobId, fromJobId)));
  if (posts.length === 0) return;
  await db.insert(jobPosts).values(
    posts.map((post) => ({
      companyId,
      jobId: toJobId,
      boardId: post.boardId,
      title: post.title,
      location: post.location,
      remote: post.remote,
      contentHtml: post.contentHtml,
      standardFields: post.standardFields,
      questions: post.questions,
      demographicQuestions: post.demographicQuestions,
      gdprConsent: post.gdprConsent,
      live: false,
      closesOn: null,
      createdById: userId,
    })),
  );
}

export async function companyBoards(db: DbOrTx, companyId: string) {
  return db
    .select({ id: jobBoards.id, name: jobBoards.name, slug: jobBoards.slug, kind: jobBoards.kind })
    .from(jobBoards)
    .where(eq(jobBoards.companyId, companyId))
    .orderBy(asc(jobBoards.kind), asc(jobBoards.name));
}
