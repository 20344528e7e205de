import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  companies,
  departments,
  groupMembers,
  newHires,
  newHireTasks,
  users,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant as tenant } from '../../../lib/tenant-constant.ts';

// The dashboard's cards, each one statement over the company's hires (`h`) that `visible` keeps.

export interface HireSummaryRecord {
  id: string;
  name: string;
  start_date: string | null;
  job_title: string | null;
  department_name: string | null;
  total: number;
}

const HIRE_NAME = sql`coalesce(nullif(h.preferred_first_name, ''), h.legal_first_name) || ' ' || h.legal_last_name`;
const DEPARTMENT_NAME = (company: SQL) =>
  sql`(select d.name from ${departments} d where d.company_id = ${company} and d.id = h.department_id)`;

/** Hires not cancelled nor complete starting from `today` to `until`, the soonest first, with their count. */
export async function upcomingStarts(
  db: DbOrTx,
  companyId: string,
  range: { today: string; until: string; limit: number },
  visible: SQL,
) {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    select h.id, ${HIRE_NAME} as name, h.start_date::text as start_date, h.job_title,
      ${DEPARTMENT_NAME(company)} as department_name, count(*) over ()::int as total
    from ${newHires} h
    where h.company_id = ${company} and h.state in ('pending', 'onboarding')
      and h.start_date between ${range.today}::date and ${range.until}::date${visible}
    order by h.start_date, h.id
    limit ${range.limit}`);
  return rowsOf<HireSummaryRecord>(result);
}

export type HireInProgressRecord = HireSummaryRecord & {
  tasks_total: number;
  tasks_done: number;
  tasks_overdue: number;
  all_tasks: number;
  all_done: number;
};

/**
 * Hires onboarding now, the soonest start first, with their tasks counted (done or skipped count as
 * done, as on the hire's page), and over every hire onboarding: their number and all their tasks.
 */
export async function hiresInProgress(
  db: DbOrTx,
  companyId: string,
  { today, limit }: { today: string; limit: number },
  visible: SQL,
) {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    with hires as (
      select h.id, ${HIRE_NAME} as name, h.start_date, h.job_title, ${DEPARTMENT_NAME(company)} as department_name,
        (select count(*) from ${newHireTasks} t where t.company_id = ${company} and t.new_hire_id = h.id)::int as tasks_total,
        (select count(*) from ${newHireTasks} t where t.company_id = ${company} and t.new_hire_id = h.id
          and t.status <> 'open')::int as tasks_done,
        (select count(*) from ${newHireTasks} t where t.company_id = ${company} and t.new_hire_id = h.id
          and t.status = 'open' and t.due_date < ${today}::date)::int as tasks_overdue
      from ${newHires} h
      where h.company_id = ${company} and h.state = 'onboarding'${visible}
    )
    select id, name, start_date::text as start_date, job_title, department_name, tasks_total, tasks_done,
      tasks_overdue, count(*) over ()::int as total,
      (sum(tasks_total) over ())::int as all_tasks, (sum(tasks_done) over ())::int as all_done
    from hires
    order by start_date nulls last, id
    limit ${limit}`);
  return rowsOf<HireInProgressRecord>(result);
}

/**
 * Tasks done per week and tasks due per week from `firstWeek` (a Monday) for `weeks` weeks, by week
 * index from 0 (weeks with neither are absent); a skipped task was not due after all, and a cancelled
 * hire's tasks count for no one. One pass over the company's tasks, each counted in its weeks.
 */
export async function completionByWeek(
  db: DbOrTx,
  companyId: string,
  { firstWeek, weeks }: { firstWeek: string; weeks: number },
  visible: SQL,
) {
  const company = tenant(companyId);
  const first = sql`${firstWeek}::date`;
  const end = sql`(${firstWeek}::date + ${weeks * 7}::int)`;
  const result = await db.execute(sql`
    with tasks as (
      select t.status, t.due_date,
        case when t.status = 'done' then (t.completed_at at time zone z.timezone)::date end as completed_on
      from ${newHireTasks} t
      join ${newHires} h on h.company_id = t.company_id and h.id = t.new_hire_id
      cross join (select c.timezone from ${companies} c where c.id = ${company}) z
      where t.company_id = ${company} and h.company_id = ${company} and h.state <> 'cancelled'${visible}
        -- A day's margin before the range for the company's zone; each is placed in its week below.
        and ((t.status = 'done' and t.completed_at >= ${first}::timestamp - interval '1 day')
          or (t.due_date >= ${first} and t.due_date < ${end}))
    )
    select week::int as week, sum(completed)::int as completed, sum(due)::int as due
    from (
      select (completed_on - ${first}) / 7 as week, 1 as completed, 0 as due
      from tasks where completed_on >= ${first} and completed_on < ${end}
      union all
      select (due_date - ${first}) / 7, 0, 1
      from tasks where status <> 'skipped' and due_date >= ${first} and due_date < ${end}
    ) counted
    group by week
    order by week`);
  return rowsOf<{ week: number; completed: number; due: number }>(result);
}

/**
 * Who has how many open overdue tasks of hires not cancelled, counted as My tasks counts them: their
 * own and their groups'; the most first. And how many nobody holds.
 */
export async function overdueByAssignee(
  db: DbOrTx,
  companyId: string,
  { today, limit }: { today: string; limit: number },
  visible: SQL,
) {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    with overdue as (
      select t.assignee_user_id, t.assignee_group_id
      from ${newHireTasks} t
      join ${newHires} h on h.company_id = t.company_id and h.id = t.new_hire_id
      where t.company_id = ${company} and h.company_id = ${company} and h.state <> 'cancelled'${visible}
        and t.status = 'open' and (t.status <> 'open') = false and t.due_date < ${today}::date
    ),
    holders as (
      select assignee_user_id as user_id from overdue where assignee_user_id is not null
      union all
      select gm.user_id from overdue o
      join ${groupMembers} gm on gm.company_id = ${company} and gm.group_id = o.assignee_group_id
    )
    select u.id as user_id, u.first_name || ' ' || u.last_name as name, count(*)::int as overdue,
      (select count(*) from overdue where assignee_user_id is null and assignee_group_id is null)::int as unassigned
    from holders x
    join ${users} u on u.company_id = ${company} and u.id = x.user_id
    group by u.id, u.first_name, u.last_name
    union all
    -- Nobody holding any, the unassigned count still comes.
    select null, null, 0, (select count(*) from overdue where assignee_user_id is null and assignee_group_id is null)::int
    order by 3 desc, 2 nulls last
    limit ${limit + 1}`);
  return rowsOf<{ user_id: string | null; name: string | null; overdue: number; unassigned: number }>(result);
}
