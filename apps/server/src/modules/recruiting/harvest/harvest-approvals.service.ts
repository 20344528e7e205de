import type { DbOrTx } from '../../../db/client.ts';
import { roundState } from '../approvals/approval-rules.ts';
import * as approvals from '../approvals/approvals.repository.ts';
import type { DecisionRow, FlowRow, RequestRow } from '../approvals/approvals.repository.ts';
import { effectiveFlow } from '../approvals/approvals.service.ts';
import type { HarvestApprovalFlow } from './harvest-offer-objects.ts';
import { stableIdOf } from './harvest-objects.ts';
import * as repository from './harvest-approvals.repository.ts';

// Greenhouse's approval flows from ours. Greenhouse keeps a flow per job and type that is requested
// (started) later; Atrium keeps the job's flow (its own or the company's default) and the rounds
// asked of it. So a Harvest flow is the job's flow of a type, shown as its latest round when one was
// asked (a cancelled round: not started). Its id is reversible, from an id Harvest already answers:
// 4 × the job's id + 1 (open_job, approvals to start recruiting), + 2 (offer_job, the job's offer
// approvals), or 4 × the offer's id + 3 (offer_candidate, one offer version's approvals). A group's
// id is 16 × its flow's id + its priority.

export type FlowType = HarvestApprovalFlow['approval_type'];
const TAGS: Record<FlowType, number> = { open_job: 1, offer_job: 2, offer_candidate: 3 };
const TYPE_OF_TAG: Array<FlowType | null> = [null, 'open_job', 'offer_job', 'offer_candidate'];

export const flowIdOf = (type: FlowType, publicId: number) => publicId * 4 + TAGS[type];
export const groupIdOf = (flowId: number, priority: number) => flowId * 16 + priority;
export const flowOfId = (id: number) => ({ type: TYPE_OF_TAG[id % 4] ?? null, publicId: Math.floor(id / 4) });

interface FlowSource {
  type: FlowType;
  job: { id: string; publicId: number };
  offer: { id: string; publicId: number } | null;
  definition: FlowRow | null;
  /** Its rounds, newest first. */
  rounds: RequestRow[];
}

/** When a group settled: the decision that satisfied it, or the rejection that ended the round. */
function resolvedAt(index: number, satisfied: boolean, decisions: DecisionRow[]): string | null {
  const own = decisions.filter((decision) => decision.groupIndex === index);
  const deciding = satisfied
    ? own.filter((decision) => decision.decision === 'approved')
    : own.filter((decision) => decision.decision === 'rejected');
  const last = deciding.map((decision) => decision.decidedAt.getTime()).sort((a, b) => b - a)[0];
  return last === undefined ? null : new Date(last).toISOString();
}

async function toHarvestFlow(
  db: DbOrTx,
  companyId: string,
  source: FlowSource,
): Promise<HarvestApprovalFlow> {
  const latest = source.rounds[0];
  const live = latest && latest.status !== 'cancelled' ? latest : null;
  const groups = live?.groups ?? source.definition?.groups ?? [];
  const sequential = live?.sequential ?? source.definition?.sequential ?? true;
  const decisions = live ? await approvals.decisionsOf(db, [live.id]) : [];
  const state = roundState(groups, sequential, decisions);
  const people = new Map(
    (
      await repository.peopleByIds(db, companyId, [
        ...groups.flatMap((group) => group.approverIds),
        ...(live?.requestedById ? [live.requestedById] : []),
      ])
    ).map((person) => [person.id, person]),
  );
  const id = flowIdOf(source.type, source.offer?.publicId ?? source.job.publicId);
  const offerId = source.offer?.publicId ?? null;
  const createdAt = (live?.requestedAt ?? source.definition?.updatedAt ?? new Date()).toISOString();
  return {
    id,
    offer_id: offerId,
    sequential,
    version: Math.max(1, source.rounds.length),
    approval_type: source.type,
    approval_status:
      live?.status === 'approved' ? 'approved' : live?.status === 'rejected' ? 'rejected' : 'pending',
    job_id: source.job.publicId,
    requested_by_user_id: live?.requestedById ? (people.get(live.requestedById)?.publicId ?? null) : null,
    approver_groups: groups.map((group, index) => ({
      id: groupIdOf(id, index),
      approvals_required: group.required,
      created_at: createdAt,
      resolved_at: live ? resolvedAt(index, state.satisfied[index]!, decisions) : null,
      priority: index,
      job_id: source.job.publicId,
      offer_id: offerId,
      approvers: group.approverIds.flatMap((approverId) => {
        const person = people.get(approverId);
        return person
          ? [
              {
                id: person.publicId,
                name: `${person.firstName} ${person.lastName}`.trim(),
                employee_id: null,
                email_addresses: [person.email],
              },
            ]
          : [];
      }),
    })),
  };
}

/**
 * A job's flows: approvals to start recruiting (when it has a flow or was asked), its offer
 * approvals (when it has a flow), and one per offer version asked for approval or still a draft.
 */
