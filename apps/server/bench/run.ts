import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startServer } from './server-process.ts';
import {
  LARGE_COMPANY_SIZE,
  NARROW_SEARCH_TERM,
  peopleAtScale,
  SEARCH_TERM,
  type PeopleScaleResult,
} from './people-scale.ts';
import { JOBS_AT_SCALE, JOBS_SEARCH_TERM, jobsAtScale, type JobsScaleResult } from './jobs-scale.ts';
import {
  APPLICATIONS_AT_SCALE,
  DASHBOARD_JOBS,
  CANDIDATE_SEARCH_TERM,
  CANDIDATES_AT_SCALE,
  candidatesAtScale,
  type CandidatesScaleResult,
} from './candidates-scale.ts';
import {
  ONBOARDING_HIRES,
  onboardingAtScale,
  TASKS_PER_HIRE,
  type OnboardingScaleResult,
} from './onboarding-scale.ts';
import { PRAISE, performanceAtScale, TEAM_SIZE, type PerformanceScaleResult } from './performance-scale.ts';
import { careersFcp, type FcpResult } from './careers-fcp.ts';
import { BENCH_BOARD, careersAtScale, LIVE_POSTS, type CareersScaleResult } from './careers-scale.ts';
import { INTERACTION_TARGET_MS, tableResponsiveness, tableSection } from './table-responsiveness.ts';
import { authenticatedGet, refreshes, signIn as demoSignIn, signIns, type LoadResult } from './scenarios.ts';
import { meAgainstBareRoute } from './bare-route.ts';
import { ratio } from './sql-floor.ts';
import { gcSection } from './gc-ab.ts';
import { pgliteAtScale, seedPgliteDataDir, type PgliteScaleResult } from './pglite-scale.ts';

// `npm run bench`: the real server as a process, loaded with autocannon, on PGlite and PostgreSQL.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OUT = resolve(import.meta.dirname, '../../../docs/benchmarks.md');

interface Row {
  database: string;
  firstStart: { ms: number; rssMb: number };
  warmStartMs: number;
  signIn: LoadResult;
  refresh: LoadResult;
  get: LoadResult;
  /** GET /api/users/me against a bare route answering the same bytes. */
  me: { app: LoadResult; bare: LoadResult; bytes: number };
  /** Peak RSS after the three loads of the first table. */
  rssMb: number;
  /** Peak RSS once the at-scale loads and the careers page have run too. */
  finalRssMb: number;
  people?: PeopleScaleResult;
  jobs?: JobsScaleResult;
  candidates?: CandidatesScaleResult;
  onboarding?: OnboardingScaleResult;
  performance?: PerformanceScaleResult;
  careers?: CareersScaleResult;
  /** The embedded database only: the 50,000-person list and a health probe beside it. */
  embeddedScale?: PgliteScaleResult;
  fcp?: FcpResult;
}

/**
 * Starts the server twice on one database: the first start creates and seeds it; the second is what
 * `npm start` costs every time after, and takes the load. Peak RSS is that running server's.
 */
async function measure(
  database: string,
  env: Record<string, string>,
  atScale?: (url: string) => Promise<{
    people: PeopleScaleResult;
    jobs: JobsScaleResult;
    candidates: CandidatesScaleResult;
    onboarding: OnboardingScaleResult;
    performance: PerformanceScaleResult;
    careers: CareersScaleResult;
  }>,
): Promise<Row> {
  const first = await startServer(env);
  const firstStart = { ms: first.startMs, rssMb: first.peakRssMb() };
  await first.stop();
  // PGlite's data folder belongs to the server while it runs, so the large company goes in between.
  const embeddedAdmin = env.DATABASE_URL ? undefined : await seedPgliteDataDir(env.DATA_DIR!);
  const server = await startServer(env);
  try {
    const signIn = await signIns(server.url, SECONDS);
    const refresh = await refreshes(server.url, SECONDS);
    const get = await authenticatedGet(server.url, SECONDS);
    const rssMb = server.peakRssMb();
    const me = await meAgainstBareRoute(server.url, (await demoSignIn(server.url)).authToken, SECONDS);
    const scale = atScale ? await atScale(server.url) : undefined;
    const embeddedScale = embeddedAdmin ? await pgliteAtScale(server.url, embeddedAdmin, SECONDS) : undefined;
    // The demo company's careers page, as a candidate's browser first paints it.
    const fcp = await careersFcp(server.url, '/careers?company-name=northwind-analytics-ltd');
    return {
      database,
      firstStart,
      warmStartMs: server.startMs,
      signIn,
      refresh,
      get,
      me,
      rssMb,
      finalRssMb: server.peakRssMb(),
      people: scale?.people,
      jobs: scale?.jobs,
      candidates: scale?.candidates,
      onboarding: scale?.onboarding,
      performance: scale?.performance,
      careers: scale?.careers,
      embeddedScale,
      fcp,
    };
  } finally {
    await server.stop();
  }
}

