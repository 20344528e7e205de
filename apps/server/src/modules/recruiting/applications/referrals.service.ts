import type { FastifyRequest } from 'fastify';
import type { Referral, ReferralInput } from '@atrium/shared/schemas/recruiting/applications';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './applications.repository.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { candidatesChanged } from '../candidates/candidates.service.ts';
import { applicationEvent } from '../webhooks/webhook-events.ts';
import { checkValues, setValues } from '../custom-fields/custom-fields.service.ts';

const REFERRAL_SOURCE = 'Referral';

/** Everyone's referrals with view.all, one's own with view.own, none without either. */
function onlyBy(auth: AuthContext): string | undefined {
  if (auth.permissions.has('rct.module.sourcing.referral.view.all')) return undefined;
  if (auth.permissions.has('rct.module.sourcing.referral.view.own')) return auth.userId;
  throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
}

export async function listReferrals(db: Db, auth: AuthContext, jobId: string): Promise<Referral[]> {
  const own = onlyBy(auth);
  if (!(await repository.jobExists(db, auth.companyId, jobId))) throw notFound('Job');
  const rows = await repository.listReferrals(db, auth.companyId, jobId, own);
  return rows.map((row) => ({
    applicationId: row.applicationId,
    candidateName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    referredBy: row.referrerId && row.referrerName ? { id: row.referrerId, name: row.referrerName } : null,
    note: row.note ?? '',
    stageName: row.stageName,
    status: row.status,
    referredAt: row.appliedAt.toISOString(),
  }));
}

/**
 * A colleague's referral: the candidate (one per company and email) and their application in
 * Application Review, sourced "Referral" and credited to the referrer. Someone who already applied
 * keeps their application; it gains the referrer if it had none.
 */
export const addReferral = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: ReferralInput,
) =>
  db.transaction(async (tx) => {
    if (!(await repository.jobExists(tx, auth.companyId, jobId))) throw notFound('Job');
    const answers = await checkValues(tx, auth.companyId, 'referral_question', input.answers, 'answers');
    const candidateId = await repository.upsertCandidate(tx, {
      companyId: auth.companyId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone || null,
    });
    const application = await repository.upsertApplication(tx, {
      companyId: auth.companyId,
      jobId,
      candidateId,
      jobPostId: null,
      jobBoardId: null,
      stageId: await repository.applicationReviewStageId(tx, jobId),
      source: REFERRAL_SOURCE,
      answers: [],
      resumeFileId: null,
      coverLetterFileId: null,
      coverLetterText: null,
      demographics: null,
      consentedAt: null,
      referrerId: auth.userId,
      referralNote: input.note || null,
    });
    await setValues(tx, 'application', auth.companyId, application.id, answers);
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId,
      applicationId: application.id,
      kind: 'added',
      summary: application.merged ? 'Referred again' : 'Referred',
      body: input.note || null,
      actorId: auth.userId,
    });
    candidatesChanged(auth.companyId);
    if (!application.merged)
      await applicationEvent(tx, auth.companyId, 'new_candidate_application', application.id);
    await recordAudit(tx, request, {
      action: 'application.referred',
      targetType: 'job',
      targetId: jobId,
      after: { applicationId: application.id, candidateId, merged: application.merged },
    });
    return { applicationId: application.id, merged: application.merged };
  });
