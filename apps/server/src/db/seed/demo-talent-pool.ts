import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_POOL_STAGES } from '@atrium/shared/schemas/recruiting/talent-pool';
import type { Tx } from '../client.ts';
import {
  applications,
  candidateActivities,
  candidates,
  prospectPools,
  prospectPoolStages,
  prospects,
} from '../schema/index.ts';

const COMMUNITY = [
  ['Priyanka', 'Desai', 'Staff Engineer', 'Monzo'],
  ['Tomasz', 'Nowak', 'Data Scientist', 'Ocado Technology'],
  ['Chiara', 'Romano', 'Engineering Manager', 'Deliveroo'],
  ['Kwame', 'Asante', 'Principal Engineer', 'Wise'],
  ['Sofia', 'Lindgren', 'Product Designer', 'Spotify'],
  ['Rafael', 'Moreno', 'Platform Engineer', 'Revolut'],
  ['Aoife', 'Byrne', 'Analytics Lead', 'Intercom'],
  ['Mehmet', 'Kaya', 'Security Engineer', 'Starling Bank'],
] as const;

/**
 * Two pools: silver medalists (rejected candidates worth another look) and an engineering community
 * of people met at meetups, spread over their stages, each with the feed entry that put them there.
 */
export async function seedDemoTalentPool(tx: Tx, companyId: string, ownerIds: string[]): Promise<void> {
  const pools = await tx
    .insert(prospectPools)
    .values([
      { companyId, name: 'Silver medalists', adminIds: ownerIds.slice(0, 1) },
      { companyId, name: 'Engineering community', adminIds: ownerIds },
    ])
    .returning({ id: prospectPools.id, name: prospectPools.name });
  const stagesOf = new Map<string, string[]>();
  for (const pool of pools) {
    const rows = await tx
      .insert(prospectPoolStages)
      .values(DEFAULT_POOL_STAGES.map((name, position) => ({ companyId, poolId: pool.id, name, position })))
      .returning({ id: prospectPoolStages.id });
    stagesOf.set(
      pool.id,
      rows.map((row) => row.id),
    );
  }
  const [silver, community] = pools as [(typeof pools)[number], (typeof pools)[number]];
  const rejected = await tx
    .selectDistinct({ id: applications.candidateId })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.status, 'rejected')))
    .orderBy(asc(applications.candidateId))
    .limit(10);
  const met = await tx
    .insert(candidates)
    .values(
      COMMUNITY.map(([firstName, lastName, title, company]) => ({
        companyId,
        firstName,
        lastName,
        title,
        company,
        email: `${firstName}.${lastName}@community.example.com`.toLowerCase(),
      })),
    )
    .returning({ id: candidates.id });
  const rows = [
    ...rejected.map((person, index) => ({ candidateId: person.id, pool: silver, index })),
    ...met.map((person, index) => ({ candidateId: person.id, pool: community, index })),
  ];
  await tx.insert(prospects).values(
    rows.map(({ candidateId, pool, index }) => ({
      companyId,
      candidateId,
      poolId: pool.id,
      stageId: stagesOf.get(pool.id)![index % DEFAULT_POOL_STAGES.length],
      ownerId: ownerIds[index % ownerIds.length] ?? null,
      updatedAt: sql`now() - ${`${index + 1} days`}::interval`,
    })),
  );
  await tx.insert(candidateActivities).values(
    rows.map(({ candidateId, pool, index }) => ({
      companyId,
      candidateId,
      kind: 'added' as const,
      summary: `Added to the ${pool.name} pool (${DEFAULT_POOL_STAGES[index % DEFAULT_POOL_STAGES.length]})`,
      body: pool === community ? 'Met at the London data engineering meetup.' : null,
      actorId: ownerIds[index % ownerIds.length] ?? null,
      createdAt: sql`now() - ${`${index + 1} days`}::interval`,
    })),
  );
}