async function withPostgres<T>(work: (url: string) => Promise<T>): Promise<T | null> {
  const name = `atrium_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${PG_URL}; skipping it`);
    return null;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const fmt = (r: LoadResult) =>
  `${r.requestsPerSecond} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx || r.errors ? ` (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`;

const ratios = (app: LoadResult, floor: LoadResult) =>
  `${ratio(app.p50, floor.p50)} / ${ratio(app.p99, floor.p99)}`;

/** Issue 17: each list against its own SQL, and /users/me against a bare route, side by side. */
function floorSection(rows: readonly Row[]): string[] {
  const lists = rows.flatMap((r) =>
    [
      ...(r.people?.floors ?? []),
      ...(r.jobs?.floors ?? []),
      ...(r.candidates?.floors ?? []),
      ...(r.onboarding?.floors ?? []),
      ...(r.performance?.floors ?? []),
    ].map((floor) => ({
      database: r.database,
      ...floor,
    })),
  );
  return [
    '## Against the floor',
    '',
    'Each list through the app (10 connections), then right after its own statements (captured by running the',
    "app's service code, totals warm as under load) replayed by a plain `pg` client at the same concurrency,",
    'each named or unnamed as the app sends it. `/users/me` against a bare Fastify route answering the same',
    'bytes. Latencies to a tenth of a millisecond, from the timing of each response. Targets on PostgreSQL:',
    'p50 within 2x and p99 within 3x of the SQL, p99 under 25 ms; `/users/me` within 3x of the bare route.',
    '',
    '| Database | Request | App p50 / p99 | Floor p50 / p99 | App ÷ floor p50 / p99 | App req/s |',
    '| --- | --- | --- | --- | --- | --- |',
    ...lists.map(
      (l) =>
        `| ${l.database} | ${l.name} (${l.statements} statement${l.statements === 1 ? '' : 's'}) | ${l.app.p50} / ${l.app.p99} ms | ${l.sql.p50} / ${l.sql.p99} ms | ${ratios(l.app, l.sql)} | ${l.app.requestsPerSecond} |`,
    ),
    ...rows.map(
      (r) =>
        `| ${r.database} | GET /api/users/me (${(r.me.bytes / 1024).toFixed(1)} KB) vs a bare route | ${r.me.app.p50} / ${r.me.app.p99} ms | ${r.me.bare.p50} / ${r.me.bare.p99} ms | ${ratios(r.me.app, r.me.bare)} | ${r.me.app.requestsPerSecond} (bare route ${r.me.bare.requestsPerSecond}) |`,
    ),
    '',
  ];
}

/** Issue 17: on the embedded database, a cheap request beside the people list's load. */
function embeddedSection(rows: readonly Row[]): string[] {
  const measured = rows.filter((row) => row.embeddedScale);
  if (measured.length === 0) return [];
  return [
    `## The embedded database under load (${LARGE_COMPANY_SIZE.toLocaleString('en-GB')} people)`,
    '',
    'The same 50,000-person company in PGlite; its admin loads the people list (10 connections) while one',
    'more connection asks GET /api/health (no SQL) meanwhile. PGlite runs in a worker thread, so a query',
    'holds that thread, not the one answering requests. Target: health p99 < 10 ms under the list load.',
    '',
    '| Database | Load | Load: throughput and latency | GET /api/health meanwhile |',
    '| --- | --- | --- | --- |',
    ...measured.flatMap((r) => [
      `| ${r.database} | GET /api/users?page=1&limit=10 | ${fmt(r.embeddedScale!.list.load)} | ${fmt(r.embeddedScale!.list.health)} |`,
      `| ${r.database} | … &search=${SEARCH_TERM} | ${fmt(r.embeddedScale!.search.load)} | ${fmt(r.embeddedScale!.search.health)} |`,
    ]),
    '',
  ];
}

