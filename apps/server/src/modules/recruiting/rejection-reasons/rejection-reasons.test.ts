import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, injectAs, type SignedInUser, type TestApp } from '../../../../test/test-app.ts';
import { signedInWithRole } from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';
import { applications, auditEvents, candidates } from '../../../db/schema/index.ts';

type Company = Awaited<ReturnType<typeof peopleCompany>>;

describe('rejection reasons: /api/configuration/rejection-reasons', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let outsider: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    outsider = await signedInWithRole(t.app, acme.company, { name: 'Nothing', permissions: [] });
  });
  afterAll(() => t.close());

  const add = (who: SignedInUser, payload: Record<string, unknown>) =>
    injectAs(t.app, who, { method: 'POST', url: '/api/configuration/rejection-reasons', payload });
  const list = async (who: SignedInUser) =>
    (await injectAs(t.app, who, { method: 'GET', url: '/api/configuration/rejection-reasons' })).json()
      .data as Array<{ name: string; type: { id: number; name: string }; publicId: number }>;

  it('adds reasons of Greenhouse’s three kinds, with integer ids, listed by kind then name', async () => {
    const first = await add(acme.admin, { name: 'Lacking skills', typeId: 1 });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      name: 'Lacking skills',
      type: { id: 1, name: 'We rejected them' },
      applicationCount: 0,
      publicId: expect.any(Number),
    });
    await add(acme.admin, { name: 'Accepted another offer', typeId: 2 });
    await add(acme.admin, { name: '  Hiring freeze ', typeId: 3 });
    await add(acme.admin, { name: 'Culture add missing', typeId: 1 });
    const reasons = await list(acme.support);
    expect(reasons.map((reason) => [reason.type.name, reason.name])).toEqual([
      ['We rejected them', 'Culture add missing'],
      ['We rejected them', 'Lacking skills'],
      ['They rejected us', 'Accepted another offer'],
      ['None specified', 'Hiring freeze'],
    ]);
    const ids = reasons.map((reason) => reason.publicId);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
    // Another company's reasons are its own.
    expect(await list(globex.admin)).toEqual([]);
  });

  it('refuses bad input field by field, and a name the company already uses', async () => {
    const empty = await add(acme.admin, { name: '', typeId: 4 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'This field is required' },
        { path: 'typeId', message: 'Choose who made the decision' },
      ]),
    );
    const taken = await add(acme.admin, { name: 'LACKING SKILLS', typeId: 2 });
    expect(taken.statusCode).toBe(409);
    // The same name in another company is fine.
    expect((await add(globex.admin, { name: 'Lacking skills', typeId: 1 })).statusCode).toBe(201);
  });

  it('lets only those with the permission see or change them', async () => {
    expect(
      (await injectAs(t.app, outsider, { method: 'GET', url: '/api/configuration/rejection-reasons' }))
        .statusCode,
    ).toBe(403);
    expect((await add(acme.support, { name: 'Too junior', typeId: 1 })).statusCode).toBe(403);
    const [reason] = await list(acme.admin);
    const elsewhere = await injectAs(t.app, globex.admin, {
      method: 'PUT',
      url: `/api/configuration/rejection-reasons/${(reason as unknown as { id: string }).id}`,
      payload: { name: 'Hijacked', typeId: 1 },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('renames and re-kinds a reason, keeps its integer id, audits it, and deletes one no application used', async () => {
    const created = (await add(acme.admin, { name: 'Salary expectations', typeId: 1 })).json().data;
    const updated = await injectAs(t.app, acme.admin, {
      method: 'PUT',
      url: `/api/configuration/rejection-reasons/${created.id}`,
      payload: { name: 'Salary expectations too high', typeId: 2 },
    });
    expect(updated.json().data).toMatchObject({
      publicId: created.publicId,
      name: 'Salary expectations too high',
      type: { id: 2, name: 'They rejected us' },
    });
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'rejection_reason.update'), eq(auditEvents.targetId, created.id)));
    expect(audit).toMatchObject({
      before: { name: 'Salary expectations', type: 'We rejected them' },
      after: { name: 'Salary expectations too high', type: 'They rejected us' },
    });
    const removed = await injectAs(t.app, acme.admin, {
      method: 'DELETE',
      url: `/api/configuration/rejection-reasons/${created.id}`,
    });
    expect(removed.statusCode).toBe(200);
    const again = await injectAs(t.app, acme.admin, {
      method: 'DELETE',
      url: `/api/configuration/rejection-reasons/${created.id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps a reason an application was rejected with, and counts those applications', async () => {
    const reason = (await add(acme.admin, { name: 'Failed assessment', typeId: 1 })).json().data;
    const job = (
      await injectAs(t.app, acme.admin, {
        method: 'POST',
        url: '/api/jobs',
        payload: { name: 'Data Analyst', openings: [{}] },
      })
    ).json().data;
    const [candidate] = await t.app.db
      .insert(candidates)
      .values({ companyId: acme.company.id, firstName: 'Ira', lastName: 'Glass', email: 'ira@example.com' })
      .returning();
    await t.app.db.insert(applications).values({
      companyId: acme.company.id,
      jobId: job.id,
      candidateId: candidate!.id,
      status: 'rejected',
      rejectionReasonId: reason.id,
    });
    const inUse = await injectAs(t.app, acme.admin, {
      method: 'DELETE',
      url: `/api/configuration/rejection-reasons/${reason.id}`,
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(
      'This reason rejected 1 application; rename it instead of deleting it.',
    );
    const counted = (await list(acme.admin)).find((r) => r.name === 'Failed assessment');
    expect(counted).toMatchObject({ applicationCount: 1 });
  });
});
