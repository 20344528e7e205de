import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { createCompany, createUser, DEMO_PASSWORD } from '../../../db/seed/factories.ts';
import { auditEvents, type UserRow } from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  testConfig,
  type TestApp,
} from '../../../../test/test-app.ts';
import { isRedisReachable, randomIp, setCookieOf, TEST_REDIS_URL } from './auth.test-helpers.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';

// Issue 14, item 6 and docs/decisions/005-sign-in-throttling-threat-model.md: guesses stay throttled,
// but failures made by someone else never keep the account's owner out.

const hasRedis = await isRedisReachable();

const WRONG = 'Wrong@1234';
const LOCKED = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

const signIn = (app: FastifyInstance, email: string, password: string, ip = randomIp(), device?: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });

/** The device cookie a successful sign-in sets: its value, as the browser would send it back. */
const deviceCookieOf = (response: Awaited<ReturnType<typeof signIn>>): string => {
  const cookie = setCookieOf(response, DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie set');
  return cookie.slice(DEVICE_COOKIE.length + 1).split(';')[0]!;
};

async function newUser(app: FastifyInstance): Promise<UserRow> {
  const company = await createCompany(app.db);
  return createUser(app.db, company.id);
}

/** 5 failures from one address lock that address for the account, on whichever instance. */
async function expectPairLocked(app: FastifyInstance, other: FastifyInstance = app) {
  const user = await newUser(app);
  const attacker = randomIp();
  for (let i = 0; i < 5; i += 1)
    expect((await signIn(i % 2 ? other : app, user.email, WRONG, attacker)).statusCode).toBe(401);
  // The sixth is refused before the password is even checked, the right one included.
  for (const target of [app, other]) {
    const response = await signIn(target, user.email, DEMO_PASSWORD, attacker);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: LOCKED, code: 'RATE_LIMITED' });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  }
  // The owner, elsewhere, is not held back at all.
  expect((await signIn(other, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  const denied = await app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, user.email), eq(auditEvents.outcome, 'denied')));
  expect(denied).toHaveLength(2);
  expect(denied[0]!.after).toMatchObject({ reason: 'throttled', limit: 'account_and_address' });
}

