import type { ApprovalRequestStatus } from '@atrium/shared/schemas/recruiting/approvals';
import { and, asc, count, desc, eq, exists, inArray, like, notInArray, sql, type SQL } from 'drizzle-orm';
import type { JobInput, JobListQuery, JobStatus } from '@atrium/shared/schemas/recruiting/jobs';
import type { DbOrTx } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import {
  closeReasons,
  departments,
  jobFollowers,
  jobHiringTeam,
  jobOffices,
  jobOpenings,
  jobs,
  locations,
  type JobRow,
} from '../../../db/schema/index.ts';

export interface JobRecord {
  job: JobRow;
  departmentName: string | null;
  closeReasonName: string | null;
  offices: Array<{ id: string; name: string }>;
  openings: Array<{
    id: string;
    openingId: string | null;
    targetStartDate: string | null;
    status: 'open' | 'closed';
  }>;
  isFollowing: boolean;
  customFields: Record<string, unknown>;
  approvalRequired: boolean;
  approvalStatus: ApprovalRequestStatus | null;
  createdByFirstName: string | null;
  createdByLastName: string | null;
}

// Names of what a job links to, by correlated subqueries that also match the company (see
// people.repository.ts for why these beat joins at scale).
const linked = (table: string, column: string, field = 'name') =>
  sql<string | null>`${sql.raw(
    `(select t.${field} from ${table} t where t.id = "jobs"."${column}" and t.company_id = "jobs"."company_id")`,
  )}`;

