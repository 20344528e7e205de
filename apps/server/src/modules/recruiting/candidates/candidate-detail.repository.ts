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
import { rowsOf } from '../../../lib/sql-rows.ts';

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

export interface DuplicateProbe {
  firstName: string;
  lastName: string;
  emails: readonly string[];
  phones: readonly string[];
  /** The candidate whose duplicates these are, left out. */
  excludeId?: string;
}

const digits = (phone: string) => phone.replace(/\D/g, '');
const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`array[]::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/**
 * Candidates of the company sharing an email address (any of theirs), or the same name and a phone
 * number (digits compared, so "+44 7700" and "447700" match).
 */
export async function duplicatesOf(db: DbOrTx, companyId: string, probe: DuplicateProbe) {
  const emails = textArray(probe.emails.map((email) => email.toLowerCase()).filter(Boolean));
  const phones = textArray(probe.phones.map(digits).filter(Boolean));
  const result = await db.execute(sql`
    select o.id, o.first_name || ' ' || o.last_name as name, o.email,
      case when exists (select 1 from jsonb_array_elements(o.email_addresses) e where lower(e->>'value') = any(${emails}))
        then 'email' else 'name_and_phone' end as reason,
      (select count(*)::int from applications a where a.company_id = o.company_id and a.candidate_id = o.id) as applications
    from candidates o
    where o.company_id = ${companyId} and o.id <> ${probe.excludeId ?? '00000000-0000-0000-0000-000000000000'}
      and (
        exists (select 1 from jsonb_array_elements(o.email_addresses) e where lower(e->>'value') = any(${emails}))
        or (lower(o.first_name) = lower(${probe.firstName}) and lower(o.last_name) = lower(${probe.lastName})
          and exists (select 1 from jsonb_array_elements(o.phone_numbers) p
            where regexp_replace(p->>'value', '[^0-9]', '', 'g') = any(${phones})))
      )
    order by o.created_at, o.id
    limit 10`);
  return rowsOf<{
    id: string;
    name: string;
    email: string;
    reason: 'email' | 'name_and_phone';
    applications: number;
  }>(result).map((row) => ({ ...row, applications: Number(row.applications) }));
}
