import { and, asc, eq, inArray } from 'drizzle-orm';
import type { HiringTeamInput } from '@atrium/shared/schemas/jobs';
import type { DbOrTx } from '../../db/client.ts';
import { jobHiringTeam, users } from '../../db/schema/index.ts';

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
