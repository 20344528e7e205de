import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  BULK_MAX,
  BULK_REJECT_CONFIRM_OVER,
  type BulkActionInput,
  type CandidateListQuery,
} from '@atrium/shared/schemas/recruiting/candidates';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidates,
  candidateTagLinks,
  emailTemplates,
  jobStages,
  jobs as jobsTable,
  prospectPools,
  prospectPoolStages,
  rejectionReasons,
  users,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueTemplatedEmail } from '../candidate-emails/candidate-emails.service.ts';
import { existingTagIds } from '../candidate-tags/candidate-tags.repository.ts';
import {
  moveApplication,
  rejectApplication,
  transferApplication,
} from '../pipeline/application-moves.service.ts';
import { addProspect } from '../talent-pool/talent-pool.service.ts';
import { recordActivity } from './candidate-activity.ts';
import { candidatesChanged } from './candidates.service.ts';
import { candidateFilters } from './candidates-list.repository.ts';

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

/** The permission each action needs beyond seeing candidates. */
const NEEDS = {
  tag: 'rct.module.tags.candidate_tag.assign',
  untag: 'rct.module.tags.candidate_tag.assign',
  set_recruiter: 'rct.module.candidates.candidate.edit',
  set_coordinator: 'rct.module.candidates.candidate.edit',
  move: 'rct.module.job_details.pipeline.edit',
  reject: 'rct.module.candidates.candidate.reject',
  email: 'rct.module.candidates.email.send',
  add_to_pool: 'rct.module.talent_pool.prospect.create',
  transfer: 'rct.module.job_details.pipeline.edit',
} as const;

/** The chosen candidates of the company: the selection, or every match of the list's filters. */
async function targetIds(tx: DbOrTx, companyId: string, input: BulkActionInput): Promise<string[]> {
  if (input.candidateIds) {
    if (input.candidateIds.length === 0) return [];
    const rows = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(
        and(eq(candidates.companyId, companyId), inArray(candidates.id, [...new Set(input.candidateIds)])),
      );
    return rows.map((row) => row.id);
  }
  if (!input.filters) throw fieldError('candidateIds', 'Choose candidates, or act on all matches');
  const query = { ...input.filters, page: 1, limit: BULK_MAX } as CandidateListQuery;
  const result = await tx.execute(
    sql`select c.id from candidates c where ${candidateFilters(companyId, query)} limit ${BULK_MAX + 1}`,
  );
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  if (ids.length > BULK_MAX) throw fieldError('filters', `Narrow the search: at most ${BULK_MAX} at once`);
  return ids;
}

/** What the action names must be the company's before anything runs: else every one would be skipped. */
async function checkNamed(tx: DbOrTx, companyId: string, input: BulkActionInput) {
  const exists = async (found: Promise<unknown[]>, path: string, message: string) => {
    if ((await found).length === 0) throw fieldError(path, message);
  };
  const jobStage = (jobId: string, stageId: string, path: string) =>
    exists(
      tx
        .select({ id: jobStages.id })
        .from(jobStages)
        .where(and(eq(jobStages.companyId, companyId), eq(jobStages.jobId, jobId), eq(jobStages.id, stageId)))
        .limit(1),
      path,
      'Choose a stage of this job',
    );
  if (input.action === 'move') await jobStage(input.jobId, input.toStageId, 'toStageId');
  if (input.action === 'reject')
    await exists(
      tx
        .select({ id: rejectionReasons.id })
        .from(rejectionReasons)
        .where(
          and(eq(rejectionReasons.companyId, companyId), eq(rejectionReasons.id, input.rejectionReasonId)),
        )
        .limit(1),
      'rejectionReasonId',
      'Choose a rejection reason',
    );
  if (input.action === 'add_to_pool') {
    await exists(
      tx
        .select({ id: prospectPools.id })
        .from(prospectPools)
        .where(and(eq(prospectPools.companyId, companyId), eq(prospectPools.id, input.poolId)))
        .limit(1),
      'poolId',
      'Choose a pool',
    );
    if (input.stageId)
      await exists(
        tx
          .select({ id: prospectPoolStages.id })
          .from(prospectPoolStages)
          .where(
            and(
              eq(prospectPoolStages.companyId, companyId),
              eq(prospectPoolStages.poolId, input.poolId),
              eq(prospectPoolStages.id, input.stageId),
            ),
          )
          .limit(1),
        'stageId',
        'Choose a stage of this pool',
      );
  }
  if (input.action === 'transfer') {
    await exists(
      tx
        .select({ id: jobsTable.id })
        .from(jobsTable)
        .where(and(eq(jobsTable.companyId, companyId), eq(jobsTable.id, input.jobId)))
        .limit(1),
      'jobId',
      'Choose a job',
    );
    if (input.stageId) await jobStage(input.jobId, input.stageId, 'stageId');
  }
  const templateId =
    input.action === 'email'
      ? input.templateId
      : input.action === 'reject'
        ? input.email?.templateId
        : undefined;
  if (templateId)
    await exists(
      tx
        .select({ id: emailTemplates.id })
        .from(emailTemplates)
        .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, templateId)))
        .limit(1),
      input.action === 'email' ? 'templateId' : 'email.templateId',
      'Choose an email template',
    );
}

