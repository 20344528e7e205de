import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createCompany, createUser, DEMO_PASSWORD } from '../../db/seed/factories.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { createTestApp, injectAs, signedInUser, testConfig, type TestApp } from '../../../test/test-app.ts';
import { isRedisReachable, randomIp, TEST_REDIS_URL } from './auth.test-helpers.ts';

const hasRedis = await isRedisReachable();

const signIn = (app: FastifyInstance, email: string, password: string, ip = randomIp()) =>
  app.inject({ method: 'PUT', url: '/api/auth/signin', payload: { email, password }, remoteAddress: ip });

async function expectThrottledPerEmail(app: FastifyInstance, other: FastifyInstance = app) {
  const company = await createCompany(app.db);
  const user = await createUser(app.db, company.id);
  // Five failures from five addresses: each a plain 401.
  for (let i = 0; i < 5; i += 1)
    expect((await signIn(i % 2 ? other : app, user.email, 'Wrong@1234')).statusCode).toBe(401);
  // The sixth is refused before the password is even checked, the right one included.
  for (const target of [app, other]) {
    const response = await signIn(target, user.email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  }
  const denied = await app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, user.email), eq(auditEvents.outcome, 'denied')));
  expect(denied).toHaveLength(2);
  expect(denied[0]!.after).toMatchObject({ reason: 'throttled' });
}

describe('sign-in throttling in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('throttles an account after 5 failures in 15 minutes', () => expectThrottledPerEmail(t.app));

  it('throttles a client address after 20 failures, whatever the accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(t.app, `ghost${i}@example.test`, 'Wrong@1234', ip)).statusCode).toBe(401);
    }
    const company = await createCompany(t.app.db);
    const user = await createUser(t.app.db, company.id);
    const blocked = await signIn(t.app, user.email, DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is unaffected.
    expect((await signIn(t.app, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    const company = await createCompany(t.app.db);
    const user = await createUser(t.app.db, company.id);
    for (let i = 0; i < 4; i += 1) await signIn(t.app, user.email, 'Wrong@1234');
    expect((await signIn(t.app, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await signIn(t.app, user.email, 'Wrong@1234')).statusCode).toBe(401);
  });
});

describe('while Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails, as in an outage.
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('still signs people in and still throttles an account, counting in memory', async () => {
    const who = await signedInUser(t.app);
    expect(who.token).toBeTruthy();
    await expectThrottledPerEmail(t.app);
  });

  it('answers the rate-limited routes instead of failing them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.test' },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe.skipIf(!hasRedis)('with Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: TEST_REDIS_URL });
    // A second instance on the same database and Redis, as behind a load balancer.
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

  it('counts failures across instances', () => expectThrottledPerEmail(t.app, second));

  it('ends sessions on every instance when the password changes', async () => {
    const who = await signedInUser(t.app);
    // The second instance has the user's state cached.
    expect((await injectAs(second, who, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    const changed = await injectAs(t.app, who, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh@Pass42', confirmPassword: 'Fresh@Pass42' },
    });
    expect(changed.statusCode).toBe(200);
    const deadline = Date.now() + 3000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await injectAs(second, who, { method: 'GET', url: '/api/users/me' })).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });

  it('shows a profile change on every instance', async () => {
    const who = await signedInUser(t.app, { firstName: 'Carol' });
    const firstNameOn = async (app: FastifyInstance) =>
      (await injectAs(app, who, { method: 'GET', url: '/api/users/me' })).json().data.firstName as string;
    expect(await firstNameOn(second)).toBe('Carol');
    const updated = await injectAs(t.app, who, {
      method: 'PUT',
      url: '/api/users/me/profile',
      payload: { firstName: 'Caroline', lastName: who.user.lastName, timezone: 'UTC' },
    });
    expect(updated.statusCode).toBe(200);
    const deadline = Date.now() + 3000;
    let seen = await firstNameOn(second);
    while (seen !== 'Caroline' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await firstNameOn(second);
    }
    expect(seen).toBe('Caroline');
  });
});
