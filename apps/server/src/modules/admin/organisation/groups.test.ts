import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, groupMembers, groups } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createGroup } from '../../../db/seed/org-factories.ts';

describe('groups', () => {
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
  const row = async (id: string) => (await t.app.db.select().from(groups).where(eq(groups.id, id)))[0];
  const membersOf = async (groupId: string) =>
    (await t.app.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId))).map(
      (m) => m.userId,
    );
  const audits = (action: string, targetId: string) =>
    t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));

  it('creates, lists, edits and deletes a group, auditing each write', async () => {
    const created = await as(admin, 'POST', '/api/admin/groups', {
      name: 'Book Club',
      description: 'Monthly',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ name: 'Book Club', description: 'Monthly', memberCount: 0 });

    const list = (await as(admin, 'GET', '/api/admin/groups?search=book')).json().data;
    expect(list).toMatchObject({ total: 1, items: [{ id }] });

    const edited = await as(admin, 'PUT', `/api/admin/groups/${id}`, { name: 'Readers' });
    expect(edited.json().data).toMatchObject({ name: 'Readers', description: '' });
    expect((await as(admin, 'GET', `/api/admin/groups/${id}`)).json().data.name).toBe('Readers');

    expect((await as(admin, 'DELETE', `/api/admin/groups/${id}`)).statusCode).toBe(200);
    expect(await row(id)).toBeUndefined();
    for (const action of ['group.create', 'group.update', 'group.delete']) {
      expect(await audits(action, id)).toHaveLength(1);
    }
  });

  it('sorts by member count and paginates in the database', async () => {
    const company = await signedInUser(t.app);
    const people = [company.user.id, (await createUser(t.app.db, company.company.id)).id];
    await createGroup(t.app.db, company.company.id, { name: 'A' }, people);
    await createGroup(t.app.db, company.company.id, { name: 'B' }, people.slice(0, 1));
    await createGroup(t.app.db, company.company.id, { name: 'C' });
    const page = (await as(company, 'GET', '/api/admin/groups?sortBy=memberCount&limit=2&page=1')).json()
      .data;
    expect(page).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.items.map((g: { name: string }) => g.name)).toEqual(['C', 'B']);
  });

  it('refuses bad input and a duplicate name, writing nothing', async () => {
    await createGroup(t.app.db, admin.company.id, { name: 'Runners' });
    const bad = await as(admin, 'POST', '/api/admin/groups', { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('name');
    const dup = await as(admin, 'POST', '/api/admin/groups', { name: 'runners' });
    expect(dup.statusCode).toBe(409);
    const names = (await t.app.db.select().from(groups).where(eq(groups.companyId, admin.company.id))).map(
      (g) => g.name,
    );
    expect(names.filter((name) => name.toLowerCase() === 'runners')).toHaveLength(1);
  });

  it('adds members of the same company only, lists and removes them', async () => {
    const group = await createGroup(t.app.db, admin.company.id, { name: 'Choir' });
    const url = `/api/admin/groups/${group.id}/members`;
    const foreign = await as(admin, 'POST', url, { userIds: [support.user.id, outsider.user.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'userIds.1', message: 'Person not found' }]);
    expect(await membersOf(group.id)).toEqual([]);
    expect((await as(admin, 'POST', url, { userIds: [] })).statusCode).toBe(400);

    const added = await as(admin, 'POST', url, {
      userIds: [support.user.id, employee.user.id, support.user.id],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.memberCount).toBe(2);
    expect((await as(admin, 'POST', url, { userIds: [support.user.id] })).json().data.memberCount).toBe(2);

    const listed = (await as(admin, 'GET', `${url}?limit=1`)).json().data;
    expect(listed).toMatchObject({ total: 2, totalPages: 2 });
    expect(listed.items[0]).toHaveProperty('email');

    const removed = await as(admin, 'DELETE', `${url}/${support.user.id}`);
    expect(removed.json().data.memberCount).toBe(1);
    expect((await as(admin, 'DELETE', `${url}/${support.user.id}`)).statusCode).toBe(404);
    expect(await membersOf(group.id)).toEqual([employee.user.id]);
    expect(await audits('group.members.add', group.id)).toHaveLength(2);
    expect(await audits('group.members.remove', group.id)).toHaveLength(1);
  });

  it('answers 404 for another company’s group and changes nothing', async () => {
    const theirs = await createGroup(t.app.db, outsider.company.id, { name: 'Theirs' }, [outsider.user.id]);
    const url = `/api/admin/groups/${theirs.id}`;
    expect((await as(admin, 'GET', url)).statusCode).toBe(404);
    expect((await as(admin, 'PUT', url, { name: 'Mine' })).statusCode).toBe(404);
    expect((await as(admin, 'GET', `${url}/members`)).statusCode).toBe(404);
    expect((await as(admin, 'POST', `${url}/members`, { userIds: [admin.user.id] })).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', `${url}/members/${outsider.user.id}`)).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', url)).statusCode).toBe(404);
    expect(await row(theirs.id)).toMatchObject({ name: 'Theirs' });
    expect(await membersOf(theirs.id)).toEqual([outsider.user.id]);
  });

  it('answers 401 without a signed-in user', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url: '/api/admin/groups', payload: {} })).statusCode).toBe(401);
    }
  });

  it('answers 403 to a role without the permission', async () => {
    const group = await createGroup(t.app.db, admin.company.id, { name: 'Guarded' });
    const url = `/api/admin/groups/${group.id}`;
    expect((await as(employee, 'GET', '/api/admin/groups')).statusCode).toBe(403);
    expect((await as(employee, 'GET', `${url}/members`)).statusCode).toBe(403);
    expect((await as(support, 'GET', url)).statusCode).toBe(200);
    expect((await as(support, 'POST', '/api/admin/groups', { name: 'Nope' })).statusCode).toBe(403);
    expect((await as(support, 'PUT', url, { name: 'Nope' })).statusCode).toBe(403);
    expect((await as(support, 'POST', `${url}/members`, { userIds: [support.user.id] })).statusCode).toBe(
      403,
    );
    expect((await as(support, 'DELETE', `${url}/members/${support.user.id}`)).statusCode).toBe(403);
    expect((await as(support, 'DELETE', url)).statusCode).toBe(403);
    expect(await row(group.id)).toMatchObject({ name: 'Guarded' });
  });
});
