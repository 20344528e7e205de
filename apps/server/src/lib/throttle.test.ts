import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { isRedisReachable, TEST_REDIS_URL } from '../modules/platform/auth/auth.test-helpers.ts';
import {
  MemoryCounterStore,
  RedisCounterStore,
  Slowdown,
  Throttle,
  tooManyAttempts,
  type CounterStore,
} from './throttle.ts';

const hasRedis = await isRedisReachable();

function behavesAsAThrottle(name: string, makeStore: () => CounterStore) {
  describe(name, () => {
    it('allows max hits per window, then answers the wait', async () => {
      const throttle = new Throttle(makeStore(), { name: `t-${randomUUID()}`, max: 3, windowMs: 60_000 });
      expect(await throttle.retryAfter('k')).toBeNull();
      for (let i = 0; i < 3; i += 1) expect(await throttle.hit('k')).toBeNull();
      const wait = await throttle.retryAfter('k');
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await throttle.hit('k')).toBeGreaterThan(55);
      // Keys are independent.
      expect(await throttle.retryAfter('other')).toBeNull();
    });

    it('forgets a key on reset', async () => {
      const throttle = new Throttle(makeStore(), { name: `t-${randomUUID()}`, max: 1, windowMs: 60_000 });
      await throttle.hit('k');
      expect(await throttle.retryAfter('k')).not.toBeNull();
      await throttle.reset('k');
      expect(await throttle.retryAfter('k')).toBeNull();
    });

    it('opens a new window once the old one closes', async () => {
      const throttle = new Throttle(makeStore(), { name: `t-${randomUUID()}`, max: 1, windowMs: 150 });
      await throttle.hit('k');
      expect(await throttle.retryAfter('k')).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await throttle.retryAfter('k')).toBeNull();
      expect(await throttle.hit('k')).toBeNull();
    });

    it('slows a key down past its free failures, doubling the wait up to the cap', async () => {
      const slowdown = new Slowdown(makeStore(), {
        name: `s-${randomUUID()}`,
        freeFailures: 2,
        windowMs: 60_000,
        firstDelayMs: 1000,
        maxDelayMs: 4000,
      });
      expect(await slowdown.hit('k')).toBeNull();
      expect(await slowdown.retryAfter('k')).toBeNull();
      expect(await slowdown.hit('k')).toBe(1);
      expect(await slowdown.retryAfter('k')).toBe(1);
      expect(await slowdown.hit('k')).toBe(2);
      expect(await slowdown.hit('k')).toBe(4);
      // Never a lock: the wait stops growing at the cap.
      expect(await slowdown.hit('k')).toBe(4);
      expect(await slowdown.retryAfter('k')).toBe(4);
      expect(await slowdown.retryAfter('other')).toBeNull();
      await slowdown.reset('k');
      expect(await slowdown.retryAfter('k')).toBeNull();
      expect(await slowdown.hit('k')).toBeNull();
    });

    it('lets a slowed key try again once its wait is over', async () => {
      const slowdown = new Slowdown(makeStore(), {
        name: `s-${randomUUID()}`,
        freeFailures: 1,
        windowMs: 60_000,
        firstDelayMs: 150,
        maxDelayMs: 1000,
      });
      await slowdown.hit('k');
      expect(await slowdown.retryAfter('k')).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await slowdown.retryAfter('k')).toBeNull();
    });
  });
}

behavesAsAThrottle('memory counters', () => new MemoryCounterStore());

describe.skipIf(!hasRedis)('redis counters', () => {
  const redis = hasRedis ? new Redis(TEST_REDIS_URL) : null;
  afterAll(() => redis?.disconnect());
  behavesAsAThrottle('shared behaviour', () => new RedisCounterStore(redis!, `atrium-test:${randomUUID()}:`));

  it('keeps counts where every instance sees them, with an expiry', async () => {
    const prefix = `atrium-test:${randomUUID()}:`;
    const one = new Throttle(new RedisCounterStore(redis!, prefix), { name: 'x', max: 2, windowMs: 60_000 });
    const two = new Throttle(new RedisCounterStore(redis!, prefix), { name: 'x', max: 2, windowMs: 60_000 });
    await one.hit('k');
    await two.hit('k');
    expect(await one.retryAfter('k')).not.toBeNull();
    expect(await redis!.pttl(`${prefix}x:k`)).toBeGreaterThan(59_000);
  });
});

describe('memory store housekeeping', () => {
  it('drops closed windows when it grows large', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    for (let i = 0; i < 10_000; i += 1) await store.increment(`k${i}`, 10);
    now = 100;
    await store.increment('fresh', 10);
    expect(await store.get('k1')).toEqual({ count: 0, resetInMs: 0 });
    expect(await store.get('fresh')).toEqual({ count: 1, resetInMs: 10 });
  });
});

describe('tooManyAttempts', () => {
  it('says when to come back, in minutes or, under a minute, in seconds, with Retry-After', () => {
    const error = tooManyAttempts('Too many failed sign-in attempts.', 14 * 60 + 5);
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(error.headers).toEqual({ 'retry-after': '845' });
    expect(tooManyAttempts('Slow down.', 60).message).toBe('Slow down. Please try again in 1 minute.');
    expect(tooManyAttempts('Slow down.', 30).message).toBe('Slow down. Please try again in 30 seconds.');
    expect(tooManyAttempts('Slow down.', 1).message).toBe('Slow down. Please try again in 1 second.');
  });
});
