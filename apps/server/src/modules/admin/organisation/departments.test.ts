import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, departments, jobs, users } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createDepartment } from '../../../db/seed/org-factories.ts';
import { createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';

describe('departments', () => {
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
  const row = async (id: string) =>
    (await t.app.db.select().from(departments).where(eq(departments.id, id)))[0];
  const countOf = async (companyId: string) =>
    (await t.app.db.select().from(departments).where(eq(departments.companyId, companyId))).length;
  const audits = (action: string, targetId: string) =>
    t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));

  it('creates a nested department with a head, and audits it', async () => {
    const parent = await createDepartment(t.app.db, admin.company.id, { name: 'Engineering' });
    const response = await as(admin, 'POST', '/api/admin/departments', {
      name: ' Platform ',
      parentId: parent.id,
      headUserId: admin.user.id,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      name: 'Platform',
      parentId: parent.id,
      parentName: 'Engineering',
      depth: 1,
      childCount: 0,
      head: { id: admin.user.id, email: admin.user.email },
    });
    expect(await audits('department.create', created.id)).toHaveLength(1);
  });

  it('lists with nesting, counts and head, paginated, searchable and filterable by parent', async () => {
    const company = await signedInUser(t.app);
    const root = await createDepartment(t.app.db, company.company.id, { name: 'Operations' });
    const child = await createDepartment(t.app.db, company.company.id, {
      name: 'Facilities',
      parentId: root.id,
    });
    await createDepartment(t.app.db, company.company.id, { name: 'Cleaning', parentId: child.id });
    await createUser(t.app.db, company.company.id, { departmentId: child.id });

    const all = (await as(company, 'GET', '/api/admin/departments?limit=2')).json().data;
    expect(all).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(all.items.map((d: { name: string }) => d.name)).toEqual(['Cleaning', 'Facilities']);
    expect(all.items[0]).toMatchObject({ depth: 2, parentName: 'Facilities' });
    expect(all.items[1]).toMatchObject({ depth: 1, childCount: 1, memberCount: 1 });

    const children = (await as(company, 'GET', `/api/admin/departments?parentId=${root.id}`)).json().data;
    expect(children.items.map((d: { id: string }) => d.id)).toEqual([child.id]);
    const search = (await as(company, 'GET', '/api/admin/departments?search=OPER&sortOrder=-1')).json().data;
    expect(search).toMatchObject({ total: 1, items: [{ id: root.id, depth: 0, parentId: null }] });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await countOf(admin.company.id);
    const blank = await as(admin, 'POST', '/api/admin/departments', { name: '', parentId: 'nope' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.map((e: { path: string }) => e.path)).toEqual(['name', 'parentId']);
    const foreignParent = await createDepartment(t.app.db, outsider.company.id, { name: 'Theirs' });
    const parent = await as(admin, 'POST', '/api/admin/departments', {
      name: 'X',
      parentId: foreignParent.id,
    });
    expect(parent.statusCode).toBe(400);
    expect(parent.json().errors).toEqual([{ path: 'parentId', message: 'Parent department not found' }]);
    const head = await as(admin, 'POST', '/api/admin/departments', {
      name: 'X',
      headUserId: outsider.user.id,
    });
    expect(head.statusCode).toBe(400);
    expect(head.json().errors).toEqual([{ path: 'headUserId', message: 'Person not found' }]);
    expect(await countOf(admin.company.id)).toBe(before);
  });

  it('refuses a duplicate name at the same level (409) but allows it elsewhere', async () => {
    const a = await createDepartment(t.app.db, admin.company.id, { name: 'Sales' });
    const dup = await as(admin, 'POST', '/api/admin/departments', { name: 'sales' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors[0].path).toBe('name');
    expect(
      (await as(admin, 'POST', '/api/admin/departments', { name: 'Sales', parentId: a.id })).statusCode,
    ).toBe(201);
  });

  it('edits name and parent, refusing a cycle', async () => {
    const top = await createDepartment(t.app.db, admin.company.id, { name: 'Finance' });
    const mid = await createDepartment(t.app.db, admin.company.id, { name: 'Payroll', parentId: top.id });
    const low = await createDepartment(t.app.db, admin.company.id, { name: 'Payslips', parentId: mid.id });

    for (const parentId of [top.id, low.id]) {
      const cycle = await as(admin, 'PUT', `/api/admin/departments/${top.id}`, { name: 'Finance', parentId });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().errors[0].path).toBe('parentId');
    }
    expect((await row(top.id))?.parentId).toBeNull();

    const moved = await as(admin, 'PUT', `/api/admin/departments/${low.id}`, {
      name: 'Payslips UK',
      parentId: top.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ name: 'Payslips UK', parentId: top.id, depth: 1, head: null });
    const [audit] = await audits('department.update', low.id);
    expect(audit).toMatchObject({ before: { parentId: mid.id }, after: { parentId: top.id } });
  });

  it('sets and clears the head, only to a person of the same company', async () => {
    const dept = await createDepartment(t.app.db, admin.company.id, { name: 'Legal' });
    const url = `/api/admin/departments/${dept.id}/head`;
    const set = await as(admin, 'PUT', url, { headUserId: support.user.id });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.head).toMatchObject({ id: support.user.id });
    expect((await as(admin, 'PUT', url, { headUserId: outsider.user.id })).statusCode).toBe(400);
    expect((await row(dept.id))?.headUserId).toBe(support.user.id);
    expect((await as(admin, 'PUT', url, { headUserId: null })).json().data.head).toBeNull();
    expect(await audits('department.set_head', dept.id)).toHaveLength(2);
  });

  it('deletes a department without sub-departments (its people and jobs stay) and refuses one with them', async () => {
    const parent = await createDepartment(t.app.db, admin.company.id, { name: 'Research' });
    const child = await createDepartment(t.app.db, admin.company.id, { name: 'Labs', parentId: parent.id });
    const member = await createUser(t.app.db, admin.company.id, { departmentId: child.id });
    const job = await createRecruitingJob(t.app.db, admin.company.id, { departmentId: child.id });

    const refused = await as(admin, 'DELETE', `/api/admin/departments/${parent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/sub-departments/);
    expect((await as(admin, 'DELETE', `/api/admin/departments/${child.id}`)).statusCode).toBe(200);
    expect(await row(child.id)).toBeUndefined();
    const [person] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(person?.departmentId).toBeNull();
    const [stillThere] = await t.app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(stillThere?.departmentId).toBeNull();
    expect(await audits('department.delete', child.id)).toHaveLength(1);
  });

  it('answers 404 for another company’s department and changes nothing', async () => {
    const theirs = await createDepartment(t.app.db, outsider.company.id, { name: 'Hidden' });
    const url = `/api/admin/departments/${theirs.id}`;
    expect((await as(admin, 'GET', url)).statusCode).toBe(404);
    expect((await as(admin, 'PUT', url, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await as(admin, 'PUT', `${url}/head`, { headUserId: admin.user.id })).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', url)).statusCode).toBe(404);
    expect(await row(theirs.id)).toMatchObject({ name: 'Hidden', headUserId: null });
  });

  it('answers 401 without a signed-in user', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url: '/api/admin/departments', payload: {} })).statusCode).toBe(
        401,
      );
    }
  });

  it('answers 403 to a role without the permission', async () => {
    const dept = await createDepartment(t.app.db, admin.company.id, { name: 'Guarded' });
    const url = `/api/admin/departments/${dept.id}`;
    expect((await as(employee, 'GET', '/api/admin/departments')).statusCode).toBe(403);
    expect((await as(employee, 'GET', url)).statusCode).toBe(403);
    expect((await as(support, 'GET', url)).statusCode).toBe(200);
    expect((await as(support, 'POST', '/api/admin/departments', { name: 'Nope' })).statusCode).toBe(403);
    expect((await as(support, 'PUT', url, { name: 'Nope' })).statusCode).toBe(403);
    expect((await as(support, 'PUT', `${url}/head`, { headUserId: null })).statusCode).toBe(403);
    expect((await as(support, 'DELETE', url)).statusCode).toBe(403);
    expect(await row(dept.id)).toMatchObject({ name: 'Guarded' });
  });
});
