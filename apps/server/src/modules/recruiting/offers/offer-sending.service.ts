import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { OFFER_MESSAGES, type ApplicationOffer } from '@atrium/shared/schemas/recruiting/offers';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { randomToken, safeEqual, sha256 } from '../../../lib/secure-random.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { insertFile } from '../../platform/files/files.repository.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { insertAttachment } from '../candidate-attachments/candidate-attachments.repository.ts';
import { effectiveFlow } from '../approvals/approvals.service.ts';
import { offerEvent } from '../webhooks/webhook-events.ts';
import { letterPdf } from './offer-letter.ts';
import * as repository from './offers.repository.ts';
import { getApplicationOffer, lockedOffer, offerContextOf, type OfferDeps } from './offers.service.ts';
import { isUuid } from '../../../lib/uuid.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);
/** How long the candidate's answer link works when the offer names no expiry. */
const ANSWER_LINK_DAYS = 30;

/**
 * Sends the offer: the letter rendered as a PDF, kept as the application's offer letter, mailed to
 * the candidate with a link to accept or decline. With an offer approval flow the offer must be
 * approved first; without one a draft goes straight out.
 */
export async function sendOffer(
  deps: OfferDeps,
  request: FastifyRequest,
  auth: AuthContext,
  offerId: string,
  input: { message: string },
): Promise<ApplicationOffer> {
  // The PDF's bytes go to storage before the transaction; a failed transaction deletes them.
  const storageKey = `${randomUUID()}.pdf`;
  let stored = false;
  try {
    const applicationId = await deps.db.transaction(async (tx) => {
      const offer = await lockedOffer(tx, auth, offerId);
      const context = await offerContextOf(tx, auth.companyId, offer.applicationId);
      const { row: flow } = await effectiveFlow(tx, auth.companyId, context.jobId, 'offer');
      const needsApproval = Boolean(flow && flow.groups.length > 0);
      const sendable = needsApproval
        ? offer.status === 'approved'
        : ['draft', 'approved'].includes(offer.status);
      if (!sendable)
        throw conflict(
          needsApproval && ['draft', 'pending_approval'].includes(offer.status)
            ? OFFER_MESSAGES.needsApproval
            : 'This offer cannot be sent now',
        );
      const candidateName = `${context.firstName} ${context.lastName}`;
      const pdf = await letterPdf({
        companyName: context.companyName,
        title: `Offer letter - ${candidateName} - ${context.jobName}`,
        html: offer.letterHtml,
      });
      await deps.storage.put(storageKey, pdf, 'application/pdf');
      stored = true;
      const fileName = `Offer letter - ${candidateName}.pdf`.replace(/[^\w .()-]+/g, '');
      const file = await insertFile(tx, {
        companyId: auth.companyId,
        uploadedBy: auth.userId,
        storageKey,
        originalName: fileName,
        mimeType: 'application/pdf',
        sizeBytes: pdf.length,
      });
      await insertAttachment(tx, {
        companyId: auth.companyId,
        candidateId: context.candidateId,
        applicationId: offer.applicationId,
        fileId: file.id,
        type: 'offer_letter',
        text: '',
        uploadedBy: auth.userId,
      });
      const token = randomToken(24);
      const link = new URL('/offer-response', deps.publicUrl);
      link.search = new URLSearchParams({ company: auth.companyId, offer: offer.id, token }).toString();
      await repository.updateOffer(tx, auth.companyId, offer.id, {
        status: 'sent',
        sentAt: new Date(),
        letterFileId: file.id,
        answerTokenHash: sha256(token),
      });
      const body = renderMail({
        heading: `Your offer from ${context.companyName}`,
        paragraphs: [
          `Dear ${context.firstName},`,
          ...(input.message ? input.message.split(/\n{2,}/) : []),
          `We are delighted to offer you the position of ${context.jobName}. Your offer letter is attached.`,
          'Please let us know your decision with the button below.',
        ],
        action: { label: 'Accept or decline the offer', url: link.toString() },
      });
      await deps.mailer.keepEmail(tx, {
        to: context.email,
        companyId: auth.companyId,
        subject: `Your offer from ${context.companyName}: ${context.jobName}`,
        ...body,
        attachments: [
          { filename: fileName, contentType: 'application/pdf', content: pdf.toString('base64') },
        ],
      });
      await recordActivity(tx, {
        companyId: auth.companyId,
        candidateId: context.candidateId,
        applicationId: offer.applicationId,
        kind: 'offer',
        summary: `Offer for ${context.jobName} sent to ${context.email}`,
        actorId: auth.userId,
      });
      await recordAudit(tx, request, {
        action: 'offer.send',
        targetType: 'offer',
        targetId: offer.id,
        after: { fileId: file.id, to: context.email },
      });
      await offerEvent(tx, auth.companyId, 'offer_updated', offer.id);
      return offer.applicationId;
    });
    return await getApplicationOffer(deps.db, auth, applicationId);
  } catch (error) {
    if (stored) await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** Records the candidate's answer: accepted or declined; the recruiter and creator are told. */
async function resolveOffer(
  tx: DbOrTx,
  companyId: string,
  offerId: string,
  answer: 'accepted' | 'declined',
  note: string,
  actorId: string | null,
) {
  const offer = await repository.findOffer(tx, companyId, offerId, true);
  if (!offer) return null;
  if (offer.status !== 'sent') throw conflict(OFFER_MESSAGES.notSent);
  const context = await offerContextOf(tx, companyId, offer.applicationId);
  await repository.updateOffer(tx, companyId, offer.id, {
    status: answer,
    resolvedAt: new Date(),
    responseNote: note,
  });
  const summary = `${context.firstName} ${context.lastName} ${answer} the offer for ${context.jobName}`;
  await recordActivity(tx, {
    companyId,
    candidateId: context.candidateId,
    applicationId: offer.applicationId,
    kind: 'offer',
    summary,
    body: note || null,
    actorId,
  });
  if (offer.createdById && offer.createdById !== actorId)
    await notify(tx, {
      companyId,
      userId: offer.createdById,
      title: summary,
      body: note,
      link: `/candidates/${context.candidateId}`,
    });
  await offerEvent(tx, companyId, 'offer_updated', offer.id);
  return offer;
}

/** The recruiter records the answer the candidate gave another way (a call, a signed copy). */
export async function recordOfferAnswer(
  deps: OfferDeps,
  request: FastifyRequest,
  auth: AuthContext,
  offerId: string,
  input: { answer: 'accepted' | 'declined'; note: string },
): Promise<ApplicationOffer> {
  const applicationId = await deps.db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, auth, offerId);
    await resolveOffer(tx, auth.companyId, offer.id, input.answer, input.note, auth.userId);
    await recordAudit(tx, request, {
      action: `offer.${input.answer === 'accepted' ? 'accept' : 'decline'}`,
      targetType: 'offer',
      targetId: offer.id,
      after: { recordedBy: auth.userId },
    });
    return offer.applicationId;
  });
  return getApplicationOffer(deps.db, auth, applicationId);
}

