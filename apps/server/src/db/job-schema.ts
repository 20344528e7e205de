import PgBoss from 'pg-boss';
import type { RawResult } from './client.ts';

/** The schema pg-boss keeps its queues in (durable background jobs, modules/platform/jobs). */
export const JOB_SCHEMA = 'pgboss';

/**
 * Creates pg-boss's tables on a database that has none, as part of migrating, so a test's template
 * and a fresh install carry them. A later pg-boss version migrates its own tables when it starts.
 */
export async function installJobSchema(
  execute: (text: string, values?: unknown[]) => Promise<RawResult>,
): Promise<void> {
  const { rows } = await execute(
    `select 1 from information_schema.tables where table_schema = '${JOB_SCHEMA}' and table_name = 'version'`,
  );
  if (rows.length === 0) await execute(PgBoss.getConstructionPlans(JOB_SCHEMA));
}
