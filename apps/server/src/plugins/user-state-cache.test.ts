import { describe, expect, it } from 'vitest';
import type { UserWithCompany } from '../modules/auth/auth.repository.ts';
import { UserStateCache, type InvalidationKey } from './auth.ts';

const record = (id: string, companyId: string, firstName = 'Ada') =>
  ({
    user: { id, companyId, firstName },
    companyName: 'Acme',
    companyModules: [],
  }) as unknown as UserWithCompany;

/** A cache over an in-memory table, counting how often it had to load. */
function cacheOver(rows: Map<string, UserWithCompany>) {
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
});
