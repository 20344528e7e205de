import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../db/seed/factories.ts';
import { auditEvents, companies, outboxMessages, users } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { fieldPaths, mailsTo, randomIp, rowCount } from './auth.test-helpers.ts';

const validBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Priya',
  lastName: 'Shah',
  email: `priya.${Math.random().toString(36).slice(2, 8)}@example.test`,
  contactNumber: '+447911123456',
  allowedCompany: ['ONBOARDING', 'RECRUITMENT'],
  companyName: 'Shah Analytics Ltd',
  companySize: '76-250',
  country: 'United Kingdom',
  companyNo: `SC${Math.floor(Math.random() * 1e6)}`,
  companyAddress: '2 Station Road, Leeds',
  postalCode: 'LS1 4AP',
  defaultCompany: 'ONBOARDING',
  description: '',
  ...overrides,
});

describe('POST /api/auth/signup-company', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup-company',
      payload: payload as object,
      remoteAddress: randomIp(),
    });

  it('creates the company and its invited administrator, and mails a temporary password', async () => {
    const body = validBody({ email: 'Priya.Shah@Example.TEST' });
    const response = await signUp(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'User create successfully!', data: null });

    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'priya.shah@example.test'));
    expect(user).toMatchObject({
      firstName: 'Priya',
      role: 'COMPANY_ADMIN',
      status: 'invited',
      allowedModules: ['ONBOARDING', 'RECRUITMENT'],
      defaultModule: 'ONBOARDING',
      passwordHash: null,
      emailVerifiedAt: null,
    });
    expect(user!.tempPasswordHash).toMatch(/^\$argon2id\$/);
    const days = (user!.tempPasswordExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, user!.companyId));
    expect(company).toMatchObject({
      name: 'Shah Analytics Ltd',
      companyNo: body.companyNo,
      country: 'United Kingdom',
    });

    const [mail] = await mailsTo(t.app.db, 'priya.shah@example.test');
    expect(mail!.html).toContain('set-new-password?userId=priya.shah%40example.test');
    expect(mail!.text).toContain('http://localhost:3000/set-new-password?userId=priya.shah%40example.test');
    expect(mail!.text).toMatch(/temporary password is: \S{12}/);
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.sign_up_company'));
    expect(audit?.companyId).toBe(company!.id);
  });

  it('refuses an email already in use, whatever its case, and writes nothing', async () => {
    const company = await createCompany(t.app.db);
    const existing = await createUser(t.app.db, company.id);
    const before = [await rowCount(t.app.db, companies), await rowCount(t.app.db, users)];
    const response = await signUp(validBody({ email: existing.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'EMAIL_TAKEN',
      errors: [{ path: 'email', message: 'An account with this email already exists' }],
    });
    expect([await rowCount(t.app.db, companies), await rowCount(t.app.db, users)]).toEqual(before);
  });

  it('lets only one of two simultaneous sign-ups with the same email through', async () => {
    const email = `race.${Date.now()}@example.test`;
    const responses = await Promise.all([signUp(validBody({ email })), signUp(validBody({ email }))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().code).toBe('EMAIL_TAKEN');
  });

  it('refuses a company number already registered in the same country', async () => {
    await createCompany(t.app.db, { companyNo: 'AB123456', country: 'United Kingdom' });
    const response = await signUp(validBody({ companyNo: 'ab123456' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('COMPANY_TAKEN');
    expect(fieldPaths(response)).toEqual(['companyNo']);
    // The same number elsewhere is another company.
    expect((await signUp(validBody({ companyNo: 'AB123456', country: 'Ireland' }))).statusCode).toBe(200);
  });

  it('refuses each kind of bad input with field errors, writes nothing and sends nothing', async () => {
    const counts = async () =>
      Promise.all([companies, users, outboxMessages, auditEvents].map((table) => rowCount(t.app.db, table)));
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '' }, 'firstName'],
      [{ lastName: undefined }, 'lastName'],
      [{ email: 'nope' }, 'email'],
      [{ contactNumber: '12' }, 'contactNumber'],
      [{ allowedCompany: [] }, 'allowedCompany'],
      [{ allowedCompany: ['LEARNING'] }, 'allowedCompany.0'],
      [{ allowedCompany: ['RECRUITMENT', 'RECRUITMENT'], defaultCompany: 'RECRUITMENT' }, 'allowedCompany'],
      [{ defaultCompany: 'RECRUITMENT' }, 'defaultCompany'],
      [{ companySize: '5' }, 'companySize'],
      [{ country: 'Atlantis' }, 'country'],
      [{ companyNo: ' ' }, 'companyNo'],
      [{ companyAddress: '' }, 'companyAddress'],
      [{ postalCode: '' }, 'postalCode'],
      [{ companyName: '' }, 'companyName'],
    ];
    for (const [override, path] of cases) {
      const response = await signUp(validBody(override));
      expect(response.statusCode, path).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(fieldPaths(response), path).toContain(path);
    }
    expect(await counts()).toEqual(before);
  });

  it('is rate limited per client address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup-company',
        payload: validBody({ firstName: '' }),
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
