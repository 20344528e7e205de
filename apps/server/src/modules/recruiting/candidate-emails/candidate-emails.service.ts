import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CANDIDATE_MESSAGES } from '@atrium/shared/schemas/recruiting/candidates';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { afterCommit } from '../../../db/after-commit.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { findEmailTemplate } from '../templates/templates.repository.ts';
import { templatedMail } from '../templates/templated-mail.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import * as repository from './candidate-emails.repository.ts';
import { replyAddressOf } from '../inbound-email/reply-address.ts';

export const SEND_CANDIDATE_EMAIL_JOB = 'recruiting.candidates.send-email';
const SWEEP_JOB = 'recruiting.candidates.send-overdue-emails';

export interface CandidateEmailDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Set: each email carries the candidate's reply address, so their answer lands on the profile. */
  inbound?: { domain: string; secret: string };
}

const jobData = z.object({ companyId: z.uuid(), emailId: z.uuid() });

/** Sends each email when its time comes; one cancelled meanwhile is not sent. */
export function defineCandidateEmailJob(deps: CandidateEmailDeps): void {
  deps.jobs.define({
    name: SEND_CANDIDATE_EMAIL_JOB,
    data: jobData,
    retryLimit: 5,
    handler: ({ companyId, emailId }) => sendDue(deps, companyId, emailId),
  });
  // A send whose queueing failed after its commit (or whose job was lost) goes out within a minute.
  deps.jobs.define({
    name: SWEEP_JOB,
    data: z.object({}),
    handler: async () => {
      for (const email of await repository.overdueEmails(deps.db))
        await sendDue(deps, email.companyId, email.id);
    },
  });
}

/** Once the queue runs: the sweep every minute (one instance queues each tick). */
export const scheduleOverdueSweep = (jobs: JobQueue) => jobs.schedule(SWEEP_JOB, '* * * * *', {});

async function sendDue(deps: CandidateEmailDeps, companyId: string, emailId: string): Promise<void> {
  const email = await deps.db.transaction(async (tx) => {
    const row = await repository.lockCandidateEmail(tx, companyId, emailId);
    if (!row || row.status !== 'scheduled') return null;
    await repository.setStatus(tx, companyId, emailId, 'sent');
    await recordActivity(tx, {
      companyId,
      candidateId: row.candidateId,
      applicationId: row.applicationId,
      kind: 'email',
      summary: `Email sent to ${row.to}: ${row.subject}`,
      body: row.text,
      actorId: row.senderId,
    });
    return row;
  });
  if (!email) return;
  const candidatePublicId = deps.inbound
    ? await repository.candidatePublicId(deps.db, companyId, email.candidateId)
    : null;
  try {
    await deps.mailer.sendEmail({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      companyId,
      ...(deps.inbound && candidatePublicId !== null
        ? { replyTo: replyAddressOf(deps.inbound, companyId, candidatePublicId) }
        : {}),
    });
  } catch (error) {
    // Not in the outbox: the next try sends it (the feed entry says sent; it will be).
    await repository.setStatus(deps.db, companyId, emailId, 'scheduled');
    throw error;
  }
}

export interface QueueEmailInput {
  companyId: string;
  candidateId: string;
  applicationId: string | null;
  jobId: string | null;
  templateId: string;
  /** Whom the message is from (the MY_ tokens); the sender of a stage transition may be configured. */
  senderId: string | null;
  sendAt: Date | null;
}

/**
 * Fills in the template for the candidate and queues its sending, now or at `sendAt`, once the
 * transaction commits. Answers the stored email.
 */
export async function queueTemplatedEmail(tx: DbOrTx, jobs: JobQueue, input: QueueEmailInput) {
  const template = await findEmailTemplate(tx, input.companyId, input.templateId);
  if (!template)
    throw new AppError('VALIDATION_FAILED', 'Choose an email template', {
      errors: [{ path: 'email.templateId', message: 'Choose an email template' }],
    });
  if (input.sendAt && input.sendAt.getTime() <= Date.now())
    throw new AppError('VALIDATION_FAILED', CANDIDATE_MESSAGES.sendAtPast, {
      errors: [{ path: 'email.sendAt', message: CANDIDATE_MESSAGES.sendAtPast }],
    });
  const context = await repository.mailContext(tx, input.companyId, input.candidateId, input.jobId);
  if (!context) throw notFound('Candidate');
  const sender = input.senderId ? await repository.findUser(tx, input.companyId, input.senderId) : null;
  const senderName = sender ? `${sender.firstName} ${sender.lastName}`.trim() : '';
  const message = templatedMail(template, {
    to: context.email,
    companyId: input.companyId,
    values: {
      CANDIDATE_FIRST_NAME: context.firstName,
      CANDIDATE_LAST_NAME: context.lastName,
      CANDIDATE_NAME: `${context.firstName} ${context.lastName}`,
      CANDIDATE_EMAIL: context.email,
      JOB_NAME: context.jobName,
      COMPANY_NAME: context.companyName,
      RECRUITER_NAME: context.recruiterName,
      MY_FIRST_NAME: sender?.firstName ?? '',
      MY_NAME: senderName,
      MY_EMAIL: sender?.email ?? '',
    },
  });
  return queueEmail(tx, jobs, {
    ...input,
    senderId: sender?.id ?? null,
    subject: message.subject,
    html: message.html ?? '',
    text: message.text,
  });
}