/** Runs one change in a savepoint: a refusal (already there, no longer active) skips that one. */
async function each<T>(tx: DbOrTx, items: readonly T[], work: (tx: DbOrTx, item: T) => Promise<void>) {
  let affected = 0;
  let skipped = 0;
  for (const item of items) {
    try {
      await tx.transaction((inner) => work(inner, item));
      affected += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      skipped += 1;
    }
  }
  return { affected, skipped };
}

async function activeApplications(
  tx: DbOrTx,
  companyId: string,
  candidateIds: string[],
  jobId: string | null,
) {
  if (candidateIds.length === 0) return [];
  return tx
    .select({ id: applications.id, stageId: applications.stageId, candidateId: applications.candidateId })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        inArray(applications.candidateId, candidateIds),
        eq(applications.status, 'active'),
        jobId ? eq(applications.jobId, jobId) : undefined,
      ),
    );
}

/**
 * One action on many candidates, atomically: all of it is kept or none. Each candidate's change is
 * recorded as one would be from the profile (feed, audit, emails, web hooks); the bulk is audited too.
 */
export const bulkAction = (
  db: Db,
  jobs: JobQueue,
  request: FastifyRequest,
  auth: AuthContext,
  input: BulkActionInput,
) =>
  db.transaction(async (tx) => {
    if (!auth.permissions.has(NEEDS[input.action]))
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    await checkNamed(tx, auth.companyId, input);
    const ids = await targetIds(tx, auth.companyId, input);
    const moves = { db: tx as unknown as Db, jobs };
    let result: { affected: number; skipped: number };
    switch (input.action) {
      case 'tag':
      case 'untag': {
        const tagIds = [...new Set(input.tagIds)];
        if ((await existingTagIds(tx, auth.companyId, tagIds)).length !== tagIds.length)
          throw fieldError('tagIds', 'Choose tags of your company');
        result = await each(tx, ids, async (inner, candidateId) => {
          const changed =
            input.action === 'tag'
              ? await inner
                  .insert(candidateTagLinks)
                  .values(tagIds.map((tagId) => ({ companyId: auth.companyId, candidateId, tagId })))
                  .onConflictDoNothing()
                  .returning({ tagId: candidateTagLinks.tagId })
              : await inner
                  .delete(candidateTagLinks)
                  .where(
                    and(
                      eq(candidateTagLinks.companyId, auth.companyId),
                      eq(candidateTagLinks.candidateId, candidateId),
                      inArray(candidateTagLinks.tagId, tagIds),
                    ),
                  )
                  .returning({ tagId: candidateTagLinks.tagId });
          if (changed.length === 0) throw new AppError('CONFLICT', 'Nothing to change');
          await recordActivity(inner, {
            companyId: auth.companyId,
            candidateId,
            kind: 'tagged',
            summary: `${input.action === 'tag' ? 'Tagged' : 'Untagged'} (${changed.length} tag${changed.length === 1 ? '' : 's'}, in bulk)`,
            actorId: auth.userId,
          });
        });
        break;
      }
      case 'set_recruiter':
      case 'set_coordinator': {
        const field = input.action === 'set_recruiter' ? 'recruiterId' : 'coordinatorId';
        let name = 'nobody';
        if (input.userId) {
          const [user] = await tx
            .select({ firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(and(eq(users.companyId, auth.companyId), eq(users.id, input.userId)))
            .limit(1);
          if (!user) throw fieldError('userId', 'Choose a colleague');
          name = `${user.firstName} ${user.lastName}`;
        }
        result = await each(tx, ids, async (inner, candidateId) => {
          await inner
            .update(candidates)
            .set({ [field]: input.userId, updatedAt: sql`now()` })
            .where(and(eq(candidates.companyId, auth.companyId), eq(candidates.id, candidateId)));
          await recordActivity(inner, {
            companyId: auth.companyId,
            candidateId,
            kind: 'edited',
            summary: `${input.action === 'set_recruiter' ? 'Recruiter' : 'Coordinator'} set to ${name} (in bulk)`,
            actorId: auth.userId,
          });
        });
        break;
      }
      case 'move': {
        const targets = (await activeApplications(tx, auth.companyId, ids, input.jobId)).filter(
          (application) => application.stageId !== input.toStageId,
        );
        result = await each(tx, targets, (_inner, application) =>
          moveApplication(moves, request, auth, application.id, { toStageId: input.toStageId }).then(
            () => undefined,
          ),
        );
        break;
      }
      case 'reject': {
        const targets = await activeApplications(tx, auth.companyId, ids, input.jobId);
        if (targets.length > BULK_REJECT_CONFIRM_OVER && input.confirmCount !== targets.length)
          throw fieldError('confirmCount', `Type ${targets.length} to reject ${targets.length} applications`);
        result = await each(tx, targets, (_inner, application) =>
          rejectApplication(moves, request, auth, application.id, {
            rejectionReasonId: input.rejectionReasonId,
            note: input.note,
            email: input.email,
          }).then(() => undefined),
        );
        break;
      }
      case 'email': {
        result = await each(tx, ids, async (inner, candidateId) => {
          await queueTemplatedEmail(inner, jobs, {
            companyId: auth.companyId,
            candidateId,
            applicationId: null,
            jobId: null,
            templateId: input.templateId,
            senderId: auth.userId,
            sendAt: null,
          });
        });
        break;
      }
      case 'add_to_pool': {
        // Through the talent pool's own add: one already in the pool is refused there, and skipped here.
        result = await each(tx, ids, (inner, candidateId) =>
          addProspect(inner as unknown as Db, request, auth, {
            poolId: input.poolId,
            stageId: input.stageId,
            ownerId: null,
            candidateId,
            firstName: '',
            lastName: '',
            email: '',
            note: '',
          }).then(() => undefined),
        );
        break;
      }
      case 'transfer': {
        const fromJobId = input.fromJobId ?? input.filters?.jobId ?? null;
        const active = await activeApplications(tx, auth.companyId, ids, fromJobId);
        // Without a job to transfer from, only a candidate's one active application is unambiguous.
        const perCandidate = new Map<string, number>();
        for (const application of active)
          perCandidate.set(application.candidateId, (perCandidate.get(application.candidateId) ?? 0) + 1);
        const targets = fromJobId
          ? active
          : active.filter((application) => perCandidate.get(application.candidateId) === 1);
        const withoutOne = ids.length - new Set(targets.map((application) => application.candidateId)).size;
        const moved = await each(tx, targets, (_inner, application) =>
          transferApplication(moves, request, auth, application.id, {
            jobId: input.jobId,
            stageId: input.stageId,
          }).then(() => undefined),
        );
        result = { affected: moved.affected, skipped: moved.skipped + withoutOne };
        break;
      }
    }
    await recordAudit(tx, request, {
      action: `candidate.bulk.${input.action}`,
      targetType: 'candidate',
      targetId: null,
      after: { selected: ids.length, ...result },
    });
    candidatesChanged(auth.companyId);
    return result;
  });
