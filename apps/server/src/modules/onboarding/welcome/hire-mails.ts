import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { TEMP_PASSWORD_TTL_DAYS } from '@atrium/shared/constants/limits';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { afterCommit } from '../../../db/after-commit.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { temporaryPassword } from '../../../lib/secure-random.ts';
import { renderOnboardingMail } from '../email/onboarding-mail.ts';
import { addDays, todayIn, tokenValuesOf } from '../plan/plan-rules.ts';
import * as repository from './hire-mails.repository.ts';

// Issue 20, item 5: the hire's two mails. "Your next step" a few minutes after the invitation (a
// delayed durable job, so an invitation sent by mistake can be cancelled first), with the link to
// set their password; "Welcome to the team" a set number of days before the start date (an hourly
// sweep). Each is logged with its send in one transaction, keyed by hire and mail, so whichever
// job, sweep or instance runs it, a hire gets each once.

export const NEXT_STEP_MAIL_JOB = 'onboarding.welcome.next-step-mail';
export const HIRE_MAIL_SWEEP_JOB = 'onboarding.welcome.mail-sweep';
export const NEXT_STEP_DELAY_MINUTES = 5;

export interface HireMailDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** A temporary password as People's invitation makes one: the set-new-password page takes it. */
async function newTemporaryPassword() {
  const password = temporaryPassword();
  return {
    password,
    hash: await hashPassword(password),
    expiresAt: new Date(Date.now() + TEMP_PASSWORD_TTL_DAYS * 24 * 3_600_000),
  };
}

/** Queues the hire's "next step" mail once the invitation commits. */
export function queueNextStepMail(
  tx: DbOrTx,
  jobs: JobQueue,
  log: FastifyBaseLogger,
  companyId: string,
  newHireId: string,
  delaySeconds = NEXT_STEP_DELAY_MINUTES * 60,
): void {
  afterCommit(tx, () => {
    jobs
      .send(
        NEXT_STEP_MAIL_JOB,
        { companyId, newHireId },
        {
          runAt: new Date(Date.now() + delaySeconds * 1000),
          singletonKey: `${companyId}:${newHireId}`,
        },
      )
      .catch((error: unknown) =>
        log.warn({ err: error, newHireId }, 'next-step mail not queued; the hourly sweep will send it'),
      );
  });
}

/**
 * The "next step" mail, if the hire is still invited and has not had it. A hire new to the company
 * gets a temporary password (set now, so a mail resent later voids the last) and the platform's
 * set-new-password link, the invitation flow of People; one who already signs in gets a sign-in link.
 */
export async function sendNextStepMail(
  deps: Omit<HireMailDeps, 'jobs'>,
  companyId: string,
  newHireId: string,
): Promise<boolean> {
  const found = await repository.hireForMail(deps.db, companyId, newHireId);
  if (!found || found.hire.state !== 'onboarding') return false;
  const isInvited = found.userStatus === 'invited';
  // Hashing is slow: done before the transaction.
  const temp = isInvited ? await newTemporaryPassword() : null;
  return deps.db.transaction(async (tx) => {
    if (!(await repository.logHireMail(tx, companyId, newHireId, 'next_step'))) return false;
    if (temp) await repository.setTemporaryPassword(tx, companyId, found.hire.userId!, temp);
    const email = encodeURIComponent(found.email);
    const mail = await renderOnboardingMail(
      tx,
      companyId,
      'next_step',
      tokenValuesOf(found.hire, found.managerName),
      temp
        ? {
            paragraphs: [`Your email: ${found.email}`, `Your temporary password: ${temp.password}`],
            action: { label: 'Set your password', url: `${deps.publicUrl}/set-new-password?userId=${email}` },
            footnote: `The temporary password works for ${TEMP_PASSWORD_TTL_DAYS} days. Choose your own password with it.`,
          }
        : {
            paragraphs: [`Sign in with ${found.email} and your password.`],
            action: { label: 'See your welcome', url: `${deps.publicUrl}/onboarding/welcome` },
          },
    );
    await deps.mailer.keepEmail(tx, { to: found.email, companyId, ...mail });
    return true;
  });
}

/** "Welcome to the team", once, if the hire is still onboarding. */
export async function sendWelcomeMail(
  deps: Omit<HireMailDeps, 'jobs'>,
  companyId: string,
  newHireId: string,
): Promise<boolean> {
  const found = await repository.hireForMail(deps.db, companyId, newHireId);
  if (!found || found.hire.state !== 'onboarding') return false;
  return deps.db.transaction(async (tx) => {
    if (!(await repository.logHireMail(tx, companyId, newHireId, 'welcome_to_team'))) return false;
    const mail = await renderOnboardingMail(
      tx,
      companyId,
      'welcome_to_team',
      tokenValuesOf(found.hire, found.managerName),
      { action: { label: 'See your welcome', url: `${deps.publicUrl}/onboarding/welcome` } },
    );
    await deps.mailer.keepEmail(tx, { to: found.email, companyId, ...mail });
    return true;
  });
}

/** Whether "Welcome to the team" is due today: from `daysBefore` days before the start until it. */
export const isWelcomeDue = (startDate: string, daysBefore: number, today: string) =>
  today >= addDays(startDate, -daysBefore) && today <= startDate;

/** The hourly sweep: every welcome mail due, and any next-step mail whose job was lost. */
export async function sweepHireMails(deps: Omit<HireMailDeps, 'jobs'>, now = new Date()) {
  let sent = 0;
  const send = async (what: string, run: () => Promise<boolean>, hire: { companyId: string; id: string }) => {
    try {
      if (await run()) sent += 1;
    } catch (error) {
      deps.log.error(
        { err: error, companyId: hire.companyId, newHireId: hire.id },
        `onboarding ${what} failed`,
      );
    }
  };
  const lateBefore = new Date(now.getTime() - 2 * NEXT_STEP_DELAY_MINUTES * 60_000);
  for (const hire of await repository.hiresMissingNextStep(deps.db, lateBefore))
    await send('next-step mail', () => sendNextStepMail(deps, hire.companyId, hire.id), hire);
  for (const hire of await repository.hiresDueWelcome(deps.db, addDays(todayIn('UTC', now), 1))) {
    if (!isWelcomeDue(hire.startDate, Number(hire.daysBefore), todayIn(hire.timezone, now))) continue;
    await send('welcome mail', () => sendWelcomeMail(deps, hire.companyId, hire.id), hire);
  }
  return sent;
}

export function defineHireMailJobs(deps: HireMailDeps): void {
  deps.jobs.define({
    name: NEXT_STEP_MAIL_JOB,
    data: z.object({ companyId: z.uuid(), newHireId: z.uuid() }),
    handler: async ({ companyId, newHireId }) => {
      await sendNextStepMail(deps, companyId, newHireId);
    },
  });
  deps.jobs.define({
    name: HIRE_MAIL_SWEEP_JOB,
    data: z.object({}),
    handler: async () => {
      await sweepHireMails(deps);
    },
  });
}

/** Once the queue runs: hourly (every zone's day is met within the hour). */
export const scheduleHireMailSweep = (jobs: JobQueue) => jobs.schedule(HIRE_MAIL_SWEEP_JOB, '12 * * * *', {});
