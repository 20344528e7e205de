import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_SCORECARD_REMINDERS } from '@atrium/shared/schemas/recruiting/interviews';
import type { DbOrTx } from '../../../db/client.ts';
import { interviewInterviewers, scheduledInterviews } from '../../../db/schema/index.ts';

/** Records a scorecard reminder sent to one interviewer; an automatic one counts towards the limit. */
export async function markReminded(
  db: DbOrTx,
  companyId: string,
  interviewId: string,
  userId: string,
  options: { counts: boolean },
) {
  await db
    .update(interviewInterviewers)
    .set({
      lastRemindedAt: new Date(),
      ...(options.counts ? { remindersSent: sql`${interviewInterviewers.remindersSent} + 1` } : {}),
    })
    .where(
      and(
        eq(interviewInterviewers.companyId, companyId),
        eq(interviewInterviewers.interviewId, interviewId),
        eq(interviewInterviewers.userId, userId),
      ),
    );
}

const due = { companyId: scheduledInterviews.companyId, id: scheduledInterviews.id };

/**
 * Candidates' reminders a minute or more past their time (a day before the start) and not sent:
 * their own job should have sent them. Only where the latest invitation went out more than a day
 * ahead (`updated_at`, set by every change sent to attendees).
 */
export const overdueCandidateReminders = (db: DbOrTx) =>
  db
    .select(due)
    .from(scheduledInterviews)
    .where(
      and(
        eq(scheduledInterviews.status, 'scheduled'),
        sql`${scheduledInterviews.candidateRemindedAt} is null`,
        sql`${scheduledInterviews.startsAt} > now()`,
        sql`${scheduledInterviews.startsAt} - interval '24 hours' < now() - interval '1 minute'`,
        sql`${scheduledInterviews.updatedAt} <= ${scheduledInterviews.startsAt} - interval '24 hours'`,
      ),
    )
    .orderBy(asc(scheduledInterviews.startsAt))
    .limit(100);

/**
 * Interviews of the last 30 days with an interviewer who may be due a scorecard reminder: none sent
 * yet, or the last a day ago on a weekday (the handler decides by the business day).
 */
export const overdueScorecardReminders = (db: DbOrTx) =>
  db
    .select(due)
    .from(scheduledInterviews)
    .where(
      and(
        eq(scheduledInterviews.status, 'scheduled'),
        sql`${scheduledInterviews.endsAt} + interval '1 hour' < now() - interval '1 minute'`,
        sql`${scheduledInterviews.endsAt} > now() - interval '30 days'`,
        sql`exists (select 1 from ${interviewInterviewers} ii
          where ii.company_id = "scheduled_interviews"."company_id" and ii.interview_id = "scheduled_interviews"."id"
            and ii.reminders_sent < ${MAX_SCORECARD_REMINDERS}
            and (ii.last_reminded_at is null
              or (ii.last_reminded_at < now() - interval '23 hours 55 minutes'
                and extract(isodow from now() at time zone 'UTC') < 6))
            and not exists (select 1 from scorecards s
              where s.company_id = ii.company_id and s.interview_id = ii.interview_id
                and s.interviewer_id = ii.user_id and s.status = 'submitted'))`,
      ),
    )
    .orderBy(asc(scheduledInterviews.endsAt))
    .limit(100);
