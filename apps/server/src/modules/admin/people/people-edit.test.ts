import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../../../../test/test-app.ts';
import {
  auditEvents,
  userAttributeDefinitions,
  userAttributeValues,
  users,
} from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createCompanyRole } from '../../../db/seed/org-factories.ts';
import { fieldPaths } from '../../platform/auth/auth.test-helpers.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('GET and PUT /api/users/:id', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let other: Awaited<ReturnType<typeof peopleCompany>>;
  let attributeIds: { shirt: string; skills: string; badge: string; since: string; archived: string };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    other = await peopleCompany(t.app, 'Globex Ltd');
    const define = async (values: Partial<typeof userAttributeDefinitions.$inferInsert>) => {
      const [row] = await t.app.db
        .insert(userAttributeDefinitions)
        .values({ companyId: acme.company.id, key: values.label!, label: 'x', type: 'text', ...values })
        .returning();
      return row!.id;
    };
    const options = [
      { id: 's', label: 'Small' },
      { id: 'm', label: 'Medium' },
    ];
    attributeIds = {
      shirt: await define({ label: 'shirt', type: 'single_select', options }),
      skills: await define({ label: 'skills', type: 'multi_select', options }),
      badge: await define({ label: 'badge', type: 'number' }),
      since: await define({ label: 'since', type: 'date' }),
      archived: await define({ label: 'old', archivedAt: new Date() }),
    };
  });
  afterAll(() => t.close());

  const get = (id: string, who = acme.admin) =>
    injectAs(t.app, who, { method: 'GET', url: `/api/users/${id}` });
  const put = (id: string, payload: Record<string, unknown>, who = acme.admin) =>
    injectAs(t.app, who, { method: 'PUT', url: `/api/users/${id}`, payload });
  const row = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

  it('answers a person of my company, and 404 for another company’s or an unknown one', async () => {
    const response = await get(acme.support.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: acme.support.user.id,
      role: 'SUPPORT',
      timezone: 'Europe/London',
      attributes: {},
    });
    expect((await get(other.admin.user.id)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('not-a-uuid')).statusCode).toBe(400);
  });

  it('edits work details, custom role and attribute values, audits, and applies the role at once', async () => {
    const person = await createUser(t.app.db, acme.company.id, { role: null });
    const role = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'People viewer',
      permissions: ['sso.admin.users.user.view'],
    });
    const signIn = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/signin',
      payload: { email: person.email, password: 'Atrium@2026' },
    });
    const headers = { authorization: `Bearer ${signIn.json().data.authToken as string}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(403);

    const response = await put(person.id, {
      jobTitle: 'Platform Lead',
      departmentId: acme.department.id,
      locationId: acme.location.id,
      managerId: acme.admin.user.id,
      employmentType: 'part_time',
      startDate: '2025-06-30',
      customRoleId: role.id,
      attributes: {
        [attributeIds.shirt]: 'm',
        [attributeIds.skills]: ['s', 'm'],
        [attributeIds.badge]: 42,
        [attributeIds.since]: '2020-01-31',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      jobTitle: 'Platform Lead',
      department: { name: 'Engineering' },
      location: { name: 'London' },
      manager: { id: acme.admin.user.id },
      employmentType: 'part_time',
      startDate: '2025-06-30',
      customRole: { id: role.id, name: 'People viewer' },
      attributes: {
        [attributeIds.shirt]: 'm',
        [attributeIds.skills]: ['s', 'm'],
        [attributeIds.badge]: 42,
        [attributeIds.since]: '2020-01-31',
      },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(200);

    // Omitted fields stay; null clears a field and removes an attribute value.
    const cleared = await put(person.id, { jobTitle: null, attributes: { [attributeIds.badge]: null } });
    expect(cleared.json().data.jobTitle).toBeNull();
    expect(cleared.json().data.department.name).toBe('Engineering');
    expect(cleared.json().data.attributes).not.toHaveProperty(attributeIds.badge);
    const audits = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'people.update'), eq(auditEvents.targetId, person.id)));
    expect(audits).toHaveLength(2);
  });

  it('refuses values that do not fit their attribute, and changes nothing', async () => {
    const person = await createUser(t.app.db, acme.company.id, { role: null, jobTitle: 'Before' });
    const response = await put(person.id, {
      jobTitle: 'After',
      attributes: {
        [attributeIds.shirt]: 'xl',
        [attributeIds.skills]: ['s', 's'],
        [attributeIds.badge]: 'many',
        [attributeIds.since]: '2020-13-01',
        [attributeIds.archived]: 'x',
        '00000000-0000-4000-8000-000000000000': 'x',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toHaveLength(6);
    expect((await row(person.id)).jobTitle).toBe('Before');
    const values = await t.app.db
      .select()
      .from(userAttributeValues)
      .where(eq(userAttributeValues.userId, person.id));
    expect(values).toEqual([]);
  });

  it('refuses a person as their own manager, a cycle, and links to another company', async () => {
    const boss = await createUser(t.app.db, acme.company.id, { role: null });
    const middle = await createUser(t.app.db, acme.company.id, { role: null, managerId: boss.id });
    const junior = await createUser(t.app.db, acme.company.id, { role: null, managerId: middle.id });
    expect(fieldPaths(await put(boss.id, { managerId: boss.id }))).toEqual(['managerId']);
    expect(fieldPaths(await put(boss.id, { managerId: junior.id }))).toEqual(['managerId']);
    expect((await row(boss.id)).managerId).toBeNull();
    const foreign = await put(junior.id, {
      managerId: other.admin.user.id,
      departmentId: other.department.id,
      locationId: other.location.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldPaths(foreign).sort()).toEqual(['departmentId', 'locationId', 'managerId']);
    expect((await row(junior.id)).managerId).toBe(middle.id);
    expect((await put(junior.id, { managerId: boss.id })).statusCode).toBe(200);
  });

  it('refuses bad input with field errors', async () => {
    const response = await put(acme.support.user.id, {
      employmentType: 'forever',
      startDate: 'soon',
      managerId: 'x',
      jobTitle: 'x'.repeat(200),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response).sort()).toEqual(['employmentType', 'jobTitle', 'managerId', 'startDate']);
  });

  it('refuses changing the custom role of someone who holds rights the editor lacks', async () => {
    const editor = await createCompanyRole(t.app.db, acme.company.id, { name: 'Editor', permissions: [] });
    const operations = await signedInUser(
      t.app,
      { role: 'OPERATIONS', customRoleId: editor.id },
      acme.company,
    );
    const refused = await put(acme.admin.user.id, { customRoleId: null }, operations);
    expect(refused.statusCode).toBe(403);
    const peer = await createUser(t.app.db, acme.company.id, { role: 'OPERATIONS' });
    expect((await put(peer.id, { customRoleId: editor.id }, operations)).statusCode).toBe(200);
  });

  it("answers 404 for another company's person and 403 without the permission, changing nothing", async () => {
    expect((await put(other.support.user.id, { jobTitle: 'Hijacked' })).statusCode).toBe(404);
    expect((await row(other.support.user.id)).jobTitle).toBeNull();
    expect((await put(acme.admin.user.id, { jobTitle: 'Hijacked' }, acme.support)).statusCode).toBe(403);
    expect((await row(acme.admin.user.id)).jobTitle).toBeNull();
  });
});
