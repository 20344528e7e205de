import type { JobQueueSummary } from '@atrium/shared/schemas/platform/background-jobs';
import type { Database } from '../../../db/client.ts';
import { JOB_SCHEMA } from '../../../db/job-schema.ts';

/**
 * Every queue with its jobs by state and its newest failure. pg-boss's own tables, read with plain
 * SQL: they are not ours to model in Drizzle.
 */
export async function jobQueueSummaries(database: Database): Promise<JobQueueSummary[]> {
  const { rows } = await database.execute(`
    select q.name,
      count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
      count(j.id) filter (where j.state = 'active')::int as active,
      count(j.id) filter (where j.state = 'failed')::int as failed,
      max(j.completed_on) filter (where j.state = 'failed') as last_failed_at,
      (array_agg(j.output ->> 'message' order by j.completed_on desc)
        filter (where j.state = 'failed'))[1] as last_error
    from ${JOB_SCHEMA}.queue q
    left join ${JOB_SCHEMA}.job j on j.name = q.name
    group by q.name
    order by q.name`);
  return rows.map((row) => ({
    name: String(row.name),
    waiting: Number(row.waiting),
    active: Number(row.active),
    failed: Number(row.failed),
    lastFailedAt: row.last_failed_at ? new Date(row.last_failed_at as string).toISOString() : null,
    lastError: typeof row.last_error === 'string' ? row.last_error : null,
  }));
}
