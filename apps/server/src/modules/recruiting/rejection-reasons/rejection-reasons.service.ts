import type { FastifyRequest } from 'fastify';
import {
  rejectionReasonTypeOf,
  type RejectionReason,
  type RejectionReasonInput,
} from '@atrium/shared/schemas/recruiting/rejection-reasons';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { nameTaken } from '../../../lib/company-links.ts';
import * as repository from './rejection-reasons.repository.ts';

const toRejectionReason = (row: repository.RejectionReasonRow): RejectionReason => ({
  id: row.id,
  publicId: row.publicId,
  name: row.name,
  type: { ...rejectionReasonTypeOf(row.typeId) },
  applicationCount: Number(row.applicationCount),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit trail keeps of a reason. */
const audited = (reason: RejectionReason) => ({ name: reason.name, type: reason.type.name });

export async function listRejectionReasons(db: Db, auth: AuthContext): Promise<RejectionReason[]> {
  return (await repository.listRejectionReasons(db, auth.companyId)).map(toRejectionReason);
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<RejectionReason> {
  const row = await repository.findRejectionReason(db, auth.companyId, id);
  if (!row) throw notFound('Rejection reason');
  return toRejectionReason(row);
}

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, {
    rejection_reasons_company_name_key: () => nameTaken('rejection reason'),
  });

export const createRejectionReason = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: RejectionReasonInput,
) =>
  inTransaction(db, async (tx) => {
    const { id } = await repository.insertRejectionReason(tx, auth.companyId, input);
    const created = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'rejection_reason.create',
      targetType: 'rejection_reason',
      targetId: id,
      after: audited(created),
    });
    return created;
  });

export const updateRejectionReason = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: RejectionReasonInput,
) =>
  inTransaction(db, async (tx) => {
    const before = await load(tx, auth, id);
    await repository.updateRejectionReason(tx, auth.companyId, id, input);
    const after = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'rejection_reason.update',
      targetType: 'rejection_reason',
      targetId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });

/** Refused while an application was rejected with it: that application's history names it. */
export const deleteRejectionReason = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    if (before.applicationCount > 0) {
      throw new AppError(
        'CONFLICT',
        `This reason rejected ${before.applicationCount} application${before.applicationCount === 1 ? '' : 's'}; rename it instead of deleting it.`,
      );
    }
    await repository.deleteRejectionReason(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'rejection_reason.delete',
      targetType: 'rejection_reason',
      targetId: id,
      before: audited(before),
    });
  });
