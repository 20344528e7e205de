import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidates,
  companies,
  interviewSelfScheduleLinks,
  jobs,
  scheduledInterviews,
  users,
} from '../../../db/schema/index.ts';

export type SelfScheduleLinkRow = typeof interviewSelfScheduleLinks.$inferSelect;

export async function insertLink(db: DbOrTx, values: typeof interviewSelfScheduleLinks.$inferInsert) {
  const [row] = await db.insert(interviewSelfScheduleLinks).values(values).returning();
  return row!;
}

/** A link with what its page shows: the candidate's first name, the job, the company. */
export async function findLink(db: DbOrTx, companyId: string, id: string, options = { lock: false }) {
  const query = db
    .select({
      link: interviewSelfScheduleLinks,
      firstName: candidates.firstName,
      candidateId: candidates.id,
      candidateEmail: candidates.email,
      jobName: jobs.name,
      companySlug: companies.slug,
      companyZone: companies.timezone,
    })
    .from(interviewSelfScheduleLinks)
    .innerJoin(
      applications,
      and(
        eq(applications.companyId, interviewSelfScheduleLinks.companyId),
        eq(applications.id, interviewSelfScheduleLinks.applicationId),
      ),
    )
    .innerJoin(
      candidates,
      and(eq(candidates.companyId, applications.companyId), eq(candidates.id, applications.candidateId)),
    )
    .innerJoin(jobs, and(eq(jobs.companyId, applications.companyId), eq(jobs.id, applications.jobId)))
    .innerJoin(companies, eq(companies.id, interviewSelfScheduleLinks.companyId))
    .where(and(eq(interviewSelfScheduleLinks.companyId, companyId), eq(interviewSelfScheduleLinks.id, id)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: interviewSelfScheduleLinks }) : query);
  return row ?? null;
}

export async function markBooked(db: DbOrTx, companyId: string, id: string, interviewId: string) {
  await db
    .update(interviewSelfScheduleLinks)
    .set({ interviewId })
    .where(and(eq(interviewSelfScheduleLinks.companyId, companyId), eq(interviewSelfScheduleLinks.id, id)));
}

/** The application's links, newest first, with the sender's name and the booked interview's start. */
export const linksOfApplication = (db: DbOrTx, companyId: string, applicationId: string) =>
  db
    .select({
      link: interviewSelfScheduleLinks,
      sentByFirstName: users.firstName,
      sentByLastName: users.lastName,
      bookedStartsAt: scheduledInterviews.startsAt,
    })
    .from(interviewSelfScheduleLinks)
    .leftJoin(
      users,
      and(
        eq(users.companyId, interviewSelfScheduleLinks.companyId),
        eq(users.id, interviewSelfScheduleLinks.createdById),
      ),
    )
    .leftJoin(
      scheduledInterviews,
      and(
        eq(scheduledInterviews.companyId, interviewSelfScheduleLinks.companyId),
        eq(scheduledInterviews.id, interviewSelfScheduleLinks.interviewId),
      ),
    )
    .where(
      and(
        eq(interviewSelfScheduleLinks.companyId, companyId),
        eq(interviewSelfScheduleLinks.applicationId, applicationId),
      ),
    )
    .orderBy(desc(interviewSelfScheduleLinks.createdAt), desc(interviewSelfScheduleLinks.id));

/** Ends an open link now: its page then answers as for an expired one. */
export async function expireNow(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .update(interviewSelfScheduleLinks)
    .set({ expiresAt: new Date() })
    .where(and(eq(interviewSelfScheduleLinks.companyId, companyId), eq(interviewSelfScheduleLinks.id, id)))
    .returning();
  return row!;
}

/**
 * Holds, until the transaction ends, the right to book these people: two candidates booking the same
 * interviewer's time one after the other, never together (taken in one order, so no deadlock).
 */
export async function holdPeople(db: DbOrTx, companyId: string, userIds: readonly string[]) {
  for (const userId of [...userIds].sort())
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`interviews:${companyId}:${userId}`}))`);
}
