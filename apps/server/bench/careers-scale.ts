import pg from 'pg';
import { ADMIN_EMAIL, load } from './people-scale.ts';
import type { LoadResult } from './scenarios.ts';
import { spreadOf } from './stats.ts';

// Issue 5's careers bench: a public board with 500 live posts, read as the Job Board API's JSON list
// and as the careers page's HTML, anonymously, on PostgreSQL.

export const LIVE_POSTS = 500;
export const BENCH_BOARD = 'bench-careers';

/** 500 open jobs of the large company, each with one live post on an external board. */
export async function seedBoard(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const {
      rows: [company],
    } = await client.query<{ id: string }>(`select company_id as id from users where email = $1`, [
      ADMIN_EMAIL,
    ]);
    const companyId = company!.id;
    const {
      rows: [board],
    } = await client.query<{ id: string }>(
      `insert into job_boards (company_id, name, slug, kind, intro_html, default_source)
       values ($1, 'Bench careers', $2, 'external', '<p>Join us.</p>', 'Bench board') returning id`,
      [companyId, BENCH_BOARD],
    );
    // Public board names are kept in job_board_slugs, as the job boards service keeps them.
    await client.query(`insert into job_board_slugs (slug, company_id, board_id) values ($1, $2, $3)`, [
      BENCH_BOARD,
      companyId,
      board!.id,
    ]);
    // Posts for the first 500 open jobs (jobs-scale.ts seeded them), with a realistic description.
    await client.query(
      `insert into job_posts (company_id, job_id, board_id, title, location, remote, content_html, standard_fields,
         questions, live, published_at, closes_on)
       select $1, j.id, $2, j.name, 'London', (row_number() over ()) % 5 = 0,
              '<h2>About the role</h2><p>' || repeat('You will build and run the services our customers rely on. ', 12) ||
              '</p><h2>What you bring</h2><ul><li>Experience</li><li>Curiosity</li><li>Care</li></ul>',
              '{"phone":"optional","resume":"required","coverLetter":"optional"}'::jsonb,
              '[{"id":"work_auth","label":"Are you authorised to work in the UK?","type":"yes_no","required":true,"options":[]}]'::jsonb,
              true, now() - (row_number() over ()) * interval '1 hour', current_date + 60
       from (select id, name from jobs where company_id = $1 and status = 'open' order by name limit $3) j`,
      [companyId, board!.id, LIVE_POSTS],
    );
    await client.query('commit');
    await client.query('vacuum analyze job_posts, job_boards');
  } finally {
    await client.end();
  }
}

export interface CareersScaleResult {
  apiList: LoadResult;
  page: LoadResult;
  jobs: number;
  pageKb: number;
  /** One request at a time past the cache (a new address each time): what a cache miss costs. */
  uncached: { apiMedianMs: number; apiWorstMs: number; pageMedianMs: number; pageWorstMs: number };
}

async function timeUncached(url: string, runs = 15): Promise<{ median: number; worst: number }> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${url.includes('?') ? '&' : '?'}miss=${run}-${Date.now()}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  const { medianMs, worstMs } = spreadOf(times);
  return { median: Math.round(medianMs), worst: Math.round(worstMs) };
}

export async function careersAtScale(
  serverUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<CareersScaleResult> {
  await seedBoard(databaseUrl);
  const apiList = `${serverUrl}/api/job-board/v1/boards/${BENCH_BOARD}/jobs`;
  const page = `${serverUrl}/job-boards?board-name=${BENCH_BOARD}`;
  const listed = (await (await fetch(apiList)).json()) as { meta: { total: number } };
  const html = await (await fetch(page)).text();
  const api = await timeUncached(apiList);
  const pageMiss = await timeUncached(page);
  return {
    jobs: listed.meta.total,
    pageKb: Math.round(Buffer.byteLength(html) / 102.4) / 10,
    uncached: {
      apiMedianMs: api.median,
      apiWorstMs: api.worst,
      pageMedianMs: pageMiss.median,
      pageWorstMs: pageMiss.worst,
    },
    apiList: await load(apiList, null, seconds),
    page: await load(page, null, seconds),
  };
}
