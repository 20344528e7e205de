import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { renderOnboardingMail } from '../email/onboarding-mail.ts';
import { todayIn, tokenValuesOf } from '../plan/plan-rules.ts';
import * as repository from './feedback.repository.ts';

// Issue 20, item 7: each feedback set goes to a new hire once, on the day their start date plus the
// set's days comes (in the company's time zone). The request row (unique per set and hire) and its
// mail commit together, so a second run, or a second instance, sends nothing.

export const FEEDBACK_SWEEP_JOB = 'onboarding.feedback.request-sweep';
/** A request not sent on its day (the server was down) still goes within this many days. */
export const FEEDBACK_GRACE_DAYS = 14;

export interface FeedbackDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export const feedbackUrl = (publicUrl: string, requestId: string) =>
  new URL(`/onboarding/feedback/${requestId}`, publicUrl).toString();

/** Sends one company's feedback requests due today; answers how many went. */
export async function sendCompanyFeedback(
  deps: FeedbackDeps,
  company: { companyId: string; timezone: string },
  now = new Date(),
): Promise<number> {
  const today = todayIn(company.timezone, now);
  let sent = 0;
  for (const due of await repository.dueRequests(deps.db, company.companyId, today, FEEDBACK_GRACE_DAYS)) {
    const isSent = await deps.db.transaction(async (tx) => {
      const requestId = await repository.insertRequest(tx, company.companyId, due.setId, due.newHireId);
      if (!requestId) return false;
      const mail = await renderOnboardingMail(
        tx,
        company.companyId,
        'feedback_request',
        tokenValuesOf(due, null),
        {
          action: { label: 'Answer the questions', url: feedbackUrl(deps.publicUrl, requestId) },
        },
      );
      await deps.mailer.keepEmail(tx, {
        to: due.userEmail ?? due.personalEmail,
        companyId: company.companyId,
        ...mail,
      });
      return true;
    });
    if (isSent) sent += 1;
  }
  return sent;
}

/** Every company with an active set; one company's failure holds back no other. */
export async function sweepFeedbackRequests(deps: FeedbackDeps, now = new Date()) {
  let sent = 0;
  for (const company of await repository.companiesWithFeedback(deps.db)) {
    try {
      sent += await sendCompanyFeedback(deps, company, now);
    } catch (error) {
      deps.log.error({ err: error, companyId: company.companyId }, 'onboarding feedback requests failed');
    }
  }
  return sent;
}

export function defineFeedbackJobs(deps: FeedbackDeps & { jobs: JobQueue }): void {
  deps.jobs.define({
    name: FEEDBACK_SWEEP_JOB,
    data: z.object({}),
    handler: async () => {
      await sweepFeedbackRequests(deps);
    },
  });
}

/** Daily, early in UTC's morning; each company's own "today" decides what is due. */
export const scheduleFeedbackSweep = (jobs: JobQueue) => jobs.schedule(FEEDBACK_SWEEP_JOB, '17 6 * * *', {});
