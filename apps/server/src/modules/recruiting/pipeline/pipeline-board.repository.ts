import { sql } from 'drizzle-orm';
import { BOARD_CARD_LIMIT } from '@atrium/shared/schemas/recruiting/candidates';
import type { DbOrTx } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';

export interface BoardRow {
  id: string;
  candidate_id: string;
  stage_id: string;
  first_name: string;
  last_name: string;
  title: string;
  company: string;
  source: string;
  /** ISO 8601 in UTC, as the answer carries it. */
  applied_at: string;
  stage_entered_at: string;
  tags: string[];
}

// Written by PostgreSQL as JavaScript's toISOString() would: parsing thousands of its own timestamp
// text in Node (new Date of a non-ISO string) cost a 2,000-card board a tenth of its time.
const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const searchOf = (search: string | undefined) =>
  search ? sql`and c.search_text like ${containsPattern(search.toLowerCase())}` : sql``;

/**
 * The job's active applications, at most BOARD_CARD_LIMIT per stage, longest in their stage first
 * (the ones most likely waiting on someone). One statement; the rank keeps a stage of thousands cheap
 * to answer.
 */
export async function boardCards(db: DbOrTx, companyId: string, jobId: string, search?: string) {
  const result = await db.execute(sql`
    select * from (
      select a.company_id, a.id, a.candidate_id, a.stage_id, c.first_name, c.last_name, c.title, c.company, a.source,
        ${isoText('a.applied_at')} as applied_at, ${isoText('a.stage_entered_at')} as stage_entered_at,
        a.stage_entered_at as entered,
        row_number() over (partition by a.stage_id order by a.stage_entered_at, a.id) as rank
      from applications a
      join candidates c on c.company_id = a.company_id and c.id = a.candidate_id
      where a.company_id = ${companyId} and a.job_id = ${jobId} and a.status = 'active' ${searchOf(search)}
    ) ranked
    cross join lateral (
      select coalesce(json_agg(t.name order by lower(t.name)), '[]') as tags
      from candidate_tag_links l join candidate_tags t on t.company_id = l.company_id and t.id = l.tag_id
      where l.company_id = ranked.company_id and l.candidate_id = ranked.candidate_id
    ) tagged
    where ranked.rank <= ${BOARD_CARD_LIMIT}
    order by ranked.entered, ranked.id`);
  return rowsOf<BoardRow>(result);
}

export async function stageTotals(db: DbOrTx, companyId: string, jobId: string, search?: string) {
  const result = await db.execute(sql`
    select a.stage_id, count(*)::int as total
    from applications a
    join candidates c on c.company_id = a.company_id and c.id = a.candidate_id
    where a.company_id = ${companyId} and a.job_id = ${jobId} and a.status = 'active' ${searchOf(search)}
    group by a.stage_id`);
  return new Map(
    rowsOf<{ stage_id: string; total: number }>(result).map((row) => [row.stage_id, Number(row.total)]),
  );
}

/** The job's responsible recruiter and coordinator (the first of each when none is marked). */
export async function jobOwners(db: DbOrTx, companyId: string, jobId: string) {
  const result = await db.execute(sql`
    select distinct on (h.role) h.role, u.first_name || ' ' || u.last_name as name
    from job_hiring_team h join users u on u.company_id = h.company_id and u.id = h.user_id
    where h.company_id = ${companyId} and h.job_id = ${jobId} and h.role in ('recruiter', 'coordinator')
    order by h.role, h.responsible desc, h.position`);
  const owners = new Map(rowsOf<{ role: string; name: string }>(result).map((row) => [row.role, row.name]));
  return { recruiter: owners.get('recruiter') ?? null, coordinator: owners.get('coordinator') ?? null };
}
