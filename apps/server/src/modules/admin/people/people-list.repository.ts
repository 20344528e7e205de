import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { PeopleListQuery } from '@atrium/shared/schemas/admin/people';
import type { DbOrTx } from '../../../db/client.ts';
import { peopleSearch, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import {
  pageShapeOf,
  PreparedStatements,
  withPage,
  type PageShape,
  type PreparableQuery,
} from '../../../lib/prepared-statements.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { personListColumns, type PersonListRow } from './person-columns.ts';

// The people list and its totals, each a statement prepared once per shape (lib/prepared-statements.ts).

const FILTER_COLUMNS = {
  status: users.status,
  departmentId: users.departmentId,
  locationId: users.locationId,
  managerId: users.managerId,
  role: users.role,
  customRoleId: users.customRoleId,
};
type PersonFilter = keyof typeof FILTER_COLUMNS;

// A department, location, manager or custom role has three people or thousands: which index serves
// best depends on the value, so these filters are planned per run (lib/prepared-statements.ts).
// Status and role have no index of their own; every plan reads the company's rows either way.
const VALUE_SENSITIVE_FILTERS: ReadonlySet<PersonFilter> = new Set([
  'departmentId',
  'locationId',
  'managerId',
  'customRoleId',
]);

/** Which filters the query sets, in one order: part of a statement's shape. */
const filtersOf = (query: PeopleListQuery): PersonFilter[] =>
  (Object.keys(FILTER_COLUMNS) as PersonFilter[]).filter((name) => query[name]);

/** The filters that read the person's own row, each the placeholder of its name; the search reads people_search. */
const filtersWhere = (filters: readonly PersonFilter[]): SQL =>
  and(
    eq(users.companyId, sql.placeholder('companyId')),
    ...filters.map((name) => eq(FILTER_COLUMNS[name], sql.placeholder(name))),
  )!;

// Lower-cased name, email and job title, matched anywhere through the trigram index.
const searchWhere = () =>
  and(
    eq(peopleSearch.companyId, sql.placeholder('companyId')),
    like(peopleSearch.searchText, sql.placeholder('pattern')),
  );

/** The values of a query's placeholders. */
const valuesOf = (companyId: string, query: PeopleListQuery) => ({
  ...query,
  companyId,
  pattern: query.search ? containsPattern(query.search.toLowerCase()) : undefined,
});

interface PeopleListShape {
  /** `byName`: the common search, matches in name order and nothing else filtered. */
  search: 'none' | 'joined' | 'byName';
  filters: PersonFilter[];
  sortBy: NonNullable<PeopleListQuery['sortBy']>;
  isDescending: boolean;
  page: PageShape;
}

const isPlannedPerRun = (shape: { search: unknown; filters: readonly PersonFilter[] }) =>
  shape.search !== 'none' || shape.filters.some((name) => VALUE_SENSITIVE_FILTERS.has(name));

function listOrder(shape: PeopleListShape): SQL[] {
  const direction = shape.isDescending ? desc : asc;
  const nullsLast = (column: SQL) =>
    shape.isDescending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const primary: SQL[] =
    shape.sortBy === 'email'
      ? [direction(sql`lower(${users.email})`)]
      : shape.sortBy === 'startDate'
        ? [nullsLast(sql`${users.startDate}`)]
        : shape.sortBy === 'createdAt'
          ? [direction(users.createdAt)]
          : shape.search !== 'none'
            ? // A search sorts its matches on the keys stored beside them (people-search.ts).
              [direction(sql`${peopleSearch.lastNameKey}`), direction(sql`${peopleSearch.firstNameKey}`)]
            : // The same expressions as users_company_name_idx, so the first page is read from it.
              [direction(sql`lower(${users.lastName})`), direction(sql`lower(${users.firstName})`)];
  // The id breaks ties so pages never repeat or skip a person.
  return [...primary, direction(users.id)];
}

function buildPeopleList(db: DbOrTx, shape: PeopleListShape): PreparableQuery<PersonListRow[]> {
  if (shape.search === 'byName') return searchByName(db, shape);
  const base =
    shape.search === 'joined'
      ? db
          .select(personListColumns)
          .from(peopleSearch)
          .innerJoin(users, sameCompany(users, peopleSearch, eq(users.id, peopleSearch.userId)))
          .where(and(searchWhere(), filtersWhere(shape.filters)))
          .$dynamic()
      : db.select(personListColumns).from(users).where(filtersWhere(shape.filters)).$dynamic();
  return withPage(base.orderBy(...listOrder(shape)), shape.page);
}

/**
 * The common search: matches in name order, nothing else filtered. The page is chosen in
 * people_search alone and only its rows are joined to users; joining first would read every
 * match's wide row (2,500 of them for a common surname in a 50,000-person company).
 */
function searchByName(db: DbOrTx, shape: PeopleListShape): PreparableQuery<PersonListRow[]> {
  const direction = shape.isDescending ? desc : asc;
  const matches = db
    .select({
      companyId: peopleSearch.companyId,
      userId: peopleSearch.userId,
      lastNameKey: peopleSearch.lastNameKey,
      firstNameKey: peopleSearch.firstNameKey,
    })
    .from(peopleSearch)
    .where(searchWhere())
    .orderBy(
      direction(peopleSearch.lastNameKey),
      direction(peopleSearch.firstNameKey),
      direction(peopleSearch.userId),
    )
    .$dynamic();
  const chosen = withPage(matches, shape.page).as('chosen');
  return db
    .select(personListColumns)
    .from(chosen)
    .innerJoin(users, sameCompany(users, chosen, eq(users.id, chosen.userId)))
    .where(eq(users.companyId, sql.placeholder('companyId')))
    .orderBy(direction(chosen.lastNameKey), direction(chosen.firstNameKey), direction(chosen.userId));
}

const peopleLists = new PreparedStatements('people_list', buildPeopleList, { isPlannedPerRun });

export function listPeople(
  db: DbOrTx,
  companyId: string,
  query: PeopleListQuery,
  page: { limit: number; offset: number },
): Promise<PersonListRow[]> {
  const filters = filtersOf(query);
  const search = !query.search
    ? 'none'
    : filters.length === 0 && (query.sortBy ?? 'name') === 'name'
      ? 'byName'
      : 'joined';
  const shape: PeopleListShape = {
    search,
    filters,
    sortBy: query.sortBy ?? 'name',
    isDescending: query.sortOrder === -1,
    page: pageShapeOf(page),
  };
  return peopleLists.run(db, shape, { ...valuesOf(companyId, query), ...page });
}

interface PeopleCountShape {
  search: 'none' | 'matches' | 'joined';
  filters: PersonFilter[];
}

const peopleCounts = new PreparedStatements(
  'people_count',
  (db, shape: PeopleCountShape): PreparableQuery<Array<{ n: number }>> =>
    shape.search === 'none'
      ? db.select({ n: count() }).from(users).where(filtersWhere(shape.filters))
      : shape.search === 'joined'
        ? db
            .select({ n: count() })
            .from(peopleSearch)
            .innerJoin(users, sameCompany(users, peopleSearch, eq(users.id, peopleSearch.userId)))
            .where(and(searchWhere(), filtersWhere(shape.filters)))
        : db.select({ n: count() }).from(peopleSearch).where(searchWhere()),
  { isPlannedPerRun },
);

export async function countPeople(db: DbOrTx, companyId: string, query: PeopleListQuery): Promise<number> {
  const filters = filtersOf(query);
  const search = !query.search ? 'none' : filters.length > 0 ? 'joined' : 'matches';
  const [row] = await peopleCounts.run(db, { search, filters }, valuesOf(companyId, query));
  return Number(row?.n ?? 0);
}
