import pg from 'pg';
import { grantsOfRole } from '@atrium/shared/permissions/system-roles';
import { peopleListQuerySchema } from '@atrium/shared/schemas/admin/people';
import { jobListQuerySchema } from '@atrium/shared/schemas/recruiting/jobs';
import type { AuthContext } from '../src/plugins/auth.ts';
import { listPeoplePage } from '../src/modules/admin/people/people.service.ts';
import { PeopleTotals } from '../src/modules/admin/people/people-totals.ts';
import { listJobs } from '../src/modules/recruiting/jobs/jobs.service.ts';
import { JobCounts } from '../src/modules/recruiting/jobs/job-counts.ts';
import type { Db } from '../src/db/client.ts';
import { captureStatements, replayStatements, type Statement } from './sql-floor.ts';
import type { LoadResult } from './scenarios.ts';

/** A list measured through the app, and its own statements replayed by a plain client. */
export interface ListAgainstFloor {
  name: string;
  app: LoadResult;
  sql: LoadResult;
  statements: number;
}

/** The bench company's admin as the services see them. */
export async function benchAuth(databaseUrl: string, email: string): Promise<AuthContext> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; company_id: string; token_version: number }>(
      'select id, company_id, token_version from users where lower(email) = $1',
      [email.toLowerCase()],
    );
    const user = rows[0]!;
    return {
      userId: user.id,
      companyId: user.company_id,
      tokenVersion: user.token_version,
      role: 'COMPANY_ADMIN',
      allowedModules: [],
      permissions: grantsOfRole('COMPANY_ADMIN'),
    };
  } finally {
    await client.end();
  }
}

/** The statements GET /api/users?… sends for `query` (totals warm, as under load). */
export function peopleListStatements(databaseUrl: string, auth: AuthContext, query: Record<string, string>) {
  const parsed = peopleListQuerySchema.parse(query);
  const totals = new PeopleTotals();
  return captureStatements(databaseUrl, (db) => listPeoplePage(db, auth, parsed, totals));
}

/** The statements GET /api/jobs?… sends for `query` (counts warm, as under load). */
export function jobsListStatements(databaseUrl: string, auth: AuthContext, query: Record<string, string>) {
  const parsed = jobListQuerySchema.parse(query);
  const counts = new JobCounts();
  return captureStatements(databaseUrl, (db) => listJobs(db, auth, parsed, counts));
}

export async function againstFloor(
  name: string,
  app: LoadResult,
  databaseUrl: string,
  statements: readonly Statement[],
  seconds: number,
): Promise<ListAgainstFloor> {
  return {
    name,
    app,
    sql: await replayStatements(databaseUrl, statements, seconds),
    statements: statements.length,
  };
}

/**
 * A list through the app beside its own statements: `work` is what the route's handler calls, run
 * here against the bench database to capture them (twice, so the app's caches are warm), then replayed.
 */
export async function serviceFloor(
  name: string,
  app: LoadResult,
  databaseUrl: string,
  work: (db: Db) => Promise<unknown>,
  seconds: number,
): Promise<ListAgainstFloor> {
  const statements = await captureStatements(databaseUrl, work);
  return againstFloor(name, app, databaseUrl, statements, seconds);
}

/** `serviceFloor` for one list route and any of its query strings: `list` is what its handler calls. */
export async function listFloor(
  databaseUrl: string,
  email: string,
  seconds: number,
  list: (db: Db, auth: AuthContext, query: Record<string, string>) => Promise<unknown>,
) {
  const auth = await benchAuth(databaseUrl, email);
  // Each load, then its own SQL right after, so both meet the same machine.
  return (name: string, app: LoadResult, query: Record<string, string>) =>
    serviceFloor(name, app, databaseUrl, (db) => list(db, auth, query), seconds);
}
