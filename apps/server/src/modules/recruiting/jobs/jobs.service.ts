import type { FastifyRequest } from 'fastify';
import {
  JOB_MESSAGES,
  type CloseJobInput,
  type CopyJobInput,
  type CreateJobInput,
  type Job,
  type JobInput,
  type JobActivityQuery,
  type JobList,
  type JobListQuery,
} from '@atrium/shared/schemas/recruiting/jobs';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import {
  checkJobValues,
  copyJobValues,
  listCustomFields,
  setJobValues,
} from '../custom-fields/custom-fields.service.ts';
import { copyJobSetup } from '../job-setup/job-setup.repository.ts';
import { copyHiringTeam } from './hiring-team.repository.ts';
import { assertNoApprovalFlow } from '../approvals/approvals.service.ts';
import { copyStages, insertFixedStages } from '../job-stages/job-stages.repository.ts';
import { copyPosts, takePostsOffline } from '../job-posts/job-posts.repository.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { auditTrail } from '../../platform/audit/audit-trail.service.ts';
import { unknownLink } from '../../../lib/company-links.ts';
import { hiringTeamMembers as teamMembersOf } from './hiring-team.repository.ts';
import type { JobCounts } from './job-counts.ts';
import type { JobRecord } from './job-record.ts';
import * as repository from './jobs.repository.ts';
import { countJobsByStatus, listJobs as listJobRecords } from './jobs-list.repository.ts';
import { saveKickoff as saveKickoffRow } from './kickoff.repository.ts';
import {
  DEFAULT_INTERVIEW_STAGES,
  INTERVIEW_STAGES_BY_JOB_TYPE,
  sampleJob,
} from '@atrium/shared/constants/sample-jobs';

const DAY_MS = 24 * 60 * 60 * 1000;

