import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { NODE_FLAGS, startServer } from './server-process.ts';
import { load, seedLargeCompany, signIn } from './people-scale.ts';
import { seedPgliteDataDir } from './pglite-scale.ts';
import { signIns, type LoadResult } from './scenarios.ts';

// `npm run bench:gc`: which V8 garbage-collector flags serve each database best. Every variant runs
// the server on the same 50,000-person company, in interleaved rounds (A B C A B C…) so that a noisy
// minute of the machine falls on all of them; the medians go into docs/benchmarks.md between the
// markers below, which `npm run bench` keeps. The chosen flags live in node-flags.json.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.GC_AB_ROUNDS ?? 3);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUT = resolve(import.meta.dirname, '../../../docs/benchmarks.md');
export const GC_SECTION_START = '<!-- gc-ab:start -->';
export const GC_SECTION_END = '<!-- gc-ab:end -->';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

// The flags in use first, then the ones they were chosen over (docs/benchmarks.md has the numbers).
const VARIANTS = {
  embedded: [
    NODE_FLAGS.embedded,
    ['--max-semi-space-size=2', '--heap-growing-percent=50'],
    ['--max-semi-space-size=16', '--heap-growing-percent=50'],
  ],
  server: [
    NODE_FLAGS.server,
    ['--max-semi-space-size=2', '--heap-growing-percent=50'],
    ['--max-semi-space-size=16', '--heap-growing-percent=50'],
  ],
};

interface Sample {
  list: LoadResult;
  me: LoadResult;
  rssMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function sample(
  env: Record<string, string>,
  flags: string[],
  admin: { email: string; password: string },
) {
  const server = await startServer(env, flags);
  try {
    // Sign-ins first: argon2's memory (19 MiB per hash, one per core) is part of the peak to stay under.
    await signIns(server.url, 5);
    const token = await signIn(server.url, admin.email, admin.password);
    // A short warm-up, so the first seconds of JIT and caches fall outside the measure.
    await load(`${server.url}/api/users?page=1&limit=10`, token, 2);
    const list = await load(`${server.url}/api/users?page=1&limit=10`, token, SECONDS);
    const me = await load(`${server.url}/api/users/me`, token, SECONDS);
    return { list, me, rssMb: server.peakRssMb() } satisfies Sample;
  } finally {
    await server.stop();
  }
}

async function abRows(
  database: string,
  env: Record<string, string>,
  variants: string[][],
  admin: { email: string; password: string },
) {
  const samples = variants.map(() => [] as Sample[]);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [index, flags] of variants.entries()) samples[index]!.push(await sample(env, flags, admin));
  return variants.map((flags, index) => {
    const runs = samples[index]!;
    return `| ${database} | \`${flags.join(' ')}\`${index === 0 ? ' (in use)' : ''} | ${median(runs.map((r) => r.list.requestsPerSecond))} req/s, p99 ${median(runs.map((r) => r.list.p99))} ms | ${median(runs.map((r) => r.me.requestsPerSecond))} req/s, p99 ${median(runs.map((r) => r.me.p99))} ms | ${median(runs.map((r) => r.rssMb))} MB |`;
  });
}

async function onEmbedded(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-gc-'));
  try {
    const env = { DATA_DIR: dataDir, JWT_SECRET };
    await (await startServer(env)).stop();
    const admin = await seedPgliteDataDir(dataDir);
    return await abRows('PGlite (embedded)', env, VARIANTS.embedded, admin);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<string[]> {
  const name = `atrium_gc_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'atrium-gc-pg-')),
    JWT_SECRET,
  };
  try {
    await (await startServer(env)).stop();
    const bench = await seedLargeCompany(env.DATABASE_URL);
    return await abRows('PostgreSQL 15', env, VARIANTS.server, bench);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The section as last measured, for `npm run bench` to keep. */
export function gcSection(): string[] {
  if (!existsSync(OUT)) return [];
  const text = readFileSync(OUT, 'utf8');
  const start = text.indexOf(GC_SECTION_START);
  const end = text.indexOf(GC_SECTION_END);
  return start < 0 || end < start ? [] : [text.slice(start, end + GC_SECTION_END.length), ''];
}

async function main() {
  const build = spawnSync(process.execPath, [resolve(import.meta.dirname, '../scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('server build failed');
  // GC_AB_DATABASES=embedded (or server) measures one side only, for a quick look; the section written
  // then holds that side alone.
  const only = process.env.GC_AB_DATABASES;
  const rows = [
    ...(only === 'server' ? [] : await onEmbedded()),
    ...(only === 'embedded' ? [] : await onPostgres()),
  ];
  const section = [
    GC_SECTION_START,
    '## Garbage-collector flags, A/B',
    '',
    `Measured by \`npm run bench:gc\` on ${new Date().toISOString().slice(0, 10)}: the server on the 50,000-person company with each`,
    `set of V8 flags, ${ROUNDS} interleaved rounds of ${SECONDS} s per load (10 connections), medians. The first row`,
    'of each database is what `apps/server/node-flags.json` holds, and so what `npm start` uses. Each round',
    'starts with 5 s of sign-ins, whose argon2 memory counts in the peak RSS (target: under 250 MB).',
    '',
    '| Database | Flags | People list | GET /api/users/me | Peak RSS |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    GC_SECTION_END,
  ].join('\n');
  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(GC_SECTION_START);
  const end = current.indexOf(GC_SECTION_END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + GC_SECTION_END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(OUT, next);
  console.log(section);
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
