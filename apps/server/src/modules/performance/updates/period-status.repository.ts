import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { peopleSearch, updates, updateSettings, users } from '../../../db/schema/index.ts';
import { linkedValue } from '../../../lib/linked-value.ts';
import {
  pageShapeOf,
  PreparedStatements,
  withPage,
  type PageShape,
  type PreparableQuery,
} from '../../../lib/prepared-statements.ts';

// Each person's update for the period holding a day: a manager's team (everyone below them, or
// their direct reports), or the whole company (HR, and the updates log). One statement per page
// reads every row's update and schedule (issue 17's pattern: prepared once per shape, the page size
// in the statement), never one query per person; a second counts who shared.

export type Population = 'team' | 'direct' | 'all';

const placeholder = sql.placeholder;

// Everyone below the viewer: the company is carried down the recursion so each step stays on one
// company's rows (Citus), and UNION stops on a cycle already in the data.
const team = sql`(with recursive team(company_id, id) as (
    select u.company_id, u.id from ${users} u
      where u.company_id = ${placeholder('companyId')} and u.manager_id = ${placeholder('viewerId')}
    union
    select u.company_id, u.id from ${users} u join team t on u.company_id = t.company_id and u.manager_id = t.id
  ) select company_id, id from team) as team`;

const statusRowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  avatarUrl: users.avatarUrl,
  managerId: users.managerId,
  managerFirstName: linkedValue('users', 'users', 'manager_id', 'first_name'),
  managerLastName: linkedValue('users', 'users', 'manager_id', 'last_name'),
  // A draft is its author's alone: only its period leaves the database.
  updateId: sql<string | null>`case when ${updates.status} <> 'draft' then ${updates.id} end`,
  status: updates.status,
  sentiment: sql<number | null>`case when ${updates.status} <> 'draft' then ${updates.sentiment} end`,
  periodStart: updates.periodStart,
  periodEnd: updates.periodEnd,
  sharedAt: updates.sharedAt,
  reviewedAt: updates.reviewedAt,
  // The manager's own schedule for their reports, when they set one.
  teamCadence: updateSettings.cadence,
  teamDueWeekday: updateSettings.dueWeekday,
};
export interface StatusRow {
  id: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  avatarUrl: string | null;
  managerId: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  updateId: string | null;
  status: string | null;
  sentiment: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  sharedAt: Date | null;
  reviewedAt: Date | null;
  teamCadence: string | null;
  teamDueWeekday: number | null;
}

interface Shape {
  population: Population;
  search: boolean;
}

function whereOf(shape: Shape): SQL {
  return and(
    eq(users.companyId, placeholder('companyId')),
    eq(users.status, 'active'),
    shape.population === 'direct' ? eq(users.managerId, placeholder('viewerId')) : undefined,
    // Everyone: those with a manager to share with, and anyone else who wrote for the period.
    shape.population === 'all'
      ? sql`(${users.managerId} is not null or ${updates.id} is not null)`
      : ne(users.id, placeholder('viewerId')),
    shape.search
      ? sql`exists (select 1 from ${peopleSearch} ps where ps.company_id = ${users.companyId} and ps.user_id = ${users.id} and ps.search_text like ${placeholder('pattern')})`
      : undefined,
  )!;
}

const teamJoin = sql`team.company_id = ${users.companyId} and team.id = ${users.id}`;
// The person's update whose period holds the day (at most one: a person's periods never overlap).
const coveringUpdate = and(
  eq(updates.companyId, users.companyId),
  eq(updates.authorId, users.id),
  lte(updates.periodStart, placeholder('date')),
  gte(updates.periodEnd, placeholder('date')),
)!;
const managerSettings = and(
  eq(updateSettings.companyId, users.companyId),
  eq(updateSettings.managerId, users.managerId),
)!;
const byName = [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id)];

function buildStatusPage(db: DbOrTx, shape: Shape & { page: PageShape }): PreparableQuery<StatusRow[]> {
  const people = db.select(statusRowColumns).from(users).$dynamic();
  const query = (shape.population === 'team' ? people.innerJoin(team, teamJoin) : people)
    .leftJoin(updates, coveringUpdate)
    .leftJoin(updateSettings, managerSettings)
    .where(whereOf(shape))
    .orderBy(...byName);
  return withPage(query, shape.page) as PreparableQuery<StatusRow[]>;
}

const statusPages = new PreparedStatements('update_period_status', buildStatusPage, {
  isPlannedPerRun: (shape) => shape.search,
});

const countColumns = {
  people: sql<number>`count(*)::int`.mapWith(Number),
  shared:
    sql<number>`(count(*) filter (where ${inArray(updates.status, ['shared', 'reviewed'])}))::int`.mapWith(
      Number,
    ),
  reviewed: sql<number>`(count(*) filter (where ${eq(updates.status, 'reviewed')}))::int`.mapWith(Number),
};

interface Counts {
  people: number;
  shared: number;
  reviewed: number;
}

function buildCounts(db: DbOrTx, shape: Shape): PreparableQuery<Counts[]> {
  const people = db.select(countColumns).from(users).$dynamic();
  return (shape.population === 'team' ? people.innerJoin(team, teamJoin) : people)
    .leftJoin(updates, coveringUpdate)
    .where(whereOf(shape));
}

const statusCounts = new PreparedStatements('update_period_counts', buildCounts, {
  isPlannedPerRun: (shape) => shape.search,
});

export interface StatusFilter {
  companyId: string;
  viewerId: string;
  population: Population;
  date: string;
  /** A LIKE pattern on people_search's text, already lower-cased. */
  pattern?: string;
}

export async function periodStatus(
  db: DbOrTx,
  filter: StatusFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StatusRow[]; counts: Counts }> {
  const shape = { population: filter.population, search: Boolean(filter.pattern) };
  const values = {
    companyId: filter.companyId,
    viewerId: filter.viewerId,
    date: filter.date,
    pattern: filter.pattern,
  };
  const [rows, [counts]] = await Promise.all([
    statusPages.run(db, { ...shape, page: pageShapeOf(page) }, { ...values, ...page }),
    statusCounts.run(db, shape, values),
  ]);
  return { rows, counts: counts ?? { people: 0, shared: 0, reviewed: 0 } };
}
