import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_TTL_MINUTES,
  type ApplicationAnswer,
  type PendingApplicationPayload,
} from '@atrium/shared/schemas/recruiting/applications';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { jobNotificationSettings } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { cleanFileName } from '../../platform/files/files.service.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import type { CheckedFile, ParsedApplication, PostForm } from './application-form.ts';
import { findDefaultEmailTemplate } from '../templates/templates.repository.ts';
import { templatedMail } from '../templates/templated-mail.ts';
import { applicationCodeMail, applicationReceivedMail } from './applications.mail.ts';
import * as repository from './applications.repository.ts';
import { defaultJobNotifications } from '../notification-defaults/notification-defaults.service.ts';
import { indexApplicationResume } from '../candidate-attachments/candidate-attachments.service.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { candidatesChanged } from '../candidates/candidates.service.ts';
import { applicationEvent } from '../webhooks/webhook-events.ts';

export interface ApplicationDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Where an application goes: a live post of an open job, on one of the company's boards. */
export interface ApplyTarget {
  companyId: string;
  companyName: string;
  jobId: string;
  jobName: string;
  postId: string;
  postTitle: string;
  boardId: string;
  /** What an application from this board is credited to. */
  source: string;
  form: PostForm;
}

/** A candidate may start this many applications per email address per hour. */
export const PENDING_PER_EMAIL_PER_HOUR = 5;

const hashCode = (pendingId: string, code: string) =>
  createHash('sha256').update(`${pendingId}:${code}`).digest('hex');

const newCode = () =>
  String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');

interface StoredFiles {
  resumeFileId: string | null;
  coverLetterFileId: string | null;
  answers: ApplicationAnswer[];
}

/**
 * Writes the bytes first, then their rows inside the caller's transaction; if that transaction fails
 * the caller removes the bytes with `discard`, so no object outlives its row.
 */
export async function storeFiles(
  storage: FileStorage,
  parsed: Pick<ParsedApplication, 'resume' | 'coverLetter' | 'answers' | 'questionFiles'>,
) {
  const written: string[] = [];
  const put = async (file: CheckedFile) => {
    const storageKey = `${randomUUID()}.${file.type.ext}`;
    await storage.put(storageKey, file.buffer, file.type.mime);
    written.push(storageKey);
    return { file, storageKey };
  };
  const resume = parsed.resume ? await put(parsed.resume) : null;
  const coverLetter = parsed.coverLetter ? await put(parsed.coverLetter) : null;
  const questionFiles = new Map<string, Awaited<ReturnType<typeof put>>>();
  for (const [questionId, file] of parsed.questionFiles) questionFiles.set(questionId, await put(file));

  const insert = async (
    tx: DbOrTx,
    companyId: string,
    form: Pick<PostForm, 'questions'>,
  ): Promise<StoredFiles> => {
    const row = (stored: Awaited<ReturnType<typeof put>>) =>
      repository.insertCandidateFile(tx, {
        companyId,
        storageKey: stored.storageKey,
        originalName: cleanFileName(stored.file.filename, stored.file.type.ext),
        mimeType: stored.file.type.mime,
        sizeBytes: stored.file.buffer.length,
      });
    const answers = [...parsed.answers];
    for (const question of form.questions) {
      const stored = questionFiles.get(question.id);
      if (!stored) continue;
      answers.push({
        questionId: question.id,
        label: question.label,
        value: await row(stored),
        fileName: cleanFileName(stored.file.filename, stored.file.type.ext),
      });
    }
    return {
      resumeFileId: resume ? await row(resume) : null,
      coverLetterFileId: coverLetter ? await row(coverLetter) : null,
      answers,
    };
  };
  const discard = () => Promise.all(written.map((key) => storage.delete(key).catch(() => undefined)));
  return { insert, discard };
}

function payloadOf(
  target: ApplyTarget,
  parsed: ParsedApplication,
  answers: ApplicationAnswer[],
): PendingApplicationPayload {
  return {
    firstName: parsed.firstName,
    lastName: parsed.lastName,
    email: parsed.email,
    phone: parsed.phone,
    coverLetterText: parsed.coverLetterText,
    answers,
    demographics: parsed.demographics,
    consent: parsed.consent,
    source: target.source,
    jobBoardId: target.boardId,
  };
}

/**
 * A careers-page application waits for the candidate to prove their email: it is held, and a
 * 4-digit code is mailed. Answers the held application's id (for the get-verified page).
 */
