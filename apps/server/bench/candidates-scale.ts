import { createHash } from 'node:crypto';
import pg from 'pg';
import { ADMIN_EMAIL, load, PASSWORD, signIn } from './people-scale.ts';
import { loadWith, type LoadResult } from './scenarios.ts';
import { candidateListQuerySchema } from '@atrium/shared/schemas/recruiting/candidates';
import { listCandidates } from '../src/modules/recruiting/candidates/candidates.service.ts';
import { listFloor, type ListAgainstFloor } from './list-floors.ts';

// Issue 18's bench: a company with 100,000 candidates and 200,000 applications, on PostgreSQL: the
// candidates list and a search, one job's board with 2,000 active applications, and the Harvest
// candidates list at per_page=500.

export const CANDIDATES_AT_SCALE = 100_000;
export const APPLICATIONS_AT_SCALE = 200_000;
export const BOARD_JOB_ACTIVE = 2_000;
/** One surname in twenty. */
export const CANDIDATE_SEARCH_TERM = 'okafor';
const HARVEST_KEY = 'bench-harvest-key-0123456789';

const SURNAMES = [
  'Okafor',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Evans',
  'Thomas',
  'Roberts',
  'Khan',
  'Walker',
  'Wright',
  'Green',
  'Hall',
  'Wood',
  'Clarke',
];

/**
 * In the bench's large company (people-scale.ts and jobs-scale.ts seed it first): 100,000 candidates,
 * each with two applications to open jobs spread over their stages, and one job with 2,000 active
 * applications of its own; a Harvest key for the API's list.
 */
export async function seedCandidates(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const {
      rows: [admin],
    } = await client.query<{ company_id: string; id: string }>(
      `select company_id, id from users where email = $1`,
      [ADMIN_EMAIL],
    );
    const companyId = admin!.company_id;
    // Every job needs its fixed stages; the jobs bench made none.
    await client.query(
      `insert into job_stages (company_id, job_id, name, kind, position)
       select j.company_id, j.id, s.name, s.kind, s.position
       from jobs j, (values ('Application Review', 'application_review', 0), ('Phone Screen', 'interview', 1),
         ('Onsite', 'interview', 2), ('Offer', 'offer', 3)) s(name, kind, position)
       where j.company_id = $1 and not exists (select 1 from job_stages x where x.company_id = j.company_id and x.job_id = j.id)`,
      [companyId],
    );
    await client.query(
      `insert into candidates (company_id, first_name, last_name, email, phone, title, company, created_at, updated_at)
       select $1, 'Candidate' || n, ($2::text[])[1 + n % array_length($2::text[], 1)],
              'candidate' || n || '@bench.example', '+44 7700 ' || lpad((n % 1000000)::text, 6, '0'),
              'Engineer', 'Company ' || (n % 500), now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day'
       from generate_series(1, $3::int) n`,
      [companyId, SURNAMES, CANDIDATES_AT_SCALE],
    );
    // The board's job: the first open job, with BOARD_JOB_ACTIVE active applications over its stages.
    const {
      rows: [boardJob],
    } = await client.query<{ id: string }>(
      `select id from jobs where company_id = $1 and status = 'open' order by public_id limit 1`,
      [companyId],
    );
    await client.query(
      `with c as (select id, row_number() over (order by public_id) n from candidates where company_id = $1),
            s as (select array_agg(id order by position) ids from job_stages where company_id = $1 and job_id = $2)
       insert into applications (company_id, job_id, candidate_id, stage_id, status, source, applied_at, stage_entered_at)
       select $1, $2, c.id, s.ids[1 + (c.n % 4)::int], 'active', 'LinkedIn', now() - (c.n % 60) * interval '1 day', now() - (c.n % 30) * interval '1 day'
       from c, s where c.n <= $3`,
      [companyId, boardJob!.id, BOARD_JOB_ACTIVE],
    );
    // The rest: two applications per candidate to the other open jobs, a tenth rejected.
    await client.query(
      `with c as (select id, row_number() over (order by public_id) n from candidates where company_id = $1),
            j as (select array_agg(id order by public_id) ids from jobs where company_id = $1 and status = 'open' and id <> $2)
       insert into applications (company_id, job_id, candidate_id, stage_id, status, source, applied_at, stage_entered_at)
       select $1, x.job_id, x.candidate_id,
              (select s.id from job_stages s where s.company_id = $1 and s.job_id = x.job_id order by s.position offset (x.n % 3) limit 1),
              case when x.n % 10 = 0 then 'rejected' else 'active' end, 'Company careers page',
              now() - (x.n % 90) * interval '1 day', now() - (x.n % 45) * interval '1 day'
       from (select c.id candidate_id, c.n * 2 + k n, j.ids[1 + ((c.n * 7 + k * 13) % array_length(j.ids, 1))] job_id
             from c, j, generate_series(0, 1) k) x
       limit $3`,
      [companyId, boardJob!.id, APPLICATIONS_AT_SCALE - BOARD_JOB_ACTIVE],
    );
    await client
      .query(
        `insert into harvest_api_keys (company_id, name, prefix, key_hash, permissions)
       values ($1, 'Bench', 'bench-ha', $2, array['GET /v1/candidates']) returning id`,
        [companyId, createHash('sha256').update(HARVEST_KEY).digest('hex')],
      )
      .then(({ rows: [key] }) =>
        client.query(`insert into harvest_key_hashes (key_hash, company_id, key_id) values ($1, $2, $3)`, [
          createHash('sha256').update(HARVEST_KEY).digest('hex'),
          companyId,
          (key as { id: string }).id,
        ]),
      );
    await seedDashboardWork(client, companyId, admin!.id);
    await client.query('commit');
    await client.query(
      'vacuum analyze candidates, applications, job_stages, job_hiring_team, scheduled_interviews, interview_interviewers, scorecards',
    );
  } finally {
    await client.end();
  }
}