export interface OfferAddress {
  company?: string;
  offer?: string;
  token?: string;
}

export type OfferLinkState = 'open' | 'answered' | 'expired' | 'withdrawn';

/** The offer a candidate's link names, if its secret matches; anything else looks like no offer. */
export async function openOfferLink(db: DbOrTx, address: OfferAddress) {
  const { company, offer: offerId, token } = address;
  if (!company || !offerId || !token || !isUuid(company) || !isUuid(offerId)) return null;
  const offer = await repository.findOffer(db, company, offerId);
  if (!offer?.answerTokenHash || !safeEqual(offer.answerTokenHash, sha256(token))) return null;
  const context = await offerContextOf(db, company, offer.applicationId);
  const sentAt = offer.sentAt ?? offer.createdAt;
  const expires = offer.expiresOn
    ? new Date(`${offer.expiresOn}T23:59:59Z`)
    : new Date(sentAt.getTime() + ANSWER_LINK_DAYS * 86_400_000);
  const state: OfferLinkState =
    offer.status === 'accepted' || offer.status === 'declined'
      ? 'answered'
      : offer.status !== 'sent'
        ? 'withdrawn'
        : expires.getTime() < Date.now()
          ? 'expired'
          : 'open';
  return { offer, context, state };
}

/** The candidate's own answer from the link in their mail. */
export async function answerFromLink(
  db: Db,
  address: OfferAddress,
  answer: 'accepted' | 'declined',
  note: string,
) {
  return db.transaction(async (tx) => {
    const first = await openOfferLink(tx, address);
    if (!first || first.state !== 'open') return first;
    await repository.lockApplicationRow(tx, first.offer.companyId, first.offer.applicationId);
    // Read again under the lock: a second click, or the recruiter, may have answered meanwhile.
    const opened = await openOfferLink(tx, address);
    if (!opened || opened.state !== 'open') return opened;
    await resolveOffer(tx, opened.offer.companyId, opened.offer.id, answer, note, null);
    return { ...opened, state: 'answered' as const, offer: { ...opened.offer, status: answer } };
  });
}
