import { and, asc, desc, eq, sql, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidateEmails,
  candidates,
  companies,
  jobHiringTeam,
  jobs,
  users,
} from '../../../db/schema/index.ts';

export type CandidateEmailRow = typeof candidateEmails.$inferSelect;

/** What a template's tokens are filled from: the candidate, the job, the company, its recruiter. */
export async function mailContext(db: DbOrTx, companyId: string, candidateId: string, jobId: string | null) {
  const [candidate] = await db
    .select({
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      companyName: companies.name,
    })
    .from(candidates)
    .innerJoin(companies, eq(companies.id, candidates.companyId))
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)))
    .limit(1);
  if (!candidate) return null;
  return { ...candidate, ...(await jobContext(db, companyId, jobId)) };
}

/** The job's name and its responsible recruiter (the first recruiter when none is marked). */
export async function jobContext(db: DbOrTx, companyId: string, jobId: string | null) {
  let jobName = '';
  let recruiterName = '';
  let recruiterId: string | null = null;
  if (jobId) {
    const [job] = await db
      .select({ name: jobs.name })
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)))
      .limit(1);
    jobName = job?.name ?? '';
    const [recruiter] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(jobHiringTeam)
      .innerJoin(users, and(eq(users.companyId, jobHiringTeam.companyId), eq(users.id, jobHiringTeam.userId)))
      .where(
        and(
          eq(jobHiringTeam.companyId, companyId),
          eq(jobHiringTeam.jobId, jobId),
          eq(jobHiringTeam.role, 'recruiter'),
        ),
      )
      .orderBy(desc(jobHiringTeam.responsible), asc(jobHiringTeam.position))
      .limit(1);
    if (recruiter) {
      recruiterName = `${recruiter.firstName} ${recruiter.lastName}`.trim();
      recruiterId = recruiter.id;
    }
  }
  return { jobName, recruiterName, recruiterId };
}

export async function findUser(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertCandidateEmail(db: DbOrTx, values: typeof candidateEmails.$inferInsert) {
  const [row] = await db.insert(candidateEmails).values(values).returning();
  return row!;
}

/** The email, locked until the transaction ends: a send and a cancel never both win. */
export async function lockCandidateEmail(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(candidateEmails)
    .where(and(eq(candidateEmails.companyId, companyId), eq(candidateEmails.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function candidatePublicId(db: DbOrTx, companyId: string, candidateId: string) {
  const [row] = await db
    .select({ publicId: candidates.publicId })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)))
    .limit(1);
  return row?.publicId ?? null;
}

export async function setStatus(
  db: DbOrTx,
  companyId: string,
  id: string | readonly string[],
  status: CandidateEmailRow['status'],
) {
  const ids = typeof id === 'string' ? [id] : id;
  if (ids.length === 0) return;
  await db
    .update(candidateEmails)
    .set({ status, sentAt: status === 'sent' ? sql`now()` : null })
    .where(and(eq(candidateEmails.companyId, companyId), inArray(candidateEmails.id, [...ids])));
}

/** The scheduled emails of an application (a rejection email waits; an unreject cancels it). */
export const scheduledOfApplication = (db: DbOrTx, companyId: string, applicationId: string) =>
  db
    .select({ id: candidateEmails.id })
    .from(candidateEmails)
    .where(
      and(
        eq(candidateEmails.companyId, companyId),
        eq(candidateEmails.applicationId, applicationId),
        eq(candidateEmails.status, 'scheduled'),
      ),
    );

export const jobOfApplication = async (db: DbOrTx, companyId: string, applicationId: string) => {
  const [row] = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.id, applicationId)))
    .limit(1);
  return row?.jobId ?? null;
};

export const candidateEmailAddress = (db: DbOrTx, companyId: string, candidateId: string) =>
  db
    .select({ email: candidates.email })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)))
    .limit(1);

/** Scheduled emails a minute or more past their time: their own job should have sent them. */
export const overdueEmails = (db: DbOrTx) =>
  db
    .select({ companyId: candidateEmails.companyId, id: candidateEmails.id })
    .from(candidateEmails)
    .where(
      and(
        eq(candidateEmails.status, 'scheduled'),
        sql`${candidateEmails.sendAt} < now() - interval '1 minute'`,
      ),
    )
    .limit(100);