/** The recruiter's jobs for issue 19's dashboard: the bench's admin recruits for this many open jobs. */
export const DASHBOARD_JOBS = 50;

/**
 * Issue 19's dashboard at scale: the admin recruits for 50 open jobs (on their hiring team), and a
 * fifth of the active applications in interview stages have an interview with two interviewers, most
 * of them held, half of those scored.
 */
async function seedDashboardWork(client: pg.Client, companyId: string, adminId: string) {
  await client.query(
    `insert into job_hiring_team (company_id, job_id, user_id, role, responsible, position)
     select $1, j.id, $2, 'recruiter', true, 0
     from (select id from jobs where company_id = $1 and status = 'open' order by public_id limit $3) j`,
    [companyId, adminId, DASHBOARD_JOBS],
  );
  const {
    rows: [other],
  } = await client.query<{ id: string }>(
    `select id from users where company_id = $1 and id <> $2 order by id limit 1`,
    [companyId, adminId],
  );
  await client.query(
    `insert into job_interviews (company_id, job_id, stage_id, name, position)
     select s.company_id, s.job_id, s.id, s.name || ' interview', 0
     from job_stages s where s.company_id = $1 and s.kind = 'interview'`,
    [companyId],
  );
  await client.query(
    `insert into scheduled_interviews (company_id, application_id, stage_id, job_interview_id, title, starts_at, ends_at)
     select a.company_id, a.id, a.stage_id, ji.id, ji.name,
            now() + ((row_number() over (order by a.id)) % 20 - 15) * interval '1 day',
            now() + ((row_number() over (order by a.id)) % 20 - 15) * interval '1 day' + interval '45 minutes'
     from applications a
     join job_interviews ji on ji.company_id = a.company_id and ji.stage_id = a.stage_id
     where a.company_id = $1 and a.status = 'active' and a.public_id % 5 = 0`,
    [companyId],
  );
  await client.query(
    `insert into interview_interviewers (company_id, interview_id, user_id)
     select si.company_id, si.id, u.id from scheduled_interviews si, (values ($2::uuid), ($3::uuid)) u(id)
     where si.company_id = $1`,
    [companyId, adminId, other!.id],
  );
  await client.query(
    `insert into scorecards (company_id, interview_id, application_id, interviewer_id, status, overall_recommendation, submitted_at)
     select ii.company_id, ii.interview_id, si.application_id, ii.user_id, 'submitted', 'yes', si.ends_at
     from interview_interviewers ii join scheduled_interviews si on si.company_id = ii.company_id and si.id = ii.interview_id
     where ii.company_id = $1 and si.ends_at < now() and si.public_id % 2 = 0`,
    [companyId],
  );
}