export interface QueueMessageInput {
  companyId: string;
  candidateId: string;
  applicationId: string | null;
  templateId?: string | null;
  senderId: string | null;
  sendAt: Date | null;
  subject: string;
  html: string;
  text: string;
}

/** Keeps the email to the candidate and queues its sending (now or at `sendAt`) once the transaction commits. */
export async function queueEmail(tx: DbOrTx, jobs: JobQueue, input: QueueMessageInput) {
  const [candidate] = await repository.candidateEmailAddress(tx, input.companyId, input.candidateId);
  if (!candidate) throw notFound('Candidate');
  const stored = await repository.insertCandidateEmail(tx, {
    companyId: input.companyId,
    candidateId: input.candidateId,
    applicationId: input.applicationId,
    templateId: input.templateId ?? null,
    to: candidate.email,
    subject: input.subject,
    html: input.html,
    text: input.text,
    status: 'scheduled',
    sendAt: input.sendAt ?? new Date(),
    senderId: input.senderId,
  });
  afterCommit(tx, () => {
    void jobs
      .send(
        SEND_CANDIDATE_EMAIL_JOB,
        { companyId: input.companyId, emailId: stored.id },
        input.sendAt ? { runAt: input.sendAt } : {},
      )
      // Not lost: the minute sweep sends every email whose time has passed.
      .catch(() => undefined);
  });
  return stored;
}

/** The job's responsible recruiter, who stage-transition emails come from unless one is named. */
export async function jobRecruiterId(db: DbOrTx, companyId: string, jobId: string) {
  return (await repository.jobContext(db, companyId, jobId)).recruiterId;
}

/** Cancels a scheduled email of the company; one already sent cannot be. */
export const cancelCandidateEmail = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const email = await repository.lockCandidateEmail(tx, auth.companyId, id);
    if (!email) throw notFound('Email');
    if (email.status !== 'scheduled')
      throw new AppError('CONFLICT', 'This email was already sent or cancelled');
    await repository.setStatus(tx, auth.companyId, id, 'cancelled');
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: email.candidateId,
      applicationId: email.applicationId,
      kind: 'email',
      summary: `Scheduled email cancelled: ${email.subject}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'candidate_email.cancel',
      targetType: 'candidate',
      targetId: email.candidateId,
      before: { subject: email.subject, sendAt: email.sendAt.toISOString() },
    });
  });

/** Cancels an application's waiting emails (unrejecting takes back the rejection email). */
export async function cancelScheduledOfApplication(tx: DbOrTx, companyId: string, applicationId: string) {
  const waiting = await repository.scheduledOfApplication(tx, companyId, applicationId);
  await repository.setStatus(
    tx,
    companyId,
    waiting.map(({ id }) => id),
    'cancelled',
  );
  return waiting.length;
}

/**
 * An email sent outside Atrium, kept as sent on the candidate (Harvest's "add e-mail note"): in the
 * feed and the emails list, never sent by us.
 */
export async function logSentEmail(
  tx: DbOrTx,
  input: {
    companyId: string;
    candidateId: string;
    senderId: string;
    to: string;
    subject: string;
    text: string;
  },
) {
  const stored = await repository.insertCandidateEmail(tx, {
    companyId: input.companyId,
    candidateId: input.candidateId,
    applicationId: null,
    templateId: null,
    to: input.to,
    subject: input.subject,
    html: '',
    text: input.text,
    status: 'sent',
    sendAt: new Date(),
    sentAt: new Date(),
    senderId: input.senderId,
  });
  await recordActivity(tx, {
    companyId: input.companyId,
    candidateId: input.candidateId,
    kind: 'email',
    summary: `Email sent to ${input.to}: ${input.subject}`,
    body: input.text,
    actorId: input.senderId,
  });
  return stored;
}
