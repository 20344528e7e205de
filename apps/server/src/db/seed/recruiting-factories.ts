import {
  DEFAULT_STANDARD_FIELDS,
  type PostQuestion,
  type StandardFieldSettings,
} from '@atrium/shared/schemas/recruiting/job-posts';
import { FIXED_STAGE_NAMES } from '@atrium/shared/schemas/recruiting/job-stages';
import type { DbOrTx } from '../client.ts';
import {
  jobBoards,
  jobOffices,
  jobPosts,
  jobStages,
  jobs,
  type JobPostRow,
  type JobRow,
} from '../schema/index.ts';
import { claimBoardSlugs } from '../../modules/recruiting/job-boards/job-boards.repository.ts';

/** A job with its fixed first and last stages (tests, benchmarks). */
export async function createRecruitingJob(
  db: DbOrTx,
  companyId: string,
  values: Partial<typeof jobs.$inferInsert> & { officeIds?: string[] } = {},
): Promise<JobRow> {
  const { officeIds = [], ...jobValues } = values;
  const [job] = await db
    .insert(jobs)
    .values({ companyId, name: 'Backend Engineer', status: 'open', openedAt: new Date(), ...jobValues })
    .returning();
  await db.insert(jobStages).values([
    {
      companyId,
      jobId: job!.id,
      name: FIXED_STAGE_NAMES.application_review,
      kind: 'application_review',
      position: 0,
    },
    { companyId, jobId: job!.id, name: FIXED_STAGE_NAMES.offer, kind: 'offer', position: 1 },
  ]);
  if (officeIds.length > 0)
    await db
      .insert(jobOffices)
      .values(officeIds.map((locationId) => ({ companyId, jobId: job!.id, locationId })));
  return job!;
}

export async function createJobBoard(
  db: DbOrTx,
  companyId: string,
  values: Partial<typeof jobBoards.$inferInsert> = {},
) {
  const [board] = await db
    .insert(jobBoards)
    .values({
      companyId,
      name: 'Careers',
      slug: `board-${crypto.randomUUID().slice(0, 8)}`,
      defaultSource: 'Careers page',
      ...values,
    })
    .returning();
  await claimBoardSlugs(db, [board!]);
  return board!;
}

export async function createJobPost(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  boardId: string,
  values: Partial<Omit<typeof jobPosts.$inferInsert, 'questions' | 'standardFields'>> & {
    questions?: PostQuestion[];
    standardFields?: StandardFieldSettings;
  } = {},
): Promise<JobPostRow> {
  const [post] = await db
    .insert(jobPosts)
    .values({
      companyId,
      jobId,
      boardId,
      title: 'Backend Engineer',
      contentHtml: '<p>Build the services our customers rely on.</p>',
      standardFields: DEFAULT_STANDARD_FIELDS,
      live: true,
      publishedAt: new Date(),
      ...values,
    })
    .returning();
  return post!;
}
