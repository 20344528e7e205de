import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, DEMO_PASSWORD } from '../../../db/seed/factories.ts';
import { auditEvents, refreshTokens, users } from '../../../db/schema/index.ts';
import { AccessTokens } from '../../../lib/access-token.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../../../test/test-app.ts';
import { fieldPaths, randomIp, rowCount, setCookieOf } from './auth.test-helpers.ts';

describe('PUT /api/auth/signin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (payload: unknown, ip = randomIp()) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/signin', payload: payload as object, remoteAddress: ip });

  it('answers tokens and the session user, sets the refresh cookie and records the sign-in', async () => {
    const company = await createCompany(t.app.db, {
      allowedModules: ['RECRUITMENT', 'PERFORMANCE'],
      name: 'Globex',
    });
    const user = await createUser(t.app.db, company.id, {
      allowedModules: ['PERFORMANCE', 'ONBOARDING'],
      defaultModule: 'PERFORMANCE',
    });
    const response = await signIn({ email: user.email.toUpperCase(), password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Sign in successfully!');
    expect(body.data.authToken).toMatch(/^ey/);
    // The company the token belongs to (so its lookup reads one shard), then 256 random bits.
    expect(body.data.refreshToken).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toEqual({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      contactNumber: user.contactNumber,
      role: 'COMPANY_ADMIN',
      companyId: company.id,
      companyName: 'Globex',
      // Only the modules both the user and the company have.
      allowedCompany: ['PERFORMANCE'],
      defaultCompany: 'PERFORMANCE',
      timezone: 'Europe/London',
      avatarUrl: null,
      emailVerified: true,
      menuPermissions: expect.objectContaining({ prf: expect.any(Object), sso: expect.any(Object) }),
      permissions: expect.arrayContaining(['sso.admin.users.user.view', 'sso.menu.dashboard.view']),
    });
    expect(body.data.user.menuPermissions.rct).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/hash/i);

    const cookie = setCookieOf(response, 'atrium_rt')!;
    expect(cookie).toContain(`atrium_rt=${body.data.refreshToken}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api(;|$)/);
    // Without remember-me the cookie lasts for the browser session.
    expect(cookie).not.toMatch(/Max-Age|Expires/);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
    const [token] = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(token!.tokenHash).not.toBe(body.data.refreshToken);
    expect(token!.isRemembered).toBe(false);
    expect(token!.expiresAt.getTime() - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect(token!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);
    const audits = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, user.id), eq(auditEvents.action, 'auth.sign_in')));
    expect(audits.map((a) => a.outcome)).toEqual(['success']);
  });

  it('keeps a remembered session for 30 days', async () => {
    const company = await createCompany(t.app.db);
    const user = await createUser(t.app.db, company.id);
    const response = await signIn({ email: user.email, password: DEMO_PASSWORD, rememberMe: true });
    expect(response.statusCode).toBe(200);
    const maxAge = Number(/Max-Age=(\d+)/.exec(setCookieOf(response, 'atrium_rt')!)?.[1]);
    expect(maxAge).toBeGreaterThan(30 * 86_400 - 60);
    expect(maxAge).toBeLessThanOrEqual(30 * 86_400);
    const [token] = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(token!.isRemembered).toBe(true);
  });

  it('answers an unknown email and a wrong password identically, and audits both', async () => {
    const company = await createCompany(t.app.db);
    const user = await createUser(t.app.db, company.id);
    const wrongPassword = await signIn({ email: user.email, password: 'Wrong@1234' });
    const unknownEmail = await signIn({ email: 'nobody.here@example.test', password: 'Wrong@1234' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      expect(setCookieOf(response, 'atrium_rt')).toBeUndefined();
    }
    expect(wrongPassword.body).toBe(unknownEmail.body);
    const failures = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.sign_in'), eq(auditEvents.outcome, 'failure')));
    expect(failures.map((f) => f.targetId).sort()).toEqual([user.email, 'nobody.here@example.test'].sort());
  });

  it('does not let invited or inactive accounts in, and says nothing about why', async () => {
    const company = await createCompany(t.app.db);
    const invited = await createUser(t.app.db, company.id, { status: 'invited', password: null });
    const inactive = await createUser(t.app.db, company.id, { status: 'inactive' });
    for (const user of [invited, inactive]) {
      const response = await signIn({ email: user.email, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await rowCount(t.app.db, refreshTokens);
    const audits = await rowCount(t.app.db, auditEvents);
    const cases: Array<[unknown, string, string]> = [
      [{ password: 'x1' }, 'email', 'Email is required'],
      [{ email: 'not-an-email', password: 'abc' }, 'email', 'Please enter valid email'],
      [{ email: 'a@example.com' }, 'password', 'Password is required'],
      [{ email: 'a@example.com', password: 'a' }, 'password', 'Password must be at least 2 characters'],
      [
        { email: 'a@example.com', password: 'a'.repeat(16) },
        'password',
        'Password must be at most 15 characters',
      ],
      [{ email: 'a@example.com', password: 'abc', rememberMe: 'yes' }, 'rememberMe', ''],
    ];
    for (const [payload, path, message] of cases) {
      const response = await signIn(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(fieldPaths(response)).toContain(path);
      if (message) expect(response.json().errors).toContainEqual({ path, message });
    }
    expect(await rowCount(t.app.db, refreshTokens)).toBe(before);
    expect(await rowCount(t.app.db, auditEvents)).toBe(audits);
  });
});

describe('GET /api/users/me and access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the signed-in user in the sign-in shape', async () => {
    const who = await signedInUser(t.app, { firstName: 'Maya' });
    const response = await injectAs(t.app, who, { method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: who.user.id,
      firstName: 'Maya',
      companyName: who.company.name,
    });
    expect(response.json().data.menuPermissions.rct.module[0]).toBe('dashboard');
  });

  it('refuses no token, a forged token, an alg:none token and an expired token', async () => {
    const who = await signedInUser(t.app);
    const claims = { userId: who.user.id, companyId: who.company.id, tokenVersion: who.user.tokenVersion };
    const forged = await new AccessTokens('another-secret-another-secret-another-secret!!').sign(claims);
    const expired = await new AccessTokens(TEST_JWT_SECRET).sign(claims, -60);
    const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${segment({ alg: 'none', typ: 'at+jwt' })}.${segment({
      sub: who.user.id,
      cid: who.company.id,
      tv: 0,
      iss: 'atrium',
      aud: 'atrium-api',
      iat: now,
      exp: now + 600,
    })}.`;
    const otherAlg = await new SignJWT({ cid: who.company.id, tv: 0 })
      .setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' })
      .setSubject(who.user.id)
      .setIssuer('atrium')
      .setAudience('atrium-api')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const none = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(none.statusCode).toBe(401);
    for (const token of [forged, expired, unsigned, otherAlg, 'garbage']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, token).toBe(401);
      expect(response.json().code).toBe('TOKEN_INVALID');
    }
  });
});
