import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  APPROVAL_MESSAGES,
  type ApprovalDecisionInput,
  type ApprovalFlow,
  type ApprovalFlowInput,
  type ApprovalKind,
  type ApprovalRequest,
  type JobApprovals,
  type PendingApproval,
} from '@atrium/shared/schemas/recruiting/approvals';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { StoredApprovalGroup } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { setJobStatus } from '../jobs/jobs.repository.ts';
import type { Mailer, OutgoingMessage } from '../../platform/mail/mailer.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { approvalDecidedMail, approvalRequestedMail } from './approvals.mail.ts';
import { decidableGroups, roundState } from './approval-rules.ts';
import * as repository from './approvals.repository.ts';
import type { DecisionRow, FlowRow, RequestRow } from './approvals.repository.ts';

export interface ApprovalDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const JOB_OPEN: ApprovalKind = 'job_open';
const conflict = (message: string) => new AppError('CONFLICT', message);

/** Mail goes out after the transaction commits (the mailer writes through its own connection). */
async function sendAll(deps: ApprovalDeps, mails: OutgoingMessage[]) {
  for (const mail of mails) {
    try {
      await deps.mailer.sendEmail(mail);
    } catch (error) {
      deps.log.error({ err: error }, 'approval mail failed');
    }
  }
}

export async function effectiveFlow(db: DbOrTx, companyId: string, jobId: string, kind: ApprovalKind) {
  const own = await repository.jobFlow(db, companyId, jobId, kind);
  if (own) return { row: own, source: 'job' as const };
  return { row: await repository.companyFlow(db, companyId, kind), source: 'company' as const };
}

