import { and, asc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidates,
  interviewInterviewers,
  jobInterviews,
  jobScorecards,
  scheduledInterviews,
  scorecards,
  users,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { interviewStatusSql } from '../interviews/interview-status.ts';
import { windowOf, type Window } from './harvest.repository.ts';

// What the Harvest API reads of scheduled interviews and scorecards. Writes go through the
// interviews module's service.

export interface InterviewFilters extends Window {
  applicationId?: string;
  startsBefore?: string;
  startsAfter?: string;
  endsBefore?: string;
  endsAfter?: string;
  publicId?: number;
  id?: string;
}

/** A cancelled interview is one Greenhouse has deleted: never answered. */
function interviewConditions(companyId: string, filters: InterviewFilters): SQL {
  const conditions: SQL[] = [
    eq(scheduledInterviews.companyId, companyId),
    ne(scheduledInterviews.status, 'cancelled'),
    ...windowOf(scheduledInterviews.createdAt, scheduledInterviews.updatedAt, filters),
  ];
  if (filters.startsBefore) conditions.push(lt(scheduledInterviews.startsAt, new Date(filters.startsBefore)));
  if (filters.startsAfter) conditions.push(gte(scheduledInterviews.startsAt, new Date(filters.startsAfter)));
  if (filters.endsBefore) conditions.push(lt(scheduledInterviews.endsAt, new Date(filters.endsBefore)));
  if (filters.endsAfter) conditions.push(gte(scheduledInterviews.endsAt, new Date(filters.endsAfter)));
  if (filters.applicationId) conditions.push(eq(scheduledInterviews.applicationId, filters.applicationId));
  if (filters.publicId !== undefined) conditions.push(eq(scheduledInterviews.publicId, filters.publicId));
  if (filters.id) conditions.push(eq(scheduledInterviews.id, filters.id));
  return and(...conditions)!;
}

/** One page of live interviews in id order, one row more than asked to tell whether another follows. */
export const interviewRows = (
  db: DbOrTx,
  companyId: string,
  filters: InterviewFilters,
  limit: number,
  offset = 0,
) =>
  db
    .select({
      interview: scheduledInterviews,
      status: interviewStatusSql(),
      applicationPublicId: applications.publicId,
      planName: jobInterviews.name,
      organizerPublicId: users.publicId,
      organizerFirstName: users.firstName,
      organizerLastName: users.lastName,
    })
    .from(scheduledInterviews)
    .innerJoin(
      applications,
      sameCompany(applications, scheduledInterviews, eq(applications.id, scheduledInterviews.applicationId)),
    )
    .leftJoin(
      jobInterviews,
      sameCompany(
        jobInterviews,
        scheduledInterviews,
        eq(jobInterviews.id, scheduledInterviews.jobInterviewId),
      ),
    )
    .leftJoin(users, sameCompany(users, scheduledInterviews, eq(users.id, scheduledInterviews.organizerId)))
    .where(interviewConditions(companyId, filters))
    .orderBy(asc(scheduledInterviews.publicId))
    .limit(limit + 1)
    .offset(offset);
export type InterviewRow = Awaited<ReturnType<typeof interviewRows>>[number];

export async function countInterviews(db: DbOrTx, companyId: string, filters: InterviewFilters) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(scheduledInterviews)
    .where(interviewConditions(companyId, filters));
  return Number(row?.n ?? 0);
}

/** The interviewers of some interviews, each with their submitted scorecard's id if any. */
export const interviewersOf = (db: DbOrTx, companyId: string, interviewIds: string[]) =>
  interviewIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          interviewId: interviewInterviewers.interviewId,
          userId: interviewInterviewers.userId,
          publicId: users.publicId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          responseStatus: interviewInterviewers.responseStatus,
          scorecardPublicId: scorecards.publicId,
        })
        .from(interviewInterviewers)
        .innerJoin(
          users,
          sameCompany(users, interviewInterviewers, eq(users.id, interviewInterviewers.userId)),
        )
        .leftJoin(
          scorecards,
          and(
            eq(scorecards.companyId, interviewInterviewers.companyId),
            eq(scorecards.interviewId, interviewInterviewers.interviewId),
            eq(scorecards.interviewerId, interviewInterviewers.userId),
            eq(scorecards.status, 'submitted'),
          ),
        )
        .where(
          and(
            eq(interviewInterviewers.companyId, companyId),
            inArray(interviewInterviewers.interviewId, interviewIds),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.publicId));

