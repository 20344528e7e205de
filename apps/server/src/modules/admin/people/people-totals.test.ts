import { describe, expect, it } from 'vitest';
import type { PeopleListQuery } from '@atrium/shared/schemas/admin/people';
import { PeopleTotals } from './people-totals.ts';

const query = (overrides: Partial<PeopleListQuery> = {}) =>
  ({ page: 1, limit: 10, ...overrides }) as PeopleListQuery;

describe('PeopleTotals', () => {
  it('counts once per company and filter while fresh, whatever the page or order', async () => {
    let now = 0;
    let counts = 0;
    const totals = new PeopleTotals(() => now);
    const count = async () => ++counts;
    expect(await totals.get('c1', query(), count)).toBe(1);
    expect(await totals.get('c1', query({ page: 3, sortBy: 'email', sortOrder: -1 }), count)).toBe(1);
    expect(await totals.get('c1', query({ search: 'ada' }), count)).toBe(2);
    expect(await totals.get('c2', query(), count)).toBe(3);
    now = 5_001;
    expect(await totals.get('c1', query(), count)).toBe(4);
  });

  it("drops a company's totals when its people change, and only that company's", async () => {
    let counts = 0;
    const totals = new PeopleTotals(() => 0);
    const count = async () => ++counts;
    await totals.get('c1', query(), count);
    await totals.get('c2', query(), count);
    totals.invalidate('c1');
    expect(await totals.get('c1', query(), count)).toBe(3);
    expect(await totals.get('c2', query(), count)).toBe(2);
  });
});
