import type { FastifyRequest } from 'fastify';
import {
  INTERVIEW_PLAN_MESSAGES,
  type InterviewPlan,
  type InterviewPlanInput,
} from '@atrium/shared/schemas/recruiting/job-stages';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { jobExists } from '../applications/applications.repository.ts';
import { getScorecard } from '../job-setup/job-setup.service.ts';
import * as repository from './interview-plan.repository.ts';

async function scorecardAttributes(db: DbOrTx, auth: AuthContext, jobId: string) {
  const card = await getScorecard(db, auth, jobId);
  return new Map(
    card.categories.flatMap((category) =>
      category.attributes.map((attribute) => [attribute.id, attribute.name] as const),
    ),
  );
}

async function load(db: DbOrTx, auth: AuthContext, jobId: string): Promise<InterviewPlan> {
  if (!(await jobExists(db, auth.companyId, jobId))) throw notFound('Job');
  const [stages, interviews] = await Promise.all([
    repository.stagesWithCounts(db, auth.companyId, jobId),
    repository.interviewsOf(db, auth.companyId, jobId),
  ]);
  const names = await repository.namesOf(db, auth.companyId, [
    ...new Set(interviews.flatMap((item) => item.interviewerIds)),
  ]);
  // An attribute taken off the scorecard leaves the interviews' focus with it.
  const attributes = await scorecardAttributes(db, auth, jobId);
  return {
    stages: stages.map((stage) => ({
      ...stage,
      interviews: interviews
        .filter((item) => item.stageId === stage.id)
        .map((item) => ({
          id: item.id,
          name: item.name,
          durationMinutes: item.durationMinutes,
          interviewers: item.interviewerIds
            .filter((id) => names.has(id))
            .map((id) => ({ id, name: names.get(id)! })),
          instructions: item.instructions,
          questions: item.questions,
          focusAttributes: item.focusAttributeIds
            .filter((id) => attributes.has(id))
            .map((id) => ({ id, name: attributes.get(id)! })),
        })),
    })),
  };
}

export const getInterviewPlan = (db: Db, auth: AuthContext, jobId: string) => load(db, auth, jobId);

const fieldError = (code: 'VALIDATION_FAILED' | 'CONFLICT', path: string, message: string) =>
  new AppError(code, message, { errors: [{ path, message }] });

/**
 * Saves the stages between Application Review and Offer (which stay first and last) and their
 * interviews. A stage left out is removed, unless candidates are in it.
 */
export const saveInterviewPlan = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: InterviewPlanInput,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, jobId);
    const existing = before.stages.filter((stage) => stage.kind === 'interview');
    const offer = before.stages.find((stage) => stage.kind === 'offer');
    input.stages.forEach((stage, index) => {
      if (stage.id && !existing.some((known) => known.id === stage.id))
        throw fieldError('VALIDATION_FAILED', `stages.${index}.id`, INTERVIEW_PLAN_MESSAGES.unknownStage);
    });
    const interviewerIds = [
      ...new Set(input.stages.flatMap((stage) => stage.interviews.flatMap((item) => item.interviewerIds))),
    ];
    const known = await repository.namesOf(tx, auth.companyId, interviewerIds);
    input.stages.forEach((stage, index) =>
      stage.interviews.forEach((interview, at) =>
        interview.interviewerIds.forEach((id, position) => {
          if (!known.has(id))
            throw fieldError(
              'VALIDATION_FAILED',
              `stages.${index}.interviews.${at}.interviewerIds.${position}`,
              'Select a person of your company',
            );
        }),
      ),
    );
    const attributes = await scorecardAttributes(tx, auth, jobId);
    input.stages.forEach((stage, index) =>
      stage.interviews.forEach((interview, at) =>
        interview.focusAttributeIds.forEach((id, position) => {
          if (!attributes.has(id))
            throw fieldError(
              'VALIDATION_FAILED',
              `stages.${index}.interviews.${at}.focusAttributeIds.${position}`,
              'Pick an attribute of the job’s scorecard',
            );
        }),
      ),
    );
    const removed = existing.filter((stage) => !input.stages.some((kept) => kept.id === stage.id));
    const busy = removed.find((stage) => stage.activeCandidates > 0);
    if (busy)
      throw new AppError(
        'CONFLICT',
        INTERVIEW_PLAN_MESSAGES.stageHasCandidates(busy.name, busy.activeCandidates),
      );
    await repository.deleteStages(
      tx,
      auth.companyId,
      removed.map((stage) => stage.id),
    );
    const stageIds: string[] = [];
    for (const [index, stage] of input.stages.entries()) {
      const position = index + 1;
      if (stage.id) {
        await repository.updateStage(tx, auth.companyId, stage.id, { name: stage.name, position });
        stageIds.push(stage.id);
      } else
        stageIds.push(
          await repository.insertStage(tx, { companyId: auth.companyId, jobId, name: stage.name, position }),
        );
    }
    if (offer)
      await repository.updateStage(tx, auth.companyId, offer.id, { position: input.stages.length + 1 });
    await repository.replaceInterviews(
      tx,
      auth.companyId,
      jobId,
      input.stages.flatMap((stage, index) =>
        stage.interviews.map((interview, position) => ({
          ...(interview.id ? { id: interview.id } : {}),
          stageId: stageIds[index]!,
          name: interview.name,
          durationMinutes: interview.durationMinutes,
          interviewerIds: interview.interviewerIds,
          instructions: interview.instructions,
          questions: interview.questions,
          focusAttributeIds: interview.focusAttributeIds,
          position,
        })),
      ),
    );
    const after = await load(tx, auth, jobId);
    const outline = (plan: InterviewPlan) =>
      plan.stages.map((stage) => `${stage.name} (${stage.interviews.length})`);
    await recordAudit(tx, request, {
      action: 'job.interview_plan.update',
      targetType: 'job',
      targetId: jobId,
      before: { stages: outline(before) },
      after: { stages: outline(after) },
    });
    return after;
  });
