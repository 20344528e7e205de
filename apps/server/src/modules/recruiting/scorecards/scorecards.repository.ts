import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidates,
  interviewInterviewers,
  jobInterviews,
  jobs,
  jobStages,
  scheduledInterviews,
  scorecards,
  users,
  type ScorecardRow,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { interviewStatusSql } from '../interviews/interview-status.ts';

/** A scheduled interview with its application, candidate, job and the application's current stage. */
export async function findInterview(db: DbOrTx, companyId: string, interviewId: string) {
  const [row] = await db
    .select({
      interview: scheduledInterviews,
      /** As people see it: awaiting feedback or complete once it has ended. */
      status: interviewStatusSql(),
      candidateId: applications.candidateId,
      jobId: applications.jobId,
      currentStageId: applications.stageId,
      resumeFileId: applications.resumeFileId,
      candidateFirstName: candidates.firstName,
      candidateLastName: candidates.lastName,
      candidateEmail: candidates.email,
      jobName: jobs.name,
      currentStageName: jobStages.name,
    })
    .from(scheduledInterviews)
    .innerJoin(
      applications,
      sameCompany(applications, scheduledInterviews, eq(applications.id, scheduledInterviews.applicationId)),
    )
    .innerJoin(candidates, sameCompany(candidates, applications, eq(candidates.id, applications.candidateId)))
    .innerJoin(jobs, sameCompany(jobs, applications, eq(jobs.id, applications.jobId)))
    .leftJoin(jobStages, sameCompany(jobStages, applications, eq(jobStages.id, applications.stageId)))
    .where(and(eq(scheduledInterviews.companyId, companyId), eq(scheduledInterviews.id, interviewId)))
    .limit(1);
  return row ?? null;
}
export type InterviewRecord = NonNullable<Awaited<ReturnType<typeof findInterview>>>;

/** The interview's interviewers by name. */
export function interviewersOf(db: DbOrTx, companyId: string, interviewId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(interviewInterviewers)
    .innerJoin(users, sameCompany(users, interviewInterviewers, eq(users.id, interviewInterviewers.userId)))
    .where(
      and(eq(interviewInterviewers.companyId, companyId), eq(interviewInterviewers.interviewId, interviewId)),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export async function findPlanInterview(db: DbOrTx, companyId: string, jobInterviewId: string) {
  const [row] = await db
    .select({
      instructions: jobInterviews.instructions,
      questions: jobInterviews.questions,
      focusAttributeIds: jobInterviews.focusAttributeIds,
    })
    .from(jobInterviews)
    .where(and(eq(jobInterviews.companyId, companyId), eq(jobInterviews.id, jobInterviewId)))
    .limit(1);
  return row ?? null;
}

const interviewer = alias(users, 'interviewer');
const submitter = alias(users, 'submitter');

/** Scorecards with their interview's title and time and the names of who wrote and submitted them. */
const selectScorecards = (db: DbOrTx) =>
  db
    .select({
      scorecard: scorecards,
      interviewTitle: scheduledInterviews.title,
      interviewedAt: scheduledInterviews.startsAt,
      interviewerFirstName: interviewer.firstName,
      interviewerLastName: interviewer.lastName,
      submitterFirstName: submitter.firstName,
      submitterLastName: submitter.lastName,
    })
    .from(scorecards)
    .innerJoin(
      scheduledInterviews,
      sameCompany(scheduledInterviews, scorecards, eq(scheduledInterviews.id, scorecards.interviewId)),
    )
    .innerJoin(
      interviewer,
      sameCompany(interviewer, scorecards, eq(interviewer.id, scorecards.interviewerId)),
    )
    .leftJoin(submitter, sameCompany(submitter, scorecards, eq(submitter.id, scorecards.submittedById)));

export async function findScorecard(
  db: DbOrTx,
  companyId: string,
  interviewId: string,
  interviewerId: string,
) {
  const [row] = await selectScorecards(db)
    .where(
      and(
        eq(scorecards.companyId, companyId),
        eq(scorecards.interviewId, interviewId),
        eq(scorecards.interviewerId, interviewerId),
      ),
    )
    .limit(1);
  return row ?? null;
}
export type ScorecardRecord = NonNullable<Awaited<ReturnType<typeof findScorecard>>>;

/** An application's scorecards, oldest interview first. */
export const scorecardsOfApplication = (db: DbOrTx, companyId: string, applicationId: string) =>
  selectScorecards(db)
    .where(and(eq(scorecards.companyId, companyId), eq(scorecards.applicationId, applicationId)))
    .orderBy(asc(scheduledInterviews.startsAt), asc(scorecards.createdAt), asc(scorecards.id));

/**
 * The interviewer's scorecard for the interview, created as an empty draft if there is none, and
 * locked until the transaction ends (two saves of one scorecard wait for each other).
 */
export async function lockScorecard(
  db: DbOrTx,
  key: { companyId: string; interviewId: string; applicationId: string; interviewerId: string },
): Promise<{ row: ScorecardRow; created: boolean }> {
  const inserted = await db
    .insert(scorecards)
    .values(key)
    .onConflictDoNothing({ target: [scorecards.companyId, scorecards.interviewId, scorecards.interviewerId] })
    .returning({ id: scorecards.id });
  const [row] = await db
    .select()
    .from(scorecards)
    .where(
      and(
        eq(scorecards.companyId, key.companyId),
        eq(scorecards.interviewId, key.interviewId),
        eq(scorecards.interviewerId, key.interviewerId),
      ),
    )
    .for('update');
  return { row: row!, created: inserted.length > 0 };
}

export async function updateScorecard(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<typeof scorecards.$inferInsert>,
) {
  await db
    .update(scorecards)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(scorecards.companyId, companyId), eq(scorecards.id, id)));
}

/** The application with its job (404 when it is not the company's). */
export async function findApplication(db: DbOrTx, companyId: string, applicationId: string) {
  const [row] = await db
    .select({ id: applications.id, jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.id, applicationId)))
    .limit(1);
  return row ?? null;
}
