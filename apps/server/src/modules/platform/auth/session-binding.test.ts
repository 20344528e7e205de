import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { refreshTokens } from '../../../db/schema/index.ts';
import { createUser, DEMO_PASSWORD } from '../../../db/seed/factories.ts';
import { AccessTokens } from '../../../lib/access-token.ts';
import { sha256 } from '../../../lib/secure-random.ts';
import {
  createTestApp,
  signedInUser,
  testConfig,
  TEST_JWT_SECRET,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { isRedisReachable, TEST_REDIS_URL } from './auth.test-helpers.ts';

// Issue 14, item 5: an access token is bound to its sign-in session (refresh-token family) and stops
// working the moment that session ends, not up to 15 minutes later when it expires.

const hasRedis = await isRedisReachable();

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });

const logout = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/users/logout', payload: { refreshToken } });

const refresh = (app: FastifyInstance, refreshToken: string) =>
  app.inject({ method: 'PUT', url: '/api/auth/refresh-token', payload: { refreshToken } });

/** Another sign-in of the same person: a second session beside the first. */
async function signInAgain(app: FastifyInstance, who: SignedInUser) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/auth/signin',
    payload: { email: who.user.email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { authToken: string; refreshToken: string };
}

/** Polls an instance until the token is refused (an invalidation crosses instances through Redis). */
async function statusOnceSettled(app: FastifyInstance, token: string, until: number) {
  const deadline = Date.now() + 3000;
  let status = (await me(app, token)).statusCode;
  while (status !== until && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = (await me(app, token)).statusCode;
  }
  return status;
}

describe('access tokens bound to their session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses an access token right after logout', async () => {
    const who = await signedInUser(t.app);
    expect((await me(t.app, who.token)).statusCode).toBe(200);
    expect((await logout(t.app, who.refreshToken)).statusCode).toBe(200);
    const after = await me(t.app, who.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      code: 'TOKEN_INVALID',
      message: 'Your session has ended. Please sign in again.',
    });
  });

  it('refuses the access tokens of a family revoked for reuse of its refresh token', async () => {
    const who = await signedInUser(t.app);
    const rotated = (await refresh(t.app, who.refreshToken)).json().data as { authToken: string };
    expect((await me(t.app, rotated.authToken)).statusCode).toBe(200);
    // The spent refresh token comes back: the family is revoked, and every access token of it with it.
    expect((await refresh(t.app, who.refreshToken)).json().code).toBe('REFRESH_TOKEN_REUSED');
    expect((await me(t.app, who.token)).statusCode).toBe(401);
    expect((await me(t.app, rotated.authToken)).statusCode).toBe(401);
  });

  it('keeps the other sessions of the same user working', async () => {
    const who = await signedInUser(t.app);
    const laptop = await signInAgain(t.app, who);
    expect((await me(t.app, who.token)).statusCode).toBe(200);
    expect((await me(t.app, laptop.authToken)).statusCode).toBe(200);
    await logout(t.app, laptop.refreshToken);
    expect((await me(t.app, laptop.authToken)).statusCode).toBe(401);
    expect((await me(t.app, who.token)).statusCode).toBe(200);
    // A session signed in after the user's state was cached works at once.
    const phone = await signInAgain(t.app, who);
    expect((await me(t.app, phone.authToken)).statusCode).toBe(200);
  });

  it('refuses a token whose session has expired', async () => {
    const who = await signedInUser(t.app);
    const [row] = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(who.refreshToken)));
    await t.app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.familyId, row!.familyId));
    expect((await me(t.app, who.token)).statusCode).toBe(401);
  });

  it('refuses a token that names no session, or a session that is not the user’s', async () => {
    const who = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const otherSession = (
      await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, other.user.id))
    )[0]!.familyId;
    const tokens = new AccessTokens(TEST_JWT_SECRET);
    const claims = { userId: who.user.id, companyId: who.company.id, tokenVersion: who.user.tokenVersion };
    expect((await me(t.app, await tokens.sign(claims))).statusCode).toBe(401);
    expect((await me(t.app, await tokens.sign({ ...claims, sessionId: otherSession }))).statusCode).toBe(401);
    // The same claims with the user's own session pass: what failed above was the session alone.
    const own = (
      await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, who.user.id))
    )[0]!;
    expect((await me(t.app, await tokens.sign({ ...claims, sessionId: own.familyId }))).statusCode).toBe(200);
  });

  it('ends a login-as-user when the admin signs out', async () => {
    const admin = await signedInUser(t.app);
    const employee = await createUser(t.app.db, admin.company.id, { role: null });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation',
      headers: admin.headers,
      payload: { userId: employee.id, reason: 'Checking their dashboard' },
    });
    expect(started.statusCode).toBe(200);
    const { authToken } = started.json().data as { authToken: string };
    expect((await me(t.app, authToken)).statusCode).toBe(200);
    await logout(t.app, admin.refreshToken);
    expect((await me(t.app, authToken)).statusCode).toBe(401);
  });
});

describe.skipIf(!hasRedis)('access tokens bound to their session, across instances sharing Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: TEST_REDIS_URL });
    second = await buildApp(testConfig({ redisUrl: TEST_REDIS_URL }), {
      database: t.database,
      logger: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('refuses the token on the other instance once the session is signed out on one', async () => {
    const who = await signedInUser(t.app);
    // The second instance has the user's state, with this session, cached.
    expect((await me(second, who.token)).statusCode).toBe(200);
    expect((await logout(t.app, who.refreshToken)).statusCode).toBe(200);
    expect(await statusOnceSettled(second, who.token, 401)).toBe(401);
  });

  it('refuses the token on the other instance once its family is revoked for reuse', async () => {
    const who = await signedInUser(t.app);
    expect((await me(second, who.token)).statusCode).toBe(200);
    await refresh(t.app, who.refreshToken);
    expect((await refresh(t.app, who.refreshToken)).json().code).toBe('REFRESH_TOKEN_REUSED');
    expect(await statusOnceSettled(second, who.token, 401)).toBe(401);
  });

  it('accepts a new session at once on an instance that has the user cached', async () => {
    const who = await signedInUser(t.app);
    expect((await me(second, who.token)).statusCode).toBe(200);
    const fresh = await signInAgain(t.app, who);
    // No waiting for any message: the other instance reads a session it does not know yet.
    expect((await me(second, fresh.authToken)).statusCode).toBe(200);
    expect((await me(second, who.token)).statusCode).toBe(200);
  });
});