async function flowView(
  db: DbOrTx,
  companyId: string,
  kind: ApprovalKind,
  row: FlowRow | null,
  source: 'job' | 'company',
): Promise<ApprovalFlow> {
  const groups = row?.groups ?? [];
  const names = await repository.peopleNamed(
    db,
    companyId,
    groups.flatMap((group) => group.approverIds),
  );
  return {
    kind,
    source,
    sequential: row?.sequential ?? true,
    groups: groups.map((group) => ({
      required: group.required,
      approvers: group.approverIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
    })),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

async function requestView(
  db: DbOrTx,
  auth: AuthContext,
  request: RequestRow,
  decisions: DecisionRow[],
): Promise<ApprovalRequest> {
  const own = decisions.filter((decision) => decision.requestId === request.id);
  const state = roundState(request.groups, request.sequential, own);
  const ids = [
    ...request.groups.flatMap((group) => group.approverIds),
    ...(request.requestedById ? [request.requestedById] : []),
  ];
  const names = await repository.peopleNamed(db, auth.companyId, ids);
  const pending = request.status === 'pending';
  return {
    id: request.id,
    status: request.status,
    sequential: request.sequential,
    requestedBy: request.requestedById
      ? { id: request.requestedById, name: names.get(request.requestedById) ?? 'Former user' }
      : null,
    requestedAt: request.requestedAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    groups: request.groups.map((group, index) => ({
      required: group.required,
      active: pending && state.active[index]!,
      approved: state.satisfied[index]!,
      approvers: group.approverIds.map((id) => {
        const decision = own.find((item) => item.groupIndex === index && item.approverId === id);
        return {
          id,
          name: names.get(id) ?? 'Former user',
          decision: decision?.decision ?? null,
          note: decision?.note ?? '',
          decidedAt: decision?.decidedAt.toISOString() ?? null,
        };
      }),
    })),
    canDecide: pending && decidableGroups(request.groups, state.active, own, auth.userId).length > 0,
  };
}

async function assertJob(db: DbOrTx, auth: AuthContext, jobId: string) {
  const job = await repository.jobRow(db, auth.companyId, jobId);
  if (!job) throw notFound('Job');
  return job;
}

export async function getJobApprovals(db: Db, auth: AuthContext, jobId: string): Promise<JobApprovals> {
  await assertJob(db, auth, jobId);
  const { row, source } = await effectiveFlow(db, auth.companyId, jobId, JOB_OPEN);
  const requests = await repository.requestsOfJob(db, auth.companyId, jobId, JOB_OPEN);
  const decisions = await repository.decisionsOf(
    db,
    requests.map((request) => request.id),
  );
  const views = await Promise.all(requests.map((request) => requestView(db, auth, request, decisions)));
  const [latest, ...older] = views;
  return {
    flow: await flowView(db, auth.companyId, JOB_OPEN, row, source),
    // The latest round shows while it waits or after it ended (rejected rounds stay visible to act on).
    current: latest ?? null,
    history: older,
  };
}

export async function getCompanyFlow(db: Db, auth: AuthContext, kind: ApprovalKind): Promise<ApprovalFlow> {
  return flowView(
    db,
    auth.companyId,
    kind,
    await repository.companyFlow(db, auth.companyId, kind),
    'company',
  );
}

async function checkApprovers(db: DbOrTx, auth: AuthContext, input: ApprovalFlowInput) {
  const ids = [...new Set(input.groups.flatMap((group) => group.approverIds))];
  const known = await repository.peopleNamed(db, auth.companyId, ids);
  input.groups.forEach((group, groupIndex) =>
    group.approverIds.forEach((id, index) => {
      if (!known.has(id)) {
        const message = 'Select a person of your company';
        throw new AppError('VALIDATION_FAILED', message, {
          errors: [{ path: `groups.${groupIndex}.approverIds.${index}`, message }],
        });
      }
    }),
  );
}

/** What a round asks approval for, as its approvers are told it. */
export interface ApprovalSubject {
  title: string;
  /** The ask after the requester's name: "asks you to approve …". */
  ask: string;
  link: string;
}

/** Opening a job, or an offer (named by its candidate, read from the round's offer). */
async function subjectOf(tx: DbOrTx, companyId: string, request: RequestRow, jobName: string) {
  if (request.kind === 'offer' && request.offerId) {
    const offer = await repository.offerOfRequest(tx, companyId, request.offerId);
    if (offer) return offerApprovalSubject(jobName, offer);
  }
  return {
    title: `Approval needed: ${jobName}`,
    ask: `opening the job ${jobName}`,
    link: `/jobs/${request.jobId}/approvals`,
  };
}

export const offerApprovalSubject = (
  jobName: string,
  offer: { candidateId: string; candidateName: string },
): ApprovalSubject => ({
  title: `Offer approval needed: ${offer.candidateName}`,
  ask: `the offer to ${offer.candidateName} for ${jobName}`,
  link: `/candidates/${offer.candidateId}`,
});

/** Asks the approvers of the groups now active (all at once, or the next in order). */
export async function askActive(
  tx: DbOrTx,
  deps: Pick<ApprovalDeps, 'publicUrl'>,
  auth: AuthContext,
  request: RequestRow,
  jobName: string,
  decisions: DecisionRow[],
  onlyGroups?: number[],
): Promise<OutgoingMessage[]> {
  const state = roundState(request.groups, request.sequential, decisions);
  const groups = request.groups
    .map((group, index) => ({ group, index }))
    .filter(({ index }) => state.active[index] && (!onlyGroups || onlyGroups.includes(index)));
  const waiting = new Set(
    groups.flatMap(({ group, index }) =>
      group.approverIds.filter((id) => !decisions.some((d) => d.groupIndex === index && d.approverId === id)),
    ),
  );
  const people = await repository.activePeople(tx, auth.companyId, [...waiting]);
  const requester = request.requestedById
    ? ((await repository.peopleNamed(tx, auth.companyId, [request.requestedById])).get(
        request.requestedById,
      ) ?? 'A colleague')
    : 'A colleague';
  const subject = await subjectOf(tx, auth.companyId, request, jobName);
  const mails: OutgoingMessage[] = [];
  for (const person of people) {
    await notify(tx, {
      companyId: auth.companyId,
      userId: person.id,
      title: subject.title,
      body: `${requester} asks you to approve ${subject.ask}.`,
      link: subject.link,
    });
    mails.push(
      approvalRequestedMail({
        to: person.email,
        companyId: auth.companyId,
        firstName: person.firstName,
        subject: subject.title,
        ask: subject.ask,
        requestedBy: requester,
        link: new URL(subject.link, deps.publicUrl).toString(),
      }),
    );
  }
  return mails;
}

/** An edit to a flow restarts the rounds that follow it: decisions cleared, approvers asked again. */
async function restart(
  tx: DbOrTx,
  deps: ApprovalDeps,
  auth: AuthContext,
  request: RequestRow,
  flow: FlowRow | null,
) {
  const groups: StoredApprovalGroup[] = flow?.groups ?? [];
  const job = await repository.jobRow(tx, auth.companyId, request.jobId);
  await repository.clearDecisions(tx, request.id);
  if (groups.length === 0) {
    await repository.updateRequest(tx, request.id, { status: 'cancelled', decidedAt: new Date() });
    return [];
  }
  const restarted = { ...request, groups, sequential: flow?.sequential ?? true };
  await repository.updateRequest(tx, request.id, {
    groups,
    sequential: restarted.sequential,
    requestedAt: new Date(),
  });
  return askActive(tx, deps, auth, restarted, job?.name ?? 'a job', []);
}

export async function setCompanyFlow(
  deps: ApprovalDeps,
  request: FastifyRequest,
  auth: AuthContext,
  kind: ApprovalKind,
  input: ApprovalFlowInput,
): Promise<ApprovalFlow> {
  const mails: OutgoingMessage[] = [];
  const result = await deps.db.transaction(async (tx) => {
    await checkApprovers(tx, auth, input);
    const before = await repository.companyFlow(tx, auth.companyId, kind);
    await repository.saveFlow(tx, {
      companyId: auth.companyId,
      jobId: null,
      kind,
      ...input,
      userId: auth.userId,
    });
    const after = await repository.companyFlow(tx, auth.companyId, kind);
    for (const { request: pending } of await repository.pendingRequestsUsingCompanyFlow(
      tx,
      auth.companyId,
      kind,
    ))
      mails.push(...(await restart(tx, deps, auth, pending, after)));
    await recordAudit(tx, request, {
      action: 'approval_flow.update',
      targetType: 'company',
      targetId: auth.companyId,
      before: before ? { kind, sequential: before.sequential, groups: before.groups } : null,
      after: { kind, ...input },
    });
    return flowView(tx, auth.companyId, kind, after, 'company');
  });
  await sendAll(deps, mails);
  return result;
}

/** The job's own flow (input), or back to the company's (null). */
export async function setJobFlow(
  deps: ApprovalDeps,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: ApprovalFlowInput | null,
): Promise<JobApprovals> {
  const mails: OutgoingMessage[] = [];
  await deps.db.transaction(async (tx) => {
    await assertJob(tx, auth, jobId);
    if (input) {
      await checkApprovers(tx, auth, input);
      await repository.saveFlow(tx, {
        companyId: auth.companyId,
        jobId,
        kind: JOB_OPEN,
        ...input,
        userId: auth.userId,
      });
    } else await repository.deleteJobFlow(tx, auth.companyId, jobId, JOB_OPEN);
    const { row } = await effectiveFlow(tx, auth.companyId, jobId, JOB_OPEN);
    const pending = (await repository.requestsOfJob(tx, auth.companyId, jobId, JOB_OPEN)).find(
      (item) => item.status === 'pending',
    );
    if (pending) mails.push(...(await restart(tx, deps, auth, pending, row)));
    await recordAudit(tx, request, {
      action: input ? 'job.approval_flow.update' : 'job.approval_flow.reset',
      targetType: 'job',
      targetId: jobId,
      after: input ?? { source: 'company' },
    });
  });
  await sendAll(deps, mails);
  return getJobApprovals(deps.db, auth, jobId);
}

export async function requestJobApproval(
  deps: ApprovalDeps,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
): Promise<JobApprovals> {
  const mails: OutgoingMessage[] = [];
  await deps.db.transaction(async (tx) => {
    const job = await assertJob(tx, auth, jobId);
    if (job.status !== 'draft') throw conflict(APPROVAL_MESSAGES.notDraft);
    const { row } = await effectiveFlow(tx, auth.companyId, jobId, JOB_OPEN);
    if (!row || row.groups.length === 0) throw conflict(APPROVAL_MESSAGES.noFlow);
    const requests = await repository.requestsOfJob(tx, auth.companyId, jobId, JOB_OPEN);
    if (requests.some((item) => item.status === 'pending')) throw conflict(APPROVAL_MESSAGES.alreadyPending);
    const created = await repository.insertRequest(tx, {
      companyId: auth.companyId,
      jobId,
      kind: JOB_OPEN,
      sequential: row.sequential,
      groups: row.groups,
      requestedById: auth.userId,
    });
    mails.push(...(await askActive(tx, deps, auth, created, job.name, [])));
    await recordAudit(tx, request, {
      action: 'job.approval.request',
      targetType: 'job',
      targetId: jobId,
      after: { requestId: created.id, groups: row.groups.length, sequential: row.sequential },
    });
  });
  await sendAll(deps, mails);
  return getJobApprovals(deps.db, auth, jobId);
}

/**
 * An approver's decision. A rejection ends the round (the job stays a draft); the last approval
 * needed approves it and opens the job in the same transaction; an approval that completes a group
 * of a sequential flow asks the next group.
 */
export async function decideJobApproval(
  deps: ApprovalDeps,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  requestId: string,
  input: ApprovalDecisionInput,
): Promise<JobApprovals> {
  const mails: OutgoingMessage[] = [];
  await deps.db.transaction(async (tx) => {
    const job = await assertJob(tx, auth, jobId);
    const round = await repository.lockRequest(tx, auth.companyId, jobId, requestId);
    if (!round) throw notFound('Approval request');
    if (round.status !== 'pending') throw conflict(APPROVAL_MESSAGES.notPending);
    const before = await repository.decisionsOf(tx, [round.id]);
    const stateBefore = roundState(round.groups, round.sequential, before);
    const groups = decidableGroups(round.groups, stateBefore.active, before, auth.userId);
    if (groups.length === 0) throw new AppError('FORBIDDEN', APPROVAL_MESSAGES.notApprover);
    for (const groupIndex of groups)
      await repository.insertDecision(tx, {
        companyId: auth.companyId,
        requestId: round.id,
        groupIndex,
        approverId: auth.userId,
        decision: input.decision,
        note: input.note,
      });
    const after = await repository.decisionsOf(tx, [round.id]);
    const state = roundState(round.groups, round.sequential, after);
    await recordAudit(tx, request, {
      action: `job.approval.${input.decision === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'job',
      targetId: jobId,
      after: { requestId: round.id, groups, note: input.note || null },
    });
    const outcome = state.rejected ? 'rejected' : state.allApproved ? 'approved' : null;
    if (outcome) {
      await repository.updateRequest(tx, round.id, { status: outcome, decidedAt: new Date() });
      if (outcome === 'approved' && job.status === 'draft') {
        await setJobStatus(
          tx,
          auth.companyId,
          jobId,
          { status: 'open', openedAt: new Date(), closedAt: null, closeReasonId: null, closeNote: null },
          'open',
        );
        await recordAudit(tx, request, {
          action: 'job.open',
          targetType: 'job',
          targetId: jobId,
          before: { status: 'draft' },
          after: { status: 'open', approvedRequestId: round.id },
        });
      }
      const requester = round.requestedById
        ? (await repository.activePeople(tx, auth.companyId, [round.requestedById]))[0]
        : undefined;
      if (requester) {
        const link = `/jobs/${jobId}/approvals`;
        await notify(tx, {
          companyId: auth.companyId,
          userId: requester.id,
          title: outcome === 'approved' ? `${job.name} is approved and open` : `${job.name} was rejected`,
          body: input.note,
          link,
        });
        mails.push(
          approvalDecidedMail({
            to: requester.email,
            companyId: auth.companyId,
            firstName: requester.firstName,
            subject: outcome === 'approved' ? `Approved: ${job.name} is open` : `Rejected: ${job.name}`,
            summary:
              outcome === 'approved'
                ? `Every approver agreed: ${job.name} is now open.`
                : `Your request to open ${job.name} was rejected.`,
            note: input.note,
            link: new URL(link, deps.publicUrl).toString(),
          }),
        );
      }
    } else if (round.sequential) {
      // Groups that just became active hear about it now.
      const newlyActive = state.active
        .map((active, index) => (active && !stateBefore.active[index] ? index : -1))
        .filter((index) => index >= 0);
      if (newlyActive.length > 0)
        mails.push(...(await askActive(tx, deps, auth, round, job.name, after, newlyActive)));
    }
  });
  await sendAll(deps, mails);
  return getJobApprovals(deps.db, auth, jobId);
}

export async function myPendingApprovals(db: Db, auth: AuthContext): Promise<PendingApproval[]> {
  const rows = await repository.pendingRequestsFor(db, auth.companyId, auth.userId);
  const decisions = await repository.decisionsOf(
    db,
    rows.map((row) => row.request.id),
  );
  const waiting = rows.filter(({ request }) => {
    const own = decisions.filter((decision) => decision.requestId === request.id);
    const state = roundState(request.groups, request.sequential, own);
    return decidableGroups(request.groups, state.active, own, auth.userId).length > 0;
  });
  const names = await repository.peopleNamed(
    db,
    auth.companyId,
    waiting.map(({ request }) => request.requestedById).filter((id): id is string => Boolean(id)),
  );
  const offers = new Map(
    await Promise.all(
      waiting
        .filter(({ request }) => request.offerId)
        .map(
          async ({ request }) =>
            [
              request.offerId!,
              await repository.offerOfRequest(db, auth.companyId, request.offerId!),
            ] as const,
        ),
    ),
  );
  return waiting.map(({ request, jobName }) => {
    const offer = request.offerId ? offers.get(request.offerId) : null;
    return {
      requestId: request.id,
      jobId: request.jobId,
      jobName,
      kind: request.kind,
      offerId: request.offerId,
      candidate: offer ? { id: offer.candidateId, name: offer.candidateName } : null,
      requestedBy: request.requestedById
        ? { id: request.requestedById, name: names.get(request.requestedById) ?? 'Former user' }
        : null,
      requestedAt: request.requestedAt.toISOString(),
    };
  });
}

/** Opening directly is for jobs without an approval flow; with one, approval opens the job. */
export async function assertNoApprovalFlow(db: DbOrTx, companyId: string, jobId: string): Promise<void> {
  const { row } = await effectiveFlow(db, companyId, jobId, JOB_OPEN);
  if (row && row.groups.length > 0) throw new AppError('APPROVAL_REQUIRED', APPROVAL_MESSAGES.flowRequired);
}

/** One round as the approvals screens show it (the offer panel reads its offer's round). */
export async function approvalRoundView(db: DbOrTx, auth: AuthContext, requestId: string) {
  const round = await repository.findRequest(db, auth.companyId, requestId);
  if (!round) return null;
  return requestView(db, auth, round, await repository.decisionsOf(db, [round.id]));
}
