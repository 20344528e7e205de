import pg from 'pg';
import { ADMIN_EMAIL, load, PASSWORD, signIn } from './people-scale.ts';
import type { LoadResult } from './scenarios.ts';
import { praiseWallQuerySchema } from '@atrium/shared/schemas/performance/feedback';
import { periodStatusQuerySchema } from '@atrium/shared/schemas/performance/updates';
import { praiseWall } from '../src/modules/performance/feedback/feedback.service.ts';
import { listPeriodStatus } from '../src/modules/performance/updates/period-status.service.ts';
import { benchAuth, serviceFloor, type ListAgainstFloor } from './list-floors.ts';

// Issue 21's bench: "the praise wall and the team's updates for a manager of 50 in a company of
// 20,000 people, under 50 ms p99 on PostgreSQL". It runs in the bench's large company (50,000
// people, people-scale.ts), so the bar is met with more people than it names.

export const TEAM_SIZE = 50;
export const PRAISE = 100_000;
const PRIVATE_FEEDBACK = 50_000;
/** People writing weekly updates, the manager's team among them, and the weeks of them. */
const UPDATE_WRITERS = 5_000;
const UPDATE_WEEKS = 8;

/**
 * In the bench's large company: the admin manages 50 people; six company values; 100,000 praise
 * over the last year from and to people across the company (one to three recipients each, half of
 * them with reactions, one in five with a comment) and 50,000 pieces of private feedback; weekly
 * updates for 5,000 people (the admin's team first) over the last eight weeks, most shared, the
 * older ones reviewed.
 */
export async function seedPerformance(databaseUrl: string): Promise<void> {
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
    // People numbered 0 to size-1, picked by a join on the number: indexing one array of 50,000
    // ids per row copied the whole array each time.
    await client.query(
      `create temporary table bench_people on commit drop as
       select id, (row_number() over (order by email) - 1)::int as i from users
       where company_id = $1 and email like 'person%'`,
      [companyId],
    );
    await client.query('create unique index on bench_people (i)');
    const sized = await client.query<{ size: number }>(`select count(*)::int as size from bench_people`);
    const size = sized.rows[0]!.size;
    await client.query(
      `update users set manager_id = $2
       where company_id = $1 and id in (select id from bench_people where i < $3)`,
      [companyId, admin!.id, TEAM_SIZE],
    );
    await client.query(
      `insert into performance_company_values (company_id, name, position)
       select $1, v.name, v.k from unnest(array['Ownership', 'Customer first', 'Be kind', 'Raise the bar',
         'Learn always', 'One team']) with ordinality v(name, k)`,
      [companyId],
    );
    await client.query(
      `with vals as (select id, (row_number() over (order by position) - 1)::int as i
                     from performance_company_values where company_id = $1)
       insert into performance_feedback (company_id, giver_id, visibility, value_id, body, created_at)
       select $1, p.id,
              case when n <= $2 then 'public'
                   else (array['recipient', 'recipient_and_manager', 'manager_only'])[1 + n % 3] end,
              case when n <= $2 then v.id end,
              'Thank you for the help with release ' || n || ': it made the week.',
              now() - (n % $2) * interval '5 minutes'
       from generate_series(1, $2::int + $3::int) n
       join bench_people p on p.i = (n::bigint * 7919) % $4
       join vals v on v.i = n % 6`,
      [companyId, PRAISE, PRIVATE_FEEDBACK, size],
    );
    // Each feedback's own number, from its id, picks its recipients, reactions and commenters.
    await client.query(
      `insert into performance_feedback_recipients (company_id, feedback_id, recipient_id, position)
       select f.company_id, f.id, p.id, k
       from performance_feedback f
       cross join generate_series(0, 2) k
       join bench_people p on p.i = (abs(hashtext(f.id::text)::bigint) + k * 104729) % $2
       where f.company_id = $1 and (k = 0 or (f.visibility = 'public' and k <= abs(hashtext(f.id::text)::bigint) % 3))
       on conflict do nothing`,
      [companyId, size],
    );
    await client.query(
      `insert into performance_feedback_reactions (company_id, feedback_id, user_id, reaction)
       select f.company_id, f.id, p.id, (array['thumbs_up', 'heart', 'clap', 'tada', 'rocket', 'smile'])[1 + k]
       from performance_feedback f
       cross join generate_series(0, 3) k
       join bench_people p on p.i = (abs(hashtext(f.id::text)::bigint) + k * 15485863) % $2
       where f.company_id = $1 and f.visibility = 'public' and abs(hashtext(f.id::text)::bigint) % 2 = 0
         and k <= abs(hashtext(f.id::text)::bigint) % 4
       on conflict do nothing`,
      [companyId, size],
    );
    await client.query(
      `insert into performance_feedback_comments (company_id, feedback_id, author_id, body, created_at)
       select f.company_id, f.id, p.id, 'Well deserved!', f.created_at + interval '1 hour'
       from performance_feedback f
       join bench_people p on p.i = abs(hashtext(f.id::text)::bigint) % $2
       where f.company_id = $1 and f.visibility = 'public' and abs(hashtext(f.id::text)::bigint) % 5 = 0`,
      [companyId, size],
    );
    // Weekly updates due on Friday (the company default): the period ending this week's Friday and
    // the seven before it; this week's half drafts, older ones shared, those over two weeks reviewed.
    await client.query(
      `with writers as (select id, i as r from bench_people where i < $3),
       friday as (select current_date + (5 - extract(isodow from current_date)::int + 7) % 7 as day)
       insert into performance_updates (company_id, author_id, period_start, period_end, cadence, status,
         sentiment, answers, priorities, shared_at, reviewed_at, reviewed_by_id)
       select $1, w.id, f.day - 7 * k - 6, f.day - 7 * k, 'weekly',
              case when k = 0 and w.r % 2 = 0 then 'draft' when k >= 2 then 'reviewed' else 'shared' end,
              1 + (w.r + k) % 5,
              jsonb_build_array(jsonb_build_object('question', 'What went well?', 'answer', 'Shipped the importer.')),
              jsonb_build_array(jsonb_build_object('id', 'p1', 'text', 'Finish the migration', 'done', false)),
              case when not (k = 0 and w.r % 2 = 0) then now() - k * interval '7 days' end,
              case when k >= 2 then now() - k * interval '7 days' + interval '1 day' end,
              case when k >= 2 then $2::uuid end
       from writers w, friday f, generate_series(0, $4::int - 1) k`,
      [companyId, admin!.id, UPDATE_WRITERS, UPDATE_WEEKS],
    );
    await client.query('commit');
    await client.query(
      `vacuum analyze users, performance_company_values, performance_feedback, performance_feedback_recipients,
         performance_feedback_reactions, performance_feedback_comments, performance_updates`,
    );
  } finally {
    await client.end();
  }
}

