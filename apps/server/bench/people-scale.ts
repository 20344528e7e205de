import pg from 'pg';
import { loadWith, type LoadResult } from './scenarios.ts';
import { againstFloor, benchAuth, peopleListStatements, type ListAgainstFloor } from './list-floors.ts';

// Issue 4's bench: the people list of a company with 50,000 employees, through the API on
// PostgreSQL, and proof that the permission check costs no query once a user's grants are cached.

export const LARGE_COMPANY_SIZE = 50_000;
export const ADMIN_EMAIL = 'bench.admin@bench.example';
export const PASSWORD = 'Atrium@2026';
const FIRST_NAMES = ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Radia', 'Tim'];
const LAST_NAMES = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Thompson',
  'Perlman',
  'Berners-Lee',
  'Hamilton',
  'Ritchie',
  'Kernighan',
  'Goldberg',
  'Wirth',
  'Backus',
  'McCarthy',
  'Shannon',
  'Neumann',
  'Babbage',
];
/** Matches one surname of twenty: 2,500 people, all sorting together by name. */
export const SEARCH_TERM = 'dijk';
/** Looking someone up by part of their address: about ten matches. */
export const NARROW_SEARCH_TERM = 'person4711';

/**
 * A second company with 50,000 people across 20 departments and 10 offices, inserted in one
 * statement each. Its admin shares the demo password: the hash is copied from the demo admin.
 */
export async function seedLargeCompany(databaseUrl: string): Promise<{ email: string; password: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await seedLargeCompanyWith(client);
  } finally {
    await client.end();
  }
}

/** What seeding needs of a client: `pg` and PGlite (the embedded database's data folder) both fit. */
export interface SqlClient {
  query<T>(text: string, values?: unknown[]): Promise<{ rows: T[] }>;
}

