import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { PeopleListQuery } from '@atrium/shared/schemas/admin/people';
import type { DbOrTx } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import {
  companies,
  companyRoles,
  departments,
  locations,
  peopleSearch,
  userAttributeDefinitions,
  userAttributeValues,
  users,
  type UserRow,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { claimSignInIdentities } from '../../platform/auth/sign-in-identities.repository.ts';
import { sameCompany } from '../../../lib/same-company.ts';

/** A person with the names of what they link to, read in one query. */
export interface PersonRow {
  user: UserRow;
  departmentName: string | null;
  locationName: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  customRoleName: string | null;
}

// Names of what a person links to, each read by a correlated subquery: PostgreSQL plans these about
// six times faster than the same four left joins, which is most of a list page's cost. Each also
// matches the company, so a stray id of another company never shows its name.
// Written out, because drizzle leaves columns unqualified when a query reads one table, and these
// must name the outer row. Static text: nothing of the request goes into it.
const linked = (table: string, column: string, field = 'name') =>
  sql<string | null>`${sql.raw(
    `(select t.${field} from ${table} t where t.id = "users"."${column}" and t.company_id = "users"."company_id")`,
  )}`;

const personColumns = {
  user: users,
  departmentName: linked('departments', 'department_id'),
  locationName: linked('locations', 'location_id'),
  managerFirstName: linked('users', 'manager_id', 'first_name'),
  managerLastName: linked('users', 'manager_id', 'last_name'),
  customRoleName: linked('company_roles', 'custom_role_id'),
};

const selectPeople = (db: DbOrTx) => db.select(personColumns).from(users);

/** The filters that read the person's own row; the search reads people_search. */
function filtersWhere(companyId: string, query: PeopleListQuery): SQL | undefined {
  return and(
    eq(users.companyId, companyId),
    query.status ? eq(users.status, query.status) : undefined,
    query.departmentId ? eq(users.departmentId, query.departmentId) : undefined,
    query.locationId ? eq(users.locationId, query.locationId) : undefined,
    query.managerId ? eq(users.managerId, query.managerId) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.customRoleId ? eq(users.customRoleId, query.customRoleId) : undefined,
  );
}

const hasFilters = (query: PeopleListQuery) =>
  Boolean(
    query.status ||
    query.departmentId ||
    query.locationId ||
    query.managerId ||
    query.role ||
    query.customRoleId,
  );

// Lower-cased name, email and job title, matched anywhere through the trigram index.
const searchWhere = (companyId: string, search: string) =>
  and(
    eq(peopleSearch.companyId, companyId),
    like(peopleSearch.searchText, containsPattern(search.toLowerCase())),
  );

function listOrder(query: PeopleListQuery): SQL[] {
  const direction = query.sortOrder === -1 ? desc : asc;
  const nullsLast = (column: SQL) =>
    query.sortOrder === -1 ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const primary: SQL[] =
    query.sortBy === 'email'
      ? [direction(sql`lower(${users.email})`)]
      : query.sortBy === 'startDate'
        ? [nullsLast(sql`${users.startDate}`)]
        : query.sortBy === 'createdAt'
          ? [direction(users.createdAt)]
          : query.search
            ? // A search sorts its matches on the keys stored beside them (people-search.ts).
              [direction(sql`${peopleSearch.lastNameKey}`), direction(sql`${peopleSearch.firstNameKey}`)]
            : // The same expressions as users_company_name_idx, so the first page is read from it.
              [direction(sql`lower(${users.lastName})`), direction(sql`lower(${users.firstName})`)];
  // The id breaks ties so pages never repeat or skip a person.
  return [...primary, direction(users.id)];
}

export async function listPeople(
  db: DbOrTx,
  companyId: string,
  query: PeopleListQuery,
  page: { limit: number; offset: number } | null,
): Promise<PersonRow[]> {
  if (query.search && !hasFilters(query) && isNameOrder(query))
    return searchByName(db, companyId, query.search, query.sortOrder, page);
  const base = query.search
    ? db
        .select(personColumns)
        .from(peopleSearch)
        .innerJoin(users, sameCompany(users, peopleSearch, eq(users.id, peopleSearch.userId)))
        .where(and(searchWhere(companyId, query.search), filtersWhere(companyId, query)))
    : selectPeople(db).where(filtersWhere(companyId, query));
  const ordered = base.orderBy(...listOrder(query));
  return page ? ordered.limit(page.limit).offset(page.offset) : ordered;
}

const isNameOrder = (query: PeopleListQuery) => !query.sortBy || query.sortBy === 'name';

/**
 * The common search: matches in name order, nothing else filtered. The page is chosen in
 * people_search alone and only its rows are joined to users; joining first would read every
 * match's wide row (2,500 of them for a common surname in a 50,000-person company).
 */
async function searchByName(
  db: DbOrTx,
  companyId: string,
  search: string,
  sortOrder: PeopleListQuery['sortOrder'],
  page: { limit: number; offset: number } | null,
): Promise<PersonRow[]> {
  const direction = sortOrder === -1 ? desc : asc;
  const matches = db
    .select({
      companyId: peopleSearch.companyId,
      userId: peopleSearch.userId,
      lastNameKey: peopleSearch.lastNameKey,
      firstNameKey: peopleSearch.firstNameKey,
    })
    .from(peopleSearch)
    .where(searchWhere(companyId, search))
    .orderBy(
      direction(peopleSearch.lastNameKey),
      direction(peopleSearch.firstNameKey),
      direction(peopleSearch.userId),
    );
  const chosen = (page ? matches.limit(page.limit).offset(page.offset) : matches).as('chosen');
  return db
    .select(personColumns)
    .from(chosen)
    .innerJoin(users, sameCompany(users, chosen, eq(users.id, chosen.userId)))
    .where(eq(users.companyId, companyId))
    .orderBy(direction(chosen.lastNameKey), direction(chosen.firstNameKey), direction(chosen.userId));
}

export async function countPeople(db: DbOrTx, companyId: string, query: PeopleListQuery): Promise<number> {
  const counted = !query.search
    ? db.select({ n: count() }).from(users).where(filtersWhere(companyId, query))
    : hasFilters(query)
      ? db
          .select({ n: count() })
          .from(peopleSearch)
          .innerJoin(users, sameCompany(users, peopleSearch, eq(users.id, peopleSearch.userId)))
          .where(and(searchWhere(companyId, query.search), filtersWhere(companyId, query)))
      : db.select({ n: count() }).from(peopleSearch).where(searchWhere(companyId, query.search));
  const [row] = await counted;
  return Number(row?.n ?? 0);
}

export async function findPerson(db: DbOrTx, companyId: string, userId: string): Promise<PersonRow | null> {
  const [row] = await selectPeople(db)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export async function findCompany(db: DbOrTx, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

/** The ids among the given that belong to the company, one query per kind of link. */
export async function existingLinks(
  db: DbOrTx,
  companyId: string,
  ids: { departmentId?: string; locationId?: string; managerId?: string; customRoleId?: string },
) {
  const exists = async (
    table: typeof departments | typeof locations | typeof users | typeof companyRoles,
    id?: string,
  ) => {
    if (!id) return true;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.id, id)))
      .limit(1);
    return Boolean(row);
  };
  return {
    departmentId: await exists(departments, ids.departmentId),
    locationId: await exists(locations, ids.locationId),
    managerId: await exists(users, ids.managerId),
    customRoleId: await exists(companyRoles, ids.customRoleId),
  };
}

