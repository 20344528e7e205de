import type { FastifyRequest } from 'fastify';
import {
  CANDIDATE_MESSAGES,
  type CandidateApplication,
  type RejectApplicationInput,
  type TransferApplicationInput,
} from '@atrium/shared/schemas/recruiting/candidates';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import {
  cancelScheduledOfApplication,
  queueTemplatedEmail,
} from '../candidate-emails/candidate-emails.service.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { candidateApplications, candidatesChanged } from '../candidates/candidates.service.ts';
import * as repository from './application-moves.repository.ts';
import { fireStageTransitions } from './stage-transitions.ts';
import { applicationEvent } from '../webhooks/webhook-events.ts';

export interface MoveDeps {
  db: Db;
  jobs: JobQueue;
}

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

async function locked(tx: DbOrTx, auth: AuthContext, id: string) {
  const found = await repository.lockApplication(tx, auth.companyId, id);
  if (!found) throw notFound('Application');
  return found;
}

function requireActive(found: repository.LockedApplication, fromStageId?: string) {
  if (found.application.status !== 'active') throw new AppError('CONFLICT', CANDIDATE_MESSAGES.notActive);
  // The mover's screen was stale: another move came first. Saying so beats moving twice.
  if (fromStageId && fromStageId !== found.application.stageId)
    throw new AppError('CONFLICT', 'The candidate was moved meanwhile; reload to see where they are now');
}

const answer = async (tx: DbOrTx, found: repository.LockedApplication): Promise<CandidateApplication> => {
  const [application] = await candidateApplications(
    tx,
    found.application.companyId,
    found.application.candidateId,
    found.application.id,
  );
  return application!;
};

/** Into `toStageId`, a stage of the same job: the feed, the job's activity and the stage's rules follow. */
async function moveTo(
  tx: DbOrTx,
  deps: MoveDeps,
  request: FastifyRequest,
  auth: AuthContext,
  found: repository.LockedApplication,
  toStageId: string,
) {
  const { application } = found;
  const stages = await repository.stagesOfJob(tx, auth.companyId, application.jobId);
  const target = stages.find((stage) => stage.id === toStageId);
  if (!target) throw fieldError('toStageId', CANDIDATE_MESSAGES.stageNotOfJob);
  if (target.id === application.stageId) throw new AppError('CONFLICT', CANDIDATE_MESSAGES.sameStage);
  const from = stages.find((stage) => stage.id === application.stageId);
  await repository.updateApplication(tx, auth.companyId, application.id, {
    stageId: target.id,
    stageEnteredAt: new Date(),
  });
  const summary = from ? `Moved from ${from.name} to ${target.name}` : `Moved to ${target.name}`;
  await recordActivity(tx, {
    companyId: auth.companyId,
    candidateId: application.candidateId,
    applicationId: application.id,
    kind: 'stage_changed',
    summary: `${summary} on ${found.jobName}`,
    actorId: auth.userId,
  });
  await recordAudit(tx, request, {
    action: 'application.move',
    targetType: 'job',
    targetId: application.jobId,
    before: { candidate: found.candidateName, stage: from?.name ?? null },
    after: { candidate: found.candidateName, stage: target.name },
  });
  await fireStageTransitions(tx, deps.jobs, found, target.id);
  await applicationEvent(tx, auth.companyId, 'candidate_stage_change', application.id);
  candidatesChanged(auth.companyId);
}

export const moveApplication = (
  deps: MoveDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: { toStageId: string; fromStageId?: string },
) =>
  deps.db.transaction(async (tx) => {
    const found = await locked(tx, auth, id);
    requireActive(found, input.fromStageId);
    await moveTo(tx, deps, request, auth, found, input.toStageId);
    return answer(tx, found);
  });

/** To the next stage of the job's plan. */
export const advanceApplication = (
  deps: MoveDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: { fromStageId?: string },
) =>
  deps.db.transaction(async (tx) => {
    const found = await locked(tx, auth, id);
    requireActive(found, input.fromStageId);
    const stages = await repository.stagesOfJob(tx, auth.companyId, found.application.jobId);
    const index = stages.findIndex((stage) => stage.id === found.application.stageId);
    const next = stages[index + 1];
    if (!next) throw new AppError('CONFLICT', CANDIDATE_MESSAGES.lastStage);
    await moveTo(tx, deps, request, auth, found, next.id);
    return answer(tx, found);
  });

