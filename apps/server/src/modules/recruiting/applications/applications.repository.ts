import { and, asc, count, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import {
  applications,
  candidates,
  files,
  jobBoards,
  jobPosts,
  jobStages,
  jobs,
  pendingApplications,
  type PendingApplicationRow,
} from '../../../db/schema/index.ts';
import type {
  ApplicationAnswer,
  Demographics,
  JobApplication,
} from '@atrium/shared/schemas/recruiting/applications';
import { sameCompany } from '../../../lib/same-company.ts';

export async function countRecentPendingForEmail(db: DbOrTx, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pendingApplications)
    .where(
      and(
        sql`lower(${pendingApplications.email}) = ${email.toLowerCase()}`,
        gte(pendingApplications.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}

export async function insertCandidateFile(
  db: DbOrTx,
  values: {
    companyId: string;
    storageKey: string;
    originalName: string;
    mimeType: string;
    sizeBytes: number;
  },
): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({ ...values, uploadedBy: null })
    .returning({ id: files.id });
  return row!.id;
}

export async function insertPending(
  db: DbOrTx,
  values: typeof pendingApplications.$inferInsert,
): Promise<PendingApplicationRow> {
  const [row] = await db.insert(pendingApplications).values(values).returning();
  return row!;
}

export async function findPending(db: DbOrTx, id: string): Promise<PendingApplicationRow | null> {
  const [row] = await db.select().from(pendingApplications).where(eq(pendingApplications.id, id)).limit(1);
  return row ?? null;
}

/** Locks the row so two submissions of the same code cannot both accept it. */
export async function lockPending(db: DbOrTx, id: string): Promise<PendingApplicationRow | null> {
  const [row] = await db
    .select()
    .from(pendingApplications)
    .where(eq(pendingApplications.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updatePending(
  db: DbOrTx,
  id: string,
  values: Partial<typeof pendingApplications.$inferInsert>,
): Promise<void> {
  await db.update(pendingApplications).set(values).where(eq(pendingApplications.id, id));
}

/** One candidate per company and email: a returning candidate's details are refreshed. */
export async function upsertCandidate(
  db: DbOrTx,
  values: { companyId: string; firstName: string; lastName: string; email: string; phone: string | null },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    insert into ${candidates} (company_id, first_name, last_name, email, phone)
    values (${values.companyId}, ${values.firstName}, ${values.lastName}, ${values.email}, ${values.phone})
    on conflict (company_id, lower(email)) do update set
      first_name = excluded.first_name,
      last_name = excluded.last_name,
      phone = coalesce(excluded.phone, ${candidates}.phone),
      updated_at = now()
    returning id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

export async function applicationReviewStageId(db: DbOrTx, jobId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: jobStages.id })
    .from(jobStages)
    .where(and(eq(jobStages.jobId, jobId), eq(jobStages.kind, 'application_review')))
    .orderBy(asc(jobStages.position))
    .limit(1);
  return row?.id ?? null;
}

export interface ApplicationUpsert {
  companyId: string;
  jobId: string;
  candidateId: string;
  jobPostId: string | null;
  jobBoardId: string | null;
  stageId: string | null;
  source: string;
  answers: ApplicationAnswer[];
  resumeFileId: string | null;
  coverLetterFileId: string | null;
  coverLetterText: string | null;
  demographics: Demographics | null;
  consentedAt: Date | null;
  referrerId?: string | null;
  referralNote?: string | null;
}

/**
 * A second application by the same candidate to the same job merges into the first: newer answers
 * and documents replace older ones, the stage and history stay, and the submission is counted.
 */
export async function upsertApplication(
  db: DbOrTx,
  values: ApplicationUpsert,
): Promise<{ id: string; merged: boolean }> {
  const result = await db.execute<{ id: string; merged: boolean }>(sql`
    insert into ${applications} (
      company_id, job_id, candidate_id, job_post_id, job_board_id, stage_id, source, answers,
      resume_file_id, cover_letter_file_id, cover_letter_text, demographics, consented_at, referrer_id, referral_note
    ) values (
      ${values.companyId}, ${values.jobId}, ${values.candidateId}, ${values.jobPostId}, ${values.jobBoardId},
      ${values.stageId}, ${values.source}, ${JSON.stringify(values.answers)}::jsonb, ${values.resumeFileId},
      ${values.coverLetterFileId}, ${values.coverLetterText},
      ${values.demographics ? JSON.stringify(values.demographics) : null}::jsonb, ${values.consentedAt},
      ${values.referrerId ?? null}, ${values.referralNote ?? null}
    )
    on conflict (company_id, job_id, candidate_id) do update set
      answers = case when jsonb_array_length(excluded.answers) > 0 then excluded.answers else ${applications}.answers end,
      resume_file_id = coalesce(excluded.resume_file_id, ${applications}.resume_file_id),
      cover_letter_file_id = coalesce(excluded.cover_letter_file_id, ${applications}.cover_letter_file_id),
      cover_letter_text = coalesce(excluded.cover_letter_text, ${applications}.cover_letter_text),
      demographics = coalesce(excluded.demographics, ${applications}.demographics),
      consented_at = coalesce(excluded.consented_at, ${applications}.consented_at),
      referrer_id = coalesce(${applications}.referrer_id, excluded.referrer_id),
      referral_note = coalesce(${applications}.referral_note, excluded.referral_note),
      submissions = ${applications}.submissions + 1,
      updated_at = now()
    returning id, (xmax <> 0) as merged`);
  const row = rowsOf<{ id: string; merged: boolean }>(result)[0]!;
  return { id: row.id, merged: Boolean(row.merged) };
}

export async function listJobApplications(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  query: { page: number; limit: number; search?: string; stageId?: string },
): Promise<{ items: JobApplication[]; total: number }> {
  const conditions = [eq(applications.companyId, companyId), eq(applications.jobId, jobId)];
  if (query.stageId) conditions.push(eq(applications.stageId, query.stageId));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(
      or(
        ilike(candidates.firstName, pattern),
        ilike(candidates.lastName, pattern),
        ilike(candidates.email, pattern),
        sql`(${candidates.firstName} || ' ' || ${candidates.lastName}) ilike ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: applications.id,
        candidateId: candidates.id,
        firstName: candidates.firstName,
        lastName: candidates.lastName,
        email: candidates.email,
        phone: candidates.phone,
        stageId: applications.stageId,
        stageName: jobStages.name,
        status: applications.status,
        source: applications.source,
        boardName: jobBoards.name,
        postTitle: jobPosts.title,
        resumeFileId: applications.resumeFileId,
        submissions: applications.submissions,
        appliedAt: applications.appliedAt,
      })
      .from(applications)
      .innerJoin(
        candidates,
        sameCompany(candidates, applications, eq(candidates.id, applications.candidateId)),
      )
      .leftJoin(jobStages, sameCompany(jobStages, applications, eq(jobStages.id, applications.stageId)))
      .leftJoin(jobBoards, sameCompany(jobBoards, applications, eq(jobBoards.id, applications.jobBoardId)))
      .leftJoin(jobPosts, sameCompany(jobPosts, applications, eq(jobPosts.id, applications.jobPostId)))
      .where(where)
      .orderBy(desc(applications.appliedAt), asc(applications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(applications)
      .innerJoin(
        candidates,
        sameCompany(candidates, applications, eq(candidates.id, applications.candidateId)),
      )
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, appliedAt: row.appliedAt.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}

export async function pipelineCounts(db: DbOrTx, companyId: string, jobId: string) {
  const [stages, statuses] = await Promise.all([
    db
      .select({
        id: jobStages.id,
        name: jobStages.name,
        kind: jobStages.kind,
        position: jobStages.position,
        // Qualified by hand: inside a select list drizzle writes a bare "id", which the subquery would take as its own.
        active: sql<number>`(select count(*)::int from ${applications} a
          where a.company_id = "job_stages"."company_id" and a.stage_id = "job_stages"."id" and a.status = 'active')`,
      })
      .from(jobStages)
      .where(and(eq(jobStages.companyId, companyId), eq(jobStages.jobId, jobId)))
      .orderBy(asc(jobStages.position)),
    db
      .select({ status: applications.status, total: count() })
      .from(applications)
      .where(and(eq(applications.companyId, companyId), eq(applications.jobId, jobId)))
      .groupBy(applications.status),
  ]);
  const totals = { active: 0, rejected: 0, hired: 0 };
  for (const row of statuses) totals[row.status] = row.total;
  return { stages, totals };
}

export async function jobExists(db: DbOrTx, companyId: string, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)))
    .limit(1);
  return Boolean(row);
}

export async function listReferrals(db: DbOrTx, companyId: string, jobId: string, onlyBy?: string) {
  return db
    .select({
      applicationId: applications.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      referrerId: applications.referrerId,
      referrerName: sql<
        string | null
      >`(select u.first_name || ' ' || u.last_name from users u where u.company_id = ${applications.companyId} and u.id = ${applications.referrerId})`,
      note: applications.referralNote,
      stageName: jobStages.name,
      status: applications.status,
      appliedAt: applications.appliedAt,
    })
    .from(applications)
    .innerJoin(candidates, sameCompany(candidates, applications, eq(candidates.id, applications.candidateId)))
    .leftJoin(jobStages, sameCompany(jobStages, applications, eq(jobStages.id, applications.stageId)))
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.jobId, jobId),
        sql`${applications.referrerId} is not null`,
        ...(onlyBy ? [eq(applications.referrerId, onlyBy)] : []),
      ),
    )
    .orderBy(desc(applications.appliedAt), asc(applications.id));
}