describe('sign-in throttling in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("locks an account for the address that failed 5 times, and a locked account's owner can still get in", () =>
    expectPairLocked(t.app));

  it('throttles a client address after 20 failures, whatever the accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(t.app, `ghost${i}@example.test`, WRONG, ip)).statusCode).toBe(401);
    }
    const user = await newUser(t.app);
    const blocked = await signIn(t.app, user.email, DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is unaffected.
    expect((await signIn(t.app, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('slows an account failing from many addresses: untrusted clients wait, never locked out', async () => {
    const user = await newUser(t.app);
    // Ten failures from ten addresses (a distributed guess): no address reaches its own lock.
    for (let i = 0; i < 10; i += 1) expect((await signIn(t.app, user.email, WRONG)).statusCode).toBe(401);
    const slowed = await signIn(t.app, user.email, DEMO_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    // Two seconds from the last failure (one, on a machine slow enough to take a second between).
    expect([1, 2]).toContain(wait);
    expect(slowed.json()).toEqual({
      message: `Too many failed sign-in attempts. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
      code: 'RATE_LIMITED',
    });
    // Each further failure doubles the wait.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await signIn(t.app, user.email, WRONG)).statusCode).toBe(401);
    const doubled = Number((await signIn(t.app, user.email, DEMO_PASSWORD)).headers['retry-after']);
    expect(doubled).toBeGreaterThan(2);
    expect(doubled).toBeLessThanOrEqual(4);
    await new Promise((resolve) => setTimeout(resolve, 4100));
    // Once the wait is over, the right password gets in from any address.
    expect((await signIn(t.app, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  }, 15_000);

  it('lets the owner in from a trusted browser (device cookie) while others have locked and slowed the account', async () => {
    const user = await newUser(t.app);
    const home = randomIp();
    const first = await signIn(t.app, user.email, DEMO_PASSWORD, home);
    expect(first.statusCode).toBe(200);
    expect(setCookieOf(first, DEVICE_COOKIE)).toMatch(
      /; Max-Age=15552000; Path=\/api\/auth\/signin; HttpOnly; Secure; SameSite=Strict$/,
    );
    const device = deviceCookieOf(first);
    // Failures from many addresses, and five from the owner's own address too.
    for (let i = 0; i < 12; i += 1) await signIn(t.app, user.email, WRONG);
    for (let i = 0; i < 5; i += 1) await signIn(t.app, user.email, WRONG, home);
    expect((await signIn(t.app, user.email, DEMO_PASSWORD, home)).statusCode).toBe(429);
    expect((await signIn(t.app, user.email, DEMO_PASSWORD)).statusCode).toBe(429);
    // The owner's browser answers only to its own failures.
    const trusted = await signIn(t.app, user.email, DEMO_PASSWORD, home, device);
    expect(trusted.statusCode).toBe(200);
    // It gets a fresh cookie, and the old one still works too (it is signed, not stored).
    expect(deviceCookieOf(trusted)).not.toBe(device);
    expect((await signIn(t.app, user.email, DEMO_PASSWORD, randomIp(), device)).statusCode).toBe(200);
  });

  it('locks a device cookie after its own 5 failures, and only that cookie', async () => {
    const user = await newUser(t.app);
    const device = deviceCookieOf(await signIn(t.app, user.email, DEMO_PASSWORD));
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(t.app, user.email, WRONG, randomIp(), device)).statusCode).toBe(401);
    const locked = await signIn(t.app, user.email, DEMO_PASSWORD, randomIp(), device);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(LOCKED);
    // Those failures were the cookie's alone: the account is not slowed for anyone else.
    expect((await signIn(t.app, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("trusts no device cookie that is forged, altered or another account's", async () => {
    const user = await newUser(t.app);
    const other = await newUser(t.app);
    const othersDevice = deviceCookieOf(await signIn(t.app, other.email, DEMO_PASSWORD));
    const [issued, id, mac] = othersDevice.split('.');
    const attacker = randomIp();
    for (let i = 0; i < 5; i += 1) await signIn(t.app, user.email, WRONG, attacker);
    for (const cookie of [
      othersDevice,
      `${issued}.${id}x.${mac}`,
      `${Number(issued) - 1}.${id}.${mac}`,
      'not-a-cookie',
    ]) {
      expect((await signIn(t.app, user.email, DEMO_PASSWORD, attacker, cookie)).statusCode).toBe(429);
    }
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await newUser(t.app);
    const ip = randomIp();
    for (let i = 0; i < 4; i += 1) await signIn(t.app, user.email, WRONG, ip);
    expect((await signIn(t.app, user.email, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signIn(t.app, user.email, WRONG, ip)).statusCode).toBe(401);
  });

  it('counts wrong current passwords on change-password against the account', async () => {
    const who = await signedInUser(t.app);
    const change = () =>
      injectAs(t.app, who, {
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { oldPassword: WRONG, newPassword: 'Fresh@Pass42', confirmPassword: 'Fresh@Pass42' },
      });
    for (let i = 0; i < 10; i += 1) expect((await change()).statusCode).toBe(400);
    const slowed = await change();
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(2);
    // The same budget as sign-in's: an untrusted client is slowed there too.
    expect((await signIn(t.app, who.user.email, DEMO_PASSWORD)).statusCode).toBe(429);
  });
});

describe('while Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails, as in an outage.
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('still signs people in and still throttles guesses, counting in memory', async () => {
    const who = await signedInUser(t.app);
    expect(who.token).toBeTruthy();
    await expectPairLocked(t.app);
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

  it('counts failures across instances', () => expectPairLocked(t.app, second));

  it('slows an account across instances, and trusts a device cookie issued by the other', async () => {
    const user = await newUser(t.app);
    const device = deviceCookieOf(await signIn(second, user.email, DEMO_PASSWORD));
    for (let i = 0; i < 10; i += 1) await signIn(i % 2 ? second : t.app, user.email, WRONG);
    expect((await signIn(second, user.email, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(t.app, user.email, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await signIn(t.app, user.email, DEMO_PASSWORD, randomIp(), device)).statusCode).toBe(200);
  });

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
