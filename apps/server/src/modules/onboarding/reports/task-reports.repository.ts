import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  companies,
  groups,
  newHires,
  newHireTasks,
  onboardingTaskTemplates,
  users,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant as tenant } from '../../../lib/tenant-constant.ts';

export interface TaskMetricsRow {
  total: number;
  done: number;
  skipped: number;
  open: number;
  overdue_now: number;
  on_time: number;
  done_with_due: number;
  median_days: string | null;
  average_days: string | null;
}

const DAYS_TO_DONE = sql`case when t.status = 'done' and t.completed_at is not null
  then extract(epoch from (t.completed_at - t.created_at)) / 86400 end`;

/**
 * The metrics of a group of tasks. "Assigned" is when the task was made for the hire (its plan
 * assembled, or added by hand); on time is done on or before the due date in the company's calendar.
 * A cancelled hire's open tasks can no longer be done, so they are never overdue.
 */
const METRICS = sql`
  count(*)::int as total,
  count(*) filter (where t.status = 'done')::int as done,
  count(*) filter (where t.status = 'skipped')::int as skipped,
  count(*) filter (where t.status = 'open')::int as open,
  count(*) filter (where t.status = 'open' and t.due_date < z.today and h.state <> 'cancelled')::int as overdue_now,
  count(*) filter (where t.status = 'done' and t.due_date is not null
    and (t.completed_at at time zone z.timezone)::date <= t.due_date)::int as on_time,
  count(*) filter (where t.status = 'done' and t.due_date is not null)::int as done_with_due,
  percentile_cont(0.5) within group (order by ${DAYS_TO_DONE}) filter (where t.status = 'done') as median_days,
  avg(${DAYS_TO_DONE}) filter (where t.status = 'done') as average_days`;

/** The company's tasks with their hire (`h`) and the company's zone and today (`z`). */
const TASKS_FROM = (company: SQL) => sql`${newHireTasks} t
  join ${newHires} h on h.company_id = t.company_id and h.id = t.new_hire_id
  cross join (select c.timezone, (now() at time zone c.timezone)::date as today
    from ${companies} c where c.id = ${company}) z`;

/** Tasks of the company's hires that `hires` keeps (conditions on `h`). */
const TASKS_WHERE = (company: SQL, hires: SQL) =>
  sql`where t.company_id = ${company} and h.company_id = ${company}${hires}`;

export type TaskByTemplateRecord = TaskMetricsRow & {
  template_id: string | null;
  name: string;
};

/** Per task of the plan (its name now, else the copies' name); tasks added by hand per name. */
export async function tasksByTemplate(db: DbOrTx, companyId: string, hires: SQL) {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    select t.template_id, coalesce(min(tt.name), min(t.name)) as name, ${METRICS}
    from ${TASKS_FROM(company)}
    left join ${onboardingTaskTemplates} tt on tt.company_id = ${company} and tt.id = t.template_id
    ${TASKS_WHERE(company, hires)}
    group by t.template_id, case when t.template_id is null then t.name end
    order by lower(coalesce(min(tt.name), min(t.name))), t.template_id`);
  return rowsOf<TaskByTemplateRecord>(result);
}

export type TaskByAssigneeRecord = TaskMetricsRow & {
  user_id: string | null;
  group_id: string | null;
  name: string | null;
};

/** Per person or group the tasks are assigned to, and the tasks nobody holds. */
export async function tasksByAssignee(db: DbOrTx, companyId: string, hires: SQL) {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    select t.assignee_user_id as user_id, t.assignee_group_id as group_id,
      coalesce(min(u.first_name || ' ' || u.last_name), min(g.name)) as name, ${METRICS}
    from ${TASKS_FROM(company)}
    left join ${users} u on u.company_id = ${company} and u.id = t.assignee_user_id
    left join ${groups} g on g.company_id = ${company} and g.id = t.assignee_group_id
    ${TASKS_WHERE(company, hires)}
    group by t.assignee_user_id, t.assignee_group_id
    order by (t.assignee_user_id is null and t.assignee_group_id is null),
      lower(coalesce(min(u.first_name || ' ' || u.last_name), min(g.name))), 1, 2`);
  return rowsOf<TaskByAssigneeRecord>(result);
}