function toJob(record: JobRecord, now = Date.now()): Job {
  const { job } = record;
  const { openings } = record;
  const createdBy =
    job.createdById && record.createdByFirstName !== null
      ? { id: job.createdById, name: `${record.createdByFirstName} ${record.createdByLastName ?? ''}`.trim() }
      : null;
  // Days open runs while the job is open and stops when it closes.
  const openUntil = job.status === 'closed' && job.closedAt ? job.closedAt.getTime() : now;
  return {
    id: job.id,
    name: job.name,
    requisitionId: job.requisitionId,
    status: job.status,
    department:
      job.departmentId && record.departmentName !== null
        ? { id: job.departmentId, name: record.departmentName }
        : null,
    offices: record.offices,
    employmentType: job.employmentType,
    salary: job.salaryCurrency
      ? {
          min: job.salaryMin,
          max: job.salaryMax,
          currency: job.salaryCurrency,
          period: job.salaryPeriod ?? 'year',
        }
      : null,
    openings,
    openOpenings: openings.filter((opening) => opening.status === 'open').length,
    isFollowing: record.isFollowing,
    customFields: record.customFields,
    approval: { required: record.approvalRequired, status: record.approvalStatus },
    daysOpen:
      job.openedAt && job.status !== 'draft'
        ? Math.max(0, Math.floor((openUntil - job.openedAt.getTime()) / DAY_MS))
        : null,
    openedAt: job.openedAt?.toISOString() ?? null,
    closedAt: job.closedAt?.toISOString() ?? null,
    closeReason:
      job.closeReasonId && record.closeReasonName !== null
        ? { id: job.closeReasonId, name: record.closeReasonName }
        : null,
    createdBy,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a job: its fields, not the derived ones. */
const snapshot = ({ isFollowing: _f, daysOpen: _d, updatedAt: _u, approval: _a, ...fields }: Job) => fields;

export async function listJobs(
  db: Db,
  auth: AuthContext,
  query: JobListQuery,
  jobCounts: JobCounts,
): Promise<JobList> {
  const [records, counts] = await Promise.all([
    listJobRecords(db, auth.companyId, auth.userId, query, {
      limit: query.limit,
      offset: offsetOf(query),
    }),
    jobCounts.get(auth.companyId, { ...query, userId: auth.userId }, () =>
      countJobsByStatus(db, auth.companyId, auth.userId, query),
    ),
  ]);
  const total = query.status ? counts[query.status] : counts.draft + counts.open + counts.closed;
  return {
    ...pageOf(
      records.map((record) => toJob(record)),
      total,
      query,
    ),
    counts,
  };
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<Job> {
  const record = await repository.findJob(db, auth.companyId, id, auth.userId);
  if (!record) throw notFound('Job');
  return toJob(record);
}

export async function jobLookups(db: Db, auth: AuthContext) {
  const [organisation, hiringTeamMembers, customFields] = await Promise.all([
    repository.lookups(db, auth.companyId),
    teamMembersOf(db, auth.companyId),
    listCustomFields(db, auth.companyId, 'job', true),
  ]);
  return { ...organisation, hiringTeamMembers, customFields };
}

export const getJob = (db: Db, auth: AuthContext, id: string) => load(db, auth, id);

async function checkLinks(db: DbOrTx, auth: AuthContext, input: JobInput, jobId?: string) {
  const links = await repository.existingLinks(db, auth.companyId, {
    departmentId: input.departmentId,
    officeIds: input.officeIds,
  });
  if (!links.department) throw unknownLink('departmentId', 'Department');
  if (links.missingOffices.length > 0) {
    const index = input.officeIds.indexOf(links.missingOffices[0]!);
    throw unknownLink(`officeIds.${index}`, 'Office');
  }
  const ownOpenings = jobId ? await repository.openingIdsOf(db, auth.companyId, jobId) : new Set<string>();
  const stranger = input.openings.findIndex((opening) => opening.id && !ownOpenings.has(opening.id));
  if (stranger >= 0) throw unknownLink(`openings.${stranger}.id`, 'Opening');
}

const requisitionTaken = () => {
  const message = 'Another job already has this requisition ID';
  return new AppError('CONFLICT', message, { errors: [{ path: 'requisitionId', message }] });
};

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, { jobs_company_requisition_key: requisitionTaken });

export const createJob = (db: Db, request: FastifyRequest, auth: AuthContext, input: CreateJobInput) =>
  inTransaction(db, async (tx) => {
    await checkLinks(tx, auth, input);
    const customValues = await checkJobValues(tx, auth.companyId, input.customFields);
    const { id } = await repository.insertJob(tx, auth.companyId, auth.userId, input);
    await setJobValues(tx, auth.companyId, id, customValues);
    await repository.setJobOffices(tx, auth.companyId, id, input.officeIds);
    await repository.setJobOpenings(tx, auth.companyId, id, input.openings);
    const sample = input.sampleJobId ? sampleJob(input.sampleJobId) : undefined;
    await insertFixedStages(
      tx,
      auth.companyId,
      id,
      sample ? [...INTERVIEW_STAGES_BY_JOB_TYPE[sample.jobType]] : [...DEFAULT_INTERVIEW_STAGES],
    );
    if (sample) {
      const { responsibilities, qualifications, sellingPoints, interviewNotes } = sample;
      await saveKickoffRow(tx, auth.companyId, id, auth.userId, {
        responsibilities,
        qualifications,
        sellingPoints,
        interviewNotes,
      });
    }
    const created = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'job.create',
      targetType: 'job',
      targetId: id,
      after: { ...snapshot(created), sampleJobId: sample?.id ?? null },
    });
    return created;
  });

export const updateJob = (db: Db, request: FastifyRequest, auth: AuthContext, id: string, input: JobInput) =>
  inTransaction(db, async (tx) => {
    const before = await load(tx, auth, id);
    await checkLinks(tx, auth, input, id);
    const customValues = await checkJobValues(tx, auth.companyId, input.customFields);
    await repository.updateJob(tx, auth.companyId, id, input);
    await setJobValues(tx, auth.companyId, id, customValues);
    await repository.setJobOffices(tx, auth.companyId, id, input.officeIds);
    await repository.setJobOpenings(tx, auth.companyId, id, input.openings);
    const after = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'job.update',
      targetType: 'job',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });

/**
 * A new draft with the source's department, offices, employment type, salary and as many openings,
 * each new (no opening IDs or dates: they name other hires), the same interview plan, scorecard,
 * forms, stage transitions, hiring team and custom field values, and its posts (offline, until the
 * copy is open and someone publishes them).
 */
