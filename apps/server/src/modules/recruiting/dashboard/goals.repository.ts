import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { GoalMetric } from '@atrium/shared/schemas/recruiting/offers';
import type { DbOrTx } from '../../../db/client.ts';
import { departments, recruitingGoals, users } from '../../../db/schema/index.ts';
import { tenantConstant as tenant } from '../../../lib/tenant-constant.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { sameCompany } from '../../../lib/same-company.ts';

export type GoalRow = typeof recruitingGoals.$inferSelect;

export const listGoals = (db: DbOrTx, companyId: string) =>
  db
    .select({
      goal: recruitingGoals,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      departmentName: departments.name,
    })
    .from(recruitingGoals)
    .leftJoin(users, sameCompany(users, recruitingGoals, eq(users.id, recruitingGoals.userId)))
    .leftJoin(
      departments,
      sameCompany(departments, recruitingGoals, eq(departments.id, recruitingGoals.departmentId)),
    )
    .where(eq(recruitingGoals.companyId, companyId))
    .orderBy(asc(recruitingGoals.periodEnd), asc(recruitingGoals.name));

export async function findGoal(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(recruitingGoals)
    .where(and(eq(recruitingGoals.companyId, companyId), eq(recruitingGoals.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertGoal(db: DbOrTx, values: typeof recruitingGoals.$inferInsert) {
  const [row] = await db.insert(recruitingGoals).values(values).returning();
  return row!;
}

export async function updateGoal(db: DbOrTx, companyId: string, id: string, values: Partial<GoalRow>) {
  await db
    .update(recruitingGoals)
    .set(values)
    .where(and(eq(recruitingGoals.companyId, companyId), eq(recruitingGoals.id, id)));
}

export async function deleteGoal(db: DbOrTx, companyId: string, id: string) {
  await db
    .delete(recruitingGoals)
    .where(and(eq(recruitingGoals.companyId, companyId), eq(recruitingGoals.id, id)));
}

export async function ownerExists(
  db: DbOrTx,
  companyId: string,
  goal: { userId: string | null; departmentId: string | null },
) {
  const table = goal.userId ? users : departments;
  const id = (goal.userId ?? goal.departmentId)!;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .limit(1);
  return row !== undefined;
}

/**
 * What a goal has reached, counted from the records of its period (the days inclusive): a person's
 * own interviews, scorecards and offers, and the hires of jobs they recruit for; a team's, those of
 * its department's jobs.
 */
export async function goalProgress(db: DbOrTx, companyId: string, goal: GoalRow): Promise<number> {
  const from = sql`${goal.periodStart}::date`;
  const to = sql`(${goal.periodEnd}::date + 1)`;
  const ofDepartment = (jobId: SQL) =>
    sql`exists (select 1 from jobs j where j.company_id = ${tenant(companyId)} and j.id = ${jobId} and j.department_id = ${goal.departmentId})`;
  const queries: Record<GoalMetric, SQL> = {
    interviews_held: sql`select count(*) from scheduled_interviews si
      join applications a on a.company_id = si.company_id and a.id = si.application_id
      where si.company_id = ${tenant(companyId)} and si.status <> 'cancelled'
        and si.ends_at >= ${from} and si.ends_at < ${to} and si.ends_at <= now()
        and ${
          goal.userId
            ? sql`exists (select 1 from interview_interviewers ii where ii.company_id = si.company_id and ii.interview_id = si.id and ii.user_id = ${goal.userId})`
            : ofDepartment(sql`a.job_id`)
        }`,
    scorecards_submitted: sql`select count(*) from scorecards s
      join applications a on a.company_id = s.company_id and a.id = s.application_id
      where s.company_id = ${tenant(companyId)} and s.status = 'submitted'
        and s.submitted_at >= ${from} and s.submitted_at < ${to}
        and ${goal.userId ? sql`s.interviewer_id = ${goal.userId}` : ofDepartment(sql`a.job_id`)}`,
    offers_sent: sql`select count(distinct o.application_id) from offers o
      join applications a on a.company_id = o.company_id and a.id = o.application_id
      where o.company_id = ${tenant(companyId)} and o.sent_at >= ${from} and o.sent_at < ${to}
        and ${goal.userId ? sql`o.created_by_id = ${goal.userId}` : ofDepartment(sql`a.job_id`)}`,
    hires: sql`select count(*) from applications a
      where a.company_id = ${tenant(companyId)} and a.status = 'hired' and a.hired_at >= ${from} and a.hired_at < ${to}
        and ${
          goal.userId
            ? sql`exists (select 1 from job_hiring_team h where h.company_id = a.company_id and h.job_id = a.job_id and h.user_id = ${goal.userId} and h.role = 'recruiter')`
            : ofDepartment(sql`a.job_id`)
        }`,
  };
  const [row] = rowsOf<{ count: number | string }>(await db.execute(queries[goal.metric]));
  return Number(row?.count ?? 0);
}
