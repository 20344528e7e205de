import { and, asc, count, desc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import type { DirectoryQuery } from '@atrium/shared/schemas/performance/directory';
import type { DbOrTx } from '../../../db/client.ts';
import {
  departments,
  groupMembers,
  groups,
  locations,
  peopleSearch,
  users,
  type UserStatus,
} from '../../../db/schema/index.ts';
import { linkedValue } from '../../../lib/linked-value.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import {
  pageShapeOf,
  PreparedStatements,
  withPage,
  type PageShape,
  type PreparableQuery,
} from '../../../lib/prepared-statements.ts';
import { sameCompany } from '../../../lib/same-company.ts';

// The directory's reads: colleagues (never the deactivated) as statements prepared once per shape
// (lib/prepared-statements.ts), a person's profile, and the organisation chart one level at a time.

const linked = (table: string, column: string, field?: string) => linkedValue('users', table, column, field);

// People who still work here: a deactivated person leaves the directory, the chart and its counts.
const IN_DIRECTORY = ['active', 'invited'] as const;

export const directoryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatarUrl: users.avatarUrl,
  jobTitle: users.jobTitle,
  status: users.status,
  startDate: users.startDate,
  timezone: users.timezone,
  departmentId: users.departmentId,
  departmentName: linked('departments', 'department_id'),
  locationId: users.locationId,
  locationName: linked('locations', 'location_id'),
  managerId: users.managerId,
  managerFirstName: linked('users', 'manager_id', 'first_name'),
  managerLastName: linked('users', 'manager_id', 'last_name'),
  directReports: sql<number>`${sql.raw(
    `(select count(*)::int from users r where r.company_id = "users"."company_id" and r.manager_id = "users"."id" and r.status <> 'inactive')`,
  )}`,
};
export interface DirectoryRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarUrl: string | null;
  jobTitle: string | null;
  status: UserStatus;
  startDate: string | null;
  timezone: string;
  departmentId: string | null;
  departmentName: string | null;
  locationId: string | null;
  locationName: string | null;
  managerId: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  directReports: number;
}

const FILTERS = ['departmentId', 'locationId', 'managerId', 'groupId'] as const;
type DirectoryFilter = (typeof FILTERS)[number];

const filterCondition = (name: DirectoryFilter): SQL =>
  name === 'groupId'
    ? sql`exists (select 1 from ${groupMembers} gm where gm.company_id = ${users.companyId} and gm.user_id = ${users.id} and gm.group_id = ${sql.placeholder('groupId')})`
    : eq(users[name], sql.placeholder(name));

const whereOf = (filters: readonly DirectoryFilter[]) =>
  and(
    eq(users.companyId, sql.placeholder('companyId')),
    inArray(users.status, [...IN_DIRECTORY]),
    ...filters.map(filterCondition),
  )!;

// A search reads people_search (lower-cased name, email and title, through its trigram index).
const searchJoin = () => sameCompany(users, peopleSearch, eq(users.id, peopleSearch.userId));
const searchWhere = (filters: readonly DirectoryFilter[]) =>
  and(
    eq(peopleSearch.companyId, sql.placeholder('companyId')),
    like(peopleSearch.searchText, sql.placeholder('pattern')),
    whereOf(filters),
  );

interface DirectoryShape {
  search: boolean;
  filters: DirectoryFilter[];
  sortBy: NonNullable<DirectoryQuery['sortBy']>;
  isDescending: boolean;
  page: PageShape;
}

function orderOf(shape: Pick<DirectoryShape, 'sortBy' | 'isDescending'>): SQL[] {
  const direction = shape.isDescending ? desc : asc;
  const nullsLast = (value: SQL) => sql`${value} ${sql.raw(shape.isDescending ? 'desc' : 'asc')} nulls last`;
  const byName = [direction(sql`lower(${users.lastName})`), direction(sql`lower(${users.firstName})`)];
  const primary =
    shape.sortBy === 'startDate'
      ? [nullsLast(sql`${users.startDate}`)]
      : shape.sortBy === 'department'
        ? [nullsLast(directoryColumns.departmentName), ...byName]
        : byName;
  // The id breaks ties so pages never repeat or skip a person.
  return [...primary, direction(users.id)];
}

