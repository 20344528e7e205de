import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { DEFAULT_INTERVIEW_STAGES } from '@atrium/shared/constants/sample-jobs';
import { insertFixedStages } from '../../modules/recruiting/job-stages/job-stages.repository.ts';
import type { Tx } from '../client.ts';
import { applications, candidates, jobBoards, jobPosts, jobStages, jobs } from '../schema/index.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Demo candidates: people who applied to the demo company's open jobs, so pipelines have life. */
export const DEMO_CANDIDATES = [
  ['Olivia', 'Bennett', 'LinkedIn'],
  ['Noah', 'Clarke', 'Referral'],
  ['Amelia', 'Hughes', 'Careers page'],
  ['George', 'Patel', 'Careers page'],
  ['Isla', 'Murphy', 'Indeed'],
  ['Leo', 'Okafor', 'LinkedIn'],
  ['Ava', 'Schmidt', 'Careers page'],
  ['Arthur', 'Nguyen', 'Referral'],
  ['Mia', 'Rossi', 'Careers page'],
  ['Oscar', 'Fernandes', 'Agency'],
  ['Freya', 'Wilson', 'LinkedIn'],
  ['Theo', 'Kim', 'Careers page'],
  ['Lily', 'Adeyemi', 'Indeed'],
  ['Harry', 'Novak', 'Careers page'],
] as const;

/**
 * Runs after the demo jobs (and their posts) exist. A job without stages gets the default plan, then
 * each open job receives a few applicants spread over its stages.
 */
export async function seedDemoApplications(tx: Tx, companyId: string): Promise<void> {
  const openJobs = await tx
    .select({ id: jobs.id, openedAt: jobs.openedAt })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'open')))
    .orderBy(asc(jobs.createdAt), asc(jobs.name));
  const stageless = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, companyId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(jobStages)
            .where(and(eq(jobStages.companyId, jobs.companyId), eq(jobStages.jobId, jobs.id))),
        ),
      ),
    );
  for (const { id } of stageless) await insertFixedStages(tx, companyId, id, [...DEFAULT_INTERVIEW_STAGES]);
  if (openJobs.length === 0) return;
  const people = await tx
    .insert(candidates)
    .values(
      DEMO_CANDIDATES.map(([firstName, lastName], index) => ({
        companyId,
        firstName,
        lastName,
        email: `${firstName}.${lastName}@candidates.example.com`.toLowerCase(),
        phone: `+4477009001${String(index).padStart(2, '0')}`,
      })),
    )
    .returning({ id: candidates.id });
  const stages = await tx
    .select({ id: jobStages.id, jobId: jobStages.jobId, kind: jobStages.kind })
    .from(jobStages)
    .where(
      inArray(
        jobStages.jobId,
        openJobs.map((job) => job.id),
      ),
    )
    .orderBy(asc(jobStages.position));
  const posts = await tx
    .select({
      id: jobPosts.id,
      jobId: jobPosts.jobId,
      boardId: jobPosts.boardId,
      source: jobBoards.defaultSource,
    })
    .from(jobPosts)
    .innerJoin(
      jobBoards,
      and(eq(jobBoards.companyId, jobPosts.companyId), eq(jobBoards.id, jobPosts.boardId)),
    )
    .where(and(eq(jobPosts.companyId, companyId), eq(jobBoards.kind, 'external')));
  const rows: Array<typeof applications.$inferInsert> = [];
  const now = Date.now();
  // Applications arrive while the job is open: spread between its opening and an hour ago.
  const appliedAtFor = (openedAt: Date | null, index: number, target: number) => {
    const start = (openedAt ?? new Date(now - 30 * DAY_MS)).getTime();
    const span = Math.max(now - HOUR_MS - start, HOUR_MS);
    return new Date(start + Math.round((span * (((index * 7 + target * 3) % 19) + 1)) / 20));
  };
  people.forEach((person, index) => {
    // Most apply to one job, some to two: a candidate can be in several pipelines.
    const targets = index % 4 === 0 ? [index, index + 3] : [index];
    for (const target of targets) {
      const job = openJobs[target % openJobs.length]!;
      const jobStagesInOrder = stages.filter((stage) => stage.jobId === job.id && stage.kind !== 'offer');
      const stage = jobStagesInOrder[(index + target) % Math.max(1, jobStagesInOrder.length)];
      const post = posts.find((item) => item.jobId === job.id);
      const source = DEMO_CANDIDATES[index]![2];
      const appliedAt = appliedAtFor(job.openedAt, index, target);
      rows.push({
        companyId,
        jobId: job.id,
        candidateId: person.id,
        jobPostId: source === 'Careers page' ? (post?.id ?? null) : null,
        jobBoardId: source === 'Careers page' ? (post?.boardId ?? null) : null,
        stageId: stage?.id ?? null,
        source: source === 'Careers page' && post ? post.source || 'Careers page' : source,
        status: index === 13 ? 'rejected' : 'active',
        appliedAt,
        // Moved on from Application Review some time after applying, never in the future.
        stageEnteredAt: new Date(Math.min(appliedAt.getTime() + ((index % 4) + 1) * DAY_MS, now - HOUR_MS)),
        updatedAt: appliedAt,
      });
    }
  });
  // A candidate applies to a job once; a repeat target above would merge, so keep the first.
  const unique = rows.filter(
    (row, position) =>
      rows.findIndex((other) => other.jobId === row.jobId && other.candidateId === row.candidateId) ===
      position,
  );
  await tx.insert(applications).values(unique);
  // A candidate exists from their first application.
  await tx.execute(sql`
    update ${candidates} c set created_at = first.applied_at, updated_at = first.applied_at
    from (select company_id, candidate_id, min(applied_at) as applied_at from ${applications}
          where company_id = ${companyId} group by company_id, candidate_id) first
    where c.company_id = first.company_id and c.id = first.candidate_id`);
}
