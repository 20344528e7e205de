import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant as tenant } from '../../../lib/tenant-constant.ts';

// Performance's reports, each one statement over the company's rows: counts and dates, never what
// anyone wrote. Weeks start on Monday on the company's clock; `until` is the day after the range.

export interface ReportWindow {
  companyId: string;
  timezone: string;
  since: Date;
  until: Date;
  departmentId?: string;
}

const inDepartment = (column: SQL, departmentId: string | undefined): SQL =>
  departmentId ? sql` and ${column} = ${departmentId}::uuid` : sql``;

export interface WeekCounts {
  weekStart: string;
  first: number;
  second: number;
}

/** Meetings held and cancelled per week; with a department, those either person belongs to. */
export async function oneOnOneWeeks(db: DbOrTx, w: ReportWindow): Promise<WeekCounts[]> {
  const company = tenant(w.companyId);
  const department = w.departmentId
    ? sql` and exists (select 1 from users u where u.company_id = s.company_id and u.id in (s.organizer_id, s.attendee_id) and u.department_id = ${w.departmentId}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select to_char(date_trunc('week', m.scheduled_at at time zone ${w.timezone}), 'YYYY-MM-DD') as "weekStart",
      count(*) filter (where m.status = 'held')::int as first,
      count(*) filter (where m.status = 'cancelled')::int as second
    from performance_one_on_one_meetings m
    join performance_one_on_ones s on s.company_id = m.company_id and s.id = m.series_id
    where m.company_id = ${company} and m.status in ('held', 'cancelled')
      and m.scheduled_at >= ${w.since} and m.scheduled_at < ${w.until}${department}
    group by 1
    order by 1`);
  return rowsOf<WeekCounts>(result);
}

export interface ManagerOneOnOnesRecord {
  managerId: string;
  name: string;
  department: string | null;
  directReports: number;
  reportsWithSeries: number;
  reportsMet: number;
  meetingsHeld: number;
  averageDaysBetween: number | null;
  lastHeldAt: Date | string | null;
}

/**
 * Everyone with a direct report, and how they meet them: the reports with an active series between
 * the two, the reports met in the range, the meetings held, and the average gap between them.
 */
export async function managerOneOnOnes(db: DbOrTx, w: ReportWindow): Promise<ManagerOneOnOnesRecord[]> {
  const company = tenant(w.companyId);
  const result = await db.execute(sql`
    with managers as (
      select m.id, m.first_name || ' ' || m.last_name as name, d.name as department
      from users m
      left join departments d on d.company_id = m.company_id and d.id = m.department_id
      where m.company_id = ${company} and m.status <> 'inactive'${inDepartment(sql`m.department_id`, w.departmentId)}
        and exists (select 1 from users r where r.company_id = m.company_id and r.manager_id = m.id and r.status <> 'inactive')
    ),
    pairs as (
      select g.id as manager_id, r.id as report_id, s.id as series_id, s.status
      from managers g
      join users r on r.company_id = ${company} and r.manager_id = g.id and r.status <> 'inactive'
      left join performance_one_on_ones s on s.company_id = ${company}
        and ((s.organizer_id = g.id and s.attendee_id = r.id) or (s.organizer_id = r.id and s.attendee_id = g.id))
    ),
    held as (
      select p.manager_id, p.report_id, m.scheduled_at,
        extract(epoch from m.scheduled_at - lag(m.scheduled_at) over (partition by p.series_id order by m.scheduled_at)) / 86400 as gap
      from pairs p
      join performance_one_on_one_meetings m on m.company_id = ${company} and m.series_id = p.series_id
      where m.status = 'held' and m.scheduled_at >= ${w.since} and m.scheduled_at < ${w.until}
    )
    select g.id as "managerId", g.name, g.department,
      (select count(distinct p.report_id) from pairs p where p.manager_id = g.id)::int as "directReports",
      (select count(distinct p.report_id) from pairs p where p.manager_id = g.id and p.status = 'active')::int as "reportsWithSeries",
      (select count(distinct h.report_id) from held h where h.manager_id = g.id)::int as "reportsMet",
      (select count(*) from held h where h.manager_id = g.id)::int as "meetingsHeld",
      (select round(avg(h.gap)::numeric, 1)::float8 from held h where h.manager_id = g.id) as "averageDaysBetween",
      (select max(h.scheduled_at) from held h where h.manager_id = g.id) as "lastHeldAt"
    from managers g
    order by g.name, g.id`);
  return rowsOf<ManagerOneOnOnesRecord>(result);
}

/** Praise and private feedback given per week; with a department, given by its people. */
export async function feedbackWeeks(db: DbOrTx, w: ReportWindow): Promise<WeekCounts[]> {
  const company = tenant(w.companyId);
  const department = w.departmentId
    ? sql` and exists (select 1 from users u where u.company_id = f.company_id and u.id = f.giver_id and u.department_id = ${w.departmentId}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select to_char(date_trunc('week', f.created_at at time zone ${w.timezone}), 'YYYY-MM-DD') as "weekStart",
      count(*) filter (where f.visibility = 'public')::int as first,
      count(*) filter (where f.visibility <> 'public')::int as second
    from performance_feedback f
    where f.company_id = ${company} and f.created_at >= ${w.since} and f.created_at < ${w.until}${department}
    group by 1
    order by 1`);
  return rowsOf<WeekCounts>(result);
}

export interface DepartmentFeedbackRecord {
  departmentId: string | null;
  name: string | null;
  people: number;
  given: number;
  received: number;
}

