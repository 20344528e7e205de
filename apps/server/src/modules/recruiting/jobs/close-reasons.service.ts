import type { FastifyRequest } from 'fastify';
import type { CloseReason, CloseReasonInput } from '@atrium/shared/schemas/recruiting/jobs';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { nameTaken } from '../../../lib/company-links.ts';
import * as repository from './close-reasons.repository.ts';

const toCloseReason = (row: repository.CloseReasonRow): CloseReason => ({
  id: row.id,
  name: row.name,
  jobCount: Number(row.jobCount),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listCloseReasons(db: Db, auth: AuthContext): Promise<CloseReason[]> {
  return (await repository.listCloseReasons(db, auth.companyId)).map(toCloseReason);
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<CloseReason> {
  const row = await repository.findCloseReason(db, auth.companyId, id);
  if (!row) throw notFound('Close reason');
  return toCloseReason(row);
}

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, {
    close_reasons_company_name_key: () => nameTaken('close reason'),
  });

export const createCloseReason = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: CloseReasonInput,
) =>
  inTransaction(db, async (tx) => {
    const { id } = await repository.insertCloseReason(tx, auth.companyId, input.name);
    const created = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'close_reason.create',
      targetType: 'close_reason',
      targetId: id,
      after: { name: created.name },
    });
    return created;
  });

export const renameCloseReason = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: CloseReasonInput,
) =>
  inTransaction(db, async (tx) => {
    const before = await load(tx, auth, id);
    await repository.renameCloseReason(tx, auth.companyId, id, input.name);
    const after = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'close_reason.update',
      targetType: 'close_reason',
      targetId: id,
      before: { name: before.name },
      after: { name: after.name },
    });
    return after;
  });

/** Refused while a job was closed with it: the job's history names it. */
export const deleteCloseReason = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    if (before.jobCount > 0) {
      throw new AppError(
        'CONFLICT',
        `This reason closed ${before.jobCount} job${before.jobCount === 1 ? '' : 's'}; rename it instead of deleting it.`,
      );
    }
    await repository.deleteCloseReason(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'close_reason.delete',
      targetType: 'close_reason',
      targetId: id,
      before: { name: before.name },
    });
  });
