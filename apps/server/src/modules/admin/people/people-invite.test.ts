import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../../../../test/test-app.ts';
import { auditEvents, outboxMessages, users } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createCompanyRole } from '../../../db/seed/org-factories.ts';
import { fieldPaths, mailsTo, randomIp, rowCount } from '../../platform/auth/auth.test-helpers.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('POST /api/users (invite an employee)', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let other: Awaited<ReturnType<typeof peopleCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    other = await peopleCompany(t.app, 'Globex Ltd');
  });
  afterAll(() => t.close());

  const invite = (who = acme.admin, payload: Record<string, unknown>) =>
    injectAs(t.app, who, { method: 'POST', url: '/api/users', payload });
  const counts = () => Promise.all([rowCount(t.app.db, users), rowCount(t.app.db, outboxMessages)]);

  it('creates an invited person and mails a temporary password that sets a new one', async () => {
    const response = await invite(acme.admin, {
      firstName: ' Grace ',
      lastName: 'Hopper',
      email: 'Grace.Hopper@Example.TEST',
      role: 'OPERATIONS',
      jobTitle: 'Rear Admiral',
      departmentId: acme.department.id,
      locationId: acme.location.id,
      managerId: acme.admin.user.id,
      employmentType: 'full_time',
      startDate: '2026-12-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      email: 'grace.hopper@example.test',
      firstName: 'Grace',
      status: 'invited',
      role: 'OPERATIONS',
      jobTitle: 'Rear Admiral',
      department: { id: acme.department.id, name: 'Engineering' },
      location: { id: acme.location.id, name: 'London' },
      manager: { id: acme.admin.user.id, name: 'Ada Owner' },
      employmentType: 'full_time',
      startDate: '2026-12-01',
      attributes: {},
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, data.id));
    expect(row).toMatchObject({ companyId: acme.company.id, passwordHash: null });
    expect(row!.tempPasswordHash).toMatch(/^\$argon2id\$/);

    const [mail] = await mailsTo(t.app.db, 'grace.hopper@example.test');
    expect(mail!.text).toContain('http://localhost:3000/set-new-password?userId=grace.hopper%40example.test');
    const temp = /temporary password is: (\S+)/.exec(mail!.text)![1]!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-new-password',
      remoteAddress: randomIp(),
      payload: { email: 'grace.hopper@example.test', tempPassword: temp, newPassword: 'Cobol@1959x' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signIn = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/signin',
      payload: { email: 'grace.hopper@example.test', password: 'Cobol@1959x' },
    });
    expect(signIn.statusCode).toBe(200);

    const [audit] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.targetId, data.id));
    expect(audit).toMatchObject({ action: 'people.invite', actorUserId: acme.admin.user.id });
  });

  it('refuses an email already in use anywhere, whatever its case (409), and writes nothing', async () => {
    const before = await counts();
    const response = await invite(acme.admin, {
      firstName: 'Dup',
      lastName: 'Licate',
      email: other.admin.user.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await counts();
    const response = await invite(acme.admin, {
      firstName: '',
      email: 'not-an-email',
      role: 'SUPER_ADMIN',
      employmentType: 'forever',
      startDate: '2026-02-30',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response).sort()).toEqual(
      ['email', 'employmentType', 'firstName', 'lastName', 'role', 'startDate'].sort(),
    );
    expect(await counts()).toEqual(before);
  });

  it("refuses links to another company's department, office, manager or role", async () => {
    const before = await counts();
    const foreignRole = await createCompanyRole(t.app.db, other.company.id);
    const response = await invite(acme.admin, {
      firstName: 'Linus',
      lastName: 'Links',
      email: 'linus.links@example.test',
      departmentId: other.department.id,
      locationId: other.location.id,
      managerId: other.admin.user.id,
      customRoleId: foreignRole.id,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response).sort()).toEqual(['customRoleId', 'departmentId', 'locationId', 'managerId']);
    expect(await counts()).toEqual(before);
  });

  it('refuses a role without the permission (403) and writes nothing', async () => {
    const before = await counts();
    const response = await invite(acme.support, {
      firstName: 'No',
      lastName: 'Access',
      email: 'no.access@example.test',
    });
    expect(response.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses to grant a role with more rights than the inviter holds', async () => {
    const operations = await createUser(t.app.db, acme.company.id, { role: 'OPERATIONS' });
    const signIn = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/signin',
      payload: { email: operations.email, password: 'Atrium@2026' },
    });
    const token = signIn.json().data.authToken as string;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: `Bearer ${token}` },
      payload: { firstName: 'Big', lastName: 'Boss', email: 'big.boss@example.test', role: 'COMPANY_ADMIN' },
    });
    expect(response.statusCode).toBe(403);
    expect(fieldPaths(response)).toEqual(['role']);
  });
});