/** Per department (and those in none): its people, the feedback they gave and received in the range. */
export async function feedbackByDepartment(db: DbOrTx, w: ReportWindow): Promise<DepartmentFeedbackRecord[]> {
  const company = tenant(w.companyId);
  const result = await db.execute(sql`
    with people as (
      select u.id, u.department_id from users u
      where u.company_id = ${company} and u.status <> 'inactive'${inDepartment(sql`u.department_id`, w.departmentId)}
    ),
    given as (
      select p.department_id, count(*)::int as n
      from performance_feedback f join people p on p.id = f.giver_id
      where f.company_id = ${company} and f.created_at >= ${w.since} and f.created_at < ${w.until}
      group by 1
    ),
    received as (
      select p.department_id, count(*)::int as n
      from performance_feedback_recipients r
      join performance_feedback f on f.company_id = r.company_id and f.id = r.feedback_id
      join people p on p.id = r.recipient_id
      where r.company_id = ${company} and f.created_at >= ${w.since} and f.created_at < ${w.until}
      group by 1
    ),
    counted as (select department_id, count(*)::int as people from people group by 1)
    select c.department_id as "departmentId", d.name, c.people,
      coalesce(g.n, 0) as given, coalesce(r.n, 0) as received
    from counted c
    left join departments d on d.company_id = ${company} and d.id = c.department_id
    left join given g on g.department_id is not distinct from c.department_id
    left join received r on r.department_id is not distinct from c.department_id
    order by d.name nulls last`);
  return rowsOf<DepartmentFeedbackRecord>(result);
}

export interface ValuePraiseRecord {
  valueId: string;
  name: string;
  praise: number;
}

/** Each company value (active, or tagged in the range) and the praise tagged with it. */
export async function praiseByValue(db: DbOrTx, w: ReportWindow): Promise<ValuePraiseRecord[]> {
  const company = tenant(w.companyId);
  const department = w.departmentId
    ? sql` and exists (select 1 from users u where u.company_id = f.company_id and u.id = f.giver_id and u.department_id = ${w.departmentId}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select v.id as "valueId", v.name, count(f.id)::int as praise
    from performance_company_values v
    left join performance_feedback f on f.company_id = v.company_id and f.value_id = v.id
      and f.visibility = 'public' and f.created_at >= ${w.since} and f.created_at < ${w.until}${department}
    where v.company_id = ${company}
    group by v.id, v.name, v.position, v.is_active
    having v.is_active or count(f.id) > 0
    order by v.position, v.name`);
  return rowsOf<ValuePraiseRecord>(result);
}

export interface RequestCounts {
  asked: number;
  answered: number;
  declined: number;
  pending: number;
}

/** The colleagues asked for feedback in the range, by how they have answered (cancelled requests left out). */
export async function requestCounts(db: DbOrTx, w: ReportWindow): Promise<RequestCounts> {
  const company = tenant(w.companyId);
  const department = w.departmentId
    ? sql` and exists (select 1 from users u where u.company_id = q.company_id and u.id = q.subject_id and u.department_id = ${w.departmentId}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select count(*)::int as asked,
      count(*) filter (where r.status = 'answered')::int as answered,
      count(*) filter (where r.status = 'declined')::int as declined,
      count(*) filter (where r.status = 'pending')::int as pending
    from performance_feedback_request_responders r
    join performance_feedback_requests q on q.company_id = r.company_id and q.id = r.request_id
    where r.company_id = ${company} and q.status <> 'cancelled'
      and q.created_at >= ${w.since} and q.created_at < ${w.until}${department}`);
  return rowsOf<RequestCounts>(result)[0] ?? { asked: 0, answered: 0, declined: 0, pending: 0 };
}

export interface GoalFilters {
  companyId: string;
  departmentId?: string;
  cycleId?: string;
  level?: string;
}

export interface DepartmentGoalsRecord {
  departmentId: string | null;
  name: string | null;
  isCompany: boolean;
  goals: number;
  averageProgress: number;
  on_track: number;
  progressing: number;
  off_track: number;
  closed: number;
}

/**
 * Goals by the department they belong to: a department goal's own, an individual goal's owner's;
 * company goals in a row of their own. Progress is the goal's stored roll-up (0 to 1).
 */
export async function goalsByDepartment(db: DbOrTx, f: GoalFilters): Promise<DepartmentGoalsRecord[]> {
  const company = tenant(f.companyId);
  const conditions: SQL[] = [];
  if (f.cycleId) conditions.push(sql` and g.cycle_id = ${f.cycleId}::uuid`);
  if (f.level) conditions.push(sql` and g.level = ${f.level}`);
  const result = await db.execute(sql`
    with placed as (
      select g.status, g.progress, g.level = 'company' as is_company,
        case when g.level = 'department' then g.department_id when g.level = 'individual' then o.department_id end as department_id
      from performance_goals g
      join users o on o.company_id = g.company_id and o.id = g.owner_id
      where g.company_id = ${company}${sql.join(conditions)}
    )
    select p.department_id as "departmentId", d.name, p.is_company as "isCompany",
      count(*)::int as goals,
      round(avg(p.progress) * 100)::int as "averageProgress",
      count(*) filter (where p.status = 'on_track')::int as on_track,
      count(*) filter (where p.status = 'progressing')::int as progressing,
      count(*) filter (where p.status = 'off_track')::int as off_track,
      count(*) filter (where p.status = 'closed')::int as closed
    from placed p
    left join departments d on d.company_id = ${company} and d.id = p.department_id
    where true${f.departmentId ? sql` and p.department_id = ${f.departmentId}::uuid` : sql``}
    group by p.department_id, d.name, p.is_company
    order by p.is_company desc, d.name nulls last`);
  return rowsOf<DepartmentGoalsRecord>(result);
}