/** Issue 4: the people list of a 50,000-person company, and what the permission check costs. */
function peopleSection(rows: readonly Row[]): string[] {
  const measured = rows.filter((row) => row.people);
  if (measured.length === 0) return [];
  return [
    `## People list at ${LARGE_COMPANY_SIZE.toLocaleString('en-GB')} employees`,
    '',
    `A second company with ${LARGE_COMPANY_SIZE.toLocaleString('en-GB')} people (20 departments, 10 offices) is inserted into the`,
    'running database; its admin lists people through the API (10 connections). Target: p99 < 50 ms on PostgreSQL.',
    '',
    '| Database | Request | Throughput and latency | Matches |',
    '| --- | --- | --- | --- |',
    ...measured.flatMap((r) => [
      `| ${r.database} | GET /api/users?page=1&limit=10 | ${fmt(r.people!.firstPage)} | ${LARGE_COMPANY_SIZE} |`,
      `| ${r.database} | … &search=${SEARCH_TERM} (one surname in twenty) | ${fmt(r.people!.search)} | ${r.people!.searchTotal} |`,
      `| ${r.database} | … &search=${NARROW_SEARCH_TERM} (an address fragment) | ${fmt(r.people!.narrowSearch)} | ${r.people!.narrowSearchTotal} |`,
    ]),
    '',
    'Statements the database runs per request with a warm cache (sequential requests; counted from',
    '`pg_stat_database` transaction totals, each pooled statement being its own transaction):',
    '',
    '| Database | GET /api/admin/company (permission-guarded; its handler runs 1 query) | GET /api/users/me |',
    '| --- | --- | --- |',
    ...measured.map(
      (r) => `| ${r.database} | ${r.people!.guardedQueriesPerRequest} | ${r.people!.meQueriesPerRequest} |`,
    ),
    '',
    'So authentication and the permission check add no query once the user is cached for their token version.',
    '',
  ];
}

/** Issue 5: the jobs list of a company with 5,000 jobs. */
function jobsSection(rows: readonly Row[]): string[] {
  const measured = rows.filter((row) => row.jobs);
  if (measured.length === 0) return [];
  return [
    `## Jobs list at ${JOBS_AT_SCALE.toLocaleString('en-GB')} jobs`,
    '',
    `The same company gets ${JOBS_AT_SCALE.toLocaleString('en-GB')} jobs (60% open, 25% draft, 15% closed; one or two offices and`,
    'one to three openings each); its admin lists them through the API (10 connections), each answer',
    'carrying the counts per status. Target: p99 < 50 ms on PostgreSQL.',
    '',
    '| Database | Request | Throughput and latency | Matches |',
    '| --- | --- | --- | --- |',
    ...measured.flatMap((r) => [
      `| ${r.database} | GET /api/jobs?page=1&limit=10 | ${fmt(r.jobs!.firstPage)} | ${r.jobs!.total} |`,
      `| ${r.database} | … &status=open&search=${JOBS_SEARCH_TERM} | ${fmt(r.jobs!.openSearch)} | ${r.jobs!.openSearchTotal} |`,
    ]),
    '',
  ];
}

/** Issue 18: 100,000 candidates with 200,000 applications. */
function candidatesSection(rows: readonly Row[]): string[] {
  const measured = rows.filter((row) => row.candidates);
  if (measured.length === 0) return [];
  return [
    `## Candidates at ${CANDIDATES_AT_SCALE.toLocaleString('en-GB')} candidates`,
    '',
    `The same company gets ${CANDIDATES_AT_SCALE.toLocaleString('en-GB')} candidates with ${APPLICATIONS_AT_SCALE.toLocaleString('en-GB')} applications over its open jobs, one job`,
    'holding 2,000 active ones: the list and a search under 10 connections, the board and the Harvest list',
    'one request after another (one recruiter, one integration paging). Targets on PostgreSQL: the list and',
    "a search p99 < 50 ms, the job's board < 100 ms, the Harvest list at per_page=500 < 300 ms.",
    '',
    '| Database | Request | Throughput and latency | Matches |',
    '| --- | --- | --- | --- |',
    ...measured.flatMap((r) => [
      `| ${r.database} | GET /api/candidates?page=1&limit=10 | ${fmt(r.candidates!.list)} | ${CANDIDATES_AT_SCALE} |`,
      `| ${r.database} | … &search=${CANDIDATE_SEARCH_TERM} | ${fmt(r.candidates!.search)} | ${r.candidates!.searchTotal} |`,
      `| ${r.database} | GET /api/jobs/:id/board | ${fmt(r.candidates!.board)} | ${r.candidates!.boardActive} active |`,
      `| ${r.database} | Harvest GET /v1/candidates?per_page=500 | ${fmt(r.candidates!.harvest)} | 500 a page |`,
    ]),
    '',
    `### The recruiter's dashboard (issue 19)`,
    '',
    `The bench's admin recruits for ${DASHBOARD_JOBS} open jobs of those applications; a fifth of the active ones in interview`,
    'stages have an interview with two interviewers, most held and half of those scored. `GET /api/dashboard/recruiting`',
    'counts every bucket for them, one request after another. Target on PostgreSQL: p99 < 100 ms.',
    '',
    '| Database | Request | Throughput and latency | Counts |',
    '| --- | --- | --- | --- |',
    ...measured.map(
      (r) =>
        `| ${r.database} | GET /api/dashboard/recruiting | ${fmt(r.candidates!.dashboard)} | ${Object.entries(
          r.candidates!.dashboardCounts,
        )
          .map(([key, value]) => `${key} ${value}`)
          .join(', ')} |`,
    ),
    '',
  ];
}