function buildDirectoryPage(db: DbOrTx, shape: DirectoryShape): PreparableQuery<DirectoryRow[]> {
  const base = shape.search
    ? db
        .select(directoryColumns)
        .from(peopleSearch)
        .innerJoin(users, searchJoin())
        .where(searchWhere(shape.filters))
        .$dynamic()
    : db.select(directoryColumns).from(users).where(whereOf(shape.filters)).$dynamic();
  return withPage(base.orderBy(...orderOf(shape)), shape.page);
}

// A search's or a filter's best plan depends on its value (three matches or thousands).
const isPlannedPerRun = (shape: { search: boolean; filters: readonly DirectoryFilter[] }) =>
  shape.search || shape.filters.length > 0;

const directoryPages = new PreparedStatements('directory_page', buildDirectoryPage, { isPlannedPerRun });

const directoryCounts = new PreparedStatements(
  'directory_count',
  (db, shape: { search: boolean; filters: DirectoryFilter[] }): PreparableQuery<Array<{ n: number }>> =>
    shape.search
      ? db
          .select({ n: count() })
          .from(peopleSearch)
          .innerJoin(users, searchJoin())
          .where(searchWhere(shape.filters))
      : db.select({ n: count() }).from(users).where(whereOf(shape.filters)),
  { isPlannedPerRun },
);

const valuesOf = (companyId: string, query: DirectoryQuery) => ({
  companyId,
  pattern: query.search ? containsPattern(query.search.toLowerCase()) : undefined,
  departmentId: query.departmentId,
  locationId: query.locationId,
  managerId: query.managerId,
  groupId: query.groupId,
});

const filtersOf = (query: DirectoryQuery) => FILTERS.filter((name) => query[name]);

export async function listDirectory(
  db: DbOrTx,
  companyId: string,
  query: DirectoryQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: DirectoryRow[]; total: number }> {
  const search = Boolean(query.search);
  const filters = filtersOf(query);
  const values = valuesOf(companyId, query);
  const [rows, [counted]] = await Promise.all([
    directoryPages.run(
      db,
      {
        search,
        filters,
        sortBy: query.sortBy ?? 'name',
        isDescending: query.sortOrder === -1,
        page: pageShapeOf(page),
      },
      { ...values, ...page },
    ),
    directoryCounts.run(db, { search, filters }, values),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** One colleague, deactivated ones included (a profile linked from old feedback still opens). */
export async function findPerson(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<DirectoryRow | undefined> {
  const [row] = await db
    .select(directoryColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row;
}

/** These people (in the order of `ids`), for a manager chain. */
export async function findPeople(
  db: DbOrTx,
  companyId: string,
  ids: readonly string[],
): Promise<DirectoryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(directoryColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A person's direct reports still here, in name order; or, for null, the people nobody here manages. */
export function directReportsOf(
  db: DbOrTx,
  companyId: string,
  managerId: string | null,
): Promise<DirectoryRow[]> {
  const managed =
    managerId === null
      ? // The top of the chart: no manager, or one who has left (their reports would hang nowhere).
        sql`(${users.managerId} is null or not exists (select 1 from ${users} m where m.company_id = ${users.companyId} and m.id = ${users.managerId} and m.status <> 'inactive'))`
      : eq(users.managerId, managerId);
  return db
    .select(directoryColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.status, [...IN_DIRECTORY]), managed))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(500);
}

export async function groupsOf(db: DbOrTx, companyId: string, userId: string) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, sameCompany(groups, groupMembers, eq(groups.id, groupMembers.groupId)))
    .where(and(eq(groupMembers.companyId, companyId), eq(groupMembers.userId, userId)))
    .orderBy(asc(groups.name));
}

/** The filters' choices: departments, locations, groups and everyone with a report, in name order. */
export async function directoryLookups(db: DbOrTx, companyId: string) {
  const [departmentRows, locationRows, groupRows, managerRows] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.companyId, companyId))
      .orderBy(asc(departments.name)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.companyId, companyId))
      .orderBy(asc(locations.name)),
    db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(eq(groups.companyId, companyId))
      .orderBy(asc(groups.name)),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          ne(users.status, 'inactive'),
          sql`exists (select 1 from ${users} r where r.company_id = ${users.companyId} and r.manager_id = ${users.id} and r.status <> 'inactive')`,
        ),
      )
      .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`)),
  ]);
  return {
    departments: departmentRows,
    locations: locationRows,
    groups: groupRows,
    managers: managerRows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` })),
  };
}