export async function startApplication(
  deps: ApplicationDeps,
  target: ApplyTarget,
  parsed: ParsedApplication,
): Promise<string> {
  const since = new Date(Date.now() - 60 * 60 * 1000);
  if (
    (await repository.countRecentPendingForEmail(deps.db, parsed.email, since)) >= PENDING_PER_EMAIL_PER_HOUR
  )
    throw new AppError(
      'RATE_LIMITED',
      'Too many applications from this email address. Please try again in an hour.',
    );
  const code = newCode();
  const id = randomUUID();
  const files = await storeFiles(deps.storage, parsed);
  try {
    await deps.db.transaction(async (tx) => {
      const stored = await files.insert(tx, target.companyId, target.form);
      await repository.insertPending(tx, {
        id,
        companyId: target.companyId,
        jobPostId: target.postId,
        email: parsed.email,
        codeHash: hashCode(id, code),
        payload: payloadOf(target, parsed, stored.answers),
        resumeFileId: stored.resumeFileId,
        coverLetterFileId: stored.coverLetterFileId,
        expiresAt: new Date(Date.now() + VERIFICATION_TTL_MINUTES * 60 * 1000),
      });
    });
  } catch (error) {
    await files.discard();
    throw error;
  }
  await sendCode(deps, target, parsed.email, parsed.firstName, code);
  return id;
}

async function sendCode(
  deps: ApplicationDeps,
  target: ApplyTarget,
  to: string,
  firstName: string,
  code: string,
) {
  try {
    await deps.mailer.sendEmail(
      applicationCodeMail({ to, companyId: target.companyId, firstName, code, target }),
    );
  } catch (error) {
    // The application is held either way; the page offers a new code.
    deps.log.error({ err: error }, 'application code mail failed');
  }
}

/** Sends a fresh code for a held application (the old one stops working). */
export async function resendCode(
  deps: ApplicationDeps,
  target: ApplyTarget,
  pendingId: string,
): Promise<void> {
  const pending = await repository.findPending(deps.db, pendingId);
  if (!pending || pending.jobPostId !== target.postId || pending.verifiedAt) return;
  const code = newCode();
  await repository.updatePending(deps.db, pendingId, {
    codeHash: hashCode(pendingId, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MINUTES * 60 * 1000),
  });
  await sendCode(deps, target, pending.email, pending.payload.firstName, code);
}

export type VerifyOutcome =
  { status: 'accepted'; applicationId: string; merged: boolean } | { status: 'already_verified' };

/** Checks the code; the right one turns the held application into a candidate and an application. */
export async function verifyApplication(
  deps: ApplicationDeps,
  target: ApplyTarget,
  pendingId: string,
  code: string,
): Promise<VerifyOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const pending = await repository.lockPending(tx, pendingId);
    if (!pending || pending.jobPostId !== target.postId)
      throw new AppError('NOT_FOUND', 'We could not find this application. Please apply again.');
    if (pending.verifiedAt) return { status: 'already_verified' as const };
    if (pending.expiresAt.getTime() < Date.now())
      throw new AppError('CODE_EXPIRED', APPLICATION_MESSAGES.codeExpired, {
        errors: [{ path: 'code', message: APPLICATION_MESSAGES.codeExpired }],
      });
    if (pending.attempts >= VERIFICATION_MAX_ATTEMPTS)
      throw new AppError('CODE_ATTEMPTS_EXCEEDED', APPLICATION_MESSAGES.codeAttempts, {
        errors: [{ path: 'code', message: APPLICATION_MESSAGES.codeAttempts }],
      });
    const expected = Buffer.from(pending.codeHash, 'hex');
    const given = Buffer.from(hashCode(pendingId, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await repository.updatePending(tx, pendingId, { attempts: pending.attempts + 1 });
      return { status: 'wrong' as const };
    }
    await repository.updatePending(tx, pendingId, { verifiedAt: new Date() });
    const accepted = await acceptApplication(tx, target, {
      payload: pending.payload,
      resumeFileId: pending.resumeFileId,
      coverLetterFileId: pending.coverLetterFileId,
    });
    return { status: 'accepted' as const, ...accepted };
  });
  // A wrong code is counted (committed above) before it is refused.
  if (outcome.status === 'wrong')
    throw new AppError('CODE_INVALID', APPLICATION_MESSAGES.codeInvalid, {
      errors: [{ path: 'code', message: APPLICATION_MESSAGES.codeInvalid }],
    });
  if (outcome.status === 'accepted') {
    await indexApplicationResume(deps, target.companyId, outcome.applicationId);
    const pending = await repository.findPending(deps.db, pendingId);
    if (pending) await sendReceived(deps, target, pending.payload);
  }
  return outcome;
}

