import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('the talent pool: /api/talent-pool', () => {
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
      permissions: ['rct.module.talent_pool.prospect.view', 'rct.module.candidates.candidate.view'],
    });
  });
  afterAll(() => t.close());

  const send = (who: SignedInUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const get = (who: SignedInUser, url: string) => injectAs(t.app, who, { method: 'GET', url });

  it('configures pools with ordered stages and admins; a stage removed hands its prospects to the first', async () => {
    const bad = await send(acme.admin, 'POST', '/api/talent-pool/pools', { name: '', stages: [] });
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['name', 'stages']);
    const created = await send(acme.admin, 'POST', '/api/talent-pool/pools', {
      name: 'Silver medalists',
      stages: [{ name: 'Identified' }, { name: 'Contacted' }, { name: 'Ready' }],
      adminIds: [acme.support.user.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const pool = created.json().data;
    expect(pool).toMatchObject({ name: 'Silver medalists', admins: [{ name: 'Sam Support' }], prospects: 0 });
    expect(pool.stages.map((s: { name: string }) => s.name)).toEqual(['Identified', 'Contacted', 'Ready']);
    expect(
      (
        await send(acme.admin, 'POST', '/api/talent-pool/pools', {
          name: 'SILVER MEDALISTS',
          stages: [{ name: 'A' }],
        })
      ).statusCode,
    ).toBe(409);
    const added = await send(acme.admin, 'POST', '/api/talent-pool/prospects', {
      poolId: pool.id,
      stageId: pool.stages[2].id,
      candidateId: acme.people[0]!.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const saved = await send(acme.admin, 'PUT', `/api/talent-pool/pools/${pool.id}`, {
      name: 'Silver medalists',
      stages: [
        { id: pool.stages[1].id, name: 'Reached out' },
        { id: pool.stages[0].id, name: 'Identified' },
      ],
    });
    expect(saved.json().data.stages).toEqual([
      { id: pool.stages[1].id, name: 'Reached out', prospects: 1 },
      { id: pool.stages[0].id, name: 'Identified', prospects: 0 },
    ]);
    expect((await send(acme.admin, 'DELETE', `/api/talent-pool/pools/${pool.id}`)).statusCode).toBe(409);
    expect(
      (
        await send(globex.admin, 'PUT', `/api/talent-pool/pools/${pool.id}`, {
          name: 'x',
          stages: [{ name: 'a' }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send(viewer, 'POST', '/api/talent-pool/pools', { name: 'x', stages: [{ name: 'a' }] }))
        .statusCode,
    ).toBe(403);
  });

  it('adds a new person as a prospect, moves them through the stages, and converts them to a candidate on a job', async () => {
    const [pool] = (await get(acme.admin, '/api/talent-pool/pools')).json().data;
    const missing = await send(acme.admin, 'POST', '/api/talent-pool/prospects', {
      poolId: pool.id,
      email: 'x',
    });
    expect(
      missing
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'firstName', 'lastName']);
    const added = await send(acme.admin, 'POST', '/api/talent-pool/prospects', {
      poolId: pool.id,
      firstName: 'Mary',
      lastName: 'Jackson',
      email: 'mary@naca.example',
      ownerId: acme.admin.user.id,
      note: 'Met at the aerospace meetup',
    });
    expect(added.statusCode, added.body).toBe(201);
    const prospect = added.json().data;
    expect(prospect).toMatchObject({
      status: 'active',
      stage: { name: 'Reached out' },
      owner: { name: 'Ada Owner' },
      pool: { name: 'Silver medalists' },
    });
    const listed = (await get(acme.admin, `/api/talent-pool/prospects?poolId=${pool.id}&search=mary`)).json()
      .data;
    expect(listed.items.map((p: { candidate: { name: string } }) => p.candidate.name)).toEqual([
      'Mary Jackson',
    ]);
    expect((await get(acme.admin, '/api/candidates?kind=prospects&search=mary')).json().data.total).toBe(1);
    const moved = await send(acme.admin, 'POST', `/api/talent-pool/prospects/${prospect.id}/move`, {
      stageId: pool.stages[1].id,
    });
    expect(moved.json().data.stage.name).toBe('Identified');
    expect(
      (
        await send(acme.admin, 'POST', `/api/talent-pool/prospects/${prospect.id}/move`, {
          stageId: acme.stages[0]!.id,
        })
      ).statusCode,
    ).toBe(400);
    const converted = await send(acme.admin, 'POST', `/api/talent-pool/prospects/${prospect.id}/convert`, {
      jobId: acme.job.id,
    });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().data).toMatchObject({
      status: 'converted',
      convertedTo: { jobName: 'Backend Engineer' },
    });
    const candidate = (await get(acme.admin, `/api/candidates/${prospect.candidate.id}`)).json().data;
    expect(candidate.applications).toMatchObject([
      {
        job: { name: 'Backend Engineer' },
        stage: { name: 'Application Review' },
        source: 'Prospect pool: Silver medalists',
      },
    ]);
    const feed = (await get(acme.admin, `/api/candidates/${prospect.candidate.id}/activity`)).json().data
      .items as Array<{ summary: string; body: string | null }>;
    expect(feed.map((entry) => entry.summary)).toEqual([
      'Converted from the Silver medalists pool to a candidate for Backend Engineer (Application Review)',
      'Moved from Reached out to Identified in the Silver medalists pool',
      'Added to the Silver medalists pool (Reached out)',
    ]);
    expect(feed[2]!.body).toBe('Met at the aerospace meetup');
    expect(
      (
        await send(acme.admin, 'POST', `/api/talent-pool/prospects/${prospect.id}/convert`, {
          jobId: acme.job.id,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('keeps each company’s pools its own and each action to its permission', async () => {
    const [pool] = (await get(acme.admin, '/api/talent-pool/pools')).json().data;
    expect((await get(globex.admin, '/api/talent-pool/pools')).json().data).toEqual([]);
    const theirs = await send(globex.admin, 'POST', '/api/talent-pool/prospects', {
      poolId: pool.id,
      candidateId: globex.people[0]!.id,
    });
    expect(theirs.statusCode).toBe(400);
    const [first] = (await get(acme.admin, `/api/talent-pool/prospects?poolId=${pool.id}`)).json().data.items;
    expect((await send(globex.admin, 'DELETE', `/api/talent-pool/prospects/${first.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await send(viewer, 'POST', `/api/talent-pool/prospects/${first.id}/move`, {
          stageId: pool.stages[0].id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await get(viewer, '/api/talent-pool/prospects')).statusCode).toBe(200);
  });
});
