import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { MAX_TEAM_CANDIDATES } from '@atrium/shared/schemas/recruiting/jobs';
import { containsPattern } from '../../../lib/list-query.ts';
import type { HiringTeamInput } from '@atrium/shared/schemas/recruiting/jobs';
import type { DbOrTx } from '../../../db/client.ts';
import { jobHiringTeam, peopleSearch, users } from '../../../db/schema/index.ts';

export async function hiringTeamOf(db: DbOrTx, companyId: string, jobId: string) {
  return db
    .select({
      userId: jobHiringTeam.userId,
      role: jobHiringTeam.role,
      responsible: jobHiringTeam.responsible,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      jobTitle: users.jobTitle,
    })
    .from(jobHiringTeam)
    .innerJoin(users, and(eq(users.id, jobHiringTeam.userId), eq(users.companyId, jobHiringTeam.companyId)))
    .where(and(eq(jobHiringTeam.companyId, companyId), eq(jobHiringTeam.jobId, jobId)))
    .orderBy(asc(jobHiringTeam.position));
}

/** The ids among the given that are active or invited people of the company. */
export async function teamCandidates(db: DbOrTx, companyId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(userIds)])));
  return new Set(rows.filter((row) => row.status !== 'inactive').map((row) => row.id));
}

export async function setHiringTeam(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  members: HiringTeamInput['members'],
) {
  await db
    .delete(jobHiringTeam)
    .where(and(eq(jobHiringTeam.companyId, companyId), eq(jobHiringTeam.jobId, jobId)));
  if (members.length === 0) return;
  await db
    .insert(jobHiringTeam)
    .values(members.map((member, position) => ({ companyId, jobId, position, ...member })));
}

/** People of the company who can still sign in, matching the text, in name order. */
export async function searchTeamCandidates(db: DbOrTx, companyId: string, search: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      jobTitle: users.jobTitle,
    })
    .from(peopleSearch)
    .innerJoin(users, and(eq(users.id, peopleSearch.userId), eq(users.companyId, peopleSearch.companyId)))
    .where(
      and(
        eq(peopleSearch.companyId, companyId),
        search ? sql`${peopleSearch.searchText} like ${containsPattern(search.toLowerCase())}` : undefined,
        ne(users.status, 'inactive'),
      ),
    )
    .orderBy(asc(peopleSearch.lastNameKey), asc(peopleSearch.firstNameKey), asc(peopleSearch.userId))
    .limit(MAX_TEAM_CANDIDATES);
}

/** Everyone on any hiring team of the company, in name order. */
export async function hiringTeamMembers(db: DbOrTx, companyId: string) {
  const rows = await db
    .selectDistinct({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(jobHiringTeam)
    .innerJoin(users, and(eq(users.id, jobHiringTeam.userId), eq(users.companyId, jobHiringTeam.companyId)))
    .where(eq(jobHiringTeam.companyId, companyId));
  return rows
    .map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A copied job keeps the source's hiring team. */
export async function copyHiringTeam(db: DbOrTx, companyId: string, fromJobId: string, toJobId: string) {
  const members = await db
    .select()
    .from(jobHiringTeam)
    .where(and(eq(jobHiringTeam.companyId, companyId), eq(jobHiringTeam.jobId, fromJobId)));
  if (members.length > 0)
    await db.insert(jobHiringTeam).values(members.map((member) => ({ ...member, jobId: toJobId })));
}
