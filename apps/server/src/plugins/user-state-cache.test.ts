import { describe, expect, it } from 'vitest';
import type { UserWithCompany } from '../modules/platform/auth/auth.repository.ts';
import type { LiveSession } from '../modules/platform/auth/refresh-tokens.repository.ts';
import { UserStateCache, type InvalidationKey } from './auth.ts';

type Row = UserWithCompany & { sessions: LiveSession[] };

const HOUR = 3_600_000;
const session = (id: string): LiveSession => ({ id, expiresAt: new Date(Date.now() + HOUR) });

const record = (id: string, companyId: string, firstName = 'Ada', sessions = [session('s1')]) =>
  ({
    user: { id, companyId, firstName },
    companyName: 'Acme',
    companyModules: [],
    sessions,
  }) as unknown as Row;

/** A cache over an in-memory table, counting how often it had to load. */
function cacheOver(rows: Map<string, Row>) {
  let loads = 0;
  const cache = new UserStateCache(async (id) => {
    loads += 1;
    return rows.get(id) ?? null;
  });
  return { cache, loads: () => loads };
}

describe('UserStateCache', () => {
  it('loads a user once, then answers from memory', async () => {
    const { cache, loads } = cacheOver(new Map([['u1', record('u1', 'c1')]]));
    await cache.get('u1');
    await cache.get('u1');
    expect(loads()).toBe(1);
    expect(await cache.get('missing')).toBeNull();
  });

  it('reloads a user after invalidate, and tells the listeners', async () => {
    const rows = new Map([['u1', record('u1', 'c1')]]);
    const { cache, loads } = cacheOver(rows);
    const heard: InvalidationKey[] = [];
    cache.onInvalidate((key) => heard.push(key));
    await cache.get('u1');
    rows.set('u1', record('u1', 'c1', 'Grace'));
    cache.invalidate('u1');
    expect((await cache.get('u1'))?.user.firstName).toBe('Grace');
    expect(loads()).toBe(2);
    expect(heard).toEqual([{ userId: 'u1' }]);
  });

  it('drops every user of a company, and only those, on invalidateCompany', async () => {
    const rows = new Map([
      ['u1', record('u1', 'c1')],
      ['u2', record('u2', 'c1')],
      ['u3', record('u3', 'c2')],
    ]);
    const { cache, loads } = cacheOver(rows);
    for (const id of rows.keys()) await cache.get(id);
    cache.invalidateCompany('c1');
    for (const id of rows.keys()) await cache.get(id);
    expect(loads()).toBe(5);
  });

  it('forgets without echoing an invalidation heard from another instance', async () => {
    const { cache, loads } = cacheOver(new Map([['u1', record('u1', 'c1')]]));
    const heard: InvalidationKey[] = [];
    cache.onInvalidate((key) => heard.push(key));
    await cache.get('u1');
    cache.forget({ userId: 'u1' });
    await cache.get('u1');
    expect(loads()).toBe(2);
    expect(heard).toEqual([]);
  });

  it('answers the known session of a token from memory, with its expiry', async () => {
    const { cache, loads } = cacheOver(new Map([['u1', record('u1', 'c1')]]));
    const first = await cache.getForSession('u1', 's1');
    const second = await cache.getForSession('u1', 's1');
    expect(loads()).toBe(1);
    expect(second).toBe(first);
    expect(second?.sessions.get('s1')).toBeGreaterThan(Date.now());
  });

  it('loads once more for a session it does not know (a sign-in since), then knows it', async () => {
    const rows = new Map([['u1', record('u1', 'c1')]]);
    const { cache, loads } = cacheOver(rows);
    await cache.getForSession('u1', 's1');
    rows.set('u1', record('u1', 'c1', 'Ada', [session('s1'), session('s2')]));
    expect((await cache.getForSession('u1', 's2'))?.sessions.has('s2')).toBe(true);
    await cache.getForSession('u1', 's2');
    await cache.getForSession('u1', 's1');
    expect(loads()).toBe(2);
  });

  it('remembers a session found over, so its token costs no query again', async () => {
    const { cache, loads } = cacheOver(new Map([['u1', record('u1', 'c1')]]));
    await cache.getForSession('u1', 's1');
    for (let i = 0; i < 3; i += 1) {
      expect((await cache.getForSession('u1', 'ended'))?.sessions.has('ended')).toBe(false);
    }
    expect(loads()).toBe(2);
  });

  it('answers but does not keep a state loaded while an invalidation came', async () => {
    const rows = new Map([['u1', record('u1', 'c1')]]);
    let release: () => void = () => undefined;
    let loads = 0;
    const cache = new UserStateCache(async (id) => {
      loads += 1;
      const row = rows.get(id) ?? null;
      if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
      return row;
    });
    // A request loads the state (with s1 live) while the user signs out of s1 elsewhere.
    const loading = cache.getForSession('u1', 's1');
    await new Promise((resolve) => setImmediate(resolve));
    rows.set('u1', record('u1', 'c1', 'Ada', []));
    cache.invalidate('u1');
    release();
    expect((await loading)?.sessions.has('s1')).toBe(true);
    // The stale state was not kept: the next request reads the ended session.
    expect((await cache.getForSession('u1', 's1'))?.sessions.has('s1')).toBe(false);
    expect(loads).toBe(2);
  });
});
