import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SYSTEM_ROLE_GRANTS } from '@atrium/shared/permissions/system-roles';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, companyRoles } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createCompanyRole } from '../../../db/seed/org-factories.ts';

describe('roles', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let support: SignedInUser;
  let outsider: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t.app);
    support = await signedInUser(t.app, { role: 'SUPPORT' }, admin.company);
    outsider = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const rolesOf = (companyId: string) =>
    t.app.db.select().from(companyRoles).where(eq(companyRoles.companyId, companyId));
  const auditsOf = (action: string, targetId: string) =>
    t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, targetId)));
  const valid = {
    name: 'Recruiter',
    description: 'Runs hiring',
    permissions: ['rct.module.jobs.job.view', 'rct.module.jobs.job.create', 'rct.module.jobs.job.view'],
  };

  it('creates a role, de-duplicating its permissions, and audits it', async () => {
    const response = await as(admin, 'POST', '/api/roles', valid);
    expect(response.statusCode).toBe(201);
    const role = response.json().data;
    expect(role).toMatchObject({
      name: 'Recruiter',
      description: 'Runs hiring',
      permissions: ['rct.module.jobs.job.view', 'rct.module.jobs.job.create'],
      isSystem: false,
      userCount: 0,
    });
    expect(await auditsOf('role.create', role.id)).toHaveLength(1);
  });

  it('refuses unknown or platform permission ids with field errors, writing nothing', async () => {
    const before = (await rolesOf(admin.company.id)).length;
    const response = await as(admin, 'POST', '/api/roles', {
      name: 'Bad',
      permissions: ['rct.module.jobs.job.view', 'not.a.permission', 'sso.menu.chat.view'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'permissions.1', message: 'Unknown permission' },
      { path: 'permissions.2', message: 'Unknown permission' },
    ]);
    const blank = await as(admin, 'POST', '/api/roles', { name: '  ', permissions: [] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ path: 'name', message: 'This field is required' }]);
    expect(await rolesOf(admin.company.id)).toHaveLength(before);
  });

  it('refuses a duplicate name (any case) with 409, but another company may use it', async () => {
    await createCompanyRole(t.app.db, admin.company.id, { name: 'Duplicate Me' });
    const response = await as(admin, 'POST', '/api/roles', { ...valid, name: 'duplicate me' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', errors: [{ path: 'name' }] });
    expect((await as(outsider, 'POST', '/api/roles', { ...valid, name: 'Duplicate Me' })).statusCode).toBe(
      201,
    );
  });

  it('lists system roles first, read-only with their grants, then the company’s roles with holders', async () => {
    const company = await signedInUser(t.app);
    const lead = await createCompanyRole(t.app.db, company.company.id, {
      name: 'Team Lead',
      permissions: ['prf.module.goals.individual_goal.view'],
    });
    await createCompanyRole(t.app.db, company.company.id, { name: 'Auditor' });
    await createUser(t.app.db, company.company.id, { role: null, customRoleId: lead.id });
    await createUser(t.app.db, company.company.id, { role: null, customRoleId: lead.id });

    const all = (await as(company, 'GET', '/api/roles')).json().data;
    expect(all).toMatchObject({ page: 1, limit: 10, total: 6, totalPages: 1 });
    expect(all.items.map((role: { name: string }) => role.name)).toEqual([
      'Admin',
      'Company admin',
      'Operations',
      'Support',
      'Auditor',
      'Team Lead',
    ]);
    const owner = all.items.find((role: { id: string }) => role.id === 'COMPANY_ADMIN');
    expect(owner).toMatchObject({ isSystem: true, userCount: 1 });
    expect(owner.permissions).toHaveLength(SYSTEM_ROLE_GRANTS.COMPANY_ADMIN.size);
    expect(all.items[5]).toMatchObject({ id: lead.id, userCount: 2, isSystem: false });

    const second = (await as(company, 'GET', '/api/roles?page=2&limit=3')).json().data;
    expect(second.items.map((role: { name: string }) => role.name)).toEqual([
      'Support',
      'Auditor',
      'Team Lead',
    ]);
    expect(second).toMatchObject({ total: 6, totalPages: 2 });

    const byHolders = (
      await as(company, 'GET', '/api/roles?sortBy=userCount&sortOrder=-1&page=2&limit=4')
    ).json().data;
    expect(byHolders.items.map((role: { name: string }) => role.name)).toEqual(['Team Lead', 'Auditor']);

    const search = (await as(company, 'GET', '/api/roles?search=lea')).json().data;
    expect(search.items.map((role: { name: string }) => role.name)).toEqual(['Team Lead']);
    const percent = (await as(company, 'GET', '/api/roles?search=%25')).json().data;
    expect(percent.total).toBe(0);
  });

  it('answers one role, a system role by its key, and 404 for another company’s role', async () => {
    const role = await createCompanyRole(t.app.db, admin.company.id, { name: 'Viewer' });
    const mine = await as(admin, 'GET', `/api/roles/${role.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ id: role.id, name: 'Viewer', permissions: [] });
    expect((await as(admin, 'GET', '/api/roles/SUPPORT')).json().data).toMatchObject({ isSystem: true });
    expect((await as(outsider, 'GET', `/api/roles/${role.id}`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', '/api/roles/SUPER_ADMIN')).statusCode).toBe(400);
  });

  it('edits a role, audits before and after, and its holders get the change on their next request', async () => {
    const role = await createCompanyRole(t.app.db, admin.company.id, { name: 'Editor' });
    const holder = await signedInUser(t.app, { role: null, customRoleId: role.id }, admin.company);
    expect((await as(holder, 'GET', '/api/roles')).statusCode).toBe(403);

    const response = await as(admin, 'PUT', `/api/roles/${role.id}`, {
      name: 'Editor',
      description: 'Sees roles',
      permissions: ['sso.admin.roles.role.view'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ permissions: ['sso.admin.roles.role.view'], userCount: 1 });
    const [audit] = await auditsOf('role.update', role.id);
    expect(audit).toMatchObject({
      before: { permissions: [] },
      after: { permissions: ['sso.admin.roles.role.view'] },
    });
    expect((await as(holder, 'GET', '/api/roles')).statusCode).toBe(200);
  });

  it('refuses to edit with bad input, into a taken name, a system role, or another company’s role', async () => {
    const role = await createCompanyRole(t.app.db, admin.company.id, { name: 'Stable' });
    await createCompanyRole(t.app.db, admin.company.id, { name: 'Taken' });
    const bad = await as(admin, 'PUT', `/api/roles/${role.id}`, { name: 'Stable', permissions: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'permissions.0', message: 'Unknown permission' }]);
    expect((await as(admin, 'PUT', `/api/roles/${role.id}`, { ...valid, name: 'TAKEN' })).statusCode).toBe(
      409,
    );
    expect((await as(admin, 'PUT', '/api/roles/ADMIN', valid)).statusCode).toBe(409);
    expect((await as(outsider, 'PUT', `/api/roles/${role.id}`, valid)).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(companyRoles).where(eq(companyRoles.id, role.id));
    expect(row).toMatchObject({ name: 'Stable', permissions: [] });
  });

  it('deletes a role nobody holds, refuses one still assigned, and 404s another company’s', async () => {
    const unused = await createCompanyRole(t.app.db, admin.company.id, { name: 'Unused' });
    const held = await createCompanyRole(t.app.db, admin.company.id, { name: 'Held' });
    await createUser(t.app.db, admin.company.id, { role: null, customRoleId: held.id });

    expect((await as(outsider, 'DELETE', `/api/roles/${unused.id}`)).statusCode).toBe(404);
    const refused = await as(admin, 'DELETE', `/api/roles/${held.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/assigned to people/);
    expect((await as(admin, 'DELETE', '/api/roles/COMPANY_ADMIN')).statusCode).toBe(409);

    expect((await as(admin, 'DELETE', `/api/roles/${unused.id}`)).statusCode).toBe(200);
    const left = (await rolesOf(admin.company.id)).map((role) => role.id);
    expect(left).toContain(held.id);
    expect(left).not.toContain(unused.id);
    expect(await auditsOf('role.delete', unused.id)).toHaveLength(1);
  });

  it('answers 401 without a signed-in user', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url: '/api/roles', payload: {} })).statusCode).toBe(401);
    }
  });

  it('lets SUPPORT (no roles permission) do nothing here: 403', async () => {
    const role = await createCompanyRole(t.app.db, admin.company.id, { name: 'Forbidden Fruit' });
    expect((await as(support, 'GET', '/api/roles')).statusCode).toBe(403);
    expect((await as(support, 'GET', `/api/roles/${role.id}`)).statusCode).toBe(403);
    expect((await as(support, 'POST', '/api/roles', { ...valid, name: 'Sneaky' })).statusCode).toBe(403);
    expect((await as(support, 'PUT', `/api/roles/${role.id}`, valid)).statusCode).toBe(403);
    expect((await as(support, 'DELETE', `/api/roles/${role.id}`)).statusCode).toBe(403);
    expect((await rolesOf(admin.company.id)).find((row) => row.name === 'Sneaky')).toBeUndefined();
  });
});