export async function flowsOfJob(
  db: DbOrTx,
  companyId: string,
  job: { id: string; publicId: number },
): Promise<HarvestApprovalFlow[]> {
  const [open, offer, openRounds, offerRounds, drafts] = await Promise.all([
    effectiveFlow(db, companyId, job.id, 'job_open'),
    effectiveFlow(db, companyId, job.id, 'offer'),
    approvals.requestsOfJob(db, companyId, job.id, 'job_open'),
    approvals.requestsOfJob(db, companyId, job.id, 'offer'),
    repository.draftOffersOfJob(db, companyId, job.id),
  ]);
  const sources: FlowSource[] = [];
  if (open.row?.groups.length || openRounds.length)
    sources.push({ type: 'open_job', job, offer: null, definition: open.row, rounds: openRounds });
  const hasOfferFlow = Boolean(offer.row?.groups.length);
  if (hasOfferFlow) sources.push({ type: 'offer_job', job, offer: null, definition: offer.row, rounds: [] });
  const asked = await repository.offersByIds(
    db,
    companyId,
    offerRounds.flatMap((round) => (round.offerId ? [round.offerId] : [])),
  );
  const offers = new Map([...asked, ...(hasOfferFlow ? drafts : [])].map((row) => [row.id, row]));
  for (const row of [...offers.values()].sort((a, b) => a.publicId - b.publicId))
    sources.push({
      type: 'offer_candidate',
      job,
      offer: row,
      definition: offer.row,
      rounds: offerRounds.filter((round) => round.offerId === row.id),
    });
  return Promise.all(sources.map((source) => toHarvestFlow(db, companyId, source)));
}

/** A flow by its Harvest id, with the job and offer it is of; null when there is none. */
export async function flowById(db: DbOrTx, companyId: string, id: number) {
  const { type, publicId } = flowOfId(id);
  if (!type) return null;
  const offer = type === 'offer_candidate' ? await repository.offerByPublicId(db, companyId, publicId) : null;
  const job = offer
    ? (await repository.jobsByIds(db, companyId, [offer.jobId]))[0]
    : type === 'offer_candidate'
      ? null
      : await repository.jobByPublicId(db, companyId, publicId);
  if (!job) return null;
  const flow = (await flowsOfJob(db, companyId, job)).find((candidate) => candidate.id === id);
  return flow ? { flow, job, offer } : null;
}

/**
 * A user's pending approvals: each unsettled group of a pending round they have not decided in,
 * due when it is being asked now, waiting when an earlier group of a sequential round still is.
 */
export async function pendingApprovalsOf(
  db: DbOrTx,
  companyId: string,
  userId: string,
  type: 'job' | 'offer' | undefined,
) {
  const rows = (await approvals.pendingRequestsFor(db, companyId, userId)).filter(({ request }) =>
    type === 'job' ? !request.offerId : type === 'offer' ? Boolean(request.offerId) : true,
  );
  const [decisions, jobRows, offerRows] = await Promise.all([
    approvals.decisionsOf(
      db,
      rows.map(({ request }) => request.id),
    ),
    repository.jobsByIds(
      db,
      companyId,
      rows.map(({ request }) => request.jobId),
    ),
    repository.offersByIds(
      db,
      companyId,
      rows.flatMap(({ request }) => (request.offerId ? [request.offerId] : [])),
    ),
  ]);
  const jobIds = new Map(jobRows.map((row) => [row.id, row.publicId]));
  const offerIds = new Map(offerRows.map((row) => [row.id, row.publicId]));
  return rows.flatMap(({ request }) => {
    const own = decisions.filter((decision) => decision.requestId === request.id);
    const state = roundState(request.groups, request.sequential, own);
    const jobId = jobIds.get(request.jobId)!;
    const offerId = request.offerId ? (offerIds.get(request.offerId) ?? null) : null;
    const flowId = offerId !== null ? flowIdOf('offer_candidate', offerId) : flowIdOf('open_job', jobId);
    return request.groups.flatMap((group, index) => {
      const decided = own.some((decision) => decision.groupIndex === index && decision.approverId === userId);
      if (!group.approverIds.includes(userId) || decided || state.satisfied[index]) return [];
      const due = state.active[index]!;
      return [
        {
          id: stableIdOf(`approval:${request.id}:${index}:${userId}`),
          status: due ? ('due' as const) : ('waiting' as const),
          created_at: request.requestedAt.toISOString(),
          resolved_at: null,
          request_sent_at: due ? request.requestedAt.toISOString() : null,
          reminder_sent_at: null,
          reminders_sent: 0,
          approver_group_id: groupIdOf(flowId, index),
          reminder_sent_by_user_id: null,
          hiring_plan_id: jobId,
          offer_id: offerId,
          approval_flow_id: flowId,
          approval_flow_type: offerId !== null ? ('offer_candidate' as const) : ('open_job' as const),
          approval_flow_status: 'pending' as const,
        },
      ];
    });
  });
}