export async function customRolePermissions(
  db: DbOrTx,
  companyId: string,
  roleId: string,
): Promise<string[] | null> {
  const [row] = await db
    .select({ permissions: companyRoles.permissions })
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, roleId)))
    .limit(1);
  return row?.permissions ?? null;
}

/** Whether `userId` is the manager, or a manager's manager and so on, of `managerId`. */
export async function isInManagerChain(
  db: DbOrTx,
  companyId: string,
  managerId: string,
  userId: string,
): Promise<boolean> {
  // UNION (not UNION ALL) stops on a cycle already in the data instead of looping.
  const result = await db.execute(sql`
    with recursive chain(company_id, id, manager_id) as (
      select company_id, id, manager_id from users where company_id = ${companyId} and id = ${managerId}
      union
      select u.company_id, u.id, u.manager_id from users u
        join chain c on u.company_id = c.company_id and u.id = c.manager_id
    )
    select 1 as found from chain where id = ${userId} limit 1`);
  return rowsOf(result).length > 0;
}

/** A new person and the claim on their address, in the caller's transaction. */
export async function insertPerson(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  await claimSignInIdentities(db, [row!]);
  return row!;
}

/** Many people in one statement (an import writes up to a thousand), and the claims on their addresses. */
export async function insertPeople(db: DbOrTx, values: Array<typeof users.$inferInsert>): Promise<UserRow[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(users).values(values).returning();
  await claimSignInIdentities(db, rows);
  return rows;
}

export type PersonPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'jobTitle'
    | 'departmentId'
    | 'locationId'
    | 'managerId'
    | 'employmentType'
    | 'startDate'
    | 'customRoleId'
    | 'status'
    | 'tempPasswordHash'
    | 'tempPasswordExpiresAt'
  >
>;

/** `endSessions` bumps the token version, which ends every access token of the user at once. */
export async function updatePerson(
  db: DbOrTx,
  companyId: string,
  userId: string,
  patch: PersonPatch,
  endSessions = false,
): Promise<void> {
  await db
    .update(users)
    .set({
      ...patch,
      ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

export async function attributeDefinitions(db: DbOrTx, companyId: string) {
  return db.select().from(userAttributeDefinitions).where(eq(userAttributeDefinitions.companyId, companyId));
}

export async function attributeValuesOf(db: DbOrTx, companyId: string, userId: string) {
  return db
    .select({ attributeId: userAttributeValues.attributeId, value: userAttributeValues.value })
    .from(userAttributeValues)
    .innerJoin(
      userAttributeDefinitions,
      and(
        eq(userAttributeDefinitions.id, userAttributeValues.attributeId),
        eq(userAttributeDefinitions.companyId, userAttributeValues.companyId),
      ),
    )
    .where(
      and(
        eq(userAttributeValues.companyId, companyId),
        eq(userAttributeValues.userId, userId),
        sql`${userAttributeDefinitions.archivedAt} is null`,
      ),
    );
}

export async function setAttributeValue(
  db: DbOrTx,
  key: { companyId: string; userId: string; attributeId: string },
  value: UserAttributeValueInput | null,
): Promise<void> {
  const match = and(
    eq(userAttributeValues.companyId, key.companyId),
    eq(userAttributeValues.userId, key.userId),
    eq(userAttributeValues.attributeId, key.attributeId),
  );
  if (value === null) {
    await db.delete(userAttributeValues).where(match);
    return;
  }
  await db
    .insert(userAttributeValues)
    .values({ ...key, value })
    .onConflictDoUpdate({
      target: [userAttributeValues.companyId, userAttributeValues.userId, userAttributeValues.attributeId],
      set: { value, updatedAt: new Date() },
    });
}

type UserAttributeValueInput = typeof userAttributeValues.$inferInsert.value;
