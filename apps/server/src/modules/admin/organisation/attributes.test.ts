import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, userAttributeDefinitions } from '../../../db/schema/index.ts';

describe('user attributes', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let operations: SignedInUser;
  let support: SignedInUser;
  let outsider: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t.app);
    operations = await signedInUser(t.app, { role: 'OPERATIONS' }, admin.company);
    support = await signedInUser(t.app, { role: 'SUPPORT' }, admin.company);
    outsider = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const row = async (id: string) =>
    (await t.app.db.select().from(userAttributeDefinitions).where(eq(userAttributeDefinitions.id, id)))[0];
  const countOf = async (companyId: string) =>
    (
      await t.app.db
        .select()
        .from(userAttributeDefinitions)
        .where(eq(userAttributeDefinitions.companyId, companyId))
    ).length;
  const audits = (action: string, targetId: string) =>
    t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));
  const create = (who: SignedInUser, payload: object) => as(who, 'POST', '/api/admin/attributes', payload);

  it('creates each type, deriving the key from the label and giving options ids', async () => {
    const text = await create(admin, { label: 'Shirt size (EU)', type: 'text' });
    expect(text.statusCode).toBe(201);
    expect(text.json().data).toMatchObject({
      key: 'shirt_size_eu',
      type: 'text',
      options: [],
      isArchived: false,
    });
    for (const type of ['number', 'date']) {
      expect((await create(admin, { label: `A ${type}`, type })).statusCode).toBe(201);
    }
    const select = await create(admin, {
      label: 'Dietary needs',
      key: 'diet',
      type: 'multi_select',
      options: [{ label: 'Vegan' }, { label: 'Halal' }],
    });
    expect(select.statusCode).toBe(201);
    expect(select.json().data).toMatchObject({
      key: 'diet',
      options: [{ label: 'Vegan' }, { label: 'Halal' }],
    });
    expect(select.json().data.options[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await audits('attribute.create', select.json().data.id)).toHaveLength(1);
  });

  it('refuses bad input with field errors and a taken key with 409, writing nothing', async () => {
    await create(admin, { label: 'Badge', key: 'badge', type: 'text' });
    const before = await countOf(admin.company.id);
    const cases: Array<[object, string]> = [
      [{ label: '', type: 'text' }, 'label'],
      [{ label: 'X', type: 'colour' }, 'type'],
      [{ label: 'X', type: 'single_select' }, 'options'],
      [{ label: 'X', type: 'text', options: [{ label: 'A' }] }, 'options'],
      [{ label: 'X', type: 'single_select', options: [{ label: 'A' }, { label: 'a' }] }, 'options'],
      [{ label: 'X', key: 'Bad Key', type: 'text' }, 'key'],
    ];
    for (const [payload, path] of cases) {
      const response = await create(admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const taken = await create(admin, { label: 'Badge again', key: 'badge', type: 'text' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0].path).toBe('key');
    expect(await countOf(admin.company.id)).toBe(before);
  });

  it('edits label and options, keeping option ids and refusing unknown ones', async () => {
    const created = (
      await create(admin, {
        label: 'Team',
        type: 'single_select',
        options: [{ label: 'Red' }, { label: 'Blue' }],
      })
    ).json().data;
    const [red] = created.options;
    const url = `/api/admin/attributes/${created.id}`;
    const edited = await as(admin, 'PUT', url, {
      label: 'Team colour',
      options: [{ id: red.id, label: 'Crimson' }, { label: 'Green' }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      label: 'Team colour',
      type: 'single_select',
      options: [{ id: red.id, label: 'Crimson' }, { label: 'Green' }],
    });
    const foreignOption = await as(admin, 'PUT', url, {
      label: 'Team colour',
      options: [{ id: '00000000-0000-4000-8000-000000000000', label: 'Ghost' }],
    });
    expect(foreignOption.statusCode).toBe(400);
    expect(foreignOption.json().errors[0].path).toBe('options.0.id');
    const emptied = await as(admin, 'PUT', url, { label: 'Team colour', options: [] });
    expect(emptied.statusCode).toBe(400);
    expect((await row(created.id))?.options).toHaveLength(2);
    expect(await audits('attribute.update', created.id)).toHaveLength(1);
  });

  it('archives and restores, listing active by default and archived on request', async () => {
    const company = await signedInUser(t.app);
    const kept = (await create(company, { label: 'Kept', type: 'text' })).json().data;
    const gone = (await create(company, { label: 'Gone', type: 'date' })).json().data;

    const archived = await as(company, 'POST', `/api/admin/attributes/${gone.id}/archive`);
    expect(archived.json().data).toMatchObject({ isArchived: true });
    expect((await as(company, 'GET', '/api/admin/attributes')).json().data).toMatchObject({
      total: 1,
      items: [{ id: kept.id }],
    });
    expect(
      (await as(company, 'GET', '/api/admin/attributes?status=archived')).json().data.items,
    ).toMatchObject([{ id: gone.id }]);
    expect((await as(company, 'GET', '/api/admin/attributes?status=all&limit=1')).json().data).toMatchObject({
      total: 2,
      totalPages: 2,
    });
    const restored = await as(company, 'POST', `/api/admin/attributes/${gone.id}/restore`);
    expect(restored.json().data).toMatchObject({ isArchived: false, archivedAt: null });
    expect(await audits('attribute.archive', gone.id)).toHaveLength(1);
    expect(await audits('attribute.restore', gone.id)).toHaveLength(1);
  });

  it('answers 404 for another company’s attribute and changes nothing', async () => {
    const theirs = (await create(outsider, { label: 'Secret', type: 'text' })).json().data;
    const url = `/api/admin/attributes/${theirs.id}`;
    expect((await as(admin, 'GET', url)).statusCode).toBe(404);
    expect((await as(admin, 'PUT', url, { label: 'Mine' })).statusCode).toBe(404);
    expect((await as(admin, 'POST', `${url}/archive`)).statusCode).toBe(404);
    expect((await as(admin, 'POST', `${url}/restore`)).statusCode).toBe(404);
    expect(await row(theirs.id)).toMatchObject({ label: 'Secret', archivedAt: null });
  });

  it('answers 401 without a signed-in user', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url: '/api/admin/attributes', payload: {} })).statusCode).toBe(
        401,
      );
    }
  });

  it('answers 403 to a role without the permission', async () => {
    const attribute = (await create(admin, { label: 'Guarded', type: 'number' })).json().data;
    const url = `/api/admin/attributes/${attribute.id}`;
    expect((await as(support, 'GET', '/api/admin/attributes')).statusCode).toBe(403);
    expect((await as(support, 'GET', url)).statusCode).toBe(403);
    expect((await as(operations, 'GET', url)).statusCode).toBe(200);
    expect((await create(operations, { label: 'Nope', type: 'text' })).statusCode).toBe(403);
    expect((await as(operations, 'PUT', url, { label: 'Nope' })).statusCode).toBe(403);
    expect((await as(operations, 'POST', `${url}/archive`)).statusCode).toBe(403);
    expect((await as(operations, 'POST', `${url}/restore`)).statusCode).toBe(403);
    expect(await row(attribute.id)).toMatchObject({ label: 'Guarded', archivedAt: null });
  });
});
