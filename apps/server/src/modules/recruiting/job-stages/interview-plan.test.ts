import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidates } from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('interview plan: /api/jobs/:id/interview-plan', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Plan reader',
      permissions: ['rct.module.jobs.job.view', 'rct.module.job_setup.interview_plan.view'],
    });
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const newJob = async () =>
    (await as(acme.admin, 'POST', '/api/jobs', { name: `Planned ${Date.now()}`, openings: [{}] })).json().data
      .id as string;
  const names = (plan: { stages: Array<{ name: string }> }) => plan.stages.map((stage) => stage.name);

  it('keeps Application Review first and Offer last while stages between are renamed, reordered, added and removed', async () => {
    const jobId = await newJob();
    const plan = (await as(viewer, 'GET', `/api/jobs/${jobId}/interview-plan`)).json().data;
    expect(names(plan)).toEqual([
      'Application Review',
      'Preliminary Phone Screen',
      'Phone Interview',
      'Face to Face',
      'Reference Check',
      'Offer',
    ]);
    const [, screen, phone, onsite] = plan.stages;
    const saved = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/interview-plan`, {
      stages: [
        { id: onsite.id, name: 'Onsite' },
        {
          id: screen.id,
          name: 'Recruiter Screen',
          interviews: [
            {
              name: 'Screening call',
              durationMinutes: 30,
              interviewerIds: [acme.admin.user.id],
              instructions: '<p>Check motivation.</p>',
              questions: ['Why us?', 'Notice period?'],
            },
          ],
        },
        { name: 'Take-home exercise' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().data;
    expect(names(after)).toEqual([
      'Application Review',
      'Onsite',
      'Recruiter Screen',
      'Take-home exercise',
      'Offer',
    ]);
    expect(after.stages.map((stage: { position: number }) => stage.position)).toEqual([0, 1, 2, 3, 4]);
    expect(after.stages[2].id).toBe(screen.id);
    expect(after.stages[2].interviews).toEqual([
      expect.objectContaining({
        name: 'Screening call',
        durationMinutes: 30,
        interviewers: [{ id: acme.admin.user.id, name: 'Ada Owner' }],
        questions: ['Why us?', 'Notice period?'],
      }),
    ]);
    expect(after.stages.some((stage: { id: string }) => stage.id === phone.id)).toBe(false);

    // A copy of the job takes the plan with its interviews.
    const copy = (await as(acme.admin, 'POST', `/api/jobs/${jobId}/copy`, { name: 'Planned copy' })).json()
      .data;
    const copied = (await as(acme.admin, 'GET', `/api/jobs/${copy.id}/interview-plan`)).json().data;
    expect(names(copied)).toEqual(names(after));
    expect(copied.stages[2].interviews[0].name).toBe('Screening call');
  });

  it('refuses to remove a stage with candidates in it, and bad input with the failing fields', async () => {
    const jobId = await newJob();
    const plan = (await as(acme.admin, 'GET', `/api/jobs/${jobId}/interview-plan`)).json().data;
    const phone = plan.stages[2];
    const [candidate] = await t.app.db
      .insert(candidates)
      .values({
        companyId: acme.company.id,
        firstName: 'Ivy',
        lastName: 'Stage',
        email: `ivy${Date.now()}@x.test`,
      })
      .returning();
    await t.app.db
      .insert(applications)
      .values({ companyId: acme.company.id, jobId, candidateId: candidate!.id, stageId: phone.id });
    const refused = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/interview-plan`, { stages: [] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '1 candidate is in Phone Interview: move them before removing the stage',
    );

    const bad = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/interview-plan`, {
      stages: [
        { name: '', interviews: [{ name: 'x', durationMinutes: 2 }] },
        { id: plan.stages[0].id, name: 'Sneaky' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['stages.0.interviews.0.durationMinutes', 'stages.0.name']);
    const fixed = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/interview-plan`, {
      stages: [
        { id: plan.stages[0].id, name: 'Sneaky' },
        { id: phone.id, name: 'Phone' },
      ],
    });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json().errors).toEqual([
      { path: 'stages.0.id', message: 'This stage is not part of the job' },
    ]);
    const stranger = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/interview-plan`, {
      stages: [
        {
          id: phone.id,
          name: 'Phone',
          interviews: [{ name: 'Call', interviewerIds: [globex.admin.user.id] }],
        },
      ],
    });
    expect(stranger.json().errors[0].path).toBe('stages.0.interviews.0.interviewerIds.0');
  });

  it('answers 404 to another company and 403 without the permission', async () => {
    const jobId = await newJob();
    expect((await as(globex.admin, 'GET', `/api/jobs/${jobId}/interview-plan`)).statusCode).toBe(404);
    expect(
      (await as(globex.admin, 'PUT', `/api/jobs/${jobId}/interview-plan`, { stages: [] })).statusCode,
    ).toBe(404);
    expect((await as(viewer, 'PUT', `/api/jobs/${jobId}/interview-plan`, { stages: [] })).statusCode).toBe(
      403,
    );
  });

  it('focuses interviews on scorecard attributes, refusing others and dropping those taken off the scorecard', async () => {
    const jobId = await newJob();
    const card = (
      await as(acme.admin, 'PUT', `/api/jobs/${jobId}/scorecard`, {
        categories: [{ name: 'Skills', attributes: [{ name: 'SQL' }, { name: 'Go' }] }],
      })
    ).json().data;
    const [sql, go] = card.categories[0].attributes;
    const plan = (await as(acme.admin, 'GET', `/api/jobs/${jobId}/interview-plan`)).json().data;
    const stage = plan.stages[1];
    const unknown = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/interview-plan`, {
      stages: [
        { id: stage.id, name: stage.name, interviews: [{ name: 'Tech', focusAttributeIds: ['a_nothere'] }] },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('stages.0.interviews.0.focusAttributeIds.0');
    const saved = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/interview-plan`, {
      stages: [
        {
          id: stage.id,
          name: stage.name,
          interviews: [{ name: 'Tech', focusAttributeIds: [sql.id, go.id] }],
        },
      ],
    });
    expect(saved.json().data.stages[1].interviews[0].focusAttributes).toEqual([sql, go]);
    await as(acme.admin, 'PUT', `/api/jobs/${jobId}/scorecard`, {
      categories: [{ ...card.categories[0], attributes: [go] }],
    });
    const after = (await as(acme.admin, 'GET', `/api/jobs/${jobId}/interview-plan`)).json().data;
    expect(after.stages[1].interviews[0].focusAttributes).toEqual([go]);
  });
});
