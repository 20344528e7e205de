import { sql, type SQL } from 'drizzle-orm';
import type { CandidateListQuery } from '@atrium/shared/schemas/recruiting/candidates';
import type { DbOrTx } from '../../../db/client.ts';
import { containsPattern, offsetOf } from '../../../lib/list-query.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';

// The candidates list: one statement per page. Filters on applications (job, stage, status, source,
// applied dates) go in one EXISTS, so together they describe the same application, as Greenhouse's
// filters do. Tags, applications and names come as correlated subqueries with each of the page's rows.

export interface CandidateListRow {
  id: string;
  public_id: string | number;
  first_name: string;
  last_name: string;
  title: string;
  company: string;
  email: string;
  phone: string | null;
  tags: Array<{ id: string; name: string }>;
  applications: Array<{
    id: string;
    jobId: string | null;
    jobName: string | null;
    stageName: string | null;
    status: 'active' | 'rejected' | 'hired';
    prospect: boolean;
  }>;
  recruiter_id: string | null;
  recruiter_name: string | null;
  coordinator_id: string | null;
  coordinator_name: string | null;
  source: string | null;
  last_activity_at: Date | string;
  created_at: Date | string;
}

const dayAfter = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
};

function applicationConditions(query: CandidateListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.jobId) conditions.push(sql`a.job_id = ${query.jobId}`);
  if (query.stageId) conditions.push(sql`a.stage_id = ${query.stageId}`);
  if (query.status) conditions.push(sql`a.status = ${query.status}`);
  if (query.source) conditions.push(sql`a.source = ${query.source}`);
  if (query.appliedFrom) conditions.push(sql`a.applied_at >= ${`${query.appliedFrom}T00:00:00Z`}`);
  if (query.appliedTo) conditions.push(sql`a.applied_at < ${dayAfter(query.appliedTo)}`);
  return conditions;
}

const ownApplications = sql.raw(`a.company_id = c.company_id and a.candidate_id = c.id`);

/** The WHERE of both the page and its total. */
export function candidateFilters(companyId: string, query: CandidateListQuery): SQL {
  const conditions: SQL[] = [sql`c.company_id = ${companyId}`];
  const onApplication = applicationConditions(query);
  if (onApplication.length > 0)
    conditions.push(
      sql`exists (select 1 from applications a where ${ownApplications} and ${sql.join(onApplication, sql` and `)})`,
    );
  // A prospect is in a pool, or was added with no job; a candidate has applied to one.
  if (query.kind === 'candidates')
    conditions.push(sql`exists (select 1 from applications a where ${ownApplications})`);
  if (query.kind === 'prospects')
    conditions.push(sql`(exists (select 1 from prospects p where p.company_id = c.company_id and p.candidate_id = c.id and p.status = 'active')
      or not exists (select 1 from applications a where ${ownApplications}))`);
  if (query.tagId)
    conditions.push(
      sql`exists (select 1 from candidate_tag_links l where l.company_id = c.company_id and l.candidate_id = c.id and l.tag_id = ${query.tagId})`,
    );
  if (query.recruiterId) conditions.push(sql`c.recruiter_id = ${query.recruiterId}`);
  if (query.coordinatorId) conditions.push(sql`c.coordinator_id = ${query.coordinatorId}`);
  if (query.followedBy)
    conditions.push(
      sql`exists (select 1 from candidate_followers f where f.company_id = c.company_id and f.candidate_id = c.id and f.user_id = ${query.followedBy})`,
    );
  if (query.activityFrom) conditions.push(sql`c.last_activity_at >= ${`${query.activityFrom}T00:00:00Z`}`);
  if (query.activityTo) conditions.push(sql`c.last_activity_at < ${dayAfter(query.activityTo)}`);
  if (query.search) {
    const pattern = containsPattern(query.search.toLowerCase());
    conditions.push(sql`(c.search_text like ${pattern} or c.id in (
      select l.candidate_id from candidate_tag_links l
      join candidate_tags t on t.company_id = l.company_id and t.id = l.tag_id
      where l.company_id = c.company_id and lower(t.name) like ${pattern}))`);
  }
  return sql.join(conditions, sql` and `);
}

function orderOf(query: CandidateListQuery): SQL {
  const direction = sql.raw(query.sortOrder === 1 ? 'asc' : 'desc');
  switch (query.sortBy) {
    case 'name': {
      // Names read A to Z unless asked otherwise.
      const byName = sql.raw(query.sortOrder === -1 ? 'desc' : 'asc');
      return sql`c.last_name ${byName}, c.first_name ${byName}, c.id ${byName}`;
    }
    case 'createdAt':
      return sql`c.created_at ${direction}, c.id ${direction}`;
    default:
      return sql`c.last_activity_at ${direction}, c.id ${direction}`;
  }
}

const person = (column: string) =>
  sql.raw(
    `(select u.first_name || ' ' || u.last_name from users u where u.id = c.${column} and u.company_id = c.company_id)`,
  );

export async function listCandidatePage(
  db: DbOrTx,
  companyId: string,
  query: CandidateListQuery,
): Promise<CandidateListRow[]> {
  const result = await db.execute(sql`
    select c.id, c.public_id, c.first_name, c.last_name, c.title, c.company, c.email, c.phone,
      c.recruiter_id, ${person('recruiter_id')} as recruiter_name,
      c.coordinator_id, ${person('coordinator_id')} as coordinator_name,
      c.last_activity_at, c.created_at,
      coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name))
        from candidate_tag_links l join candidate_tags t on t.company_id = l.company_id and t.id = l.tag_id
        where l.company_id = c.company_id and l.candidate_id = c.id), '[]') as tags,
      coalesce((select json_agg(json_build_object('id', a.id, 'jobId', a.job_id, 'jobName', j.name,
          'stageName', s.name, 'status', a.status, 'prospect', false) order by a.applied_at desc)
        from applications a
        left join jobs j on j.company_id = a.company_id and j.id = a.job_id
        left join job_stages s on s.company_id = a.company_id and s.id = a.stage_id
        where ${ownApplications}), '[]') as applications,
      (select a.source from applications a where ${ownApplications} order by a.applied_at desc limit 1) as source
    from candidates c
    where ${candidateFilters(companyId, query)}
    order by ${orderOf(query)}
    limit ${query.limit} offset ${offsetOf(query)}`);
  return rowsOf<CandidateListRow>(result);
}

export async function countCandidates(db: DbOrTx, companyId: string, query: CandidateListQuery) {
  const result = await db.execute(
    sql`select count(*)::int as total from candidates c where ${candidateFilters(companyId, query)}`,
  );
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}