export interface CandidatesScaleResult {
  list: LoadResult;
  search: LoadResult;
  searchTotal: number;
  board: LoadResult;
  boardActive: number;
  harvest: LoadResult;
  dashboard: LoadResult;
  dashboardCounts: Record<string, number>;
  /** The list and the search against their own SQL (issue 17). */
  floors: ListAgainstFloor[];
}

export async function candidatesAtScale(
  serverUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<CandidatesScaleResult> {
  await seedCandidates(databaseUrl);
  const token = await signIn(serverUrl, ADMIN_EMAIL, PASSWORD);
  const get = async (path: string) =>
    (await (
      await fetch(`${serverUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { total: number; stages: Array<{ total: number }> };
    };
  const search = `/api/candidates?page=1&limit=10&search=${CANDIDATE_SEARCH_TERM}`;
  const searchTotal = (await get(search)).data.total;
  // The board's job: the open job with the lowest integer id, as seeded.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const boardJobId = await client
    .query<{ id: string }>(
      `select j.id from jobs j join users u on u.company_id = j.company_id
       where u.email = $1 and j.status = 'open' order by j.public_id limit 1`,
      [ADMIN_EMAIL],
    )
    .then(({ rows }) => rows[0]!.id)
    .finally(() => client.end());
  const boardPath = `/api/jobs/${boardJobId}/board`;
  const boardActive = (await get(boardPath)).data.stages.reduce((sum, stage) => sum + stage.total, 0);
  const floor = await listFloor(databaseUrl, ADMIN_EMAIL, seconds, (db, auth, query) =>
    listCandidates(db, auth, candidateListQuerySchema.parse(query)),
  );
  const list = await load(`${serverUrl}/api/candidates?page=1&limit=10`, token, seconds);
  const firstPageFloor = await floor('candidates list', list, { page: '1', limit: '10' });
  const searchLoad = await load(`${serverUrl}${search}`, token, seconds);
  const searchFloor = await floor(`candidates search (${searchTotal} matches)`, searchLoad, {
    page: '1',
    limit: '10',
    search: CANDIDATE_SEARCH_TERM,
  });
  // A recruiter opens one board, and an integration pages one request after another: these two are
  // answers to one caller (one connection), not throughput.
  const board = await loadWith({
    url: `${serverUrl}${boardPath}`,
    connections: 1,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  const harvest = await loadWith({
    url: `${serverUrl}/api/harvest/v1/candidates?per_page=500&page=3`,
    connections: 1,
    duration: seconds,
    headers: { authorization: `Basic ${Buffer.from(`${HARVEST_KEY}:`).toString('base64')}` },
  });
  // The recruiter's dashboard: one person's counts, one request after another.
  const dashboardCounts = (
    (await get('/api/dashboard/recruiting')) as unknown as { data: { counts: Record<string, number> } }
  ).data.counts;
  const dashboard = await loadWith({
    url: `${serverUrl}/api/dashboard/recruiting`,
    connections: 1,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    list,
    search: searchLoad,
    searchTotal,
    board,
    boardActive,
    harvest,
    dashboard,
    dashboardCounts,
    floors: [firstPageFloor, searchFloor],
  };
}