// A job's offices and openings as JSON arrays, and whether the asker follows it: one statement per
// list page instead of four (the round trips, not the reading, were most of a page's cost).
const officesOf = sql<JobRecord['offices']>`${sql.raw(
  `(select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name) order by lower(l.name), l.id), '[]'::json)
    from job_offices o join locations l on l.id = o.location_id and l.company_id = o.company_id
    where o.job_id = "jobs"."id" and o.company_id = "jobs"."company_id")`,
)}`;
const openingsOf = sql<JobRecord['openings']>`${sql.raw(
  `(select coalesce(json_agg(json_build_object('id', p.id, 'openingId', p.opening_id,
      'targetStartDate', p.target_start_date, 'status', p.status) order by p.position), '[]'::json)
    from job_openings p where p.job_id = "jobs"."id" and p.company_id = "jobs"."company_id")`,
)}`;
const followedBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${jobFollowers} f where f.job_id = "jobs"."id" and f.company_id = "jobs"."company_id" and f.user_id = ${userId})`;

// Whether opening needs approval (the job's own flow, else the company's), and how the latest round
// went: what the status buttons offer.
const approvalRequired = sql<boolean>`${sql.raw(
  `coalesce(
    (select jsonb_array_length(f.groups) > 0 from approval_flows f
      where f.company_id = "jobs"."company_id" and f.job_id = "jobs"."id" and f.kind = 'job_open'),
    (select jsonb_array_length(f.groups) > 0 from approval_flows f
      where f.company_id = "jobs"."company_id" and f.job_id is null and f.kind = 'job_open'),
    false)`,
)}`;
const approvalStatus = sql<ApprovalRequestStatus | null>`${sql.raw(
  `(select r.status from approval_requests r where r.job_id = "jobs"."id" and r.company_id = "jobs"."company_id"
    and r.kind = 'job_open' order by r.requested_at desc limit 1)`,
)}`;

const customFieldsOf = sql<Record<string, unknown>>`${sql.raw(
  `(select coalesce(json_object_agg(v.field_id, v.value), '{}'::json) from job_custom_field_values v
    where v.job_id = "jobs"."id" and v.company_id = "jobs"."company_id")`,
)}`;

const selectJobs = (db: DbOrTx, userId: string) =>
  db
    .select({
      job: jobs,
      departmentName: linked('departments', 'department_id'),
      closeReasonName: linked('close_reasons', 'close_reason_id'),
      createdByFirstName: linked('users', 'created_by_id', 'first_name'),
      createdByLastName: linked('users', 'created_by_id', 'last_name'),
      offices: officesOf,
      openings: openingsOf,
      isFollowing: followedBy(userId),
      customFields: customFieldsOf,
      approvalRequired,
      approvalStatus,
    })
    .from(jobs);

type ListFilters = Omit<JobListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;

function listWhere(
  companyId: string,
  userId: string,
  query: ListFilters,
  withStatus = true,
): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search.toLowerCase()) : null;
  return and(
    eq(jobs.companyId, companyId),
    withStatus && query.status ? eq(jobs.status, query.status) : undefined,
    query.departmentId ? eq(jobs.departmentId, query.departmentId) : undefined,
    pattern ? like(jobs.searchText, pattern) : undefined,
    query.officeId
      ? exists(
          sql`(select 1 from ${jobOffices} where ${jobOffices.jobId} = ${jobs.id} and ${jobOffices.companyId} = ${jobs.companyId} and ${jobOffices.locationId} = ${query.officeId})`,
        )
      : undefined,
    query.hiringTeamMemberId
      ? exists(
          sql`(select 1 from ${jobHiringTeam} where ${jobHiringTeam.jobId} = ${jobs.id} and ${jobHiringTeam.companyId} = ${jobs.companyId} and ${jobHiringTeam.userId} = ${query.hiringTeamMemberId})`,
        )
      : undefined,
    query.following
      ? exists(
          sql`(select 1 from ${jobFollowers} where ${jobFollowers.jobId} = ${jobs.id} and ${jobFollowers.companyId} = ${jobs.companyId} and ${jobFollowers.userId} = ${userId})`,
        )
      : undefined,
  );
}

function listOrder(query: JobListQuery): SQL[] {
  const direction = query.sortOrder === -1 ? desc : asc;
  const primary: SQL[] =
    query.sortBy === 'createdAt'
      ? [direction(jobs.createdAt)]
      : query.sortBy === 'openedAt'
        ? [sql`${jobs.openedAt} ${sql.raw(query.sortOrder === -1 ? 'desc' : 'asc')} nulls last`]
        : query.sortBy === 'status'
          ? [direction(jobs.status), direction(sql`lower(${jobs.name})`)]
          : [direction(sql`lower(${jobs.name})`)];
  return [...primary, direction(jobs.id)];
}

export async function listJobs(
  db: DbOrTx,
  companyId: string,
  userId: string,
  query: JobListQuery,
  page: { limit: number; offset: number },
): Promise<JobRecord[]> {
  return selectJobs(db, userId)
    .where(listWhere(companyId, userId, query))
    .orderBy(...listOrder(query))
    .limit(page.limit)
    .offset(page.offset);
}

/** Jobs per status under the list's filters, the status itself aside. */
export async function countJobsByStatus(
  db: DbOrTx,
  companyId: string,
  userId: string,
  query: ListFilters,
): Promise<Record<JobStatus, number>> {
  const rows = await db
    .select({ status: jobs.status, n: count() })
    .from(jobs)
    .where(listWhere(companyId, userId, query, false))
    .groupBy(jobs.status);
  const counts: Record<JobStatus, number> = { draft: 0, open: 0, closed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export async function findJob(
  db: DbOrTx,
  companyId: string,
  id: string,
  userId: string,
): Promise<JobRecord | null> {
  const [row] = await selectJobs(db, userId)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
    .limit(1);
  return row ?? null;
}

const jobColumns = (input: JobInput) => ({
  name: input.name,
  requisitionId: input.requisitionId,
  departmentId: input.departmentId,
  employmentType: input.employmentType,
  salaryMin: input.salary?.min ?? null,
  salaryMax: input.salary?.max ?? null,
  salaryCurrency: input.salary?.currency ?? null,
  salaryPeriod: input.salary?.period ?? null,
});

export async function insertJob(db: DbOrTx, companyId: string, createdById: string, input: JobInput) {
  const [row] = await db
    .insert(jobs)
    .values({ companyId, createdById, status: 'draft', ...jobColumns(input) })
    .returning({ id: jobs.id });
  return row!;
}

export async function updateJob(db: DbOrTx, companyId: string, id: string, input: JobInput) {
  await db
    .update(jobs)
    .set({ ...jobColumns(input), updatedAt: new Date() })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
}

export async function setJobOffices(db: DbOrTx, companyId: string, jobId: string, locationIds: string[]) {
  await db.delete(jobOffices).where(and(eq(jobOffices.companyId, companyId), eq(jobOffices.jobId, jobId)));
  if (locationIds.length === 0) return;
  await db
    .insert(jobOffices)
    .values([...new Set(locationIds)].map((locationId) => ({ companyId, jobId, locationId })));
}

/**
 * Makes the job's openings the given list, in its order: listed ids are kept and updated, new ones
 * added, and the rest removed.
 */
export async function setJobOpenings(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  openings: JobInput['openings'],
) {
  const kept = openings.flatMap((opening) => (opening.id ? [opening.id] : []));
  const mine = and(eq(jobOpenings.companyId, companyId), eq(jobOpenings.jobId, jobId));
  await db.delete(jobOpenings).where(kept.length ? and(mine, notInArray(jobOpenings.id, kept)) : mine);
  for (const [position, opening] of openings.entries()) {
    const fields = { openingId: opening.openingId, targetStartDate: opening.targetStartDate, position };
    if (opening.id) {
      await db
        .update(jobOpenings)
        .set(fields)
        .where(and(mine, eq(jobOpenings.id, opening.id)));
    } else {
      await db.insert(jobOpenings).values({ companyId, jobId, ...fields });
    }
  }
}

export async function openingIdsOf(db: DbOrTx, companyId: string, jobId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: jobOpenings.id })
    .from(jobOpenings)
    .where(and(eq(jobOpenings.companyId, companyId), eq(jobOpenings.jobId, jobId)));
  return new Set(rows.map((row) => row.id));
}

export async function setJobStatus(
  db: DbOrTx,
  companyId: string,
  id: string,
  change: Partial<Pick<JobRow, 'status' | 'openedAt' | 'closedAt' | 'closeReasonId' | 'closeNote'>>,
  openingStatus: 'open' | 'closed',
) {
  await db
    .update(jobs)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
  await db
    .update(jobOpenings)
    .set({ status: openingStatus })
    .where(and(eq(jobOpenings.companyId, companyId), eq(jobOpenings.jobId, id)));
}

export async function follow(db: DbOrTx, companyId: string, jobId: string, userId: string) {
  await db.insert(jobFollowers).values({ companyId, jobId, userId }).onConflictDoNothing();
}

export async function unfollow(db: DbOrTx, companyId: string, jobId: string, userId: string) {
  await db
    .delete(jobFollowers)
    .where(
      and(
        eq(jobFollowers.companyId, companyId),
        eq(jobFollowers.jobId, jobId),
        eq(jobFollowers.userId, userId),
      ),
    );
}

/** Which of the ids are this company's, per kind of link. */
export async function existingLinks(
  db: DbOrTx,
  companyId: string,
  ids: { departmentId: string | null; officeIds: string[]; closeReasonId?: string },
) {
  const [department] = ids.departmentId
    ? await db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.companyId, companyId), eq(departments.id, ids.departmentId)))
    : [];
  const offices = ids.officeIds.length
    ? await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.companyId, companyId), inArray(locations.id, ids.officeIds)))
    : [];
  const [reason] = ids.closeReasonId
    ? await db
        .select({ id: closeReasons.id })
        .from(closeReasons)
        .where(and(eq(closeReasons.companyId, companyId), eq(closeReasons.id, ids.closeReasonId)))
    : [];
  return {
    department: !ids.departmentId || Boolean(department),
    missingOffices: ids.officeIds.filter((id) => !offices.some((office) => office.id === id)),
    closeReason: !ids.closeReasonId || Boolean(reason),
  };
}

/** Department and office names of the company, in name order (the jobs screens' pickers). */
export async function lookups(db: DbOrTx, companyId: string) {
  const [departmentRows, officeRows] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.companyId, companyId))
      .orderBy(asc(sql`lower(${departments.name})`)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.companyId, companyId))
      .orderBy(asc(sql`lower(${locations.name})`)),
  ]);
  return { departments: departmentRows, offices: officeRows };
}
