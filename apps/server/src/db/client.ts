import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { SERVER_ROOT } from '../server-root.ts';
import { installJobSchema } from './job-schema.ts';
import { withAfterCommit } from './after-commit.ts';

export type Schema = typeof schema;
/** The one database type the code sees, whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** A raw statement's answer, as the `pg` driver gives it (what pg-boss reads). */
export interface RawResult {
  rows: Array<Record<string, unknown>>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs raw SQL outside Drizzle (the job queue's own statements). Without values the text may hold
   * several statements; the last one's rows are answered.
   */
  execute(text: string, values?: unknown[]): Promise<RawResult>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a snapshot of the data directory (tests use it as a template). */
  dump?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

export interface DatabaseOptions {
  /** Hears every statement Drizzle sends (the test suite records them to check them for Citus). */
  onStatement?: (sql: string) => void;
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  loadDataDir?: Blob;
  poolSize?: number;
}

/**
 * More connections than the database can run at once only queue inside it, where they compete with
 * this process for the same cores: with 10 on 2 cores the people search's p99 was 50 ms, with 5 it
 * was 35 ms at higher throughput (`npm run bench`). Twice the cores plus one is the usual sizing.
 */
const defaultPoolSize = () => availableParallelism() * 2 + 1;

const loggerOf = (options: DatabaseOptions) =>
  options.onStatement ? { logQuery: (sql: string) => options.onStatement!(sql) } : false;

// Each driver is loaded only for the database in use: the other's modules are a few MB of heap.
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? defaultPoolSize(),
    });
    const db = withAfterCommit(drizzlePg(pool, { schema, logger: loggerOf(options) }) as unknown as Db);
    const execute = async (text: string, values?: unknown[]) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    };
    return {
      db,
      kind: 'postgres',
      execute,
      migrate: async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER });
        await installJobSchema(execute);
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (!options.inMemory) {
    // PGlite does not create its parent folder itself.
    dataDir = join(resolve(options.dataDir ?? './data'), 'pgdata');
    mkdirSync(dirname(dataDir), { recursive: true });
  }
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }, { ThreadedPGlite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-worker/threaded-pglite.ts'),
  ]);
  // On its own thread, so that a slow statement delays only itself (worker.mjs opens it).
  const client = new ThreadedPGlite({ dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  // Drizzle's PGlite driver, session and migrator call only query() and transaction(), and the
  // transaction's query(), which ThreadedPGlite answers as PGlite does; its types ask for the class.
  const asPGlite = client as unknown as PGlite;
  const db = withAfterCommit(drizzlePglite(asPGlite, { schema, logger: loggerOf(options) }) as unknown as Db);
  // PGlite prepares any statement given values, and a prepared statement holds one command.
  const execute = async (text: string, values?: unknown[]) =>
    values && values.length > 0
      ? client.query<Record<string, unknown>>(text, values)
      : ((await client.exec(text)).at(-1) ?? { rows: [] });
  return {
    db,
    kind: 'pglite',
    execute,
    migrate: async () => {
      await migratePglite(drizzlePglite(asPGlite), { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobSchema(execute);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
