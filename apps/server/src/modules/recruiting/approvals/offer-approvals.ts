import { APPROVAL_MESSAGES, type ApprovalDecisionInput } from '@atrium/shared/schemas/recruiting/approvals';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { approvalDecidedMail } from './approvals.mail.ts';
import { decidableGroups, roundState } from './approval-rules.ts';
import * as repository from './approvals.repository.ts';
import type { RequestRow } from './approvals.repository.ts';
import { askActive, effectiveFlow, offerApprovalSubject } from './approvals.service.ts';

// The offer approval flow (issue 19): the same rounds as opening a job, one per offer version.

interface OfferRoundDeps {
  mailer: Mailer;
  publicUrl: string;
}

interface OfferSubject {
  offerId: string;
  jobId: string;
  jobName: string;
  candidateId: string;
  candidateName: string;
}

/** Starts a round on the job's (else the company's) offer flow; null when there is no flow. */
export async function startOfferRound(
  tx: DbOrTx,
  deps: OfferRoundDeps,
  auth: AuthContext,
  subject: OfferSubject,
): Promise<RequestRow | null> {
  const { row } = await effectiveFlow(tx, auth.companyId, subject.jobId, 'offer');
  if (!row || row.groups.length === 0) return null;
  const created = await repository.insertRequest(tx, {
    companyId: auth.companyId,
    jobId: subject.jobId,
    kind: 'offer',
    offerId: subject.offerId,
    sequential: row.sequential,
    groups: row.groups,
    requestedById: auth.userId,
  });
  for (const mail of await askActive(tx, deps, auth, created, subject.jobName, []))
    await deps.mailer.keepEmail(tx, mail);
  return created;
}

/** A round no longer needed (the offer changed or went): its decisions stay, it asks no more. */
export async function cancelOfferRound(tx: DbOrTx, companyId: string, requestId: string): Promise<void> {
  const round = await repository.findRequest(tx, companyId, requestId);
  if (round?.status === 'pending')
    await repository.updateRequest(tx, requestId, { status: 'cancelled', decidedAt: new Date() });
}

/**
 * Records the signed-in approver's decision; answers the round's outcome once it has one. Approvers
 * of the next group of a sequential flow are asked as the one before completes.
 */
export async function decideOfferRound(
  tx: DbOrTx,
  deps: OfferRoundDeps,
  auth: AuthContext,
  subject: Omit<OfferSubject, 'offerId'> & { requestId: string; input: ApprovalDecisionInput },
): Promise<'approved' | 'rejected' | null> {
  const round = await repository.lockRequest(tx, auth.companyId, subject.jobId, subject.requestId);
  if (!round) throw notFound('Approval request');
  if (round.status !== 'pending') throw new AppError('CONFLICT', APPROVAL_MESSAGES.notPending);
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
      decision: subject.input.decision,
      note: subject.input.note,
    });
  const after = await repository.decisionsOf(tx, [round.id]);
  const state = roundState(round.groups, round.sequential, after);
  const outcome = state.rejected ? 'rejected' : state.allApproved ? 'approved' : null;
  if (!outcome) {
    if (round.sequential) {
      const newlyActive = state.active
        .map((active, index) => (active && !stateBefore.active[index] ? index : -1))
        .filter((index) => index >= 0);
      if (newlyActive.length > 0)
        for (const mail of await askActive(tx, deps, auth, round, subject.jobName, after, newlyActive))
          await deps.mailer.keepEmail(tx, mail);
    }
    return null;
  }
  await repository.updateRequest(tx, round.id, { status: outcome, decidedAt: new Date() });
  const requester = round.requestedById
    ? (await repository.activePeople(tx, auth.companyId, [round.requestedById]))[0]
    : undefined;
  if (requester) {
    const { link } = offerApprovalSubject(subject.jobName, subject);
    const title =
      outcome === 'approved'
        ? `Offer to ${subject.candidateName} approved`
        : `Offer to ${subject.candidateName} rejected`;
    await notify(tx, {
      companyId: auth.companyId,
      userId: requester.id,
      title,
      body: subject.input.note,
      link,
    });
    await deps.mailer.keepEmail(
      tx,
      approvalDecidedMail({
        to: requester.email,
        companyId: auth.companyId,
        firstName: requester.firstName,
        subject: title,
        summary:
          outcome === 'approved'
            ? `Every approver agreed to the offer to ${subject.candidateName} for ${subject.jobName}. It can be sent.`
            : `The offer to ${subject.candidateName} for ${subject.jobName} was rejected; it is a draft again.`,
        note: subject.input.note,
        link: new URL(link, deps.publicUrl).toString(),
      }),
    );
  }
  return outcome;
}