/** An application from the Job Board API: the API key vouches for it, so it is accepted at once. */
export async function submitTrustedApplication(
  deps: ApplicationDeps,
  target: ApplyTarget,
  parsed: ParsedApplication,
): Promise<{ applicationId: string; merged: boolean }> {
  const files = await storeFiles(deps.storage, parsed);
  let accepted: { applicationId: string; merged: boolean };
  try {
    accepted = await deps.db.transaction(async (tx) => {
      const stored = await files.insert(tx, target.companyId, target.form);
      return acceptApplication(tx, target, {
        payload: payloadOf(target, parsed, stored.answers),
        resumeFileId: stored.resumeFileId,
        coverLetterFileId: stored.coverLetterFileId,
      });
    });
  } catch (error) {
    await files.discard();
    throw error;
  }
  await indexApplicationResume(deps, target.companyId, accepted.applicationId);
  await sendReceived(deps, target, payloadOf(target, parsed, []));
  return accepted;
}

/** The company's default "application confirmation" template when it has one, else ours. */
async function sendReceived(deps: ApplicationDeps, target: ApplyTarget, payload: PendingApplicationPayload) {
  try {
    const template = await findDefaultEmailTemplate(deps.db, target.companyId, 'application_confirmation');
    const values = {
      CANDIDATE_FIRST_NAME: payload.firstName,
      CANDIDATE_LAST_NAME: payload.lastName,
      CANDIDATE_NAME: `${payload.firstName} ${payload.lastName}`,
      CANDIDATE_EMAIL: payload.email,
      JOB_NAME: target.postTitle,
      COMPANY_NAME: target.companyName,
    };
    await deps.mailer.sendEmail(
      template
        ? templatedMail(template, { to: payload.email, companyId: target.companyId, values })
        : applicationReceivedMail({
            to: payload.email,
            companyId: target.companyId,
            firstName: payload.firstName,
            target,
          }),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'application confirmation mail failed');
  }
}

/** Creates (or refreshes) the candidate and their application in Application Review, atomically. */
async function acceptApplication(
  tx: Tx,
  target: ApplyTarget,
  input: {
    payload: PendingApplicationPayload;
    resumeFileId: string | null;
    coverLetterFileId: string | null;
  },
): Promise<{ applicationId: string; merged: boolean }> {
  const { payload } = input;
  const candidateId = await repository.upsertCandidate(tx, {
    companyId: target.companyId,
    firstName: payload.firstName,
    lastName: payload.lastName,
    email: payload.email,
    phone: payload.phone,
  });
  const application = await repository.upsertApplication(tx, {
    companyId: target.companyId,
    jobId: target.jobId,
    candidateId,
    jobPostId: target.postId,
    jobBoardId: payload.jobBoardId,
    stageId: await repository.applicationReviewStageId(tx, target.jobId),
    source: payload.source,
    answers: payload.answers,
    resumeFileId: input.resumeFileId,
    coverLetterFileId: input.coverLetterFileId,
    coverLetterText: payload.coverLetterText,
    demographics: payload.demographics,
    consentedAt: payload.consent ? new Date() : null,
  });
  await recordActivity(tx, {
    companyId: target.companyId,
    candidateId,
    applicationId: application.id,
    kind: 'applied',
    summary: application.merged
      ? `Applied again to ${target.jobName} (${payload.source})`
      : `Applied to ${target.jobName} (${payload.source})`,
  });
  candidatesChanged(target.companyId);
  if (!application.merged)
    await applicationEvent(tx, target.companyId, 'new_candidate_application', application.id);
  await recordAudit(tx, null, {
    action: application.merged ? 'application.merged' : 'application.received',
    companyId: target.companyId,
    targetType: 'job',
    targetId: target.jobId,
    after: { applicationId: application.id, candidateId, postId: target.postId, source: payload.source },
  });
  if (!application.merged) await notifyNewApplicant(tx, target, payload, application.id);
  return { applicationId: application.id, merged: application.merged };
}

async function notifyNewApplicant(
  tx: Tx,
  target: ApplyTarget,
  payload: PendingApplicationPayload,
  applicationId: string,
) {
  const [settings] = await tx
    .select({ userIds: jobNotificationSettings.newApplicants })
    .from(jobNotificationSettings)
    .where(
      and(
        eq(jobNotificationSettings.companyId, target.companyId),
        eq(jobNotificationSettings.jobId, target.jobId),
      ),
    )
    .limit(1);
  // A job without settings of its own follows the company's defaults.
  const userIds =
    settings?.userIds ??
    (await defaultJobNotifications(tx, target.companyId, target.jobId)).newApplicants.map(({ id }) => id);
  for (const userId of userIds) {
    await notify(tx, {
      companyId: target.companyId,
      userId,
      title: `New applicant for ${target.jobName}`,
      body: `${payload.firstName} ${payload.lastName} applied through ${payload.source || 'a job board'}.`,
      link: `/jobs/${target.jobId}/pipeline?application=${applicationId}`,
    });
  }
}
