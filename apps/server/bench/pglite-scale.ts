import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { healthUnderLoad, type HealthUnderLoadResult } from './health-under-load.ts';
import { SEARCH_TERM, seedLargeCompanyWith, signIn } from './people-scale.ts';

// The people list at 50,000 on the embedded database, and what a cheap request waits meanwhile: with
// PostgreSQL in WASM, a query that held the main thread held every other request too (issue 17).

export interface PgliteScaleResult {
  list: HealthUnderLoadResult;
  search: HealthUnderLoadResult;
}

/** Adds the 50,000-person company to a stopped server's data folder (DATA_DIR), as run.ts seeds PostgreSQL. */
export async function seedPgliteDataDir(dataDir: string): Promise<{ email: string; password: string }> {
  // The folder the server opens (db/client.ts), with the extension its migrations installed.
  const db = new PGlite({ dataDir: join(resolve(dataDir), 'pgdata'), extensions: { pg_trgm } });
  try {
    return await seedLargeCompanyWith(db);
  } finally {
    await db.close();
  }
}

export async function pgliteAtScale(
  serverUrl: string,
  admin: { email: string; password: string },
  seconds: number,
): Promise<PgliteScaleResult> {
  const token = await signIn(serverUrl, admin.email, admin.password);
  const list = await healthUnderLoad(serverUrl, '/api/users?page=1&limit=10', token, seconds);
  const search = await healthUnderLoad(
    serverUrl,
    `/api/users?page=1&limit=10&search=${SEARCH_TERM}`,
    token,
    seconds,
  );
  return { list, search };
}
