import type { FastifyRequest } from 'fastify';
import { OFFER_MESSAGES, type HireInput } from '@atrium/shared/schemas/recruiting/offers';
import type { Db } from '../../../db/client.ts';
import { afterCommit } from '../../../db/after-commit.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { publishEvent } from '../../platform/events/platform-events.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { setJobStatus } from '../jobs/jobs.repository.ts';
import { updateApplication } from '../pipeline/application-moves.repository.ts';
import * as offers from '../offers/offers.repository.ts';
import { candidateHiredEvent } from '../webhooks/webhook-events.ts';
import * as repository from './hiring.repository.ts';

// Onboarding's consumer of the event, named as the job queue knows it (a product never imports
// another); its own sweep still hands the hire off if this job is lost.
const ONBOARDING_HAND_OFF_JOB = 'onboarding.hand-off.candidate-hired';

const conflict = (message: string) => new AppError('CONFLICT', message);
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

export interface HireResult {
  applicationId: string;
  status: 'hired';
  openingId: string;
  jobClosed: boolean;
}

/**
 * Marks the application hired into an opening from a start date. The opening fills; the job closes
 * when that was its last open one; the candidate's other applications stay as they are; Onboarding
 * hears of the hire through the platform event `recruiting.candidate_hired`. All or nothing.
 */
export async function hireApplication(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  applicationId: string,
  input: HireInput,
): Promise<HireResult> {
  return db.transaction(async (tx) => {
    const application = await offers.lockApplicationRow(tx, auth.companyId, applicationId);
    if (!application) throw notFound('Application');
    if (application.status === 'hired') throw conflict(OFFER_MESSAGES.alreadyHired);
    if (application.status !== 'active') throw conflict('Only an active application can be hired');
    const context = await offers.offerContext(tx, auth.companyId, applicationId);
    if (!context) throw notFound('Application');
    const offer = await offers.currentOffer(tx, auth.companyId, applicationId, true);
    if (offer && offer.status !== 'accepted') throw conflict(OFFER_MESSAGES.notAccepted);
    if (input.closeReasonId && !(await repository.closeReasonExists(tx, auth.companyId, input.closeReasonId)))
      throw invalid('closeReasonId', 'Select a close reason');
    const openings = await offers.openingsOfJob(tx, auth.companyId, context.jobId, true);
    const open = openings.filter((opening) => opening.status === 'open');
    const wanted = input.openingId ?? offer?.openingId ?? open[0]?.id ?? null;
    const opening = openings.find((item) => item.id === wanted);
    if (!opening) throw invalid('openingId', OFFER_MESSAGES.openingRequired);
    if (opening.status !== 'open') throw invalid('openingId', OFFER_MESSAGES.openingFilled);

    const hiredAt = new Date();
    await offers.fillOpening(tx, auth.companyId, opening.id, applicationId);
    await updateApplication(tx, auth.companyId, applicationId, {
      status: 'hired',
      hiredAt,
      startDate: input.startDate,
    });
    const jobClosed = open.length === 1;
    if (jobClosed) {
      await setJobStatus(
        tx,
        auth.companyId,
        context.jobId,
        { status: 'closed', closedAt: hiredAt, closeReasonId: input.closeReasonId, closeNote: null },
        'closed',
      );
      await recordAudit(tx, request, {
        action: 'job.close',
        targetType: 'job',
        targetId: context.jobId,
        before: { status: context.jobStatus },
        after: { status: 'closed', reason: 'last opening filled', closeReasonId: input.closeReasonId },
      });
    }
    const manager = await offers.hiringManager(tx, auth.companyId, context.jobId);
    await publishEvent(tx, auth.companyId, 'recruiting.candidate_hired', {
      applicationId,
      candidateId: context.candidateId,
      firstName: context.firstName,
      lastName: context.lastName,
      email: context.email,
      phone: context.phone,
      job: { id: context.jobId, name: context.jobName },
      department: await repository.departmentNamed(tx, auth.companyId, context.departmentId),
      offices: await repository.officesOfJob(tx, auth.companyId, context.jobId),
      manager: manager
        ? { id: manager.id, name: `${manager.firstName} ${manager.lastName}`, email: manager.email }
        : null,
      startDate: input.startDate,
      opening: { id: opening.id, openingId: opening.openingId },
      offer: offer
        ? {
            id: offer.id,
            salary: offer.salary,
            currency: offer.currency,
            salaryPeriod: offer.salaryPeriod,
            customFields: offer.customFields,
          }
        : null,
      hiredAt: hiredAt.toISOString(),
      hiredBy: await repository.personNamed(tx, auth.companyId, auth.userId),
    });
    afterCommit(tx, () => {
      void request.server.jobs
        .send(ONBOARDING_HAND_OFF_JOB, { companyId: auth.companyId })
        .catch(() => undefined);
    });
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: context.candidateId,
      applicationId,
      kind: 'hired',
      summary: `Hired for ${context.jobName}, starting ${input.startDate}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'application.hire',
      targetType: 'application',
      targetId: applicationId,
      before: { status: 'active' },
      after: { status: 'hired', openingId: opening.id, startDate: input.startDate, jobClosed },
    });
    await candidateHiredEvent(tx, auth.companyId, applicationId);
    return { applicationId, status: 'hired' as const, openingId: opening.id, jobClosed };
  });
}
