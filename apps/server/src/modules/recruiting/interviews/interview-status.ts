import { sql } from 'drizzle-orm';
import type { InterviewStatus } from '@atrium/shared/schemas/recruiting/interviews';

/**
 * An interview's status, derived when it is read (the column holds only scheduled or cancelled):
 * cancelled; scheduled until it ends; then complete once every interviewer has submitted a scorecard,
 * awaiting feedback until then. `alias` names the scheduled_interviews row in the caller's query
 * (the dashboard's lists use this too).
 */
export function interviewStatusSql(alias = 'scheduled_interviews') {
  const row = sql.raw(`"${alias}"`);
  return sql<InterviewStatus>`(case
    when ${row}.status = 'cancelled' then 'cancelled'
    when ${row}.ends_at > now() then 'scheduled'
    when exists (
      select 1 from interview_interviewers ii
      where ii.company_id = ${row}.company_id and ii.interview_id = ${row}.id
        and not exists (
          select 1 from scorecards s
          where s.company_id = ii.company_id and s.interview_id = ii.interview_id
            and s.interviewer_id = ii.user_id and s.status = 'submitted'
        )
    ) then 'awaiting_feedback'
    else 'complete'
  end)`;
}

/** An interviewer's scorecard for the interview: missing, draft or submitted. `alias` names their interview_interviewers row. */
export function scorecardStatusSql(alias = 'interview_interviewers') {
  const row = sql.raw(`"${alias}"`);
  return sql<'missing' | 'draft' | 'submitted'>`coalesce((
    select s.status from scorecards s
    where s.company_id = ${row}.company_id and s.interview_id = ${row}.interview_id
      and s.interviewer_id = ${row}.user_id
  ), 'missing')`;
}
