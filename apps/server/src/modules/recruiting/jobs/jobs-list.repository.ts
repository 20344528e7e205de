import { and, asc, count, desc, eq, exists, like, sql, type SQL } from 'drizzle-orm';
import type { JobListQuery, JobStatus } from '@atrium/shared/schemas/recruiting/jobs';
import type { DbOrTx } from '../../../db/client.ts';
import { jobFollowers, jobHiringTeam, jobOffices, jobs } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import {
  pageShapeOf,
  PreparedStatements,
  withPage,
  type PageShape,
  type PreparableQuery,
} from '../../../lib/prepared-statements.ts';
import { selectJobs, type JobRecord } from './job-record.ts';

// The jobs list and its counts per status, each a statement prepared once per shape
// (lib/prepared-statements.ts).

// Each filter's condition, its value the placeholder of its name (the search's is `pattern`).
const FILTERS = {
  status: () => eq(jobs.status, sql.placeholder('status')),
  departmentId: () => eq(jobs.departmentId, sql.placeholder('departmentId')),
  search: () => like(jobs.searchText, sql.placeholder('pattern')),
  officeId: () =>
    exists(
      sql`(select 1 from ${jobOffices} where ${jobOffices.jobId} = ${jobs.id} and ${jobOffices.companyId} = ${jobs.companyId} and ${jobOffices.locationId} = ${sql.placeholder('officeId')})`,
    ),
  hiringTeamMemberId: () =>
    exists(
      sql`(select 1 from ${jobHiringTeam} where ${jobHiringTeam.jobId} = ${jobs.id} and ${jobHiringTeam.companyId} = ${jobs.companyId} and ${jobHiringTeam.userId} = ${sql.placeholder('hiringTeamMemberId')})`,
    ),
  following: () =>
    exists(
      sql`(select 1 from ${jobFollowers} where ${jobFollowers.jobId} = ${jobs.id} and ${jobFollowers.companyId} = ${jobs.companyId} and ${jobFollowers.userId} = ${sql.placeholder('userId')})`,
    ),
};
type JobFilter = keyof typeof FILTERS;

/** Which filters the query sets, in one order: part of a statement's shape. */
const filtersOf = (query: Partial<Record<JobFilter, unknown>>): JobFilter[] =>
  (Object.keys(FILTERS) as JobFilter[]).filter((name) => query[name]);

const listWhere = (filters: readonly JobFilter[]): SQL =>
  and(eq(jobs.companyId, sql.placeholder('companyId')), ...filters.map((name) => FILTERS[name]()))!;

// The status has an index of its own, led by the company, in name order: one plan serves every
// status. What the others match (a department, a search, a follower's jobs) runs from a handful to
// thousands, so they are planned per run (lib/prepared-statements.ts).
const isPlannedPerRun = (shape: { filters: readonly JobFilter[] }) =>
  shape.filters.some((name) => name !== 'status');

type ListFilters = Omit<JobListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;

/** The values of a query's placeholders. */
const valuesOf = (companyId: string, userId: string, query: ListFilters) => ({
  ...query,
  companyId,
  userId,
  pattern: query.search ? containsPattern(query.search.toLowerCase()) : undefined,
});

interface JobListShape {
  filters: JobFilter[];
  sortBy: NonNullable<JobListQuery['sortBy']>;
  isDescending: boolean;
  page: PageShape;
}

function listOrder(shape: JobListShape): SQL[] {
  const direction = shape.isDescending ? desc : asc;
  const primary: SQL[] =
    shape.sortBy === 'createdAt'
      ? [direction(jobs.createdAt)]
      : shape.sortBy === 'openedAt'
        ? [sql`${jobs.openedAt} ${sql.raw(shape.isDescending ? 'desc' : 'asc')} nulls last`]
        : shape.sortBy === 'status'
          ? [direction(jobs.status), direction(sql`lower(${jobs.name})`)]
          : [direction(sql`lower(${jobs.name})`)];
  return [...primary, direction(jobs.id)];
}

const jobLists = new PreparedStatements(
  'jobs_list',
  (db, shape: JobListShape): PreparableQuery<JobRecord[]> =>
    withPage(
      selectJobs(db)
        .where(listWhere(shape.filters))
        .orderBy(...listOrder(shape))
        .$dynamic(),
      shape.page,
    ),
  { isPlannedPerRun },
);

export function listJobs(
  db: DbOrTx,
  companyId: string,
  userId: string,
  query: JobListQuery,
  page: { limit: number; offset: number },
): Promise<JobRecord[]> {
  const shape: JobListShape = {
    filters: filtersOf(query),
    sortBy: query.sortBy ?? 'name',
    isDescending: query.sortOrder === -1,
    page: pageShapeOf(page),
  };
  return jobLists.run(db, shape, { ...valuesOf(companyId, userId, query), ...page });
}

const jobCounts = new PreparedStatements(
  'jobs_count',
  (db, shape: { filters: JobFilter[] }): PreparableQuery<Array<{ status: JobStatus; n: number }>> =>
    db
      .select({ status: jobs.status, n: count() })
      .from(jobs)
      .where(listWhere(shape.filters))
      .groupBy(jobs.status),
  { isPlannedPerRun },
);

/** Jobs per status under the list's filters, the status itself aside. */
export async function countJobsByStatus(
  db: DbOrTx,
  companyId: string,
  userId: string,
  query: ListFilters,
): Promise<Record<JobStatus, number>> {
  const filters = filtersOf({ ...query, status: undefined });
  const rows = await jobCounts.run(db, { filters }, valuesOf(companyId, userId, query));
  const counts: Record<JobStatus, number> = { draft: 0, open: 0, closed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}
