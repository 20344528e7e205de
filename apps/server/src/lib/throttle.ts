import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/** How many hits a key has in its current window, and how long until that window closes. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters. Redis keeps them when configured, so every instance behind a load balancer
 * sees the same counts (DESIGN.md section 1); memory serves a single process.
 */
export interface CounterStore {
  get(key: string): Promise<WindowCount>;
  /** Adds one; opens a window of windowMs when the key has none. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Opens (or reopens) a window of windowMs on the key, whatever it held. */
  hold(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string): Promise<WindowCount> {
    const window = this.live(key);
    return window
      ? { count: window.count, resetInMs: window.endsAt - this.now() }
      : { count: 0, resetInMs: 0 };
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    let window = this.live(key);
    if (!window) {
      if (this.windows.size >= 10_000) this.sweep();
      window = { count: 0, endsAt: this.now() + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - this.now() };
  }

  async hold(key: string, windowMs: number): Promise<void> {
    if (!this.windows.has(key) && this.windows.size >= 10_000) this.sweep();
    this.windows.set(key, { count: 1, endsAt: this.now() + windowMs });
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private live(key: string) {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep() {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'atrium:throttle:',
  ) {}

  async get(key: string): Promise<WindowCount> {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const k = this.prefix + key;
    // SET NX opens the window only once; INCR and PTTL in the same MULTI see that window.
    const results = await this.redis.multi().set(k, 0, 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction aborted');
    return { count: Number(results[1]![1]), resetInMs: Math.max(Number(results[2]![1]), 0) };
  }

  async hold(key: string, windowMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, 1, 'PX', windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/**
 * Redis while it answers, this process's memory while it does not: a Redis outage must neither open
 * the door to password guessing (no limits) nor lock everyone out (500s). Counts kept in memory
 * during an outage hold per instance only, which is the best there is until Redis is back.
 */
export class FallbackCounterStore implements CounterStore {
  private readonly memory = new MemoryCounterStore();

  constructor(
    private readonly primary: CounterStore,
    private readonly onFallback: (error: unknown) => void,
  ) {}

  get(key: string) {
    return this.attempt((store) => store.get(key));
  }

  increment(key: string, windowMs: number) {
    return this.attempt((store) => store.increment(key, windowMs));
  }

  hold(key: string, windowMs: number) {
    return this.attempt((store) => store.hold(key, windowMs));
  }

  reset(key: string) {
    return this.attempt((store) => store.reset(key));
  }

  private async attempt<T>(work: (store: CounterStore) => Promise<T>): Promise<T> {
    try {
      return await work(this.primary);
    } catch (error) {
      this.onFallback(error);
      return work(this.memory);
    }
  }
}

export const counterStoreFor = (
  redis: Redis | null,
  log: { warn(obj: object, msg: string): void },
): CounterStore =>
  redis
    ? new FallbackCounterStore(new RedisCounterStore(redis), (error) =>
        log.warn({ err: error }, 'Redis unavailable: counting attempts in memory'),
      )
    : new MemoryCounterStore();

export interface ThrottleLimit {
  /** Names the counter family in keys, e.g. 'sign-in:email'. */
  name: string;
  max: number;
  windowMs: number;
}

/** One limit over a store: `max` hits per key per window. */
export class Throttle {
  constructor(
    private readonly store: CounterStore,
    readonly limit: ThrottleLimit,
  ) {}

  /** Seconds until the key may try again, or null when it is under its limit. */
  async retryAfter(key: string): Promise<number | null> {
    const { count, resetInMs } = await this.store.get(this.key(key));
    return count >= this.limit.max ? Math.max(1, Math.ceil(resetInMs / 1000)) : null;
  }

  /** Counts one hit; answers the wait when this hit went over the limit. */
  async hit(key: string): Promise<number | null> {
    const { count, resetInMs } = await this.store.increment(this.key(key), this.limit.windowMs);
    return count > this.limit.max ? Math.max(1, Math.ceil(resetInMs / 1000)) : null;
  }

  reset(key: string): Promise<void> {
    return this.store.reset(this.key(key));
  }

  private key(key: string) {
    return `${this.limit.name}:${key}`;
  }
}

export interface SlowdownLimit {
  /** Names the counter family in keys, e.g. 'sign-in:account'. */
  name: string;
  /** Failures in a window before any wait. */
  freeFailures: number;
  windowMs: number;
  /** The wait after the last free failure; each further failure doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/**
 * Slows a key down instead of locking it: past its free failures in a window, each failure makes the
 * key wait before its next attempt, twice as long each time up to a short cap. Nobody is shut out for
 * longer than the cap, so whoever makes the failures cannot lock the key's owner out.
 */
export class Slowdown {
  constructor(
    private readonly store: CounterStore,
    readonly limit: SlowdownLimit,
  ) {}

  /** Seconds until the key may try again, or null when it need not wait. */
  async retryAfter(key: string): Promise<number | null> {
    const { resetInMs } = await this.store.get(this.waitKey(key));
    return resetInMs > 0 ? Math.max(1, Math.ceil(resetInMs / 1000)) : null;
  }

  /** Counts one failure; answers the wait it imposes, if any. */
  async hit(key: string): Promise<number | null> {
    const { count } = await this.store.increment(this.countKey(key), this.limit.windowMs);
    const { freeFailures, firstDelayMs, maxDelayMs } = this.limit;
    if (count < freeFailures) return null;
    const delayMs = Math.min(firstDelayMs * 2 ** Math.min(count - freeFailures, 30), maxDelayMs);
    await this.store.hold(this.waitKey(key), delayMs);
    return Math.ceil(delayMs / 1000);
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.store.reset(this.countKey(key)), this.store.reset(this.waitKey(key))]);
  }

  private countKey(key: string) {
    return `${this.limit.name}:${key}`;
  }

  private waitKey(key: string) {
    return `${this.limit.name}:wait:${key}`;
  }
}

/** A 429 a person understands, with Retry-After so clients know when to come back. */
export function tooManyAttempts(what: string, retryAfterSeconds: number): AppError {
  // A short wait (a slowed-down sign-in) is told in seconds; "1 minute" would send people away.
  const [amount, unit] =
    retryAfterSeconds < 60
      ? [Math.max(1, retryAfterSeconds), 'second']
      : [Math.ceil(retryAfterSeconds / 60), 'minute'];
  return new AppError(
    'RATE_LIMITED',
    `${what} Please try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`,
    {
      headers: { 'retry-after': String(retryAfterSeconds) },
    },
  );
}
