import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { RecruitingUsersQuery } from '@atrium/shared/schemas/recruiting/recruiting-settings';
import type { DbOrTx } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import { companyRoles, jobHiringTeam, jobs, users } from '../../../db/schema/index.ts';
import { LEVEL_RULES } from './recruiting-access.ts';

/** A PostgreSQL array literal, bound as one parameter (elements quoted: '' is one of them). */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value}"`).join(',')}}`}::text[]`;

/** The level a person's grants give, in SQL: the first rule their system or company role meets. */
const levelExpression = (): SQL<string> => {
  const whens = LEVEL_RULES.map(
    (rule) =>
      sql`when coalesce(${users.role}, '') = any(${textArray(rule.systemRoles)}) or ${companyRoles.permissions} && ${textArray(rule.permissions)} then ${rule.level}`,
  );
  return sql<string>`(case ${sql.join(whens, sql` `)} else 'none' end)`;
};

function conditions(companyId: string, query: RecruitingUsersQuery) {
  const where: SQL[] = [eq(users.companyId, companyId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(
      sql`(${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern})`,
    );
  }
  if (query.level) where.push(sql`${levelExpression()} = ${query.level}`);
  return and(...where)!;
}

const withRole = and(eq(companyRoles.companyId, users.companyId), eq(companyRoles.id, users.customRoleId));

export async function listRecruitingUsers(
  db: DbOrTx,
  companyId: string,
  query: RecruitingUsersQuery,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      jobTitle: users.jobTitle,
      status: users.status,
      role: users.role,
      customRoleId: companyRoles.id,
      customRoleName: companyRoles.name,
      customRolePermissions: companyRoles.permissions,
      jobCount: sql<number>`(select count(distinct ${jobHiringTeam.jobId})::int from ${jobHiringTeam}
        where ${jobHiringTeam.companyId} = ${users.companyId} and ${jobHiringTeam.userId} = ${users.id})`,
      hiringTeamRoles: sql<string[]>`array(select distinct ${jobHiringTeam.role} from ${jobHiringTeam}
        where ${jobHiringTeam.companyId} = ${users.companyId} and ${jobHiringTeam.userId} = ${users.id}
        order by 1)`,
    })
    .from(users)
    .leftJoin(companyRoles, withRole)
    .where(conditions(companyId, query))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRecruitingUsers(db: DbOrTx, companyId: string, query: RecruitingUsersQuery) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(companyRoles, withRole)
    .where(conditions(companyId, query));
  return row?.count ?? 0;
}

export async function findRecruitingUser(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      jobTitle: users.jobTitle,
      status: users.status,
      role: users.role,
      customRoleId: companyRoles.id,
      customRoleName: companyRoles.name,
      customRolePermissions: companyRoles.permissions,
    })
    .from(users)
    .leftJoin(companyRoles, withRole)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

/** The hiring teams a person is on, by job name. */
export async function hiringTeamsOf(db: DbOrTx, companyId: string, userId: string) {
  return db
    .select({
      jobId: jobs.id,
      jobName: jobs.name,
      jobStatus: jobs.status,
      role: jobHiringTeam.role,
      responsible: jobHiringTeam.responsible,
    })
    .from(jobHiringTeam)
    .innerJoin(jobs, and(eq(jobs.companyId, jobHiringTeam.companyId), eq(jobs.id, jobHiringTeam.jobId)))
    .where(and(eq(jobHiringTeam.companyId, companyId), eq(jobHiringTeam.userId, userId)))
    .orderBy(asc(sql`lower(${jobs.name})`), asc(jobs.id), asc(jobHiringTeam.position));
}

export async function companyRolesOf(db: DbOrTx, companyId: string) {
  return db
    .select({ id: companyRoles.id, name: companyRoles.name, permissions: companyRoles.permissions })
    .from(companyRoles)
    .where(eq(companyRoles.companyId, companyId))
    .orderBy(asc(sql`lower(${companyRoles.name})`));
}
