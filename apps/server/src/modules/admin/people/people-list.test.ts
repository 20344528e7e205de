import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../../../../test/test-app.ts';
import { users } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createDepartment } from '../../../db/seed/org-factories.ts';
import { peopleCompany } from '../../../../test/people-company.ts';
import { listPeople } from './people-list.repository.ts';

describe('GET /api/users (the people list)', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let other: Awaited<ReturnType<typeof peopleCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    other = await peopleCompany(t.app, 'Globex Ltd');
    const sales = await createDepartment(t.app.db, acme.company.id, { name: 'Sales' });
    const person = (overrides: Parameters<typeof createUser>[2]) =>
      createUser(t.app.db, acme.company.id, { role: null, password: null, ...overrides });
    await person({
      firstName: 'Zoe',
      lastName: 'Zimmer',
      email: 'zoe@example.test',
      jobTitle: 'Data Engineer',
      departmentId: acme.department.id,
      locationId: acme.location.id,
      managerId: acme.admin.user.id,
      startDate: '2024-03-01',
    });
    await person({
      firstName: 'Bea',
      lastName: 'Baker',
      email: 'bea@example.test',
      jobTitle: 'Account Executive',
      departmentId: sales.id,
      status: 'invited',
      startDate: '2025-01-15',
    });
    await person({ firstName: 'Carl', lastName: 'Cruz', email: 'carl@example.test', status: 'inactive' });
    await createUser(t.app.db, other.company.id, { firstName: 'Zed', lastName: 'Outsider' });
  });
  afterAll(() => t.close());

  const list = (query: string, who = acme.admin) =>
    injectAs(t.app, who, { method: 'GET', url: `/api/users?${query}` });
  const namesAs = async (who: typeof acme.admin, query: string) => {
    const response = await list(query, who);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as Array<{ lastName: string }>).map((item) => item.lastName);
  };
  const names = (query: string) => namesAs(acme.admin, query);

  it('lists only my company, sorted by name, with department, location and manager names', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ page: 1, limit: 10, total: 5, totalPages: 1 });
    expect(data.items.map((item: { lastName: string }) => item.lastName)).toEqual([
      'Baker',
      'Cruz',
      'Owner',
      'Support',
      'Zimmer',
    ]);
    expect(data.items[4]).toMatchObject({
      jobTitle: 'Data Engineer',
      department: { id: acme.department.id, name: 'Engineering' },
      location: { id: acme.location.id, name: 'London' },
      manager: { id: acme.admin.user.id, name: 'Ada Owner' },
      startDate: '2024-03-01',
      status: 'active',
    });
    expect(data.items[0]).not.toHaveProperty('passwordHash');
  });

  it('searches name, email and job title, case-insensitively', async () => {
    expect(await names('search=ZOE')).toEqual(['Zimmer']);
    expect(await names('search=bea%40example')).toEqual(['Baker']);
    expect(await names('search=account%20exec')).toEqual(['Baker']);
    expect(await names('search=ada%20owner')).toEqual(['Owner']);
    expect(await names('search=100%25')).toEqual([]);
  });

  it('orders and pages search matches, combines them with filters and sorts, and never shows another company', async () => {
    // Every address of both companies ends in example.test; only this company's people match.
    const everyone = ['Baker', 'Cruz', 'Owner', 'Support', 'Zimmer'];
    expect(await names('search=example.test')).toEqual(everyone);
    expect(await names('search=example.test&sortOrder=-1')).toEqual([...everyone].reverse());
    const second = (await list('search=example.test&limit=2&page=2')).json().data;
    expect(second).toMatchObject({ total: 5, totalPages: 3 });
    expect(second.items.map((item: { lastName: string }) => item.lastName)).toEqual(['Owner', 'Support']);
    expect(await names('search=example.test&status=inactive')).toEqual(['Cruz']);
    expect((await names('search=example.test&sortBy=startDate&sortOrder=-1')).slice(0, 2)).toEqual([
      'Baker',
      'Zimmer',
    ]);
    expect(await names('search=outsider')).toEqual([]);
  });

  it('finds a person by what they are called after an edit, whatever wrote it', async () => {
    // In the other company, so the lists the other tests expect stay as they are.
    const person = await createUser(t.app.db, other.company.id, {
      role: null,
      firstName: 'Quinn',
      lastName: 'Quayle',
      email: 'quinn@example.org',
    });
    const edited = await injectAs(t.app, other.admin, {
      method: 'PUT',
      url: `/api/users/${person.id}`,
      payload: { jobTitle: 'Quartermaster' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await namesAs(other.admin, 'search=quartermaster')).toEqual(['Quayle']);
    // The search table is kept by the database, so a write from outside this module counts too.
    await t.app.db.update(users).set({ lastName: 'Xavier' }).where(eq(users.id, person.id));
    expect(await namesAs(other.admin, 'search=quayle')).toEqual([]);
    expect(await namesAs(other.admin, 'search=xavier')).toEqual(['Xavier']);
    const deactivated = await injectAs(t.app, other.admin, {
      method: 'POST',
      url: `/api/users/${person.id}/deactivate`,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await namesAs(other.admin, 'search=xavier&status=active')).toEqual([]);
    expect(await namesAs(other.admin, 'search=xavier&status=inactive')).toEqual(['Xavier']);
  });

  it('filters by status, department, location, manager and role', async () => {
    expect(await names('status=invited')).toEqual(['Baker']);
    expect(await names(`departmentId=${acme.department.id}`)).toEqual(['Zimmer']);
    expect(await names(`locationId=${acme.location.id}`)).toEqual(['Zimmer']);
    expect(await names(`managerId=${acme.admin.user.id}`)).toEqual(['Zimmer']);
    expect(await names('role=SUPPORT')).toEqual(['Support']);
    expect(await names('status=active&role=COMPANY_ADMIN')).toEqual(['Owner']);
  });

  it('sorts by email, start date and creation, either way, and pages', async () => {
    expect(await names('sortBy=email&sortOrder=-1&status=invited')).toEqual(['Baker']);
    expect((await names('sortBy=startDate&sortOrder=1')).slice(0, 2)).toEqual(['Zimmer', 'Baker']);
    expect((await names('sortBy=startDate&sortOrder=-1')).slice(0, 2)).toEqual(['Baker', 'Zimmer']);
    expect((await names('sortBy=createdAt&sortOrder=1')).slice(0, 2)).toEqual(['Owner', 'Support']);
    const page = (await list('limit=2&page=2')).json().data;
    expect(page).toMatchObject({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(page.items.map((item: { lastName: string }) => item.lastName)).toEqual(['Owner', 'Support']);
  });

  it('pages alike whether the page size is written into the statement or bound, and asked again', async () => {
    const everyone = await names('limit=100');
    expect(everyone).toEqual(['Baker', 'Cruz', 'Owner', 'Support', 'Zimmer']);
    expect(await names('limit=10')).toEqual(everyone);
    expect(await names('limit=25')).toEqual(everyone);
    expect(await names('limit=3')).toEqual(everyone.slice(0, 3));
    expect(await names('limit=3&page=2')).toEqual(everyone.slice(3));
    expect(await names('limit=10&page=2')).toEqual([]);
    expect(await names('limit=2&page=2&sortOrder=-1')).toEqual(['Owner', 'Cruz']);
  });

  it('reads only what the list shows of a person: no password hash or token version', async () => {
    const query = { page: 1, limit: 10 };
    for (const page of [
      { limit: 10, offset: 0 },
      { limit: 3, offset: 3 },
    ]) {
      const rows = await listPeople(t.app.db, acme.company.id, query, page);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.user).not.toHaveProperty('passwordHash');
        expect(row.user).not.toHaveProperty('tempPasswordHash');
        expect(row.user).not.toHaveProperty('tokenVersion');
      }
    }
  });

  it('refuses bad query values with field errors', async () => {
    const response = await list('page=0&limit=500&sortBy=salary&status=gone&departmentId=x');
    expect(response.statusCode).toBe(400);
    const paths = (response.json().errors as Array<{ path: string }>).map((error) => error.path).sort();
    expect(paths).toEqual(['departmentId', 'limit', 'page', 'sortBy', 'status']);
  });

  it('lets a view-only role list, and refuses anyone without the permission (403) or signed out (401)', async () => {
    expect((await list('', acme.support)).statusCode).toBe(200);
    const employee = await createUser(t.app.db, acme.company.id, { role: null });
    const signIn = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/signin',
      payload: { email: employee.email, password: 'Atrium@2026' },
    });
    const token = signIn.json().data.authToken as string;
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('keeps /api/users/me answering the signed-in user', async () => {
    const me = await injectAs(t.app, acme.support, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(acme.support.user.id);
  });
});
