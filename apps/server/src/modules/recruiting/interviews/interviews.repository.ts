import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ResponseStatus } from '@atrium/shared/schemas/recruiting/interviews';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidates,
  companies,
  interviewInterviewers,
  jobInterviews,
  jobs,
  jobStages,
  scheduledInterviews,
  users,
} from '../../../db/schema/index.ts';
import { interviewStatusSql, scorecardStatusSql } from './interview-status.ts';

export type InterviewRow = typeof scheduledInterviews.$inferSelect;

/** The application an interview is for, locked: its interviews change one write at a time. */
export async function lockApplication(db: DbOrTx, companyId: string, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      jobId: applications.jobId,
      candidateId: applications.candidateId,
      stageId: applications.stageId,
      status: applications.status,
    })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.id, applicationId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function lockInterview(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(scheduledInterviews)
    .where(and(eq(scheduledInterviews.companyId, companyId), eq(scheduledInterviews.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findJobInterview(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({
      id: jobInterviews.id,
      jobId: jobInterviews.jobId,
      stageId: jobInterviews.stageId,
      name: jobInterviews.name,
    })
    .from(jobInterviews)
    .where(and(eq(jobInterviews.companyId, companyId), eq(jobInterviews.id, id)))
    .limit(1);
  return row ?? null;
}

/** Which of `ids` are active people of the company. */
export async function activeUserIds(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids]), eq(users.status, 'active')));
  return new Set(rows.map((row) => row.id));
}

export async function insertInterview(db: DbOrTx, values: typeof scheduledInterviews.$inferInsert) {
  const [row] = await db.insert(scheduledInterviews).values(values).returning();
  return row!;
}

export async function updateInterview(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<typeof scheduledInterviews.$inferInsert>,
) {
  await db
    .update(scheduledInterviews)
    .set(values)
    .where(and(eq(scheduledInterviews.companyId, companyId), eq(scheduledInterviews.id, id)));
}

export async function addInterviewers(
  db: DbOrTx,
  companyId: string,
  interviewId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return;
  await db
    .insert(interviewInterviewers)
    .values(userIds.map((userId) => ({ companyId, interviewId, userId })));
}

export async function removeInterviewers(
  db: DbOrTx,
  companyId: string,
  interviewId: string,
  userIds: readonly string[],
) {
  if (userIds.length === 0) return;
  await db
    .delete(interviewInterviewers)
    .where(
      and(
        eq(interviewInterviewers.companyId, companyId),
        eq(interviewInterviewers.interviewId, interviewId),
        inArray(interviewInterviewers.userId, [...userIds]),
      ),
    );
}

/** Sets interviewers' answers: one person's, or everyone's (a new time asks everyone again). */
export async function setInterviewerResponse(
  db: DbOrTx,
  companyId: string,
  interviewId: string,
  response: ResponseStatus,
  userId?: string,
) {
  await db
    .update(interviewInterviewers)
    .set({ responseStatus: response })
    .where(
      and(
        eq(interviewInterviewers.companyId, companyId),
        eq(interviewInterviewers.interviewId, interviewId),
        ...(userId ? [eq(interviewInterviewers.userId, userId)] : []),
      ),
    );
}

/** Interviews with what the answer shows of their application, candidate, job, stage and organizer. */
export function interviewRecords(db: DbOrTx, companyId: string, where?: SQL) {
  return db
    .select({
      interview: scheduledInterviews,
      status: interviewStatusSql(),
      candidateId: applications.candidateId,
      candidateFirstName: candidates.firstName,
      candidateLastName: candidates.lastName,
      candidateEmail: candidates.email,
      jobId: applications.jobId,
      jobName: jobs.name,
      stageName: jobStages.name,
      organizerName: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u
        where u.company_id = "scheduled_interviews"."company_id" and u.id = "scheduled_interviews"."organizer_id")`,
      organizerEmail: sql<string | null>`(select u.email from ${users} u
        where u.company_id = "scheduled_interviews"."company_id" and u.id = "scheduled_interviews"."organizer_id")`,
    })
    .from(scheduledInterviews)
    .innerJoin(
      applications,
      and(
        eq(applications.companyId, scheduledInterviews.companyId),
        eq(applications.id, scheduledInterviews.applicationId),
      ),
    )
    .innerJoin(
      candidates,
      and(eq(candidates.companyId, applications.companyId), eq(candidates.id, applications.candidateId)),
    )
    .innerJoin(jobs, and(eq(jobs.companyId, applications.companyId), eq(jobs.id, applications.jobId)))
    .innerJoin(
      jobStages,
      and(
        eq(jobStages.companyId, scheduledInterviews.companyId),
        eq(jobStages.id, scheduledInterviews.stageId),
      ),
    )
    .where(and(eq(scheduledInterviews.companyId, companyId), where))
    .$dynamic();
}
export type InterviewRecord = Awaited<ReturnType<typeof interviewRecords>>[number];

export async function findInterviewRecord(db: DbOrTx, companyId: string, id: string) {
  const [row] = await interviewRecords(db, companyId, eq(scheduledInterviews.id, id)).limit(1);
  return row ?? null;
}

/** The interviewers of some interviews, with their answers and scorecards, by name. */
export function interviewersOf(db: DbOrTx, companyId: string, interviewIds: readonly string[]) {
  if (interviewIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      interviewId: interviewInterviewers.interviewId,
      userId: interviewInterviewers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timezone: users.timezone,
      responseStatus: interviewInterviewers.responseStatus,
      remindersSent: interviewInterviewers.remindersSent,
      lastRemindedAt: interviewInterviewers.lastRemindedAt,
      scorecardStatus: scorecardStatusSql(),
    })
    .from(interviewInterviewers)
    .innerJoin(
      users,
      and(eq(users.companyId, interviewInterviewers.companyId), eq(users.id, interviewInterviewers.userId)),
    )
    .where(
      and(
        eq(interviewInterviewers.companyId, companyId),
        inArray(interviewInterviewers.interviewId, [...interviewIds]),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
export type InterviewerRecord = Awaited<ReturnType<typeof interviewersOf>>[number];

/** What mail about a company's interviews needs: its name, zone and careers page. */
export async function companyOf(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ name: companies.name, timezone: companies.timezone, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row!;
}
