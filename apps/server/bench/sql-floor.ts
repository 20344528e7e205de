import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';
import { percentilesOf, type LoadResult } from './scenarios.ts';

// Issue 17: each list measured against its own SQL. The statements a request sends are captured by
// running the app's own service code against the bench database, then replayed by a plain `pg`
// client at the same concurrency: what the database alone costs, the floor the app is compared with.

export interface Statement {
  sql: string;
  params: unknown[];
  /** Sent as a named prepared statement (a generic plan may serve it), or unnamed (planned per run). */
  named: boolean;
}

/**
 * The statements `work` sends, the second time it runs (so caches the app keeps, such as list totals,
 * are warm as they are under load).
 */
export async function captureStatements(
  databaseUrl: string,
  work: (db: Db) => Promise<unknown>,
): Promise<Statement[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let captured: Statement[] = [];
  // Read where Drizzle hands each statement to the pool, so the replay names it as the app did.
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (config, values) => {
    const { text, name } = config as { text: string; name?: string };
    captured.push({ sql: text, params: [...(values ?? [])], named: Boolean(name) });
    return query(config, values);
  };
  const db = drizzle(pool, { schema }) as unknown as Db;
  try {
    await work(db);
    captured = [];
    await work(db);
    return captured;
  } finally {
    await pool.end();
  }
}

/**
 * Replays one request's statements in a loop on `connections` clients for `seconds`: each round is
 * one "request", its statements sent one after another, each named or unnamed as the app sent it. Answers the rounds per second and their latency.
 */
export async function replayStatements(
  databaseUrl: string,
  statements: readonly Statement[],
  seconds: number,
  connections = 10,
): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    const client = await pool.connect();
    try {
      while (performance.now() < until) {
        const started = performance.now();
        for (const [index, statement] of statements.entries()) {
          await client.query(
            statement.named
              ? { name: `floor_${index}`, text: statement.sql, values: statement.params }
              : { text: statement.sql, values: statement.params },
          );
        }
        latencies.push(performance.now() - started);
      }
    } finally {
      client.release();
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    await pool.end();
  }
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    ...percentilesOf(latencies),
    errors: 0,
    non2xx: 0,
  };
}

/** app ÷ floor to one decimal; a floor under a tenth of a millisecond has no ratio. */
export const ratio = (app: number, floor: number): string =>
  floor > 0 ? String(Math.round((app / floor) * 10) / 10) : '–';
