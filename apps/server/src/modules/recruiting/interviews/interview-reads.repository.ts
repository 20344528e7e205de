import { and, asc, desc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  interviewInterviewers,
  jobInterviews,
  scheduledInterviews,
  users,
} from '../../../db/schema/index.ts';
import { interviewRecords } from './interviews.repository.ts';

export async function findApplication(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: applications.id, jobId: applications.jobId, stageId: applications.stageId })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.id, id)))
    .limit(1);
  return row ?? null;
}

export const interviewsOfApplication = (db: DbOrTx, companyId: string, applicationId: string) =>
  interviewRecords(db, companyId, eq(scheduledInterviews.applicationId, applicationId)).orderBy(
    asc(scheduledInterviews.startsAt),
    asc(scheduledInterviews.createdAt),
  );

/** The stage's plan interviews the application has no live (uncancelled) interview for. */
export const unscheduledPlanInterviews = (
  db: DbOrTx,
  companyId: string,
  application: { id: string; jobId: string; stageId: string },
) =>
  db
    .select({
      jobInterviewId: jobInterviews.id,
      name: jobInterviews.name,
      durationMinutes: jobInterviews.durationMinutes,
      defaultInterviewerIds: jobInterviews.interviewerIds,
    })
    .from(jobInterviews)
    .where(
      and(
        eq(jobInterviews.companyId, companyId),
        eq(jobInterviews.jobId, application.jobId),
        eq(jobInterviews.stageId, application.stageId),
        // Qualified by hand: selecting from one table, drizzle writes bare column names.
        sql`not exists (select 1 from ${scheduledInterviews} si
          where si.company_id = "job_interviews"."company_id" and si.job_interview_id = "job_interviews"."id"
            and si.application_id = ${application.id} and si.status <> 'cancelled')`,
      ),
    )
    .orderBy(asc(jobInterviews.position));

/** Someone's live interviews as an interviewer: upcoming from `since` on, soonest first; or past, newest first. */
export function interviewsOf(
  db: DbOrTx,
  companyId: string,
  userId: string,
  options: { when: 'upcoming' | 'past'; since: Date; limit: number },
) {
  const upcoming = options.when === 'upcoming';
  return interviewRecords(
    db,
    companyId,
    and(
      ne(scheduledInterviews.status, 'cancelled'),
      upcoming
        ? gte(scheduledInterviews.startsAt, options.since)
        : lt(scheduledInterviews.startsAt, sql`now()`),
      sql`exists (select 1 from ${interviewInterviewers} ii
        where ii.company_id = "scheduled_interviews"."company_id" and ii.interview_id = "scheduled_interviews"."id"
          and ii.user_id = ${userId})`,
    ),
  )
    .orderBy(upcoming ? asc(scheduledInterviews.startsAt) : desc(scheduledInterviews.startsAt))
    .limit(options.limit);
}

export const peopleOf = (db: DbOrTx, companyId: string, ids: readonly string[]) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      timezone: users.timezone,
      status: users.status,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids])));

/**
 * The live interviews of these people overlapping [from, to], but one being rescheduled. (Only
 * interviews make anyone busy so far: 1:1s come with Performance, a later issue.)
 */
export const busyTimes = (
  db: DbOrTx,
  companyId: string,
  userIds: readonly string[],
  range: { from: Date; to: Date; excludeInterviewId?: string },
) =>
  db
    .select({
      userId: interviewInterviewers.userId,
      start: scheduledInterviews.startsAt,
      end: scheduledInterviews.endsAt,
      title: scheduledInterviews.title,
    })
    .from(interviewInterviewers)
    .innerJoin(
      scheduledInterviews,
      and(
        eq(scheduledInterviews.companyId, interviewInterviewers.companyId),
        eq(scheduledInterviews.id, interviewInterviewers.interviewId),
      ),
    )
    .where(
      and(
        eq(interviewInterviewers.companyId, companyId),
        inArray(interviewInterviewers.userId, [...userIds]),
        eq(scheduledInterviews.status, 'scheduled'),
        lt(scheduledInterviews.startsAt, range.to),
        gt(scheduledInterviews.endsAt, range.from),
        ...(range.excludeInterviewId ? [ne(scheduledInterviews.id, range.excludeInterviewId)] : []),
      ),
    )
    .orderBy(asc(scheduledInterviews.startsAt));
