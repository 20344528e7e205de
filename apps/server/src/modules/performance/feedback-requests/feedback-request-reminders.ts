import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import * as feedbackRepository from '../feedback/feedback.repository.ts';
import * as repository from './feedback-requests.repository.ts';
import { tellResponders } from './feedback-requests.service.ts';

// Issue 21 item 2: a colleague asked for feedback who has neither answered nor declined is reminded
// once, 3 business days after the request (remind_at, set when asked, on the company's clock). A sweep
// every 15 minutes claims the responders due in one UPDATE … RETURNING (setting reminded_at), so each
// reminder goes once whichever instance runs it; the bell and a mail carry it.

export const FEEDBACK_REQUEST_REMINDER_JOB = 'performance.feedback-requests.reminder-sweep';

export interface RequestReminderDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

interface Claimed {
  company_id: string;
  request_id: string;
  responder_id: string;
}

async function claim(tx: Tx, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  const result = await tx.execute(sql`
    update performance_feedback_request_responders p set reminded_at = ${at}::timestamptz
    from performance_feedback_requests q
    where q.company_id = p.company_id and q.id = p.request_id and q.status = 'open'
      and p.status = 'pending' and p.reminded_at is null and p.remind_at <= ${at}::timestamptz
    returning p.company_id, p.request_id, p.responder_id`);
  return rowsOf<Claimed>(result);
}

/** Reminds everyone due at `now`; answers how many were reminded. */
export async function sweepFeedbackRequestReminders(deps: RequestReminderDeps, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const claimed = await claim(tx, now);
    for (const entry of claimed) {
      const row = await repository.findRequest(tx, entry.company_id, entry.request_id);
      const [responder] = await feedbackRepository.colleaguesOf(tx, entry.company_id, [entry.responder_id]);
      if (row && responder) await tellResponders(tx, deps, row, [responder], 'reminder');
    }
    return claimed.length;
  });
}

export function defineFeedbackRequestReminderJobs(jobs: JobQueue, deps: RequestReminderDeps): void {
  jobs.define({
    name: FEEDBACK_REQUEST_REMINDER_JOB,
    data: z.object({}),
    handler: async () => {
      await sweepFeedbackRequestReminders(deps);
    },
  });
}

/** Once the queue runs: every 15 minutes. */
export const scheduleFeedbackRequestReminders = (jobs: JobQueue) =>
  jobs.schedule(FEEDBACK_REQUEST_REMINDER_JOB, '*/15 * * * *', {});