export async function seedLargeCompanyWith(client: SqlClient): Promise<{ email: string; password: string }> {
  await client.query('begin');
  const {
    rows: [company],
  } = await client.query<{ id: string }>(
    `insert into companies (name, company_no, company_address, postal_code, country, company_size,
       allowed_modules, default_module)
     values ('Bench Scale Ltd', 'BENCH0001', '1 Load Street, Leeds', 'LS1 1AA', 'United Kingdom', '1000+',
       array['RECRUITMENT','ONBOARDING','PERFORMANCE','BUZZHR','CLOCKLOG'], 'RECRUITMENT')
     returning id`,
  );
  const companyId = company!.id;
  await client.query(
    `insert into departments (company_id, name) select $1, 'Department ' || n from generate_series(1, 20) n`,
    [companyId],
  );
  await client.query(
    `insert into locations (company_id, name, city) select $1, 'Office ' || n, 'City ' || n from generate_series(1, 10) n`,
    [companyId],
  );
  await client.query(
    `with d as (select array_agg(id order by name) ids from departments where company_id = $1),
          l as (select array_agg(id order by name) ids from locations where company_id = $1),
          h as (select password_hash from users where email = 'admin@example.com')
     insert into users (company_id, email, first_name, last_name, password_hash, role, status,
       allowed_modules, default_module, job_title, department_id, location_id, email_verified_at)
     select $1,
            'person' || n || '@bench.example',
            ($2::text[])[1 + n % array_length($2::text[], 1)],
            ($3::text[])[1 + (n / 10) % array_length($3::text[], 1)],
            h.password_hash, null, 'active',
            array['RECRUITMENT','ONBOARDING','PERFORMANCE','BUZZHR','CLOCKLOG'], 'RECRUITMENT',
            'Engineer ' || (n % 7), d.ids[1 + n % 20], l.ids[1 + n % 10], now()
     from generate_series(1, $4::int) n, d, l, h`,
    [companyId, FIRST_NAMES, LAST_NAMES, LARGE_COMPANY_SIZE - 1],
  );
  await client.query(
    `insert into users (company_id, email, first_name, last_name, password_hash, role, status,
       allowed_modules, default_module, email_verified_at)
     select $1, $2, 'Bench', 'Admin', password_hash, 'COMPANY_ADMIN', 'active',
       array['RECRUITMENT','ONBOARDING','PERFORMANCE','BUZZHR','CLOCKLOG'], 'RECRUITMENT', now()
     from users where email = 'admin@example.com'`,
    [companyId, ADMIN_EMAIL],
  );
  // One account per address across the suite (sign_in_identities), as the app's own inserts keep it.
  await client.query(
    `insert into sign_in_identities (email, company_id, user_id)
     select lower(email), company_id, id from users where company_id = $1`,
    [companyId],
  );
  await client.query('commit');
  // As autovacuum would have by now: statistics for the planner, and the visibility map that lets
  // counts read the index alone.
  await client.query('vacuum analyze users, people_search');
  return { email: ADMIN_EMAIL, password: PASSWORD };
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/signin`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { authToken: string } }).data.authToken;
}

/** autocannon with 10 connections; without a token the requests are anonymous (public pages). */
export const load = (url: string, token: string | null, seconds: number) =>
  loadWith({
    url,
    connections: 10,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export interface PeopleScaleResult {
  firstPage: LoadResult;
  search: LoadResult;
  searchTotal: number;
  narrowSearch: LoadResult;
  narrowSearchTotal: number;
  /** Statements per request on a permission-guarded route with a warm cache, and the handler's own. */
  guardedQueriesPerRequest: number;
  handlerQueries: number;
  meQueriesPerRequest: number;
  floors: ListAgainstFloor[];
}

/** Transactions the database has committed; each statement the pool runs outside a transaction is one. */
async function committed(client: pg.Client, database: string): Promise<number> {
  // An idle backend reports its counts within 10 s (PostgreSQL 15's idle flush interval).
  await new Promise((wait) => setTimeout(wait, 11_000));
  const { rows } = await client.query<{ n: string }>(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
    [database],
  );
  return Number(rows[0]!.n);
}

/** How many statements one request costs, averaged over many sequential requests. */
async function statementsPerRequest(
  client: pg.Client,
  database: string,
  url: string,
  token: string,
  requests: number,
): Promise<number> {
  const before = await committed(client, database);
  for (let i = 0; i < requests; i += 1) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
  const after = await committed(client, database);
  // What reading the counter costs, measured with no requests in between.
  const overhead = (await committed(client, database)) - after;
  return Math.round(((after - before - overhead) / requests) * 100) / 100;
}

export async function peopleAtScale(
  serverUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<PeopleScaleResult> {
  const admin = await seedLargeCompany(databaseUrl);
  const token = await signIn(serverUrl, admin.email, admin.password);
  const list = `${serverUrl}/api/users?page=1&limit=10`;
  const search = `${serverUrl}/api/users?page=1&limit=10&search=${SEARCH_TERM}`;
  const narrow = `${serverUrl}/api/users?page=1&limit=10&search=${NARROW_SEARCH_TERM}`;
  const totalOf = async (url: string) =>
    (
      (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        data: { total: number };
      }
    ).data.total;
  const searchTotal = await totalOf(search);
  const narrowSearchTotal = await totalOf(narrow);
  const auth = await benchAuth(databaseUrl, admin.email);
  const floor = (name: string, app: LoadResult, query: Record<string, string>) =>
    peopleListStatements(databaseUrl, auth, query).then((statements) =>
      againstFloor(name, app, databaseUrl, statements, seconds),
    );
  // Each load, then its own SQL right after, so both meet the same machine.
  const firstPage = await load(list, token, seconds);
  const firstPageFloor = await floor('people list', firstPage, { page: '1', limit: '10' });
  const searchLoad = await load(search, token, seconds);
  const searchFloor = await floor(`people search (${searchTotal} matches)`, searchLoad, {
    page: '1',
    limit: '10',
    search: SEARCH_TERM,
  });
  const narrowLoad = await load(narrow, token, seconds);
  const narrowFloor = await floor(`people search (${narrowSearchTotal} matches)`, narrowLoad, {
    page: '1',
    limit: '10',
    search: NARROW_SEARCH_TERM,
  });

  const database = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // GET /api/admin/company is guarded by a permission and its handler runs one query.
    const guarded = await statementsPerRequest(
      client,
      database,
      `${serverUrl}/api/admin/company`,
      token,
      200,
    );
    const me = await statementsPerRequest(client, database, `${serverUrl}/api/users/me`, token, 200);
    return {
      firstPage,
      search: searchLoad,
      searchTotal,
      narrowSearch: narrowLoad,
      narrowSearchTotal,
      guardedQueriesPerRequest: guarded,
      handlerQueries: 1,
      meQueriesPerRequest: me,
      floors: [firstPageFloor, searchFloor, narrowFloor],
    };
  } finally {
    await client.end();
  }
}
