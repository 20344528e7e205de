import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';

/**
 * The open jobs whose queue the user reviews: those whose hiring team they are on, or every open
 * job when they are on none (an admin covering for the team).
 */
export async function reviewJobs(db: DbOrTx, companyId: string, userId: string) {
  const result = await db.execute(sql`
    select j.id, j.name,
      (select count(*)::int from applications a join job_stages s on s.company_id = a.company_id and s.id = a.stage_id
        where a.company_id = j.company_id and a.job_id = j.id and a.status = 'active' and s.kind = 'application_review') as waiting
    from jobs j
    where j.company_id = ${companyId} and j.status = 'open'
      and (exists (select 1 from job_hiring_team h where h.company_id = j.company_id and h.job_id = j.id and h.user_id = ${userId})
        or not exists (select 1 from job_hiring_team h where h.company_id = j.company_id and h.user_id = ${userId}))
    order by j.name, j.id`);
  return rowsOf<{ id: string; name: string; waiting: number }>(result).map((row) => ({
    ...row,
    waiting: Number(row.waiting),
  }));
}

/** The oldest application waiting in Application Review of these jobs, leaving out the skipped ones. */
export async function nextInReview(
  db: DbOrTx,
  companyId: string,
  jobIds: readonly string[],
  skip: readonly string[],
) {
  if (jobIds.length === 0) return null;
  const skipped: SQL = skip.length
    ? sql`and a.id not in (${sql.join(
        skip.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    select a.id, a.candidate_id
    from applications a join job_stages s on s.company_id = a.company_id and s.id = a.stage_id
    where a.company_id = ${companyId} and a.status = 'active' and s.kind = 'application_review'
      and a.job_id in (${sql.join(
        jobIds.map((id) => sql`${id}`),
        sql`, `,
      )}) ${skipped}
    order by a.applied_at, a.id
    limit 1`);
  return rowsOf<{ id: string; candidate_id: string }>(result)[0] ?? null;
}
