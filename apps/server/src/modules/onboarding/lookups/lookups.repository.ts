import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { departments, groups, locations, peopleSearch, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import { sameCompany } from '../../../lib/same-company.ts';

/** The company's departments, locations and groups, each in name order. */
export async function namedLists(db: DbOrTx, companyId: string) {
  const [departmentRows, locationRows, groupRows] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.companyId, companyId))
      .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.companyId, companyId))
      .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id)),
    db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(eq(groups.companyId, companyId))
      .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id)),
  ]);
  return { departments: departmentRows, locations: locationRows, groups: groupRows };
}

/** Active people of the company matching the text (name, email or job title), in name order. */
function peopleMatching(companyId: string, search: string | undefined) {
  return and(
    eq(peopleSearch.companyId, companyId),
    search ? sql`${peopleSearch.searchText} like ${containsPattern(search.toLowerCase())}` : undefined,
    eq(users.status, 'active'),
  );
}

export const searchPeople = (
  db: DbOrTx,
  companyId: string,
  query: { search?: string; limit: number; offset: number },
) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      jobTitle: users.jobTitle,
    })
    .from(peopleSearch)
    .innerJoin(users, sameCompany(users, peopleSearch, eq(users.id, peopleSearch.userId)))
    .where(peopleMatching(companyId, query.search))
    .orderBy(asc(peopleSearch.lastNameKey), asc(peopleSearch.firstNameKey), asc(peopleSearch.userId))
    .limit(query.limit)
    .offset(query.offset);

export async function countPeople(db: DbOrTx, companyId: string, search: string | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(peopleSearch)
    .innerJoin(users, sameCompany(users, peopleSearch, eq(users.id, peopleSearch.userId)))
    .where(peopleMatching(companyId, search));
  return row?.count ?? 0;
}
