import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { applications, candidates, jobs, jobStages, rejectionReasons } from '../../../db/schema/index.ts';

/** The application with its candidate's name and its job, locked: two moves never interleave. */
export async function lockApplication(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.id, id)))
    .for('update')
    .limit(1);
  if (!row) return null;
  const [candidate] = await db
    .select({ firstName: candidates.firstName, lastName: candidates.lastName })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, row.candidateId)))
    .limit(1);
  const [job] = await db
    .select({ name: jobs.name, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, row.jobId)))
    .limit(1);
  return {
    application: row,
    candidateName: `${candidate!.firstName} ${candidate!.lastName}`,
    jobName: job!.name,
  };
}

export type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

export const stagesOfJob = (db: DbOrTx, companyId: string, jobId: string) =>
  db
    .select({ id: jobStages.id, name: jobStages.name, position: jobStages.position })
    .from(jobStages)
    .where(and(eq(jobStages.companyId, companyId), eq(jobStages.jobId, jobId)))
    .orderBy(asc(jobStages.position));

export const stagesOfJobWithKind = (db: DbOrTx, companyId: string, jobId: string) =>
  db
    .select({ id: jobStages.id, name: jobStages.name, kind: jobStages.kind })
    .from(jobStages)
    .where(and(eq(jobStages.companyId, companyId), eq(jobStages.jobId, jobId)))
    .orderBy(asc(jobStages.position));

export async function findJob(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: jobs.id, name: jobs.name, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findReason(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: rejectionReasons.id, name: rejectionReasons.name })
    .from(rejectionReasons)
    .where(and(eq(rejectionReasons.companyId, companyId), eq(rejectionReasons.id, id)))
    .limit(1);
  return row ?? null;
}

export async function hasApplicationFor(db: DbOrTx, companyId: string, candidateId: string, jobId: string) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.candidateId, candidateId),
        eq(applications.jobId, jobId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function updateApplication(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<typeof applications.$inferInsert>,
) {
  await db
    .update(applications)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(applications.companyId, companyId), eq(applications.id, id)));
}
