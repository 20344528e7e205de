import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidates } from '../../../db/schema/index.ts';
import { createCompanyRole } from '../../../db/seed/org-factories.ts';
import { createJobBoard, createJobPost, createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';
import { applicationReviewStageId } from './applications.repository.ts';

describe("a job's applications and pipeline: /api/jobs/:id/applications, /api/jobs/:id/pipeline", () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  let viewer: SignedInUser;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    const role = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'Jobs only',
      permissions: ['rct.module.jobs.job.view'],
    });
    viewer = await signedInUser(t.app, { role: null, customRoleId: role.id }, acme.company);
    const job = await createRecruitingJob(t.app.db, acme.company.id, { name: 'Designer' });
    jobId = job.id;
    const board = await createJobBoard(t.app.db, acme.company.id, { name: 'Acme Careers' });
    const post = await createJobPost(t.app.db, acme.company.id, job.id, board.id, {
      title: 'Product Designer',
    });
    const stageId = await applicationReviewStageId(t.app.db, job.id);
    const people = [
      ['Ann', 'Archer', 'ann@x.test', '2026-01-01T10:00:00Z'],
      ['Ben', 'Baker', 'ben@x.test', '2026-01-02T10:00:00Z'],
      ['Cy', 'Cole', 'cy@x.test', '2026-01-03T10:00:00Z'],
    ] as const;
    for (const [firstName, lastName, email, at] of people) {
      const [candidate] = await t.app.db
        .insert(candidates)
        .values({ companyId: acme.company.id, firstName, lastName, email })
        .returning();
      await t.app.db.insert(applications).values({
        companyId: acme.company.id,
        jobId: job.id,
        candidateId: candidate!.id,
        jobPostId: post.id,
        jobBoardId: board.id,
        stageId,
        source: 'Acme Careers',
        status: firstName === 'Cy' ? 'rejected' : 'active',
        appliedAt: new Date(at),
      });
    }
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, url: string) => injectAs(t.app, who, { method: 'GET', url });

  it('lists applications newest first with candidate, stage, board and post; searches and pages', async () => {
    const response = await as(acme.admin, `/api/jobs/${jobId}/applications?limit=2`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(data.items.map((item: { firstName: string }) => item.firstName)).toEqual(['Cy', 'Ben']);
    expect(data.items[1]).toMatchObject({
      lastName: 'Baker',
      email: 'ben@x.test',
      stageName: 'Application Review',
      boardName: 'Acme Careers',
      postTitle: 'Product Designer',
      source: 'Acme Careers',
      status: 'active',
      submissions: 1,
    });
    const searched = (await as(acme.admin, `/api/jobs/${jobId}/applications?search=ann%20arch`)).json().data;
    expect(searched.items.map((item: { email: string }) => item.email)).toEqual(['ann@x.test']);
  });

  it("counts the job's active candidates per stage, in the plan's order", async () => {
    const { data } = (await as(acme.admin, `/api/jobs/${jobId}/pipeline`)).json();
    expect(data.stages.map((stage: { name: string; active: number }) => [stage.name, stage.active])).toEqual([
      ['Application Review', 2],
      ['Offer', 0],
    ]);
    expect(data.totals).toEqual({ active: 2, rejected: 1, hired: 0 });
  });

  it('refuses bad input (400), another company (404) and a role without the pipeline (403)', async () => {
    const bad = await as(acme.admin, `/api/jobs/${jobId}/applications?page=0&stageId=nope`);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['page', 'stageId']);
    expect((await as(acme.admin, '/api/jobs/not-a-uuid/pipeline')).statusCode).toBe(400);
    expect((await as(globex.admin, `/api/jobs/${jobId}/applications`)).statusCode).toBe(404);
    expect((await as(globex.admin, `/api/jobs/${jobId}/pipeline`)).statusCode).toBe(404);
    expect((await as(viewer, `/api/jobs/${jobId}/applications`)).statusCode).toBe(403);
    expect((await as(viewer, `/api/jobs/${jobId}/pipeline`)).statusCode).toBe(403);
  });
});
