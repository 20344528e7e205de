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

/** A 429 a person understands, with Retry-After so clients know when to come back. */
export function tooManyAttempts(what: string, retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    'RATE_LIMITED',
    `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {
      headers: { 'retry-after': String(retryAfterSeconds) },
    },
  );
}
