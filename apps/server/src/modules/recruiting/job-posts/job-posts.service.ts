import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  JOB_POST_MESSAGES,
  type JobPost,
  type JobPostInput,
  type PostQuestion,
} from '@atrium/shared/schemas/recruiting/job-posts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { postPageOnBoard } from '../careers/careers.links.ts';
import * as repository from './job-posts.repository.ts';
import type { PostRecord } from './job-posts.repository.ts';

const toPost = (record: PostRecord): JobPost => {
  const { post } = record;
  return {
    id: post.id,
    jobId: post.jobId,
    boardId: post.boardId,
    boardName: record.boardName,
    boardSlug: record.boardSlug,
    title: post.title,
    location: post.location,
    remote: post.remote,
    contentHtml: post.contentHtml,
    standardFields: post.standardFields,
    questions: post.questions,
    demographicQuestions: post.demographicQuestions,
    gdprConsent: post.gdprConsent,
    live: post.live,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    closesOn: post.closesOn,
    // Internal boards have no public page.
    url: record.boardKind === 'external' ? postPageOnBoard(record.boardSlug, post.id) : '',
    applications: record.applications,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
};

const fieldError = (code: 'VALIDATION_FAILED' | 'CONFLICT', path: string, message: string) =>
  new AppError(code, message, { errors: [{ path, message }] });

const boardTaken = () => fieldError('CONFLICT', 'boardId', JOB_POST_MESSAGES.boardTaken);

/** New questions get a short id that stays theirs, so answers keep pointing at them after edits. */
function withIds(questions: JobPostInput['questions']): PostQuestion[] {
  const used = new Set(questions.map((question) => question.id).filter(Boolean));
  return questions.map((question) => {
    if (question.id) return { ...question, id: question.id };
    let id: string;
    do id = `q_${randomBytes(4).toString('hex')}`;
    while (used.has(id));
    used.add(id);
    return { ...question, id };
  });
}

async function assertJob(db: DbOrTx, auth: AuthContext, jobId: string) {
  const status = await repository.jobStatus(db, auth.companyId, jobId);
  if (!status) throw notFound('Job');
  return status;
}

async function load(db: DbOrTx, auth: AuthContext, jobId: string, postId: string): Promise<JobPost> {
  const record = await repository.findPost(db, auth.companyId, jobId, postId);
  if (!record) throw notFound('Job post');
  return toPost(record);
}

export async function listJobPosts(db: Db, auth: AuthContext, jobId: string): Promise<JobPost[]> {
  await assertJob(db, auth, jobId);
  return (await repository.listPosts(db, auth.companyId, jobId)).map(toPost);
}

export async function getJobPost(db: Db, auth: AuthContext, jobId: string, postId: string) {
  await assertJob(db, auth, jobId);
  return load(db, auth, jobId, postId);
}

const columns = (input: JobPostInput) => ({
  boardId: input.boardId,
  title: input.title,
  location: input.location,
  remote: input.remote,
  contentHtml: input.contentHtml,
  standardFields: input.standardFields,
  questions: withIds(input.questions),
  demographicQuestions: input.demographicQuestions,
  gdprConsent: input.gdprConsent,
  closesOn: input.closesOn,
});

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, { job_posts_job_board_key: boardTaken });

async function checkBoard(db: DbOrTx, auth: AuthContext, boardId: string) {
  if (!(await repository.boardOfCompany(db, auth.companyId, boardId)))
    throw fieldError('VALIDATION_FAILED', 'boardId', 'Select one of your job boards');
}

/** A post starts offline: publishing is its own step (and its own permission). */
export const createJobPost = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: JobPostInput,
) =>
  inTransaction(db, async (tx) => {
    await assertJob(tx, auth, jobId);
    await checkBoard(tx, auth, input.boardId);
    const id = await repository.insertPost(tx, {
      companyId: auth.companyId,
      jobId,
      ...columns(input),
      live: false,
      createdById: auth.userId,
    });
    const created = await load(tx, auth, jobId, id);
    await recordAudit(tx, request, {
      action: 'job_post.create',
      targetType: 'job',
      targetId: jobId,
      after: snapshot(created),
    });
    return created;
  });

export const updateJobPost = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  postId: string,
  input: JobPostInput,
) =>
  inTransaction(db, async (tx) => {
    await assertJob(tx, auth, jobId);
    const before = await load(tx, auth, jobId, postId);
    await checkBoard(tx, auth, input.boardId);
    await repository.updatePost(tx, auth.companyId, postId, columns(input));
    const after = await load(tx, auth, jobId, postId);
    await recordAudit(tx, request, {
      action: 'job_post.update',
      targetType: 'job',
      targetId: jobId,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });

/** Live only while the job is open; the first time it goes live is its publication date. */
export const setJobPostLive = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  postId: string,
  live: boolean,
) =>
  db.transaction(async (tx) => {
    const status = await assertJob(tx, auth, jobId);
    const before = await load(tx, auth, jobId, postId);
    if (live && status !== 'open') throw fieldError('CONFLICT', 'live', JOB_POST_MESSAGES.jobNotOpen);
    await repository.updatePost(tx, auth.companyId, postId, {
      live,
      ...(live && !before.publishedAt ? { publishedAt: new Date() } : {}),
    });
    const after = await load(tx, auth, jobId, postId);
    await recordAudit(tx, request, {
      action: live ? 'job_post.publish' : 'job_post.unpublish',
      targetType: 'job',
      targetId: jobId,
      before: { postId, title: before.title, live: before.live },
      after: { postId, title: after.title, live: after.live },
    });
    return after;
  });

/** Its applications stay (they point at the job); only the post goes. */
export const deleteJobPost = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  postId: string,
) =>
  db.transaction(async (tx) => {
    await assertJob(tx, auth, jobId);
    const before = await load(tx, auth, jobId, postId);
    await repository.deletePost(tx, auth.companyId, postId);
    await recordAudit(tx, request, {
      action: 'job_post.delete',
      targetType: 'job',
      targetId: jobId,
      before: snapshot(before),
    });
  });

const snapshot = (post: JobPost) => ({
  postId: post.id,
  title: post.title,
  board: post.boardName,
  location: post.location,
  remote: post.remote,
  live: post.live,
  questions: post.questions.length,
  closesOn: post.closesOn,
});
