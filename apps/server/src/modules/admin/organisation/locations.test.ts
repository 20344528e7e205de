import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, locations, users } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createLocation } from '../../../db/seed/org-factories.ts';

describe('locations', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let support: SignedInUser;
  let employee: SignedInUser;
  let outsider: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t.app);
    support = await signedInUser(t.app, { role: 'SUPPORT' }, admin.company);
    employee = await signedInUser(t.app, { role: null }, admin.company);
    outsider = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const row = async (id: string) => (await t.app.db.select().from(locations).where(eq(locations.id, id)))[0];
  const countOf = async (companyId: string) =>
    (await t.app.db.select().from(locations).where(eq(locations.companyId, companyId))).length;
  const audits = (action: string, targetId: string) =>
    t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));
  const valid = {
    name: 'Manchester',
    addressLine1: '2 Piccadilly',
    city: 'Manchester',
    postalCode: 'M1 1AA',
    timezone: 'Europe/London',
  };

  it('creates a location with defaults, and audits it', async () => {
    const response = await as(admin, 'POST', '/api/admin/locations', valid);
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ ...valid, addressLine2: '', country: 'United Kingdom', memberCount: 0 });
    expect(await audits('location.create', created.id)).toHaveLength(1);
  });

  it('lists with member counts, paginated in order, searchable by name or city', async () => {
    const company = await signedInUser(t.app);
    const leeds = await createLocation(t.app.db, company.company.id, { name: 'Leeds HQ', city: 'Leeds' });
    await createLocation(t.app.db, company.company.id, { name: 'Bristol', city: 'Bristol' });
    await createLocation(t.app.db, company.company.id, { name: 'Annex', city: 'Leeds' });
    await createUser(t.app.db, company.company.id, { locationId: leeds.id });

    const page = (await as(company, 'GET', '/api/admin/locations?limit=2&page=2')).json().data;
    expect(page).toMatchObject({ total: 3, totalPages: 2, page: 2 });
    expect(page.items).toMatchObject([{ name: 'Leeds HQ', memberCount: 1 }]);
    const search = (
      await as(company, 'GET', '/api/admin/locations?search=leeds&sortBy=name&sortOrder=-1')
    ).json().data;
    expect(search.items.map((l: { name: string }) => l.name)).toEqual(['Leeds HQ', 'Annex']);
  });

  it('refuses bad input with field errors and a duplicate name with 409, writing nothing', async () => {
    await createLocation(t.app.db, admin.company.id, { name: 'Glasgow' });
    const before = await countOf(admin.company.id);
    const bad = await as(admin, 'POST', '/api/admin/locations', {
      ...valid,
      name: ' ',
      timezone: 'Mars/Base',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(['name', 'timezone']);
    const dup = await as(admin, 'POST', '/api/admin/locations', { ...valid, name: 'GLASGOW' });
    expect(dup.statusCode).toBe(409);
    expect(await countOf(admin.company.id)).toBe(before);
  });

  it('edits and deletes a location; its people stay, without a location', async () => {
    const office = await createLocation(t.app.db, admin.company.id, { name: 'Cardiff' });
    const member = await createUser(t.app.db, admin.company.id, { locationId: office.id });
    const edited = await as(admin, 'PUT', `/api/admin/locations/${office.id}`, {
      ...valid,
      name: 'Cardiff Bay',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Cardiff Bay', memberCount: 1 });
    expect((await as(admin, 'GET', `/api/admin/locations/${office.id}`)).json().data.name).toBe(
      'Cardiff Bay',
    );
    expect((await as(admin, 'DELETE', `/api/admin/locations/${office.id}`)).statusCode).toBe(200);
    expect(await row(office.id)).toBeUndefined();
    const [person] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(person?.locationId).toBeNull();
    expect(await audits('location.update', office.id)).toHaveLength(1);
    expect(await audits('location.delete', office.id)).toHaveLength(1);
  });

  it('answers 404 for another company’s location and changes nothing', async () => {
    const theirs = await createLocation(t.app.db, outsider.company.id, { name: 'Theirs' });
    const url = `/api/admin/locations/${theirs.id}`;
    expect((await as(admin, 'GET', url)).statusCode).toBe(404);
    expect((await as(admin, 'PUT', url, valid)).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', url)).statusCode).toBe(404);
    expect(await row(theirs.id)).toMatchObject({ name: 'Theirs' });
  });

  it('answers 401 without a signed-in user', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url: '/api/admin/locations', payload: {} })).statusCode).toBe(401);
    }
  });

  it('answers 403 to a role without the permission', async () => {
    const office = await createLocation(t.app.db, admin.company.id, { name: 'Guarded' });
    const url = `/api/admin/locations/${office.id}`;
    expect((await as(employee, 'GET', '/api/admin/locations')).statusCode).toBe(403);
    expect((await as(employee, 'GET', url)).statusCode).toBe(403);
    expect((await as(support, 'GET', url)).statusCode).toBe(200);
    expect((await as(support, 'POST', '/api/admin/locations', { ...valid, name: 'Nope' })).statusCode).toBe(
      403,
    );
    expect((await as(support, 'PUT', url, valid)).statusCode).toBe(403);
    expect((await as(support, 'DELETE', url)).statusCode).toBe(403);
    expect(await row(office.id)).toMatchObject({ name: 'Guarded' });
  });
});
