import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, companies } from '../../../db/schema/index.ts';
import { createCompany } from '../../../db/seed/factories.ts';
import { fieldPaths } from '../../platform/auth/auth.test-helpers.ts';

describe('GET and PUT /api/admin/company', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let employee: SignedInUser;
  let support: SignedInUser;
  let outsider: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t.app.db, {
      name: 'Acme Widgets Ltd',
      allowedModules: ['RECRUITMENT', 'ONBOARDING'],
      defaultModule: 'RECRUITMENT',
    });
    admin = await signedInUser(t.app, { allowedModules: ['RECRUITMENT', 'ONBOARDING'] }, company);
    employee = await signedInUser(t.app, { role: null, allowedModules: ['RECRUITMENT'] }, company);
    support = await signedInUser(t.app, { role: 'SUPPORT' }, company);
    outsider = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  const get = (who: SignedInUser) => injectAs(t.app, who, { method: 'GET', url: '/api/admin/company' });
  const put = (who: SignedInUser, payload: Record<string, unknown>) =>
    injectAs(t.app, who, { method: 'PUT', url: '/api/admin/company', payload });
  const valid = {
    name: 'Acme Widgets Group Ltd',
    logoUrl: '/api/files/public/abc.png',
    companyNo: 'AC123456',
    companyAddress: '2 Market Square, Leeds',
    postalCode: 'LS1 1AA',
    companySize: '76-250',
    timezone: 'Europe/Dublin',
    description: 'We make widgets.',
    allowedModules: ['ONBOARDING', 'RECRUITMENT', 'PERFORMANCE'],
    defaultModule: 'PERFORMANCE',
  };

  it("answers the admin's own company", async () => {
    const response = await get(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: admin.company.id,
      name: 'Acme Widgets Ltd',
      logoUrl: null,
      country: 'United Kingdom',
      allowedModules: ['RECRUITMENT', 'ONBOARDING'],
    });
    expect((await get(outsider)).json().data.id).toBe(outsider.company.id);
  });

  it('saves the profile, audits it, and gives everyone a newly enabled module on their next request', async () => {
    const before = await injectAs(t.app, employee, { method: 'GET', url: '/api/users/me' });
    expect(before.json().data.allowedCompany).toEqual(['RECRUITMENT']);

    const response = await put(admin, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Company profile saved successfully!');
    expect(response.json().data).toMatchObject({
      ...valid,
      allowedModules: ['RECRUITMENT', 'ONBOARDING', 'PERFORMANCE'],
    });

    const me = await injectAs(t.app, employee, { method: 'GET', url: '/api/users/me' });
    expect(me.json().data.companyName).toBe('Acme Widgets Group Ltd');
    expect(me.json().data.allowedCompany).toEqual(expect.arrayContaining(['RECRUITMENT', 'PERFORMANCE']));
    expect(me.json().data.menuPermissions.prf).toBeDefined();

    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'company.update'), eq(auditEvents.targetId, admin.company.id)));
    expect(event).toMatchObject({
      actorUserId: admin.user.id,
      before: expect.objectContaining({ name: 'Acme Widgets Ltd' }),
      after: expect.objectContaining({ name: 'Acme Widgets Group Ltd', timezone: 'Europe/Dublin' }),
    });
  });

  it('takes a switched-off module out of every menu at once', async () => {
    const response = await put(admin, {
      ...valid,
      allowedModules: ['RECRUITMENT'],
      defaultModule: 'RECRUITMENT',
    });
    expect(response.statusCode).toBe(200);
    const me = await injectAs(t.app, employee, { method: 'GET', url: '/api/users/me' });
    expect(me.json().data.allowedCompany).toEqual(['RECRUITMENT']);
    expect(me.json().data.menuPermissions.prf).toBeUndefined();
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const response = await put(admin, {
      ...valid,
      name: ' ',
      companySize: '2',
      timezone: 'Mars/Olympus',
      logoUrl: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response).sort()).toEqual(['companySize', 'logoUrl', 'name', 'timezone']);
    const notEnabled = await put(admin, {
      ...valid,
      allowedModules: ['RECRUITMENT'],
      defaultModule: 'ONBOARDING',
    });
    expect(notEnabled.statusCode).toBe(400);
    expect(notEnabled.json().errors).toEqual([
      { path: 'defaultModule', message: 'The default module must be one of the enabled modules' },
    ]);
    expect((await put(admin, { ...valid, allowedModules: [] })).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(companies).where(eq(companies.id, admin.company.id));
    expect(row!.name).toBe('Acme Widgets Group Ltd');
  });

  it('answers 409 on a company number another company of the country holds', async () => {
    const response = await put(admin, { ...valid, companyNo: outsider.company.companyNo.toLowerCase() });
    expect(response.statusCode).toBe(409);
    expect(fieldPaths(response)).toEqual(['companyNo']);
  });

  it('refuses without a token, and without the permission (401, 403), changing nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/company' })).statusCode).toBe(401);
    expect((await get(employee)).statusCode).toBe(403);
    expect((await put(support, { ...valid, name: 'Hijacked' })).statusCode).toBe(403);
    // Another company's admin can only ever address their own company.
    expect((await put(outsider, { ...valid, companyNo: 'OUT-1', name: 'Outsider Ltd' })).statusCode).toBe(
      200,
    );
    const [row] = await t.app.db.select().from(companies).where(eq(companies.id, admin.company.id));
    expect(row!.name).toBe('Acme Widgets Group Ltd');
  });
});
