import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  offers,
  applications,
  candidateTagLinks,
  candidateTags,
  candidates,
  type emailTemplates,
  files,
  jobPosts,
  jobs,
  jobStages,
  prospectPools,
  prospectPoolStages,
  prospects,
  rejectionReasons,
  users,
} from '../../../db/schema/index.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sameCompany } from '../../../lib/same-company.ts';

export interface Window {
  createdBefore?: string;
  createdAfter?: string;
  updatedBefore?: string;
  updatedAfter?: string;
}

/** Greenhouse's created_/updated_ before (exclusive) and after (inclusive) filters on a table. */
export function windowOf(created: PgColumn, updated: PgColumn, window: Window): SQL[] {
  const conditions: SQL[] = [];
  if (window.createdBefore) conditions.push(lt(created, new Date(window.createdBefore)));
  if (window.createdAfter) conditions.push(gte(created, new Date(window.createdAfter)));
  if (window.updatedBefore) conditions.push(lt(updated, new Date(window.updatedBefore)));
  if (window.updatedAfter) conditions.push(gte(updated, new Date(window.updatedAfter)));
  return conditions;
}

export interface CandidateFilters extends Window {
  jobId?: string;
  email?: string;
  candidateIds?: number[];
}

function candidateConditions(companyId: string, filters: CandidateFilters): SQL {
  const conditions: SQL[] = [
    eq(candidates.companyId, companyId),
    ...windowOf(candidates.createdAt, candidates.updatedAt, filters),
  ];
  if (filters.jobId)
    conditions.push(
      sql`exists (select 1 from applications a where a.company_id = ${candidates.companyId} and a.candidate_id = ${candidates.id} and a.job_id = ${filters.jobId})`,
    );
  if (filters.email)
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements(${candidates.emailAddresses}) e where lower(e->>'value') = ${filters.email.toLowerCase()})`,
    );
  else if (filters.candidateIds) conditions.push(inArray(candidates.publicId, filters.candidateIds));
  return and(...conditions)!;
}

/** One page in id order (Greenhouse's), one row more than asked to tell whether another page follows. */
export const candidatesPage = (
  db: DbOrTx,
  companyId: string,
  filters: CandidateFilters,
  limit: number,
  offset: number,
) =>
  db
    .select()
    .from(candidates)
    .where(candidateConditions(companyId, filters))
    .orderBy(asc(candidates.publicId))
    .limit(limit + 1)
    .offset(offset);

export async function countCandidates(db: DbOrTx, companyId: string, filters: CandidateFilters) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(candidates)
    .where(candidateConditions(companyId, filters));
  return Number(row?.n ?? 0);
}

export async function candidateByPublicId(db: DbOrTx, companyId: string, publicId: number) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

export type CandidateRow = typeof candidates.$inferSelect;

const referrer = sql<
  number | null
>`(select u.public_id from users u where u.company_id = ${applications.companyId} and u.id = ${applications.referrerId})`;

/** Applications with their job, stage, reason and post as Harvest names them, by candidate or by id. */
export const applicationRows = (db: DbOrTx, companyId: string, where: SQL) =>
  db
    .select({
      application: applications,
      candidatePublicId: candidates.publicId,
      jobPublicId: jobs.publicId,
      jobName: jobs.name,
      stagePublicId: jobStages.publicId,
      stageName: jobStages.name,
      postPublicId: jobPosts.publicId,
      postLocation: jobPosts.location,
      reasonPublicId: rejectionReasons.publicId,
      reasonName: rejectionReasons.name,
      reasonTypeId: rejectionReasons.typeId,
      referrerPublicId: referrer,
    })
    .from(applications)
    .innerJoin(candidates, sameCompany(candidates, applications, eq(candidates.id, applications.candidateId)))
    .innerJoin(jobs, sameCompany(jobs, applications, eq(jobs.id, applications.jobId)))
    .leftJoin(jobStages, sameCompany(jobStages, applications, eq(jobStages.id, applications.stageId)))
    .leftJoin(jobPosts, sameCompany(jobPosts, applications, eq(jobPosts.id, applications.jobPostId)))
    .leftJoin(
      rejectionReasons,
      sameCompany(rejectionReasons, applications, eq(rejectionReasons.id, applications.rejectionReasonId)),
    )
    .where(and(eq(applications.companyId, companyId), where))
    .orderBy(asc(applications.publicId));

export type ApplicationRow = Awaited<ReturnType<typeof applicationRows>>[number];

export const applicationsOfCandidates = (db: DbOrTx, companyId: string, candidateIds: string[]) =>
  candidateIds.length === 0
    ? Promise.resolve([] as ApplicationRow[])
    : applicationRows(db, companyId, inArray(applications.candidateId, candidateIds));

export interface ApplicationFilters extends Window {
  jobId?: string;
  status?: string;
  lastActivityAfter?: string;
}

export function applicationConditions(filters: ApplicationFilters): SQL {
  const conditions: SQL[] = windowOf(applications.appliedAt, applications.updatedAt, filters);
  if (filters.jobId) conditions.push(eq(applications.jobId, filters.jobId));
  if (filters.status) conditions.push(sql`${applications.status} = ${filters.status}`);
  if (filters.lastActivityAfter)
    conditions.push(gte(applications.updatedAt, new Date(filters.lastActivityAfter)));
  return and(sql`true`, ...conditions)!;
}

export const applicationsPage = (
  db: DbOrTx,
  companyId: string,
  filters: ApplicationFilters,
  limit: number,
  offset: number,
) =>
  applicationRows(db, companyId, applicationConditions(filters))
    .limit(limit + 1)
    .offset(offset);

export async function countApplications(db: DbOrTx, companyId: string, filters: ApplicationFilters) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), applicationConditions(filters)));
  return Number(row?.n ?? 0);
}

export async function applicationByPublicId(db: DbOrTx, companyId: string, publicId: number) {
  const [row] = await applicationRows(db, companyId, eq(applications.publicId, publicId)).limit(1);
  return row ?? null;
}

export async function tagsOfCandidates(db: DbOrTx, companyId: string, candidateIds: string[]) {
  if (candidateIds.length === 0) return [];
  return db
    .select({ candidateId: candidateTagLinks.candidateId, name: candidateTags.name })
    .from(candidateTagLinks)
    .innerJoin(
      candidateTags,
      sameCompany(candidateTags, candidateTagLinks, eq(candidateTags.id, candidateTagLinks.tagId)),
    )
    .where(
      and(eq(candidateTagLinks.companyId, companyId), inArray(candidateTagLinks.candidateId, candidateIds)),
    )
    .orderBy(asc(sql`lower(${candidateTags.name})`));
}

/** Greenhouse names a user by integer id or by email: the one of the company, or null. */
export async function userIdByPublicIdOrEmail(
  db: DbOrTx,
  companyId: string,
  pick: { publicId?: number; email?: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        pick.publicId !== undefined
          ? eq(users.publicId, pick.publicId)
          : sql`lower(${users.email}) = ${(pick.email ?? '').toLowerCase()}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function usersByIds(db: DbOrTx, companyId: string, ids: Array<string | null>) {
  const wanted = [...new Set(ids.filter((value): value is string => value !== null))];
  if (wanted.length === 0) return [];
  return db
    .select({ id: users.id, publicId: users.publicId, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, wanted)));
}

