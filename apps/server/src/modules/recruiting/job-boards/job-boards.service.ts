import type { FastifyRequest } from 'fastify';
import type { JobBoard, JobBoardInput } from '@atrium/shared/schemas/recruiting/job-boards';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './job-boards.repository.ts';

const toJobBoard = ({
  companyId: _companyId,
  createdAt,
  updatedAt,
  ...rest
}: repository.JobBoardRow): JobBoard => ({
  ...rest,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
const snapshot = ({ id: _id, createdAt: _c, updatedAt: _u, ...fields }: JobBoard) => fields;

// Board names are public addresses across the suite: another company may hold one already.
const slugTaken = () => {
  const message = 'This board name is taken; choose another';
  return new AppError('CONFLICT', message, { errors: [{ path: 'slug', message }] });
};
const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, {
    [repository.BOARD_NAME_TAKEN_CONSTRAINT]: slugTaken,
    job_boards_company_slug_key: slugTaken,
  });

export async function listJobBoards(db: Db, auth: AuthContext): Promise<JobBoard[]> {
  return (await repository.listJobBoards(db, auth.companyId)).map(toJobBoard);
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<JobBoard> {
  const row = await repository.findJobBoard(db, auth.companyId, id);
  if (!row) throw notFound('Job board');
  return toJobBoard(row);
}

export const getJobBoard = (db: Db, auth: AuthContext, id: string) => load(db, auth, id);

export const createJobBoard = (db: Db, request: FastifyRequest, auth: AuthContext, input: JobBoardInput) =>
  inTransaction(db, async (tx) => {
    const { id } = await repository.insertJobBoard(tx, auth.companyId, input);
    const created = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'job_board.create',
      targetType: 'job_board',
      targetId: id,
      after: snapshot(created),
    });
    return created;
  });

export const updateJobBoard = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: JobBoardInput,
) =>
  inTransaction(db, async (tx) => {
    const before = await load(tx, auth, id);
    await repository.updateJobBoard(tx, auth.companyId, id, input);
    const after = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'job_board.update',
      targetType: 'job_board',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });

export const deleteJobBoard = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    const posts = await repository.countBoardPosts(tx, auth.companyId, id);
    if (posts > 0)
      throw new AppError(
        'CONFLICT',
        `This board carries ${posts === 1 ? '1 job post' : `${posts} job posts`}. Delete those posts (on each job's Job posts page) first.`,
      );
    await repository.deleteJobBoard(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'job_board.delete',
      targetType: 'job_board',
      targetId: id,
      before: snapshot(before),
    });
  });
