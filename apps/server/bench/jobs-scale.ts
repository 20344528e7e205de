import pg from 'pg';
import { ADMIN_EMAIL, load, PASSWORD, signIn } from './people-scale.ts';
import type { LoadResult } from './scenarios.ts';
import { againstFloor, benchAuth, jobsListStatements, type ListAgainstFloor } from './list-floors.ts';

// Issue 5's bench: the jobs list of a company with 5,000 jobs, through the API on PostgreSQL.

export const JOBS_AT_SCALE = 5_000;
/** One job name in ten contains it. */
export const JOBS_SEARCH_TERM = 'platform';

const JOB_NAMES = [
  'Backend Engineer',
  'Frontend Engineer',
  'Data Analyst',
  'Product Designer',
  'Account Executive',
  'Customer Success Manager',
  'Site Reliability Engineer',
  'People Partner',
  'Platform Engineer',
  'Marketing Manager',
];

/**
 * 5,000 jobs in the bench's large company (people-scale.ts seeds it first): 60% open, 25% draft,
 * 15% closed, across its departments, each in one or two offices with one to three openings.
 */
export async function seedJobs(databaseUrl: string): Promise<void> {
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
    await client.query(
      `insert into close_reasons (company_id, name) values ($1, 'Hire made') on conflict do nothing`,
      [companyId],
    );
    await client.query(
      `with d as (select array_agg(id order by name) ids from departments where company_id = $1),
            r as (select id from close_reasons where company_id = $1 limit 1)
       insert into jobs (company_id, name, requisition_id, status, department_id, employment_type,
         salary_min, salary_max, salary_currency, salary_period, opened_at, closed_at, close_reason_id)
       select $1,
              ($2::text[])[1 + n % array_length($2::text[], 1)] || ' ' || n,
              'REQ-' || n,
              case when n % 20 < 12 then 'open' when n % 20 < 17 then 'draft' else 'closed' end,
              d.ids[1 + n % array_length(d.ids, 1)],
              'full_time', 40000 + (n % 50) * 1000, 60000 + (n % 50) * 1000, 'GBP', 'year',
              case when n % 20 < 12 or n % 20 >= 17 then now() - (n % 90) * interval '1 day' end,
              case when n % 20 >= 17 then now() - (n % 30) * interval '1 day' end,
              case when n % 20 >= 17 then r.id end
       from generate_series(1, $3::int) n, d, r`,
      [companyId, JOB_NAMES, JOBS_AT_SCALE],
    );
    await client.query(
      `with l as (select array_agg(id order by name) ids from locations where company_id = $1)
       insert into job_offices (company_id, job_id, location_id)
       select distinct $1::uuid, j.id, l.ids[1 + (abs(hashtext(j.id::text)) + k) % array_length(l.ids, 1)]
       from jobs j, l, generate_series(0, 1) k
       where j.company_id = $1 and (k = 0 or abs(hashtext(j.id::text)) % 2 = 0)`,
      [companyId],
    );
    await client.query(
      `insert into job_openings (company_id, job_id, position, opening_id, status)
       select $1, j.id, p, j.requisition_id || '-' || (p + 1), case when j.status = 'closed' then 'closed' else 'open' end
       from jobs j, generate_series(0, 2) p
       where j.company_id = $1 and p <= abs(hashtext(j.id::text)) % 3`,
      [companyId],
    );
    await client.query('commit');
    await client.query('vacuum analyze jobs, job_offices, job_openings');
  } finally {
    await client.end();
  }
}

export interface JobsScaleResult {
  firstPage: LoadResult;
  openSearch: LoadResult;
  total: number;
  openSearchTotal: number;
  floors: ListAgainstFloor[];
}

export async function jobsAtScale(
  serverUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<JobsScaleResult> {
  await seedJobs(databaseUrl);
  const token = await signIn(serverUrl, ADMIN_EMAIL, PASSWORD);
  const list = `${serverUrl}/api/jobs?page=1&limit=10`;
  const openSearch = `${serverUrl}/api/jobs?page=1&limit=10&status=open&search=${JOBS_SEARCH_TERM}`;
  const totalOf = async (url: string) =>
    (
      (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: { total: number };
      }
    ).data.total;
  const auth = await benchAuth(databaseUrl, ADMIN_EMAIL);
  const floor = (name: string, app: LoadResult, query: Record<string, string>) =>
    jobsListStatements(databaseUrl, auth, query).then((statements) =>
      againstFloor(name, app, databaseUrl, statements, seconds),
    );
  const total = await totalOf(list);
  const openSearchTotal = await totalOf(openSearch);
  const firstPage = await load(list, token, seconds);
  const firstPageFloor = await floor('jobs list', firstPage, { page: '1', limit: '10' });
  const openSearchLoad = await load(openSearch, token, seconds);
  const openSearchFloor = await floor(`jobs search (${openSearchTotal} matches)`, openSearchLoad, {
    page: '1',
    limit: '10',
    status: 'open',
    search: JOBS_SEARCH_TERM,
  });
  return {
    total,
    openSearchTotal,
    firstPage,
    openSearch: openSearchLoad,
    floors: [firstPageFloor, openSearchFloor],
  };
}