export async function filesByIds(db: DbOrTx, companyId: string, ids: Array<string | null>) {
  const wanted = [...new Set(ids.filter((value): value is string => value !== null))];
  if (wanted.length === 0) return [];
  return db
    .select({ id: files.id, name: files.originalName, createdAt: files.createdAt })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, wanted)));
}

/** A tenant table whose rows the API names by an integer id. */
type PublicTable =
  | typeof jobs
  | typeof jobStages
  | typeof users
  | typeof rejectionReasons
  | typeof candidateTags
  | typeof candidates
  | typeof emailTemplates
  | typeof prospectPools
  | typeof prospectPoolStages;

/** Our uuid of a record the API names by its integer id, in the key's company. */
export async function uuidOf(
  db: DbOrTx,
  table: PublicTable,
  companyId: string,
  publicId: number,
): Promise<string | null> {
  // One shape for every such table: their id, company and public id columns are alike.
  const t = table as typeof jobs;
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.publicId, publicId)))
    .limit(1);
  return row?.id ?? null;
}

export const stageByPublicId = async (db: DbOrTx, companyId: string, publicId: number) => {
  const [row] = await db
    .select({ id: jobStages.id, jobId: jobStages.jobId })
    .from(jobStages)
    .where(and(eq(jobStages.companyId, companyId), eq(jobStages.publicId, publicId)))
    .limit(1);
  return row ?? null;
};

export async function candidateByUuid(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, id)))
    .limit(1);
  return row ?? null;
}

export const candidateTagList = (db: DbOrTx, companyId: string) =>
  db
    .select({ id: candidateTags.publicId, name: candidateTags.name })
    .from(candidateTags)
    .where(eq(candidateTags.companyId, companyId))
    .orderBy(asc(candidateTags.publicId));

export const applicationIdIs = (id: string) => eq(applications.id, id);

const owner = sql<{
  id: number;
  first_name: string;
  last_name: string;
} | null>`(select json_build_object('id', u.public_id, 'first_name', u.first_name, 'last_name', u.last_name) from users u where u.company_id = ${prospects.companyId} and u.id = ${prospects.ownerId})`;

