import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const DEMO = { email: 'admin@example.com', password: 'Atrium@2026' };

export async function signIn(url: string): Promise<{ authToken: string; refreshToken: string }> {
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { authToken: string; refreshToken: string } }).data;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** p50 and p99 of latencies in ms, to a tenth of a millisecond. */
export function percentilesOf(latencies: number[]): { p50: number; p99: number } {
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
}

interface Timed {
  result: autocannon.Result;
  /** Every 2xx response's time in ms, as autocannon measured it before rounding it into its histogram. */
  latencies: number[];
}

function summarise({ result, latencies }: Timed): LoadResult {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    ...percentilesOf(latencies),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

// autocannon's own percentiles come from a histogram of whole milliseconds, too coarse for a floor
// under 1 ms; its 'response' event carries the exact time, so the percentiles are taken from those.
const run = (options: autocannon.Options) =>
  new Promise<Timed>((done, fail) => {
    const latencies: number[] = [];
    const instance = autocannon(options, (error, result) =>
      error ? fail(error) : done({ result, latencies }),
    );
    instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });

/** One autocannon load, summarised. */
export const loadWith = async (options: autocannon.Options): Promise<LoadResult> =>
  summarise(await run(options));

/** Sign-ins per second: bound by argon2 by design. */
export async function signIns(url: string, seconds: number): Promise<LoadResult> {
  return summarise(
    await run({
      url: `${url}/api/auth/signin`,
      method: 'PUT',
      connections: 8,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    }),
  );
}

/** Refreshes per second: every connection rotates its own token family. */
export async function refreshes(url: string, seconds: number): Promise<LoadResult> {
  const connections = 10;
  const pool: string[] = [];
  for (let i = 0; i < connections; i += 1) pool.push((await signIn(url)).refreshToken);
  return summarise(
    await run({
      url,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'PUT',
          path: '/api/auth/refresh-token',
          headers: { 'content-type': 'application/json' },
          // autocannon resets a connection's context on every pass, so fresh tokens live in one
          // shared pool: each request takes one, each answer returns its successor.
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ refreshToken: pool.shift() }) }),
          onResponse: (status, body) => {
            if (status === 200)
              pool.push((JSON.parse(body) as { data: { refreshToken: string } }).data.refreshToken);
          },
        },
      ],
    }),
  );
}

/** An authenticated GET (the signed-in user): the cost of auth plus one small answer. */
export async function authenticatedGet(url: string, seconds: number): Promise<LoadResult> {
  const { authToken } = await signIn(url);
  return summarise(
    await run({
      url: `${url}/api/users/me`,
      connections: 10,
      duration: seconds,
      headers: { authorization: `Bearer ${authToken}` },
    }),
  );
}
