import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { jobHiringTeam } from '../../../db/schema/index.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('the board and the application review queue', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Viewer',
      permissions: ['rct.module.candidates.candidate.view'],
    });
    await t.app.db.insert(jobHiringTeam).values([
      {
        companyId: acme.company.id,
        jobId: acme.job.id,
        userId: acme.admin.user.id,
        role: 'recruiter',
        responsible: true,
        position: 0,
      },
      {
        companyId: acme.company.id,
        jobId: acme.job.id,
        userId: acme.support.user.id,
        role: 'coordinator',
        position: 1,
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (who: SignedInUser, url: string) => injectAs(t.app, who, { method: 'GET', url });

  it('shows each stage with its active candidates and what each waits for, on whom', async () => {
    await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: `/api/applications/${acme.applied[1]!.id}/move`,
      payload: { toStageId: acme.stages[2]!.id },
    });
    const response = await get(acme.admin, `/api/jobs/${acme.job.id}/board`);
    expect(response.statusCode, response.body).toBe(200);
    const { stages } = response.json().data;
    expect(stages.map((stage: { name: string; total: number }) => [stage.name, stage.total])).toEqual([
      ['Application Review', 2],
      ['Phone Screen', 0],
      ['Onsite', 1],
      ['Offer', 0],
    ]);
    // Longest in the stage first.
    expect(stages[0].cards.map((card: { name: string }) => card.name)).toEqual(['Grace Hopper', 'Ada Byron']);
    expect(stages[0].cards[0].waiting).toEqual({ what: 'Review the application', on: 'Ada Owner' });
    expect(stages[2].cards[0]).toMatchObject({
      name: 'Alan Turing',
      waiting: { what: 'Schedule the interview', on: 'Sam Support' },
    });
    const searched = (await get(acme.admin, `/api/jobs/${acme.job.id}/board?search=byron`)).json().data;
    expect(searched.stages[0]).toMatchObject({ total: 1, cards: [{ name: 'Ada Byron' }] });
    expect((await get(globex.admin, `/api/jobs/${acme.job.id}/board`)).statusCode).toBe(404);
    expect((await get(viewer, `/api/jobs/${acme.job.id}/board`)).statusCode).toBe(403);
  });

  it('serves new applications oldest first, skipping those put aside, in the jobs one recruits for', async () => {
    const first = (await get(acme.admin, '/api/application-review')).json().data;
    expect(first.jobs).toEqual([{ id: acme.job.id, name: 'Backend Engineer', waiting: 2 }]);
    expect(first.remaining).toBe(2);
    expect(first.next.candidate).toMatchObject({
      name: 'Grace Hopper',
      company: 'Navy Labs',
      email: 'grace@acme.test',
    });
    expect(first.next.application).toMatchObject({
      stage: { name: 'Application Review' },
      job: { name: 'Backend Engineer' },
    });
    const skipped = (
      await get(acme.admin, `/api/application-review?skip=${first.next.application.id}`)
    ).json().data;
    expect(skipped.next.candidate.name).toBe('Ada Byron');
    const both = (
      await get(
        acme.admin,
        `/api/application-review?skip=${first.next.application.id}&skip=${skipped.next.application.id}`,
      )
    ).json().data;
    expect(both.next).toBeNull();
    // Someone on no hiring team reviews every open job.
    const everyJob = (await get(globex.admin, '/api/application-review')).json().data;
    expect(everyJob.jobs.map((job: { name: string }) => job.name)).toEqual([
      'Backend Engineer',
      'Data Analyst',
    ]);
    const wrong = await get(acme.admin, `/api/application-review?jobId=${acme.other.id}`);
    expect(wrong.statusCode).toBe(400);
    expect((await get(acme.admin, '/api/application-review?skip=nope')).statusCode).toBe(400);
    expect((await get(viewer, '/api/application-review')).statusCode).toBe(403);
  });
});