export const copyJob = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: CopyJobInput,
) =>
  inTransaction(db, async (tx) => {
    const source = await load(tx, auth, id);
    const copy: JobInput = {
      name: input.name,
      requisitionId: null,
      departmentId: source.department?.id ?? null,
      officeIds: source.offices.map((office) => office.id),
      employmentType: source.employmentType,
      salary: source.salary,
      openings: source.openings.map(() => ({ openingId: null, targetStartDate: null })),
      customFields: {},
    };
    const { id: copyId } = await repository.insertJob(tx, auth.companyId, auth.userId, copy);
    await repository.setJobOffices(tx, auth.companyId, copyId, copy.officeIds);
    await repository.setJobOpenings(tx, auth.companyId, copyId, copy.openings);
    await copyStages(tx, auth.companyId, id, copyId);
    await copyJobValues(tx, auth.companyId, id, copyId);
    await copyHiringTeam(tx, auth.companyId, id, copyId);
    await copyJobSetup(tx, auth.companyId, id, copyId);
    await copyPosts(tx, auth.companyId, id, copyId, auth.userId);
    const created = await load(tx, auth, copyId);
    await recordAudit(tx, request, {
      action: 'job.copy',
      targetType: 'job',
      targetId: copyId,
      before: { copiedFrom: id },
      after: snapshot(created),
    });
    return created;
  });

const wrongStatus = (message: string) => new AppError('CONFLICT', message);

/**
 * Draft → open, for a job without an approval flow (as in Greenhouse). With one, the job opens when
 * its approval round is approved (modules/recruiting/approvals), and this refuses with APPROVAL_REQUIRED.
 */
export const openJob = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  changeStatus(db, request, auth, id, 'job.open', async (tx, before) => {
    if (before.status !== 'draft') throw wrongStatus(JOB_MESSAGES.notDraftOrClosed);
    await assertNoApprovalFlow(tx, auth.companyId, id);
    await repository.setJobStatus(
      tx,
      auth.companyId,
      id,
      { status: 'open', openedAt: new Date(), closedAt: null, closeReasonId: null, closeNote: null },
      'open',
    );
  });

/** Open → closed, with a reason from the company's list; its openings close with it. */
export const closeJob = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: CloseJobInput,
) =>
  changeStatus(db, request, auth, id, 'job.close', async (tx, before) => {
    if (before.status !== 'open') throw wrongStatus(JOB_MESSAGES.notOpen);
    const links = await repository.existingLinks(tx, auth.companyId, {
      departmentId: null,
      officeIds: [],
      closeReasonId: input.closeReasonId,
    });
    if (!links.closeReason) throw unknownLink('closeReasonId', 'Close reason');
    await repository.setJobStatus(
      tx,
      auth.companyId,
      id,
      { status: 'closed', closedAt: new Date(), closeReasonId: input.closeReasonId, closeNote: input.note },
      'closed',
    );
    // A closed job takes no applications: its posts go offline (reopening does not bring them back).
    await takePostsOffline(tx, auth.companyId, id);
  });

/** Closed → draft: a reopened job is set up again and opened like a new one. */
export const reopenJob = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  changeStatus(db, request, auth, id, 'job.reopen', async (tx, before) => {
    if (before.status !== 'closed') throw wrongStatus(JOB_MESSAGES.notClosed);
    await repository.setJobStatus(
      tx,
      auth.companyId,
      id,
      { status: 'draft', closedAt: null, closeReasonId: null, closeNote: null },
      'open',
    );
  });

async function changeStatus(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  action: string,
  change: (tx: DbOrTx, before: Job) => Promise<void>,
): Promise<Job> {
  return db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    await change(tx, before);
    const after = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action,
      targetType: 'job',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

/** Following is idempotent: following twice, or unfollowing a job not followed, changes nothing. */
export const setFollowing = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  following: boolean,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    if (before.isFollowing === following) return before;
    if (following) await repository.follow(tx, auth.companyId, id, auth.userId);
    else await repository.unfollow(tx, auth.companyId, id, auth.userId);
    await recordAudit(tx, request, {
      action: following ? 'job.follow' : 'job.unfollow',
      targetType: 'job',
      targetId: id,
    });
    return load(tx, auth, id);
  });

/**
 * The job's activity feed: every change to it, read from the audit trail (one mechanism records
 * every write), so it shows who, what and when, impersonation included.
 */
export async function jobActivity(db: Db, auth: AuthContext, id: string, query: JobActivityQuery) {
  await load(db, auth, id);
  const page = await auditTrail(db, auth.companyId, {
    ...query,
    targetType: 'job',
    targetId: id,
    outcome: 'success',
  });
  // Addresses and browsers stay on the audit screen; the feed says what changed and who changed it.
  return {
    ...page,
    items: page.items.map(
      ({ id: eventId, createdAt, action, actorName, impersonatorName, before, after }) => ({
        id: eventId,
        createdAt,
        action,
        actorName,
        impersonatorName,
        before,
        after,
      }),
    ),
  };
}
