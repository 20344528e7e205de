import pg from 'pg';
import { ADMIN_EMAIL, load, PASSWORD, signIn } from './people-scale.ts';
import type { LoadResult } from './scenarios.ts';
import { myTasksQuerySchema } from '@atrium/shared/schemas/onboarding/tasks';
import { myTasksPage } from '../src/modules/onboarding/tasks/tasks.service.ts';
import { listFloor, type ListAgainstFloor } from './list-floors.ts';

// Issue 20's bench: "my_tasks for an HR user over 500 hires with 40 tasks each under 50 ms p99 on
// PostgreSQL". The bench's admin is the HR contact of every hire and a member of its IT group.

export const ONBOARDING_HIRES = 500;
export const TASKS_PER_HIRE = 40;
/** The managers the hires' other tasks go to. */
const MANAGERS = 100;

/**
 * In the bench's large company (people-scale.ts seeds it first): an IT group holding the admin, and
 * 500 new hires starting over three months around today (a tenth of them complete, one in fifty
 * cancelled; those already started are people), each with a copy of the plan's 40 tasks, due from
 * 14 days before the start to 25 after: one in eight the admin's (the HR contact's), one in eight the IT group's, the
 * rest their manager's. Of the tasks due before today, seven in ten are done and one skipped; the
 * rest are overdue.
 */
export async function seedOnboarding(databaseUrl: string): Promise<{ adminTasks: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const {
      rows: [admin],
    } = await client.query<{ company_id: string; id: string }>(
      `select company_id, id from users where email = $1`,
      [ADMIN_EMAIL],
    );
    const companyId = admin!.company_id;
    const {
      rows: [group],
    } = await client.query<{ id: string }>(
      `insert into groups (company_id, name) values ($1, 'Bench IT') returning id`,
      [companyId],
    );
    await client.query(`insert into group_members (company_id, group_id, user_id) values ($1, $2, $3)`, [
      companyId,
      group!.id,
      admin!.id,
    ]);
    await client.query(
      `with people as (
         select array_agg(id order by email) ids from users where company_id = $1 and id <> $2 and email like 'person%'
       )
       insert into new_hires (company_id, legal_first_name, legal_last_name, personal_email, start_date,
         job_title, manager_user_id, hr_contact_user_id, user_id, state, source, created_at)
       select $1, 'Hire', 'Number ' || n, 'hire' || n || '@bench.example', s.start_date, 'Engineer',
              p.ids[1 + n % $3::int], $2,
              case when s.start_date <= current_date then p.ids[1000 + n] end,
              case when n % 50 = 0 then 'cancelled' when n % 10 = 0 then 'complete'
                   when s.start_date <= current_date + 14 then 'onboarding' else 'pending' end,
              'manual', now() - interval '60 days'
       from generate_series(1, $4::int) n, people p,
            lateral (select current_date + (n % 90 - 45) as start_date) s`,
      [companyId, admin!.id, MANAGERS, ONBOARDING_HIRES],
    );
    // The plan's 40 tasks, each hire's tasks its copies (named for the hire, as tokens fill them in).
    await client.query(
      `insert into onboarding_task_templates (company_id, name, category, assignee_role, due_offset_days, position)
       select $1, 'Task ' || k, 'other', 'manager', k - 14, k from generate_series(0, $2::int - 1) k`,
      [companyId, TASKS_PER_HIRE],
    );
    await client.query(
      `insert into new_hire_tasks (company_id, new_hire_id, template_id, name, category, assignee_role, assignee_user_id,
         assignee_group_id, due_date, due_offset_days, status, completed_at, completed_by, position, created_at)
       select h.company_id, h.id,
              (select tt.id from onboarding_task_templates tt
                where tt.company_id = h.company_id and tt.name = 'Task ' || k),
              'Task ' || k || ' for ' || h.legal_last_name, 'other',
              case k % 8 when 0 then 'hr_contact' when 1 then 'group' else 'manager' end,
              case k % 8 when 0 then $2::uuid when 1 then null else h.manager_user_id end,
              case k % 8 when 1 then $3::uuid end,
              t.due_date, k - 14, t.status,
              case when t.status = 'open' then null else now() end,
              case when t.status = 'open' then null else h.manager_user_id end,
              k, h.created_at
       from new_hires h, generate_series(0, $4::int - 1) k,
            lateral (select h.start_date + (k - 14) as due_date, abs(hashtext(h.id::text || k)) % 10 as dice) r,
            lateral (select r.due_date,
                       case when r.due_date < current_date and r.dice < 7 then 'done'
                            when r.due_date < current_date and r.dice = 7 then 'skipped'
                            when r.dice = 9 then 'done' else 'open' end as status) t
       where h.company_id = $1`,
      [companyId, admin!.id, group!.id, TASKS_PER_HIRE],
    );
    const {
      rows: [counted],
    } = await client.query<{ n: number }>(
      `select count(*)::int n from new_hire_tasks t
       join new_hires h on h.company_id = t.company_id and h.id = t.new_hire_id
       where t.company_id = $1 and h.state <> 'cancelled' and (t.assignee_user_id = $2 or t.assignee_group_id = $3)`,
      [companyId, admin!.id, group!.id],
    );
    await client.query('commit');
    await client.query(
      'vacuum analyze new_hires, new_hire_tasks, onboarding_task_templates, groups, group_members',
    );
    return { adminTasks: counted!.n };
  } finally {
    await client.end();
  }
}

export interface OnboardingScaleResult {
  mine: LoadResult;
  mineTotal: number;
  everyone: LoadResult;
  everyoneTotal: number;
  /** The dashboard's cards and a task report: aggregates over every hire and task of the company. */
  dashboard: LoadResult;
  tasksReport: LoadResult;
  /** My tasks and everyone's against their own SQL (issue 17). */
  floors: ListAgainstFloor[];
}

export async function onboardingAtScale(
  serverUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<OnboardingScaleResult> {
  await seedOnboarding(databaseUrl);
  const token = await signIn(serverUrl, ADMIN_EMAIL, PASSWORD);
  const totalOf = async (path: string) => {
    const response = await fetch(`${serverUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { total: number } }).data.total;
  };
  const minePath = '/api/onboarding/my-tasks';
  const everyonePath = '/api/onboarding/my-tasks?assignee=all';
  const floor = await listFloor(databaseUrl, ADMIN_EMAIL, seconds, (db, auth, query) =>
    myTasksPage(db, auth, myTasksQuerySchema.parse(query)),
  );
  const mineTotal = await totalOf(minePath);
  const mine = await load(`${serverUrl}${minePath}`, token, seconds);
  const mineFloor = await floor(`onboarding my tasks (${mineTotal})`, mine, {});
  const everyoneTotal = await totalOf(everyonePath);
  const everyone = await load(`${serverUrl}${everyonePath}`, token, seconds);
  const everyoneFloor = await floor(`onboarding everyone's tasks (${everyoneTotal})`, everyone, {
    assignee: 'all',
  });
  return {
    mineTotal,
    mine,
    everyoneTotal,
    everyone,
    dashboard: await load(`${serverUrl}/api/onboarding/dashboard`, token, seconds),
    tasksReport: await load(`${serverUrl}/api/onboarding/reports/tasks-by-template`, token, seconds),
    floors: [mineFloor, everyoneFloor],
  };
}