export const rejectApplication = (
  deps: MoveDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: RejectApplicationInput,
) =>
  deps.db.transaction(async (tx) => {
    const found = await locked(tx, auth, id);
    const { application } = found;
    if (application.status === 'rejected')
      throw new AppError('CONFLICT', 'This application is already rejected');
    if (application.status !== 'active')
      throw new AppError('CONFLICT', 'A hired candidate cannot be rejected');
    const reason = await repository.findReason(tx, auth.companyId, input.rejectionReasonId);
    if (!reason) throw fieldError('rejectionReasonId', 'Choose a rejection reason');
    if (input.email && !auth.permissions.has('rct.module.candidates.email.send'))
      throw new AppError('FORBIDDEN', 'You cannot email candidates');
    await repository.updateApplication(tx, auth.companyId, application.id, {
      status: 'rejected',
      rejectionReasonId: reason.id,
      rejectionNote: input.note || null,
      rejectedAt: new Date(),
    });
    const email = input.email
      ? await queueTemplatedEmail(tx, deps.jobs, {
          companyId: auth.companyId,
          candidateId: application.candidateId,
          applicationId: application.id,
          jobId: application.jobId,
          templateId: input.email.templateId,
          senderId: auth.userId,
          sendAt: input.email.sendAt ? new Date(input.email.sendAt) : null,
        })
      : null;
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: application.candidateId,
      applicationId: application.id,
      kind: 'rejected',
      summary: `Rejected from ${found.jobName}: ${reason.name}${
        email && input.email?.sendAt ? ` (rejection email scheduled for ${email.sendAt.toISOString()})` : ''
      }`,
      body: input.note || null,
      actorId: auth.userId,
    });
    await applicationEvent(tx, auth.companyId, 'reject_candidate', application.id);
    await recordAudit(tx, request, {
      action: 'application.reject',
      targetType: 'job',
      targetId: application.jobId,
      after: { candidate: found.candidateName, reason: reason.name, email: email !== null },
    });
    candidatesChanged(auth.companyId);
    return answer(tx, found);
  });

/** Back to active in the stage it was rejected from; a rejection email still waiting is cancelled. */
export const unrejectApplication = (deps: MoveDeps, request: FastifyRequest, auth: AuthContext, id: string) =>
  deps.db.transaction(async (tx) => {
    const found = await locked(tx, auth, id);
    const { application } = found;
    if (application.status !== 'rejected') throw new AppError('CONFLICT', CANDIDATE_MESSAGES.notRejected);
    await repository.updateApplication(tx, auth.companyId, application.id, {
      status: 'active',
      rejectionReasonId: null,
      rejectionNote: null,
      rejectedAt: null,
    });
    const cancelled = await cancelScheduledOfApplication(tx, auth.companyId, application.id);
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: application.candidateId,
      applicationId: application.id,
      kind: 'unrejected',
      summary: `Unrejected on ${found.jobName}${cancelled ? '; the scheduled rejection email was cancelled' : ''}`,
      actorId: auth.userId,
    });
    await applicationEvent(tx, auth.companyId, 'unreject_candidate', application.id);
    await recordAudit(tx, request, {
      action: 'application.unreject',
      targetType: 'job',
      targetId: application.jobId,
      after: { candidate: found.candidateName, cancelledEmails: cancelled },
    });
    candidatesChanged(auth.companyId);
    return answer(tx, found);
  });

/** The application moves to another job, into its first stage unless one is named (Greenhouse's transfer). */
export const transferApplication = (
  deps: MoveDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: TransferApplicationInput,
) =>
  deps.db.transaction(async (tx) => {
    const found = await locked(tx, auth, id);
    const { application } = found;
    if (application.status !== 'active') throw new AppError('CONFLICT', CANDIDATE_MESSAGES.notActive);
    if (input.jobId === application.jobId) throw fieldError('jobId', CANDIDATE_MESSAGES.sameJob);
    const job = await repository.findJob(tx, auth.companyId, input.jobId);
    if (!job) throw fieldError('jobId', 'Choose a job');
    if (await repository.hasApplicationFor(tx, auth.companyId, application.candidateId, job.id))
      throw fieldError('jobId', CANDIDATE_MESSAGES.alreadyOnJob);
    const stages = await repository.stagesOfJob(tx, auth.companyId, job.id);
    const stage = input.stageId ? stages.find((s) => s.id === input.stageId) : stages[0];
    if (!stage) throw fieldError('stageId', CANDIDATE_MESSAGES.stageNotOfJob);
    await repository.updateApplication(tx, auth.companyId, application.id, {
      jobId: job.id,
      stageId: stage.id,
      stageEnteredAt: new Date(),
    });
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: application.candidateId,
      applicationId: application.id,
      kind: 'transferred',
      summary: `Transferred from ${found.jobName} to ${job.name} (${stage.name})`,
      actorId: auth.userId,
    });
    for (const [jobId, direction] of [
      [application.jobId, 'out'],
      [job.id, 'in'],
    ] as const)
      await recordAudit(tx, request, {
        action: `application.transfer_${direction}`,
        targetType: 'job',
        targetId: jobId,
        after: { candidate: found.candidateName, from: found.jobName, to: job.name, stage: stage.name },
      });
    candidatesChanged(auth.companyId);
    return answer(tx, found);
  });
