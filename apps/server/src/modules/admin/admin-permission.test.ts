import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  signedInWithRole,
  type TestApp,
} from '../../../test/test-app.ts';
import { createDepartment } from '../../db/seed/org-factories.ts';

// Issue 21 item 7: Performance's settings reach the admin console's pages, so a role holding only
// `prf.settings.*` permissions is answered by the same routes as one holding `sso.admin.*`.
describe('the admin console under Performance settings permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists people, departments, groups, roles and the impersonation log for their Performance equivalents', async () => {
    const { company } = await signedInUser(t.app);
    const reader = await signedInWithRole(t.app, company, {
      name: 'Performance admin',
      permissions: [
        'prf.settings.people.employee.view',
        'prf.settings.departments.department.view',
        'prf.settings.groups.group.view',
        'prf.settings.roles.role.view',
        'prf.settings.impersonation.log.view',
        'prf.settings.company.profile.view',
        'prf.settings.user_attributes.attribute.edit',
      ],
    });
    for (const url of [
      '/api/users',
      '/api/admin/departments',
      '/api/admin/groups',
      '/api/roles',
      '/api/admin/impersonation',
      '/api/admin/company',
      '/api/admin/attributes',
    ]) {
      const response = await injectAs(t.app, reader, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    // Locations and the audit trail are the admin console's alone.
    for (const url of ['/api/admin/locations', '/api/admin/audit-events']) {
      const response = await injectAs(t.app, reader, { method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('refuses a write its Performance permissions do not grant, and allows the one they do', async () => {
    const { company } = await signedInUser(t.app);
    const viewer = await signedInWithRole(t.app, company, {
      name: 'Department viewer',
      permissions: ['prf.settings.departments.department.view'],
    });
    const refused = await injectAs(t.app, viewer, {
      method: 'POST',
      url: '/api/admin/departments',
      payload: { name: 'Research' },
    });
    expect(refused.statusCode).toBe(403);

    const creator = await signedInWithRole(t.app, company, {
      name: 'Department creator',
      permissions: ['prf.settings.departments.department.create'],
    });
    const created = await injectAs(t.app, creator, {
      method: 'POST',
      url: '/api/admin/departments',
      payload: { name: 'Research' },
    });
    expect(created.statusCode).toBe(201);
  });

  it('lets "set head" set a department head without editing the department', async () => {
    const { company, user } = await signedInUser(t.app);
    const department = await createDepartment(t.app.db, company.id, { name: 'Finance' });
    const headSetter = await signedInWithRole(t.app, company, {
      name: 'Head setter',
      permissions: ['prf.settings.departments.head.assign'],
    });
    const head = await injectAs(t.app, headSetter, {
      method: 'PUT',
      url: `/api/admin/departments/${department.id}/head`,
      payload: { headUserId: user.id },
    });
    expect(head.statusCode).toBe(200);
    expect(head.json().data.head.id).toBe(user.id);

    const rename = await injectAs(t.app, headSetter, {
      method: 'PUT',
      url: `/api/admin/departments/${department.id}`,
      payload: { name: 'Money' },
    });
    expect(rename.statusCode).toBe(403);
  });
});
