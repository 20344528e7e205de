import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type SignedInUser, type TestApp } from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('custom job fields: /api/configuration/custom-fields/jobs and job values', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const BASE = '/api/configuration/custom-fields/jobs';

  it('defines fields of every type, checks each job value against its field, and copies values with the job', async () => {
    const add = async (body: object) => {
      const response = await as(acme.admin, 'POST', BASE, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    };
    const budget = await add({ name: 'Budget', type: 'currency', required: true });
    const level = await add({ name: 'Level', type: 'single_select', options: ['L3', 'L4', 'L5'] });
    const remote = await add({ name: 'Remote friendly', type: 'yes_no' });
    const approvedOn = await add({ name: 'Budget approved on', type: 'date' });
    const owner = await add({ name: 'Budget owner', type: 'user' });
    const lookups = (await as(acme.admin, 'GET', '/api/jobs/lookups')).json().data;
    expect(lookups.customFields.map((field: { name: string }) => field.name)).toEqual([
      'Budget',
      'Level',
      'Remote friendly',
      'Budget approved on',
      'Budget owner',
    ]);

    const missing = await as(acme.admin, 'POST', '/api/jobs', {
      name: 'Needs budget',
      openings: [{}],
      customFields: { [level.id]: 'L9', [approvedOn.id]: '2026-02-30' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { path: `customFields.${budget.id}`, message: 'This field is required' },
        { path: `customFields.${level.id}`, message: 'Choose one of the options' },
        { path: `customFields.${approvedOn.id}`, message: 'Enter a valid date' },
      ]),
    );
    const values = {
      [budget.id]: { amount: 90000, currency: 'GBP' },
      [level.id]: 'L4',
      [remote.id]: true,
      [approvedOn.id]: '2026-02-27',
      [owner.id]: acme.admin.user.id,
    };
    const created = await as(acme.admin, 'POST', '/api/jobs', {
      name: 'Budgeted',
      openings: [{}],
      customFields: values,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.customFields).toEqual(values);
    const listed = (await as(acme.admin, 'GET', '/api/jobs?search=budgeted')).json().data.items[0];
    expect(listed.customFields).toEqual(values);
    const copy = (
      await as(acme.admin, 'POST', `/api/jobs/${created.json().data.id}/copy`, { name: 'Budgeted copy' })
    ).json().data;
    expect(copy.customFields).toEqual(values);
  });

  it('keeps a field’s type, reorders, archives (hidden from job forms) and deletes fields', async () => {
    const field = (await as(acme.admin, 'POST', BASE, { name: 'Cost centre', type: 'text' })).json().data;
    const retyped = await as(acme.admin, 'PUT', `${BASE}/${field.id}`, {
      name: 'Cost centre',
      type: 'number',
    });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().errors[0].path).toBe('type');
    const renamed = await as(acme.admin, 'PUT', `${BASE}/${field.id}`, {
      name: 'Cost center',
      type: 'text',
      required: true,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Cost center', required: true });
    const ordered = await as(acme.admin, 'PUT', `${BASE}/order`, { ids: [field.id] });
    expect(ordered.json().data[0].id).toBe(field.id);
    const archived = await as(acme.admin, 'POST', `${BASE}/${field.id}/archive`);
    expect(archived.json().data.archived).toBe(true);
    expect(
      (await as(acme.admin, 'GET', '/api/jobs/lookups'))
        .json()
        .data.customFields.some((item: { id: string }) => item.id === field.id),
    ).toBe(false);
    expect((await as(acme.admin, 'POST', `${BASE}/${field.id}/restore`)).json().data.archived).toBe(false);
    expect((await as(acme.admin, 'DELETE', `${BASE}/${field.id}`)).statusCode).toBe(200);
    expect(
      (await as(acme.admin, 'GET', BASE)).json().data.some((item: { id: string }) => item.id === field.id),
    ).toBe(false);
  });

  it('refuses bad definitions with field paths, another company (404) and people without the permission (403)', async () => {
    const bad = await as(acme.admin, 'POST', BASE, { name: '', type: 'multi_select', options: ['Only'] });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['name', 'options']);
    const field = (await as(acme.admin, 'POST', BASE, { name: 'Region', type: 'text' })).json().data;
    expect(
      (await as(globex.admin, 'PUT', `${BASE}/${field.id}`, { name: 'x', type: 'text' })).statusCode,
    ).toBe(404);
    expect((await as(globex.admin, 'DELETE', `${BASE}/${field.id}`)).statusCode).toBe(404);
    expect((await as(globex.admin, 'POST', `${BASE}/${field.id}/archive`)).statusCode).toBe(404);
    const foreign = await as(globex.admin, 'POST', '/api/jobs', {
      name: 'Theirs',
      openings: [{}],
      customFields: { [field.id]: 'EMEA' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].path).toBe(`customFields.${field.id}`);
    expect((await as(acme.support, 'POST', BASE, { name: 'Nope', type: 'text' })).statusCode).toBe(403);
  });
});
