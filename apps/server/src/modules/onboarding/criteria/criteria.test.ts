import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, newHireCriterionValues } from '../../../db/schema/index.ts';
import { signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

const URL = '/api/onboarding/settings/other-criteria';

describe('onboarding other criteria: /api/onboarding/settings/other-criteria', () => {
  let t: OnboardingTestApp;
  let planner: SignedInUser;

  beforeAll(async () => {
    t = await onboardingTestApp();
    planner = await signedInWithRole(t.app, t.acme.company, {
      name: 'Plan editor',
      permissions: ['onb.settings.plan.tasks.manage'],
    });
  });
  afterAll(() => t.close());

  const add = async (name: string, values: string[]) => {
    const response = await t.as(t.acme.admin, 'POST', URL, {
      name,
      values: values.map((value) => ({ name: value })),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; name: string; values: Array<{ id: string; name: string }> };
  };

  it('adds, lists, renames and deletes criteria with their values', async () => {
    const remote = await add('Remote', ['Yes', 'No']);
    expect(remote).toMatchObject({ name: 'Remote', values: [{ name: 'Yes' }, { name: 'No' }] });
    await add('Seniority', ['Junior', 'Senior']);
    const list = (await t.as(t.acme.admin, 'GET', URL)).json().data;
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Remote', 'Seniority']);

    const [yes, no] = remote.values;
    // Kept by id (swapping names), one removed, one added.
    const updated = await t.as(t.acme.admin, 'PUT', `${URL}/${remote.id}`, {
      name: 'Works remotely',
      values: [{ id: no!.id, name: 'Yes' }, { id: yes!.id, name: 'No' }, { name: 'Sometimes' }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.values).toEqual([
      { id: no!.id, name: 'Yes' },
      { id: yes!.id, name: 'No' },
      { id: expect.any(String), name: 'Sometimes' },
    ]);
    const fewer = await t.as(t.acme.admin, 'PUT', `${URL}/${remote.id}`, {
      name: 'Works remotely',
      values: [{ id: no!.id, name: 'Yes' }],
    });
    expect(fewer.json().data.values).toEqual([{ id: no!.id, name: 'Yes' }]);

    const deleted = await t.as(t.acme.admin, 'DELETE', `${URL}/${remote.id}`);
    expect(deleted.statusCode).toBe(200);
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'onboarding.criterion.delete'));
    expect(audit).toMatchObject({ targetId: remote.id, before: { name: 'Works remotely', values: ['Yes'] } });
  });

  it('refuses a taken name, empty or repeated values and bad input, naming the fields', async () => {
    await add('Shift', ['Day', 'Night']);
    const taken = await t.as(t.acme.admin, 'POST', URL, { name: ' shift ', values: [{ name: 'x' }] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      { path: 'name', message: 'A criterion with this name already exists' },
    ]);
    const bad = await t.as(t.acme.admin, 'POST', URL, { name: '', values: [] });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['name', 'values']);
    const twice = await t.as(t.acme.admin, 'POST', URL, {
      name: 'Team',
      values: [{ name: 'A' }, { name: 'a' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toEqual({ path: 'values', message: 'Each value can be named once' });
    const badId = await t.as(t.acme.admin, 'POST', URL, {
      name: 'Team',
      values: [{ id: 'nope', name: 'A' }],
    });
    expect(badId.json().errors[0].path).toBe('values.0.id');
  });

  it("refuses a value of another criterion, and another company's criterion is not found", async () => {
    const language = await add('Language', ['English', 'French']);
    const theirs = (
      await t.as(t.globex.admin, 'POST', URL, { name: 'Language', values: [{ name: 'German' }] })
    ).json().data;
    const stranger = await t.as(t.acme.admin, 'PUT', `${URL}/${language.id}`, {
      name: 'Language',
      values: [{ id: theirs.values[0].id, name: 'German' }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([{ path: 'values.0.id', message: 'Value not found' }]);
    expect(
      (
        await t.as(t.globex.admin, 'PUT', `${URL}/${language.id}`, {
          name: 'Hijacked',
          values: [{ name: 'x' }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as(t.globex.admin, 'DELETE', `${URL}/${language.id}`)).statusCode).toBe(404);
    const ours = (await t.as(t.acme.admin, 'GET', URL)).json().data;
    expect(ours.find((item: { id: string }) => item.id === language.id).name).toBe('Language');
    expect(
      (await t.as(t.globex.admin, 'GET', URL)).json().data.map((item: { id: string }) => item.id),
    ).toEqual([theirs.id]);
  });

  it('keeps a value the plan uses, and takes a removed value off the hires holding it', async () => {
    const site = await add('Site', ['North', 'South']);
    const [north, south] = site.values;
    await t.addPlanTask({
      name: 'Site induction',
      assigneeRole: 'manager',
      criteria: { criterionValueIds: [north!.id] },
    });
    const inUse = await t.as(t.acme.admin, 'PUT', `${URL}/${site.id}`, {
      name: 'Site',
      values: [{ id: south!.id, name: 'South' }],
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain('Site induction');
    expect((await t.as(t.acme.admin, 'DELETE', `${URL}/${site.id}`)).statusCode).toBe(409);

    const hire = await t.addHire({
      legalFirstName: 'Sam',
      legalLastName: 'South',
      personalEmail: 'sam.south@example.test',
      startDate: '2030-02-04',
      criterionValueIds: [south!.id],
    });
    const kept = await t.as(t.acme.admin, 'PUT', `${URL}/${site.id}`, {
      name: 'Site',
      values: [{ id: north!.id, name: 'North' }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(
      await t.app.db
        .select()
        .from(newHireCriterionValues)
        .where(eq(newHireCriterionValues.newHireId, hire.id)),
    ).toEqual([]);
  });

  it('needs the other criteria permission', async () => {
    const id = (await add('Contract', ['Fixed', 'Open'])).id;
    expect((await t.as(planner, 'GET', URL)).statusCode).toBe(403);
    expect((await t.as(planner, 'POST', URL, { name: 'X', values: [{ name: 'Y' }] })).statusCode).toBe(403);
    expect(
      (await t.as(planner, 'PUT', `${URL}/${id}`, { name: 'X', values: [{ name: 'Y' }] })).statusCode,
    ).toBe(403);
    expect((await t.as(planner, 'DELETE', `${URL}/${id}`)).statusCode).toBe(403);
    expect((await t.as(t.acme.support, 'GET', URL)).statusCode).toBe(403);
  });
});
