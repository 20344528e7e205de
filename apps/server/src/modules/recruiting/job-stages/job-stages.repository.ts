import { asc, eq } from 'drizzle-orm';
import { FIXED_STAGE_NAMES } from '@atrium/shared/schemas/recruiting/job-stages';
import type { DbOrTx } from '../../../db/client.ts';
import { jobInterviews, jobStages } from '../../../db/schema/index.ts';

/** Every plan opens with Application Review and closes with Offer; interviews go between. */
export async function insertFixedStages(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  interviews: string[] = [],
) {
  const names: Array<{ name: string; kind: 'application_review' | 'interview' | 'offer' }> = [
    { name: FIXED_STAGE_NAMES.application_review, kind: 'application_review' },
    ...interviews.map((name) => ({ name, kind: 'interview' as const })),
    { name: FIXED_STAGE_NAMES.offer, kind: 'offer' },
  ];
  await db
    .insert(jobStages)
    .values(names.map((stage, position) => ({ companyId, jobId, ...stage, position })));
}

export async function stagesOf(db: DbOrTx, jobId: string) {
  return db.select().from(jobStages).where(eq(jobStages.jobId, jobId)).orderBy(asc(jobStages.position));
}

/** A copied job gets the source's plan: the same stages in the same order, with their interviews. */
export async function copyStages(db: DbOrTx, companyId: string, fromJobId: string, toJobId: string) {
  const stages = await stagesOf(db, fromJobId);
  if (stages.length === 0) return insertFixedStages(db, companyId, toJobId);
  const copies = await db
    .insert(jobStages)
    .values(stages.map(({ name, kind, position }) => ({ companyId, jobId: toJobId, name, kind, position })))
    .returning({ id: jobStages.id, position: jobStages.position });
  const copyOf = new Map(
    stages.map((stage) => [stage.id, copies.find((copy) => copy.position === stage.position)!.id]),
  );
  const interviews = await db.select().from(jobInterviews).where(eq(jobInterviews.jobId, fromJobId));
  if (interviews.length > 0)
    await db.insert(jobInterviews).values(
      interviews.map(({ id: _id, stageId, jobId: _jobId, ...interview }) => ({
        ...interview,
        jobId: toJobId,
        stageId: copyOf.get(stageId)!,
      })),
    );
}
