import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { applications, prospects, users } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { cancelScheduledOfApplication } from '../candidate-emails/candidate-emails.service.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { candidatesChanged } from '../candidates/candidates.service.ts';
import * as repository from './application-moves.repository.ts';

// What an application is besides where it is: its source and referrer, the reason it was rejected
// for, and the application itself (deleted). Each locks the application, as the moves do.

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

/** Source and referrer (undefined leaves one as it is; null clears the referrer). */
export const editApplication = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: { source?: string; referrerId?: string | null },
) =>
  db.transaction(async (tx) => {
    const found = await repository.lockApplication(tx, auth.companyId, id);
    if (!found) throw notFound('Application');
    const { application } = found;
    if (input.referrerId) {
      const [referrer] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, auth.companyId), eq(users.id, input.referrerId)))
        .limit(1);
      if (!referrer) throw fieldError('referrerId', 'Choose a colleague');
    }
    const changes: Partial<typeof applications.$inferInsert> = {};
    if (input.source !== undefined && input.source !== application.source) changes.source = input.source;
    if (input.referrerId !== undefined && input.referrerId !== application.referrerId)
      changes.referrerId = input.referrerId;
    if (Object.keys(changes).length === 0) return;
    await repository.updateApplication(tx, auth.companyId, id, changes);
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: application.candidateId,
      applicationId: id,
      kind: 'edited',
      summary: `Application for ${found.jobName} edited (${Object.keys(changes)
        .map((key) => (key === 'referrerId' ? 'referrer' : key))
        .join(', ')})`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'application.update',
      targetType: 'job',
      targetId: application.jobId,
      before: {
        candidate: found.candidateName,
        source: application.source,
        referrerId: application.referrerId,
      },
      after: { candidate: found.candidateName, ...changes },
    });
    candidatesChanged(auth.companyId);
  });

/** A rejected application's reason, changed after the fact (Greenhouse's "update rejection reason"). */
export const changeRejectionReason = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  rejectionReasonId: string,
) =>
  db.transaction(async (tx) => {
    const found = await repository.lockApplication(tx, auth.companyId, id);
    if (!found) throw notFound('Application');
    if (found.application.status !== 'rejected')
      throw new AppError('CONFLICT', 'Only a rejected application has a rejection reason to change');
    const reason = await repository.findReason(tx, auth.companyId, rejectionReasonId);
    if (!reason) throw fieldError('rejectionReasonId', 'Choose a rejection reason');
    await repository.updateApplication(tx, auth.companyId, id, { rejectionReasonId: reason.id });
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: found.application.candidateId,
      applicationId: id,
      kind: 'edited',
      summary: `Rejection reason on ${found.jobName} changed to ${reason.name}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'application.rejection_reason',
      targetType: 'job',
      targetId: found.application.jobId,
      after: { candidate: found.candidateName, reason: reason.name },
    });
    return reason;
  });

/** The application goes, with its scheduled emails; the candidate and their feed stay. */
export const deleteApplication = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const found = await repository.lockApplication(tx, auth.companyId, id);
    if (!found) throw notFound('Application');
    // A prospect converted into this application keeps its pool entry, no longer converted to anything.
    await tx
      .update(prospects)
      .set({ convertedApplicationId: null })
      .where(and(eq(prospects.companyId, auth.companyId), eq(prospects.convertedApplicationId, id)));
    await cancelScheduledOfApplication(tx, auth.companyId, id);
    await tx
      .delete(applications)
      .where(and(eq(applications.companyId, auth.companyId), eq(applications.id, id)));
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: found.application.candidateId,
      kind: 'edited',
      summary: `Application for ${found.jobName} deleted`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'application.delete',
      targetType: 'job',
      targetId: found.application.jobId,
      before: {
        candidate: found.candidateName,
        stage: found.application.stageId,
        status: found.application.status,
      },
    });
    candidatesChanged(auth.companyId);
  });
