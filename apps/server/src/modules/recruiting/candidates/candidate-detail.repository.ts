import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidateEmails,
  candidates,
  candidateTagLinks,
  candidateTags,
  files,
  jobs,
  jobStages,
  rejectionReasons,
  users,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

export async function findCandidate(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, id)))
    .limit(1);
  return row ?? null;
}

/** First and last names of the company's users among `ids`. */
export async function userNames(db: DbOrTx, companyId: string, ids: ReadonlyArray<string | null>) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

export const candidateTagsOf = (db: DbOrTx, companyId: string, candidateId: string) =>
  db
    .select({ id: candidateTags.id, name: candidateTags.name })
    .from(candidateTagLinks)
    .innerJoin(
      candidateTags,
      sameCompany(candidateTags, candidateTagLinks, eq(candidateTags.id, candidateTagLinks.tagId)),
    )
    .where(and(eq(candidateTagLinks.companyId, companyId), eq(candidateTagLinks.candidateId, candidateId)))
    .orderBy(asc(sql`lower(${candidateTags.name})`));

/** The candidate's applications, newest first, with their job, stage, reason and files. */
export const applicationsOf = (db: DbOrTx, companyId: string, candidateId: string, applicationId?: string) =>
  db
    .select({
      application: applications,
      jobName: jobs.name,
      stageName: jobStages.name,
      reasonName: rejectionReasons.name,
      reasonTypeId: rejectionReasons.typeId,
    })
    .from(applications)
    .leftJoin(jobs, sameCompany(jobs, applications, eq(jobs.id, applications.jobId)))
    .leftJoin(jobStages, sameCompany(jobStages, applications, eq(jobStages.id, applications.stageId)))
    .leftJoin(
      rejectionReasons,
      sameCompany(rejectionReasons, applications, eq(rejectionReasons.id, applications.rejectionReasonId)),
    )
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.candidateId, candidateId),
        applicationId ? eq(applications.id, applicationId) : undefined,
      ),
    )
    .orderBy(sql`${applications.appliedAt} desc`, asc(applications.id));

export type ApplicationDetailRow = Awaited<ReturnType<typeof applicationsOf>>[number];

/** The stages of each job, in order. */
export async function stagesOfJobs(db: DbOrTx, companyId: string, jobIds: readonly string[]) {
  const byJob = new Map<string, Array<{ id: string; name: string }>>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({ id: jobStages.id, name: jobStages.name, jobId: jobStages.jobId })
    .from(jobStages)
    .where(and(eq(jobStages.companyId, companyId), inArray(jobStages.jobId, [...new Set(jobIds)])))
    .orderBy(asc(jobStages.position));
  for (const row of rows)
    byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), { id: row.id, name: row.name }]);
  return byJob;
}

export async function fileNames(db: DbOrTx, companyId: string, ids: ReadonlyArray<string | null>) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Emails waiting for their time, by application. */
export async function scheduledEmails(db: DbOrTx, companyId: string, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return new Map<string, { id: string; sendAt: Date; subject: string }>();
  const rows = await db
    .select({
      id: candidateEmails.id,
      applicationId: candidateEmails.applicationId,
      sendAt: candidateEmails.sendAt,
      subject: candidateEmails.subject,
    })
    .from(candidateEmails)
    .where(
      and(
        eq(candidateEmails.companyId, companyId),
        inArray(candidateEmails.applicationId, [...applicationIds]),
        eq(candidateEmails.status, 'scheduled'),
      ),
    )
    .orderBy(asc(candidateEmails.sendAt));
  return new Map(rows.map((row) => [row.applicationId!, row]));
}
