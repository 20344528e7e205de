import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const BASE = '/api/performance/feedback';

describe('performance feedback settings, company values and the feedback log', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let employee: SignedInUser;
  let colleague: SignedInUser;
  let outsider: SignedInUser;
  const values: Record<string, string> = {};

  const as = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const names = async (who: SignedInUser, query = '') =>
    (await as(who, 'GET', `${BASE}/values${query}`))
      .json()
      .data.map((value: { name: string; isActive: boolean }) =>
        value.isActive ? value.name : `(${value.name})`,
      );

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signedInUser(t.app, { firstName: 'Harriet', lastName: 'Cole', role: 'ADMIN' });
    employee = await signedInUser(t.app, { firstName: 'Ethan', lastName: 'Brooks', role: null }, hr.company);
    colleague = await signedInUser(t.app, { firstName: 'Chloe', lastName: 'Davies', role: null }, hr.company);
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  it('starts with every type permitted and the wall on, which every employee reads', async () => {
    const settings = await as(employee, 'GET', `${BASE}/settings`);
    expect(settings.json().data).toEqual({
      permittedTypes: ['praise', 'recipient', 'recipient_and_manager', 'manager_only', 'request'],
      praiseWallEnabled: true,
    });
    expect(
      (await as(employee, 'PUT', `${BASE}/settings/praise-wall`, { praiseWallEnabled: false })).statusCode,
    ).toBe(403);
    const saved = await as(hr, 'PUT', `${BASE}/settings/permitted-types`, {
      permittedTypes: ['praise', 'request'],
    });
    expect(saved.json().data.permittedTypes).toEqual(['praise', 'request']);
    // Another company's settings are its own.
    expect((await as(outsider, 'GET', `${BASE}/settings`)).json().data.permittedTypes).toHaveLength(5);
    const [audited] = await t.app.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, hr.company.id),
          eq(auditEvents.action, 'performance.feedback.settings.permitted_types'),
        ),
      );
    expect(audited?.after).toEqual({ permittedTypes: ['praise', 'request'] });
    const bad = await as(hr, 'PUT', `${BASE}/settings/permitted-types`, { permittedTypes: ['gossip'] });
    expect(bad.statusCode).toBe(400);
  });

  it('adds, renames, describes, reorders and deactivates the company values', async () => {
    for (const name of ['Ownership', 'Customer first', 'Be kind'])
      values[name] = (await as(hr, 'POST', `${BASE}/values`, { name })).json().data.id;
    const taken = await as(hr, 'POST', `${BASE}/values`, { name: 'ownership' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: 'name', message: 'A value of this name exists already' }]);
    expect((await as(employee, 'POST', `${BASE}/values`, { name: 'Mine' })).statusCode).toBe(403);

    const renamed = await as(hr, 'PATCH', `${BASE}/values/${values['Be kind']}`, {
      name: 'Kindness',
      description: 'Assume good intent.',
    });
    expect(renamed.json().data).toMatchObject({
      name: 'Kindness',
      description: 'Assume good intent.',
      praiseCount: 0,
    });
    const order = [values['Be kind']!, values['Ownership']!, values['Customer first']!];
    const reordered = await as(hr, 'PUT', `${BASE}/values/order`, { ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await names(employee)).toEqual(['Kindness', 'Ownership', 'Customer first']);
    const partial = await as(hr, 'PUT', `${BASE}/values/order`, { ids: order.slice(1) });
    expect(partial.json().errors).toEqual([
      { path: 'ids', message: 'List every value once, in the new order' },
    ]);

    await as(hr, 'PATCH', `${BASE}/values/${values['Customer first']}`, { isActive: false });
    expect(await names(employee)).toEqual(['Kindness', 'Ownership']);
    expect(await names(hr, '?includeInactive=true')).toEqual(['Kindness', 'Ownership', '(Customer first)']);
    expect(
      (await as(outsider, 'PATCH', `${BASE}/values/${values['Ownership']}`, { name: 'Hijacked' })).statusCode,
    ).toBe(404);
  });

  it('deletes an unused value, and deactivates one that praise is tagged with', async () => {
    const praise = await as(employee, 'POST', BASE, {
      kind: 'praise',
      recipientIds: [colleague.user.id],
      valueId: values['Ownership'],
      body: 'Took the release over the line',
    });
    expect(praise.statusCode, praise.body).toBe(201);
    const inactive = await as(employee, 'POST', BASE, {
      kind: 'praise',
      recipientIds: [colleague.user.id],
      valueId: values['Customer first'],
      body: 'Inactive value',
    });
    expect(inactive.json().errors).toEqual([
      { path: 'valueId', message: 'Choose one of the company values still in use' },
    ]);

    const used = await as(hr, 'DELETE', `${BASE}/values/${values['Ownership']}`);
    expect(used.json()).toEqual({
      message: 'Value in use by praise: deactivated instead of deleted',
      data: { deactivated: true },
    });
    const unused = await as(hr, 'DELETE', `${BASE}/values/${values['Customer first']}`);
    expect(unused.json().data).toEqual({ deactivated: false });
    expect(await names(hr, '?includeInactive=true')).toEqual(['Kindness', '(Ownership)']);
    // The praise keeps its tag.
    const [item] = (await as(colleague, 'GET', `${BASE}?view=received`)).json().data.items;
    expect(item.value.name).toBe('Ownership');
  });

  it('logs who gave what kind to whom and when, with counts, never the content', async () => {
    await as(employee, 'PUT', `${BASE}/settings/permitted-types`, { permittedTypes: [] });
    await as(hr, 'PUT', `${BASE}/settings/permitted-types`, {
      permittedTypes: ['praise', 'recipient', 'request'],
    });
    const secret = 'A private word about the deadline';
    expect(
      (
        await as(colleague, 'POST', BASE, {
          kind: 'private',
          recipientIds: [employee.user.id],
          visibility: 'recipient',
          body: secret,
        })
      ).statusCode,
    ).toBe(201);
    const log = await as(hr, 'GET', `${BASE}/log`);
    expect(log.statusCode, log.body).toBe(200);
    const { page, counts } = log.json().data;
    expect(JSON.stringify(page)).not.toContain(secret);
    expect(JSON.stringify(page)).not.toContain('Took the release');
    expect(
      page.items.map(
        (entry: { kind: string; giver: { name: string }; recipients: Array<{ name: string }> }) => [
          entry.kind,
          entry.giver.name,
          entry.recipients.map((person) => person.name).join(', '),
        ],
      ),
    ).toEqual([
      ['private', 'Chloe Davies', 'Ethan Brooks'],
      ['praise', 'Ethan Brooks', 'Chloe Davies'],
    ]);
    expect(counts).toEqual({ praise: 1, private: 1, requested: 0, requestsPending: 0, requestsDeclined: 0 });

    const filtered = (await as(hr, 'GET', `${BASE}/log?kind=praise&giverId=${employee.user.id}`)).json().data;
    expect(filtered.page.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await as(hr, 'GET', `${BASE}/log?from=${today}&to=${today}`)).json().data.page.total).toBe(2);
    expect((await as(hr, 'GET', `${BASE}/log?to=2020-01-01`)).json().data.page.total).toBe(0);
    expect((await as(hr, 'GET', `${BASE}/log?from=2020-13-01`)).statusCode).toBe(400);
    expect((await as(employee, 'GET', `${BASE}/log`)).statusCode).toBe(403);
    expect((await as(outsider, 'GET', `${BASE}/log`)).json().data.page.total).toBe(0);
  });
});
