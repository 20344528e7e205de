import { loadWith, type LoadResult } from './scenarios.ts';

// With the embedded database, PGlite's WASM PostgreSQL used to run on the main thread: while the
// people list loaded the server, GET /api/health (no SQL) waited behind every query (p50 39 ms).
// This measures the same probe under the same load, so a query holding the event loop shows here.

export interface HealthUnderLoadResult {
  /** The loaded request, 10 connections. */
  load: LoadResult;
  /** GET /api/health, 1 connection, at the same time: what any cheap request waits meanwhile. */
  health: LoadResult;
}

/** Loads `path` (as `token`'s user) and probes the health route alongside it for `seconds`. */
export async function healthUnderLoad(
  url: string,
  path: string,
  token: string,
  seconds: number,
): Promise<HealthUnderLoadResult> {
  const [load, health] = await Promise.all([
    loadWith({
      url: `${url}${path}`,
      connections: 10,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
    }),
    loadWith({ url: `${url}/api/health`, connections: 1, duration: seconds }),
  ]);
  return { load, health };
}
