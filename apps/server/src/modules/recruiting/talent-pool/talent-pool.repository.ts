import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidates,
  jobs,
  prospectPools,
  prospectPoolStages,
  prospects,
  users,
} from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import { sameCompany } from '../../../lib/same-company.ts';

const prospectCount = sql<number>`${sql.raw(
  `(select count(*)::int from prospects p where p.company_id = "prospect_pools"."company_id" and p.pool_id = "prospect_pools"."id" and p.status = 'active')`,
)}`;

export const poolRows = (db: DbOrTx, companyId: string, id?: string) =>
  db
    .select({ pool: prospectPools, prospects: prospectCount })
    .from(prospectPools)
    .where(and(eq(prospectPools.companyId, companyId), id ? eq(prospectPools.id, id) : undefined))
    .orderBy(asc(sql`lower(${prospectPools.name})`));

export const stageRows = (db: DbOrTx, companyId: string, poolIds: string[]) =>
  poolIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          stage: prospectPoolStages,
          // Written out: drizzle leaves a one-table select's columns unqualified, and `id` would be p's.
          prospects: sql<number>`${sql.raw(
            `(select count(*)::int from prospects p where p.company_id = "prospect_pool_stages"."company_id" and p.stage_id = "prospect_pool_stages"."id" and p.status = 'active')`,
          )}`,
        })
        .from(prospectPoolStages)
        .where(and(eq(prospectPoolStages.companyId, companyId), inArray(prospectPoolStages.poolId, poolIds)))
        .orderBy(asc(prospectPoolStages.position));

export const userNames = async (db: DbOrTx, companyId: string, ids: string[]) => {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, `${row.first} ${row.last}`.trim()]));
};

function prospectConditions(
  companyId: string,
  filters: { poolId?: string; stageId?: string; ownerId?: string; search?: string },
): SQL {
  return and(
    eq(prospects.companyId, companyId),
    filters.poolId ? eq(prospects.poolId, filters.poolId) : undefined,
    filters.stageId ? eq(prospects.stageId, filters.stageId) : undefined,
    filters.ownerId ? eq(prospects.ownerId, filters.ownerId) : undefined,
    filters.search
      ? sql`${candidates.searchText} like ${containsPattern(filters.search.toLowerCase())}`
      : undefined,
  )!;
}

const selectProspects = (db: DbOrTx) =>
  db
    .select({
      prospect: prospects,
      candidateName: sql<string>`${candidates.firstName} || ' ' || ${candidates.lastName}`,
      email: candidates.email,
      title: candidates.title,
      company: candidates.company,
      poolName: prospectPools.name,
      stageName: prospectPoolStages.name,
      jobName: jobs.name,
    })
    .from(prospects)
    .innerJoin(candidates, sameCompany(candidates, prospects, eq(candidates.id, prospects.candidateId)))
    .innerJoin(prospectPools, sameCompany(prospectPools, prospects, eq(prospectPools.id, prospects.poolId)))
    .leftJoin(
      prospectPoolStages,
      sameCompany(prospectPoolStages, prospects, eq(prospectPoolStages.id, prospects.stageId)),
    )
    .leftJoin(
      applications,
      sameCompany(applications, prospects, eq(applications.id, prospects.convertedApplicationId)),
    )
    .leftJoin(jobs, sameCompany(jobs, applications, eq(jobs.id, applications.jobId)));

export type ProspectRow = Awaited<ReturnType<typeof selectProspects>>[number];

export const prospectPage = (
  db: DbOrTx,
  companyId: string,
  filters: { poolId?: string; stageId?: string; ownerId?: string; search?: string },
  limit: number,
  offset: number,
) =>
  selectProspects(db)
    .where(prospectConditions(companyId, filters))
    .orderBy(asc(prospects.status), desc(prospects.updatedAt), asc(prospects.id))
    .limit(limit)
    .offset(offset);

export async function countProspects(
  db: DbOrTx,
  companyId: string,
  filters: { poolId?: string; stageId?: string; ownerId?: string; search?: string },
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prospects)
    .innerJoin(candidates, sameCompany(candidates, prospects, eq(candidates.id, prospects.candidateId)))
    .where(prospectConditions(companyId, filters));
  return Number(row?.n ?? 0);
}

export async function findProspect(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectProspects(db)
    .where(and(eq(prospects.companyId, companyId), eq(prospects.id, id)))
    .limit(1);
  return row ?? null;
}