export interface PerformanceScaleResult {
  /** The praise wall's first page, everyone's; then the manager's team's. */
  wall: LoadResult;
  teamWall: LoadResult;
  /** The manager's 50 reports' updates for this week's period. */
  teamUpdates: LoadResult;
  teamUpdatesTotal: number;
  /** The three against their own SQL (issue 17). */
  floors: ListAgainstFloor[];
}

export async function performanceAtScale(
  serverUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<PerformanceScaleResult> {
  await seedPerformance(databaseUrl);
  const token = await signIn(serverUrl, ADMIN_EMAIL, PASSWORD);
  const read = async (path: string) => {
    const response = await fetch(`${serverUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: { total?: number; items: unknown[] } };
  };
  const wallPath = '/api/performance/feedback/praise';
  const teamWallPath = '/api/performance/feedback/praise?team=true';
  const teamUpdatesPath = '/api/performance/updates/period?scope=team&limit=50';
  for (const path of [wallPath, teamWallPath]) {
    const wall = await read(path);
    if (wall.data.items.length === 0) throw new Error(`${path} answered no praise`);
  }
  const team = await read(teamUpdatesPath);
  const auth = await benchAuth(databaseUrl, ADMIN_EMAIL);
  // Each load, then its own SQL right after, so both meet the same machine.
  const wall = await load(`${serverUrl}${wallPath}`, token, seconds);
  const wallFloor = await serviceFloor(
    'praise wall',
    wall,
    databaseUrl,
    (db) => praiseWall(db, auth, praiseWallQuerySchema.parse({})),
    seconds,
  );
  const teamWall = await load(`${serverUrl}${teamWallPath}`, token, seconds);
  const teamWallFloor = await serviceFloor(
    "the team's praise",
    teamWall,
    databaseUrl,
    (db) => praiseWall(db, auth, praiseWallQuerySchema.parse({ team: 'true' })),
    seconds,
  );
  const teamUpdates = await load(`${serverUrl}${teamUpdatesPath}`, token, seconds);
  const teamUpdatesFloor = await serviceFloor(
    "a manager's team updates",
    teamUpdates,
    databaseUrl,
    (db) => listPeriodStatus(db, auth, periodStatusQuerySchema.parse({ scope: 'team', limit: '50' })),
    seconds,
  );
  return {
    wall,
    teamWall,
    teamUpdatesTotal: team.data.total ?? team.data.items.length,
    teamUpdates,
    floors: [wallFloor, teamWallFloor, teamUpdatesFloor],
  };
}