/** Issue 20: my tasks over 500 new hires with 40 tasks each. */
function onboardingSection(rows: readonly Row[]): string[] {
  const measured = rows.filter((row) => row.onboarding);
  if (measured.length === 0) return [];
  return [
    `## Onboarding: my tasks over ${ONBOARDING_HIRES} new hires`,
    '',
    `The same company gets ${ONBOARDING_HIRES} new hires with ${TASKS_PER_HIRE} tasks each (${(ONBOARDING_HIRES * TASKS_PER_HIRE).toLocaleString('en-GB')}; due from 14 days before the start`,
    "to 25 after, most of those past done, the rest overdue); the admin is every hire's HR contact and in",
    "the IT group, so a quarter of the tasks are theirs. Their my tasks, and everyone's (`assignee=all`),",
    'under 10 connections. Target on PostgreSQL: my tasks p99 < 50 ms.',
    '',
    '| Database | Request | Throughput and latency | Matches |',
    '| --- | --- | --- | --- |',
    ...measured.flatMap((r) => [
      `| ${r.database} | GET /api/onboarding/my-tasks | ${fmt(r.onboarding!.mine)} | ${r.onboarding!.mineTotal} |`,
      `| ${r.database} | … ?assignee=all | ${fmt(r.onboarding!.everyone)} | ${r.onboarding!.everyoneTotal} |`,
      `| ${r.database} | GET /api/onboarding/dashboard | ${fmt(r.onboarding!.dashboard)} | — |`,
      `| ${r.database} | GET /api/onboarding/reports/tasks-by-template | ${fmt(r.onboarding!.tasksReport)} | — |`,
    ]),
    '',
  ];
}

/** Issue 21: the praise wall and a manager of 50's team updates. */
function performanceSection(rows: readonly Row[]): string[] {
  const measured = rows.filter((row) => row.performance);
  if (measured.length === 0) return [];
  return [
    `## Performance: the praise wall and a manager's team updates`,
    '',
    `The same company gets ${PRAISE.toLocaleString('en-GB')} praise over the last year (one to three recipients, half with`,
    'reactions, one in five with a comment), 50,000 pieces of private feedback, and eight weeks of weekly',
    `updates from 5,000 people; the admin manages ${TEAM_SIZE} of them. The wall's first page (everyone's, then the`,
    "admin's team's), and the team's updates for this week's period, under 10 connections. Target on",
    'PostgreSQL: p99 < 50 ms (the issue names a company of 20,000; this one has 50,000).',
    '',
    '| Database | Request | Throughput and latency | Rows |',
    '| --- | --- | --- | --- |',
    ...measured.flatMap((r) => [
      `| ${r.database} | GET /api/performance/feedback/praise | ${fmt(r.performance!.wall)} | 20 a page |`,
      `| ${r.database} | … ?team=true | ${fmt(r.performance!.teamWall)} | 20 a page |`,
      `| ${r.database} | GET /api/performance/updates/period?scope=team | ${fmt(r.performance!.teamUpdates)} | ${r.performance!.teamUpdatesTotal} |`,
    ]),
    '',
  ];
}

