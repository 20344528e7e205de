import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { applications, candidates, jobStages } from '../../../db/schema/index.ts';
import { createCompany } from '../../../db/seed/factories.ts';
import { createJobBoard, createJobPost, createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import { deleteJobBoard } from '../job-boards/job-boards.repository.ts';
import { deletePost } from '../job-posts/job-posts.repository.ts';
import { deleteStages } from '../job-stages/interview-plan.repository.ts';

// Issue 16: the database no longer sets an application's post, board or stage to null when that row
// goes (Citus refuses SET NULL on keys with company_id); deleting clears the link in the same
// transaction, and the application stays.

describe('an application outlives its post, board and stage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loses the link, not the application, and the database refuses a delete that skips the clearing', async () => {
    const company = await createCompany(t.app.db);
    const job = await createRecruitingJob(t.app.db, company.id);
    const board = await createJobBoard(t.app.db, company.id);
    const post = await createJobPost(t.app.db, company.id, job.id, board.id);
    const [stage] = await t.app.db
      .insert(jobStages)
      .values({ companyId: company.id, jobId: job.id, name: 'Take-home', kind: 'interview', position: 1 })
      .returning();
    const [candidate] = await t.app.db
      .insert(candidates)
      .values({ companyId: company.id, firstName: 'Ria', lastName: 'Link', email: 'ria@link.test' })
      .returning();
    const [application] = await t.app.db
      .insert(applications)
      .values({
        companyId: company.id,
        jobId: job.id,
        candidateId: candidate!.id,
        jobPostId: post.id,
        jobBoardId: board.id,
        stageId: stage!.id,
        status: 'rejected',
      })
      .returning();
    const current = async () =>
      (await t.app.db.select().from(applications).where(eq(applications.id, application!.id)))[0]!;

    // Without the clearing, the keys refuse the delete.
    await expect(t.app.db.delete(jobStages).where(eq(jobStages.id, stage!.id))).rejects.toThrow();

    await t.app.db.transaction((tx) => deleteStages(tx, company.id, [stage!.id]));
    await t.app.db.transaction((tx) => deletePost(tx, company.id, post.id));
    await t.app.db.transaction((tx) => deleteJobBoard(tx, company.id, board.id));
    expect(await current()).toMatchObject({
      jobPostId: null,
      jobBoardId: null,
      stageId: null,
      status: 'rejected',
    });
  });
});