/** Prospects as Harvest's prospect applications: their pool, stage and owner by Harvest ids. */
export const prospectRows = (db: DbOrTx, companyId: string, where: SQL) =>
  db
    .select({
      prospect: prospects,
      candidatePublicId: candidates.publicId,
      poolPublicId: prospectPools.publicId,
      poolName: prospectPools.name,
      stagePublicId: prospectPoolStages.publicId,
      stageName: prospectPoolStages.name,
      owner,
    })
    .from(prospects)
    .innerJoin(candidates, sameCompany(candidates, prospects, eq(candidates.id, prospects.candidateId)))
    .innerJoin(prospectPools, sameCompany(prospectPools, prospects, eq(prospectPools.id, prospects.poolId)))
    .leftJoin(
      prospectPoolStages,
      sameCompany(prospectPoolStages, prospects, eq(prospectPoolStages.id, prospects.stageId)),
    )
    .where(and(eq(prospects.companyId, companyId), where))
    .orderBy(asc(prospects.publicId));
export type ProspectRow = Awaited<ReturnType<typeof prospectRows>>[number];

/** The candidates' prospects: active ones are prospect applications, converted ones detail theirs. */
export const prospectsOfCandidates = (db: DbOrTx, companyId: string, candidateIds: string[]) =>
  candidateIds.length === 0
    ? Promise.resolve([] as ProspectRow[])
    : prospectRows(db, companyId, inArray(prospects.candidateId, candidateIds));

export async function prospectByPublicId(db: DbOrTx, companyId: string, publicId: number) {
  const [row] = await prospectRows(db, companyId, eq(prospects.publicId, publicId)).limit(1);
  return row ?? null;
}

/** Prospect pools in id order, with their stages in order. */
export async function prospectPoolList(db: DbOrTx, companyId: string, publicId?: number) {
  const pools = await db
    .select({ id: prospectPools.id, publicId: prospectPools.publicId, name: prospectPools.name })
    .from(prospectPools)
    .where(
      and(
        eq(prospectPools.companyId, companyId),
        publicId === undefined ? undefined : eq(prospectPools.publicId, publicId),
      ),
    )
    .orderBy(asc(prospectPools.publicId));
  const stages = pools.length
    ? await db
        .select({
          poolId: prospectPoolStages.poolId,
          id: prospectPoolStages.publicId,
          name: prospectPoolStages.name,
        })
        .from(prospectPoolStages)
        .where(
          and(
            eq(prospectPoolStages.companyId, companyId),
            inArray(
              prospectPoolStages.poolId,
              pools.map((pool) => pool.id),
            ),
          ),
        )
        .orderBy(asc(prospectPoolStages.position))
    : [];
  return pools.map((pool) => ({
    id: pool.publicId,
    name: pool.name,
    active: true,
    prospect_stages: stages
      .filter((stage) => stage.poolId === pool.id)
      .map((stage) => ({ id: stage.id, name: stage.name })),
  }));
}

/** A pool stage by its Harvest id, with its pool's uuid. */
export async function poolStageByPublicId(db: DbOrTx, companyId: string, publicId: number) {
  const [row] = await db
    .select({ id: prospectPoolStages.id, poolId: prospectPoolStages.poolId })
    .from(prospectPoolStages)
    .where(and(eq(prospectPoolStages.companyId, companyId), eq(prospectPoolStages.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

export async function prospectByUuid(db: DbOrTx, companyId: string, id: string) {
  const [row] = await prospectRows(db, companyId, eq(prospects.id, id)).limit(1);
  return row ?? null;
}

export async function applicationByUuid(db: DbOrTx, companyId: string, id: string) {
  const [row] = await applicationRows(db, companyId, eq(applications.id, id)).limit(1);
  return row ?? null;
}

export async function userIdByEmail(db: DbOrTx, companyId: string, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row?.id ?? null;
}

/** An offer with the integer ids Harvest answers. */
export async function offerRow(db: DbOrTx, companyId: string, offerId: string) {
  const [row] = await db
    .select({
      id: offers.publicId,
      version: offers.version,
      status: offers.status,
      applicationId: applications.publicId,
      jobId: jobs.publicId,
      candidateId: candidates.publicId,
      createdAt: offers.createdAt,
      updatedAt: offers.updatedAt,
      sentAt: offers.sentAt,
      resolvedAt: offers.resolvedAt,
      startDate: offers.startDate,
      customFields: offers.customFields,
    })
    .from(offers)
    .innerJoin(applications, sameCompany(applications, offers, eq(applications.id, offers.applicationId)))
    .innerJoin(jobs, sameCompany(jobs, applications, eq(jobs.id, applications.jobId)))
    .innerJoin(candidates, sameCompany(candidates, applications, eq(candidates.id, applications.candidateId)))
    .where(and(eq(offers.companyId, companyId), eq(offers.id, offerId)))
    .limit(1);
  return row ?? null;
}
