import { sql, type SQL } from 'drizzle-orm';
import type { DashboardBucket } from '@atrium/shared/schemas/recruiting/dashboard';
import type { DbOrTx } from '../../../db/client.ts';
import { tenantConstant as tenant, uuidArray } from '../../../lib/tenant-constant.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { interviewStatusSql } from '../interviews/interview-status.ts';

/**
 * The open jobs a user recruits for: those whose hiring team they are on, or every open job when
 * they are on none (the rule of application review). Read first, on its own: handed to the counts
 * as a list of ids, it lets the planner read just those jobs' applications by index, where a CTE's
 * guessed size made it scan every application of the company.
 */
export async function myJobIds(db: DbOrTx, companyId: string, userId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select j.id from jobs j
    where j.company_id = ${tenant(companyId)} and j.status = 'open'
      and (exists (select 1 from job_hiring_team h where h.company_id = j.company_id and h.job_id = j.id and h.user_id = ${userId})
        or not exists (select 1 from job_hiring_team h where h.company_id = ${tenant(companyId)} and h.user_id = ${userId}))`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Active applications of my jobs, with their stage's kind. */
const activeOf = (companyId: string, jobIds: readonly string[]) => sql`
  select a.id, a.candidate_id, a.job_id, a.stage_id, a.company_id, a.applied_at, a.stage_entered_at, st.kind
  from applications a
  join job_stages st on st.company_id = a.company_id and st.id = a.stage_id and st.job_id = a.job_id
  where a.company_id = ${tenant(companyId)} and a.status = 'active' and a.job_id = any(${uuidArray(jobIds)})
    and st.job_id = any(${uuidArray(jobIds)})`;

// A plan interview of the application's current stage with no live interview scheduled for it.
const unscheduled = (alias: string) => {
  const a = sql.raw(alias);
  return sql`exists (
    select 1 from job_interviews ji
    where ji.company_id = ${a}.company_id and ji.job_id = ${a}.job_id and ji.stage_id = ${a}.stage_id
      and not exists (
        select 1 from scheduled_interviews si
        where si.company_id = ji.company_id and si.application_id = ${a}.id
          and si.job_interview_id = ji.id and si.status <> 'cancelled'))`;
};

// Interviews of the current stage are all held and scored, and none is left to schedule.
const decided = (alias: string) => {
  const a = sql.raw(alias);
  return sql`exists (
      select 1 from scheduled_interviews si
      where si.company_id = ${a}.company_id and si.application_id = ${a}.id and si.stage_id = ${a}.stage_id
        and si.status <> 'cancelled')
    and not exists (
      select 1 from scheduled_interviews scheduled_interviews
      where scheduled_interviews.company_id = ${a}.company_id and scheduled_interviews.application_id = ${a}.id
        and scheduled_interviews.stage_id = ${a}.stage_id and scheduled_interviews.status <> 'cancelled'
        and ${interviewStatusSql()} <> 'complete')
    and not ${unscheduled(alias)}`;
};

/** Interviews of my jobs that ended with a scorecard still missing. */
const awaitingFeedback = (companyId: string, jobIds: readonly string[]) => sql`
  select scheduled_interviews.* from applications a
  join scheduled_interviews scheduled_interviews
    on scheduled_interviews.company_id = a.company_id and scheduled_interviews.application_id = a.id
  where a.company_id = ${tenant(companyId)} and a.job_id = any(${uuidArray(jobIds)})
    and scheduled_interviews.status <> 'cancelled' and scheduled_interviews.ends_at <= now()
    and ${interviewStatusSql()} = 'awaiting_feedback'`;

/** My interviews (as interviewer) that ended without my submitted scorecard. */
const myScorecardsDue = (companyId: string, userId: string) => sql`
  select si.* from interview_interviewers ii
  join scheduled_interviews si on si.company_id = ii.company_id and si.id = ii.interview_id
  where ii.company_id = ${tenant(companyId)} and ii.user_id = ${userId} and si.status <> 'cancelled' and si.ends_at <= now()
    and not exists (
      select 1 from scorecards s
      where s.company_id = ii.company_id and s.interview_id = ii.interview_id and s.interviewer_id = ii.user_id
        and s.status = 'submitted')`;

export async function summaryCounts(
  db: DbOrTx,
  companyId: string,
  userId: string,
  jobIds: readonly string[],
) {
  // Materialized: the stage checks below run once over my jobs' applications, not once per count.
  const result = await db.execute(sql`
    with mine as materialized (${activeOf(companyId, jobIds)}),
    me as (select timezone from users where company_id = ${tenant(companyId)} and id = ${userId}),
    -- My today as instants, so the interviews index finds today's rather than every interview being converted.
    today as (
      select (date_trunc('day', now() at time zone me.timezone) at time zone me.timezone) as starts,
        ((date_trunc('day', now() at time zone me.timezone) + interval '1 day') at time zone me.timezone) as ends
      from me)
    select
      (select count(*) from mine where kind = 'application_review')::int as to_review,
      (select count(*) from mine x where x.kind = 'interview' and ${unscheduled('x')})::int as to_schedule,
      (select count(*) from mine x where x.kind = 'interview' and ${decided('x')})::int as needs_decision,
      (select count(*) from interview_interviewers ii
        join scheduled_interviews si on si.company_id = ii.company_id and si.id = ii.interview_id
        where ii.company_id = ${tenant(companyId)} and ii.user_id = ${userId} and si.status <> 'cancelled'
          and si.starts_at >= (select starts from today) and si.starts_at < (select ends from today)
      )::int as interviews_today,
      (select count(*) from (${myScorecardsDue(companyId, userId)}) x)::int as scorecards_due,
      (select count(*) from (${awaitingFeedback(companyId, jobIds)}) x)::int as awaiting_feedback,
      (select count(*) from job_tasks t
        where t.company_id = ${tenant(companyId)} and t.assignee_id = ${userId} and t.done_at is null)::int as open_tasks`);
  const [row] = rowsOf<Record<string, number>>(result);
  return {
    toReview: Number(row!.to_review),
    toSchedule: Number(row!.to_schedule),
    needsDecision: Number(row!.needs_decision),
    interviewsToday: Number(row!.interviews_today),
    scorecardsDue: Number(row!.scorecards_due),
    awaitingFeedback: Number(row!.awaiting_feedback),
    openTasks: Number(row!.open_tasks),
  };
}

export async function nextInterview(db: DbOrTx, companyId: string, userId: string) {
  const result = await db.execute(sql`
    select si.id, si.title, si.starts_at, c.id as candidate_id, c.first_name, c.last_name, j.id as job_id, j.name as job_name
    from interview_interviewers ii
    join scheduled_interviews si on si.company_id = ii.company_id and si.id = ii.interview_id
    join applications a on a.company_id = si.company_id and a.id = si.application_id
    join candidates c on c.company_id = a.company_id and c.id = a.candidate_id
    join jobs j on j.company_id = a.company_id and j.id = a.job_id
    where ii.company_id = ${tenant(companyId)} and ii.user_id = ${userId} and si.status <> 'cancelled' and si.ends_at > now()
    order by si.starts_at, si.id
    limit 1`);
  const [row] = rowsOf<{
    id: string;
    title: string;
    starts_at: string | Date;
    candidate_id: string;
    first_name: string;
    last_name: string;
    job_id: string;
    job_name: string;
  }>(result);
  return row
    ? {
        id: row.id,
        title: row.title,
        startsAt: new Date(row.starts_at).toISOString(),
        candidate: { id: row.candidate_id, name: `${row.first_name} ${row.last_name}` },
        job: { id: row.job_id, name: row.job_name },
      }
    : null;
}

export interface BucketRow {
  application_id: string;
  candidate_id: string;
  first_name: string;
  last_name: string;
  job_id: string;
  job_name: string;
  stage_id: string | null;
  stage_name: string | null;
  since: string | Date;
  interview_id: string | null;
  interview_title: string | null;
  interview_ends_at: string | Date | null;
  missing: Array<{ id: string; name: string }> | null;
}

/** One bucket's rows (the oldest first), at most `limit`. */
export async function bucketRows(
  db: DbOrTx,
  companyId: string,
  userId: string,
  bucket: DashboardBucket,
  limit: number,
  jobIds: readonly string[],
) {
  const applicationsOf = (where: SQL, since: SQL) => sql`
    select x.id as application_id, x.candidate_id, x.job_id, x.stage_id, ${since} as since,
      null::uuid as interview_id, null::text as interview_title, null::timestamptz as interview_ends_at,
      null::jsonb as missing
    from (${activeOf(companyId, jobIds)}) x
    where x.kind = ${bucket === 'to_review' ? 'application_review' : 'interview'} and ${where}`;
  const interviewsOf = (source: SQL, withMissing: boolean) => sql`
    select si.application_id, a.candidate_id, a.job_id, si.stage_id, si.ends_at as since,
      si.id as interview_id, si.title as interview_title, si.ends_at as interview_ends_at,
      ${
        withMissing
          ? sql`(select jsonb_agg(jsonb_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name))
              from interview_interviewers ii join users u on u.company_id = ii.company_id and u.id = ii.user_id
              where ii.company_id = si.company_id and ii.interview_id = si.id
                and not exists (select 1 from scorecards s where s.company_id = ii.company_id
                  and s.interview_id = ii.interview_id and s.interviewer_id = ii.user_id and s.status = 'submitted'))`
          : sql`null::jsonb`
      } as missing
    from (${source}) si
    join applications a on a.company_id = si.company_id and a.id = si.application_id`;
  const inner =
    bucket === 'to_review'
      ? applicationsOf(sql`true`, sql`x.applied_at`)
      : bucket === 'to_schedule'
        ? applicationsOf(unscheduled('x'), sql`x.stage_entered_at`)
        : bucket === 'needs_decision'
          ? applicationsOf(decided('x'), sql`x.stage_entered_at`)
          : bucket === 'scorecards_due'
            ? interviewsOf(myScorecardsDue(companyId, userId), false)
            : interviewsOf(awaitingFeedback(companyId, jobIds), true);
  const result = await db.execute(sql`
    select r.*, c.first_name, c.last_name, j.name as job_name, st.name as stage_name
    from (${inner}) r
    join candidates c on c.company_id = ${tenant(companyId)} and c.id = r.candidate_id
    join jobs j on j.company_id = ${tenant(companyId)} and j.id = r.job_id
    left join job_stages st on st.company_id = ${tenant(companyId)} and st.id = r.stage_id
    order by r.since, r.application_id
    limit ${limit}`);
  return rowsOf<BucketRow>(result);
}

/** The jobs the user follows, with each stage's active applications and today's new ones. */
export async function followedJobs(db: DbOrTx, companyId: string, userId: string) {
  const result = await db.execute(sql`
    select j.id, j.name, j.status,
      coalesce((
        select jsonb_agg(jsonb_build_object('id', st.id, 'name', st.name, 'active', (
          select count(*) from applications a
          where a.company_id = st.company_id and a.job_id = st.job_id and a.stage_id = st.id and a.status = 'active'
        )) order by st.position)
        from job_stages st where st.company_id = j.company_id and st.job_id = j.id
      ), '[]'::jsonb) as stages,
      (select count(*) from applications a
        where a.company_id = j.company_id and a.job_id = j.id and a.applied_at >= date_trunc('day', now()))::int as new_today
    from job_followers f
    join jobs j on j.company_id = f.company_id and j.id = f.job_id
    where f.company_id = ${tenant(companyId)} and f.user_id = ${userId}
    order by j.name, j.id`);
  return rowsOf<{
    id: string;
    name: string;
    status: string;
    stages: Array<{ id: string; name: string; active: number }>;
    new_today: number;
  }>(result);
}

/** Tasks assigned to the user and not done, the soonest due first. */
export async function myOpenTasks(db: DbOrTx, companyId: string, userId: string) {
  const result = await db.execute(sql`
    select t.id, t.title, t.due_on, j.id as job_id, j.name as job_name
    from job_tasks t join jobs j on j.company_id = t.company_id and j.id = t.job_id
    where t.company_id = ${tenant(companyId)} and t.assignee_id = ${userId} and t.done_at is null
    order by t.due_on nulls last, t.created_at, t.id
    limit 200`);
  return rowsOf<{
    id: string;
    title: string;
    due_on: string | Date | null;
    job_id: string;
    job_name: string;
  }>(result);
}

/** The company's open jobs, for a referral (anyone may refer). */
export async function referableJobs(db: DbOrTx, companyId: string) {
  const result = await db.execute(sql`
    select j.id, j.name, d.name as department
    from jobs j left join departments d on d.company_id = j.company_id and d.id = j.department_id
    where j.company_id = ${tenant(companyId)} and j.status = 'open'
    order by j.name, j.id`);
  return rowsOf<{ id: string; name: string; department: string | null }>(result);
}
