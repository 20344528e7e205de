import type { AddressObject } from 'mailparser';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { candidatesChanged } from '../candidates/candidates.service.ts';
import * as repository from './inbound-email.repository.ts';
import { readReplyAddress } from './reply-address.ts';

const MAX_TEXT = 100_000;

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) =>
    object.value.flatMap((entry) => (entry.address ? [entry.address] : [])),
  );

/**
 * A candidate's reply, delivered by the mail relay as the raw message: matched to the candidate by
 * the signed reply address among its recipients (or the relay's envelope recipient), kept with the
 * candidate's emails and written to the feed. A message delivered twice is kept once.
 */
export async function receiveCandidateReply(
  db: Db,
  inbound: { domain: string; secret: string },
  raw: Buffer,
  envelopeTo: string | undefined,
): Promise<{ duplicate: boolean }> {
  // mailparser (7 MB of heap with its charsets) comes with the first reply, not with the server.
  const { simpleParser } = await import('mailparser');
  const message = await simpleParser(raw, {
    skipHtmlToText: false,
    skipTextToHtml: true,
    skipImageLinks: true,
  });
  const headerAddresses = ['delivered-to', 'x-original-to'].flatMap((name) => {
    const value = message.headers.get(name);
    return typeof value === 'string' ? [value] : [];
  });
  const recipients = [
    ...(envelopeTo ? [envelopeTo] : []),
    ...addressesOf(message.to),
    ...addressesOf(message.cc),
    ...headerAddresses,
  ];
  const target = recipients
    .map((address) => ({ address, named: readReplyAddress(inbound, address) }))
    .find((entry) => entry.named !== null);
  if (!target?.named) {
    const text = 'None of the recipients is a candidate reply address';
    throw new AppError('VALIDATION_FAILED', text, { errors: [{ path: 'to', message: text }] });
  }
  const { companyId, candidatePublicId } = target.named;
  const from = addressesOf(message.from)[0] ?? '';
  const subject = (message.subject ?? '(no subject)').slice(0, 500);
  const text = (message.text ?? '').trim().slice(0, MAX_TEXT);
  const sentAt = message.date ?? new Date();
  return db.transaction(async (tx) => {
    const candidate = await repository.candidateOfReply(tx, companyId, candidatePublicId);
    // The candidate was deleted or anonymised away since: the relay should not try again.
    if (!candidate) throw notFound('Candidate');
    const stored = await repository.insertReceivedEmail(tx, {
      companyId,
      candidateId: candidate.id,
      applicationId: null,
      templateId: null,
      to: target.address.toLowerCase(),
      fromAddress: from,
      subject,
      // The sender's HTML is not ours to render: the text is kept (mailparser derives it from HTML).
      html: '',
      text,
      sendAt: sentAt,
      sentAt,
      senderId: null,
      messageId: message.messageId?.slice(0, 500) ?? null,
    });
    if (!stored) return { duplicate: true };
    await recordActivity(tx, {
      companyId,
      candidateId: candidate.id,
      kind: 'email_received',
      summary: `Email received from ${from || 'an unknown sender'}: ${subject}`,
      body: text,
      actorId: null,
      // The recruiter hears of it even without following, and once if they follow too.
      alsoTell: candidate.recruiterId ? [candidate.recruiterId] : [],
    });
    candidatesChanged(companyId);
    return { duplicate: false };
  });
}