/** A live interview by its Harvest id: its uuid and status (scheduled, awaiting_feedback, complete). */
export async function interviewByPublicId(db: DbOrTx, companyId: string, publicId: number) {
  const [row] = await interviewRows(db, companyId, { publicId }, 1);
  return row ?? null;
}

/** The plan interviews of a job, to find the one Greenhouse's interview_id names. */
export const planInterviewsOfJob = (db: DbOrTx, companyId: string, jobId: string) =>
  db
    .select({ id: jobInterviews.id, name: jobInterviews.name })
    .from(jobInterviews)
    .where(and(eq(jobInterviews.companyId, companyId), eq(jobInterviews.jobId, jobId)));

export interface ScorecardFilters extends Window {
  applicationId?: string;
  publicId?: number;
}

/** Submitted scorecards only: Greenhouse lists no drafts. */
function scorecardConditions(companyId: string, filters: ScorecardFilters): SQL {
  const conditions: SQL[] = [
    eq(scorecards.companyId, companyId),
    eq(scorecards.status, 'submitted'),
    ...windowOf(scorecards.createdAt, scorecards.updatedAt, filters),
  ];
  if (filters.applicationId) conditions.push(eq(scorecards.applicationId, filters.applicationId));
  if (filters.publicId !== undefined) conditions.push(eq(scorecards.publicId, filters.publicId));
  return and(...conditions)!;
}

/** Submitted scorecards ordered by candidate (Greenhouse's order), then by id. */
export const scorecardRows = (
  db: DbOrTx,
  companyId: string,
  filters: ScorecardFilters,
  limit: number,
  offset = 0,
) =>
  db
    .select({
      scorecard: scorecards,
      interviewTitle: scheduledInterviews.title,
      interviewedAt: scheduledInterviews.startsAt,
      jobInterviewId: scheduledInterviews.jobInterviewId,
      planName: jobInterviews.name,
      applicationPublicId: applications.publicId,
      candidatePublicId: candidates.publicId,
      jobId: applications.jobId,
      interviewerPublicId: users.publicId,
      interviewerFirstName: users.firstName,
      interviewerLastName: users.lastName,
    })
    .from(scorecards)
    .innerJoin(
      scheduledInterviews,
      sameCompany(scheduledInterviews, scorecards, eq(scheduledInterviews.id, scorecards.interviewId)),
    )
    .innerJoin(
      applications,
      sameCompany(applications, scorecards, eq(applications.id, scorecards.applicationId)),
    )
    .innerJoin(candidates, sameCompany(candidates, applications, eq(candidates.id, applications.candidateId)))
    .innerJoin(users, sameCompany(users, scorecards, eq(users.id, scorecards.interviewerId)))
    .leftJoin(
      jobInterviews,
      sameCompany(
        jobInterviews,
        scheduledInterviews,
        eq(jobInterviews.id, scheduledInterviews.jobInterviewId),
      ),
    )
    .where(scorecardConditions(companyId, filters))
    .orderBy(asc(candidates.publicId), asc(scorecards.publicId))
    .limit(limit + 1)
    .offset(offset);
export type ScorecardRow = Awaited<ReturnType<typeof scorecardRows>>[number];

export async function countScorecards(db: DbOrTx, companyId: string, filters: ScorecardFilters) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(scorecards)
    .where(scorecardConditions(companyId, filters));
  return Number(row?.n ?? 0);
}

/** The scorecard categories of some jobs, for their attributes' names. */
export const scorecardCategoriesOf = (db: DbOrTx, companyId: string, jobIds: string[]) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ jobId: jobScorecards.jobId, categories: jobScorecards.categories })
        .from(jobScorecards)
        .where(
          and(eq(jobScorecards.companyId, companyId), inArray(jobScorecards.jobId, [...new Set(jobIds)])),
        );
