import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { applications, prospects } from '../../../db/schema/index.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('bulk add to a talent pool and bulk transfer: POST /api/candidates/bulk', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let viewer: SignedInUser;
  let pool: { id: string; stages: Array<{ id: string; name: string }> };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Viewer',
      permissions: ['rct.module.candidates.candidate.view'],
    });
    pool = (
      await injectAs(t.app, acme.admin, {
        method: 'POST',
        url: '/api/talent-pool/pools',
        payload: { name: 'Silver medalists', stages: [{ name: 'Identified' }, { name: 'Contacted' }] },
      })
    ).json().data;
  });
  afterAll(() => t.close());

  const bulk = (who: SignedInUser, payload: object) =>
    injectAs(t.app, who, { method: 'POST', url: '/api/candidates/bulk', payload });
  const ids = () => acme.people.map((person) => person.id);

  it('adds a selection to a pool at a stage, skipping and counting those already in it', async () => {
    const first = await bulk(acme.admin, {
      action: 'add_to_pool',
      candidateIds: ids().slice(0, 1),
      poolId: pool.id,
    });
    expect(first.json().data).toEqual({ affected: 1, skipped: 0 });
    const all = await bulk(acme.admin, {
      action: 'add_to_pool',
      candidateIds: ids(),
      poolId: pool.id,
      stageId: pool.stages[1]!.id,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toEqual({ affected: 2, skipped: 1 });
    const rows = await t.app.db.select().from(prospects).where(eq(prospects.poolId, pool.id));
    expect(rows.map((row) => row.stageId).sort()).toEqual(
      [pool.stages[0]!.id, pool.stages[1]!.id, pool.stages[1]!.id].sort(),
    );
    // Each one in the candidate's feed, as the talent pool's own add writes it.
    const feed = await injectAs(t.app, acme.admin, {
      method: 'GET',
      url: `/api/candidates/${ids()[2]}/activity`,
    });
    expect(JSON.stringify(feed.json())).toContain('Added to the Silver medalists pool (Contacted)');
  });

  it('refuses bad input by field, another company’s pool, and anyone without the permission', async () => {
    const bad = await bulk(acme.admin, { action: 'add_to_pool', candidateIds: ids(), poolId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(['poolId']);
    const theirs = (
      await injectAs(t.app, globex.admin, {
        method: 'POST',
        url: '/api/talent-pool/pools',
        payload: { name: 'Theirs', stages: [{ name: 'A' }] },
      })
    ).json().data;
    const foreign = await bulk(acme.admin, { action: 'add_to_pool', candidateIds: ids(), poolId: theirs.id });
    expect(foreign.json().errors).toEqual([{ path: 'poolId', message: 'Choose a pool' }]);
    const wrongStage = await bulk(acme.admin, {
      action: 'transfer',
      candidateIds: ids(),
      jobId: acme.other.id,
      stageId: acme.stages[1]!.id,
    });
    expect(wrongStage.json().errors).toEqual([{ path: 'stageId', message: 'Choose a stage of this job' }]);
    expect(
      (await bulk(viewer, { action: 'add_to_pool', candidateIds: ids(), poolId: pool.id })).statusCode,
    ).toBe(403);
    expect(
      (await bulk(viewer, { action: 'transfer', candidateIds: ids(), jobId: acme.other.id })).statusCode,
    ).toBe(403);
  });

  it('transfers every match’s application on the filtered job to another job’s first stage; refusals counted', async () => {
    // Grace applied to the other job already: her transfer is refused, and counted.
    await t.app.db.insert(applications).values({
      companyId: acme.company.id,
      jobId: acme.other.id,
      candidateId: acme.people[0]!.id,
      stageId: acme.otherStages[0]!.id,
      source: 'Careers page',
    });
    // Without a job filter, Grace has two active applications: not hers to guess, skipped.
    const unfiltered = await bulk(acme.admin, {
      action: 'transfer',
      candidateIds: [ids()[0]],
      jobId: acme.other.id,
    });
    expect(unfiltered.json().data).toEqual({ affected: 0, skipped: 1 });
    const moved = await bulk(acme.admin, {
      action: 'transfer',
      filters: { jobId: acme.job.id },
      jobId: acme.other.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({ affected: 2, skipped: 1 });
    const onOther = await t.app.db
      .select({ stageId: applications.stageId })
      .from(applications)
      .where(and(eq(applications.companyId, acme.company.id), eq(applications.jobId, acme.other.id)));
    expect(onOther).toHaveLength(3);
    expect(new Set(onOther.map((row) => row.stageId))).toEqual(new Set([acme.otherStages[0]!.id]));
  });
});