/** Issue 5: a public board with 500 live posts, as JSON and as HTML. */
function careersSection(rows: readonly Row[]): string[] {
  const measured = rows.filter((row) => row.careers);
  if (measured.length === 0) return [];
  return [
    `## Careers board with ${LIVE_POSTS} live jobs`,
    '',
    `A public external board (\`${BENCH_BOARD}\`) with ${LIVE_POSTS} live posts, read anonymously (10 connections): the`,
    "Job Board API's list and the careers page's HTML. Target: p99 < 50 ms. Answers are kept 10 s per address",
    '(`lib/public-cache.ts`, cleared by any write), so under load most requests are served from memory; the',
    'second table is what a miss costs, one request at a time, each at a new address.',
    '',
    '| Database | Request | Throughput and latency | Jobs |',
    '| --- | --- | --- | --- |',
    ...measured.flatMap((r) => [
      `| ${r.database} | GET /api/job-board/v1/boards/${BENCH_BOARD}/jobs | ${fmt(r.careers!.apiList)} | ${r.careers!.jobs} |`,
      `| ${r.database} | GET /job-boards?board-name=${BENCH_BOARD} (${r.careers!.pageKb} KB of HTML) | ${fmt(r.careers!.page)} | ${r.careers!.jobs} |`,
    ]),
    '',
    '| Database | Uncached Job Board API list (median, worst) | Uncached careers HTML (median, worst) |',
    '| --- | --- | --- |',
    ...measured.map(
      (r) =>
        `| ${r.database} | ${r.careers!.uncached.apiMedianMs} ms, ${r.careers!.uncached.apiWorstMs} ms | ${r.careers!.uncached.pageMedianMs} ms, ${r.careers!.uncached.pageWorstMs} ms |`,
    ),
    '',
    "First contentful paint of the demo company's careers page in Chromium (fresh context each run, server",
    'on this machine; the page is server-rendered HTML with inline CSS and no script). Target: < 1 s.',
    '',
    '| Database | Page | FCP median | FCP worst | Runs |',
    '| --- | --- | --- | --- | --- |',
    ...rows
      .filter((r) => r.fcp)
      .map(
        (r) =>
          `| ${r.database} | ${r.fcp!.path} | ${r.fcp!.medianMs} ms | ${r.fcp!.worstMs} ms | ${r.fcp!.runs} |`,
      ),
    '',
  ];
}

async function main() {
  const build = spawnSync(process.execPath, [resolve(import.meta.dirname, '../scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('server build failed');
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-bench-'));
  try {
    rows.push(
      await measure('PGlite (embedded)', {
        DATA_DIR: dataDir,
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const onPg = await withPostgres((url) =>
    measure(
      'PostgreSQL 15',
      {
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'atrium-bench-pg-')),
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        // The Harvest list is measured under load; Greenhouse's 50 per 10 s would answer 429.
        HARVEST_RATE_LIMIT: '100000000',
      },
      async (serverUrl) => ({
        people: await peopleAtScale(serverUrl, url, SECONDS),
        jobs: await jobsAtScale(serverUrl, url, SECONDS),
        candidates: await candidatesAtScale(serverUrl, url, SECONDS),
        onboarding: await onboardingAtScale(serverUrl, url, SECONDS),
        performance: await performanceAtScale(serverUrl, url, SECONDS),
        careers: await careersAtScale(serverUrl, url, SECONDS),
      }),
    ),
  );
  if (onPg) rows.push(onPg);
  const table = await tableResponsiveness();

  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const lines = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine}. Each load runs ${SECONDS} s`,
    'with autocannon against the real server started as its own process (NODE_ENV=production).',
    '',
    'Targets on this 2-core machine: authenticated GET ≥ 2,000 req/s with p99 < 25 ms; sign-in bound by argon2',
    '(≥ 60/s); peak RSS < 250 MB; `npm start` serving within 5 s once installed and built.',
    '',
    '| Database | Start (warm) | Sign-in | Refresh | Authenticated GET /api/users/me | Peak RSS |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.warmStartMs} ms | ${fmt(r.signIn)} | ${fmt(r.refresh)} | ${fmt(r.get)} | ${r.rssMb} MB |`,
    ),
    '',
    'The loads run against the second start on the same database; its peak RSS (VmHWM) covers its start and',
    'these three loads. The same process then serves the careers page and, on PostgreSQL, the at-scale loads',
    `below; its peak RSS after all of them: ${rows.map((r) => `${r.database} ${r.finalRssMb} MB`).join(', ')}.`,
    'The first start creates, migrates and seeds the database once:',
    '',
    '| Database | First start | Peak RSS of the first start |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.database} | ${r.firstStart.ms} ms | ${r.firstStart.rssMb} MB |`),
    '',
    ...floorSection(rows),
    ...embeddedSection(rows),
    ...peopleSection(rows),
    ...jobsSection(rows),
    ...candidatesSection(rows),
    ...onboardingSection(rows),
    ...performanceSection(rows),
    ...careersSection(rows),
    ...tableSection(table),
    // Measured by its own command (`npm run bench:gc`); kept as it stands.
    ...gcSection(),
  ];
  writeFileSync(OUT, lines.join('\n'));
  console.log(lines.join('\n'));
  const slow = table.interactions.filter((interaction) => interaction.worstMs >= INTERACTION_TARGET_MS);
  if (slow.length > 0) {
    console.error(`Over ${INTERACTION_TARGET_MS} ms at 1,000 rows: ${slow.map((i) => i.name).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
