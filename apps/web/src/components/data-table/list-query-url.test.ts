import { describe, expect, it } from 'vitest';
import type { FilterField } from '../filters/filter-types';
import { initialListQuery, type ListQueryState } from './list-query';
import { listQueryFromUrl, listQueryToUrl } from './list-query-url';

const fields: FilterField[] = [
  { type: 'select', name: 'status', label: 'Status', options: [{ _id: 'open', label: 'Open' }] },
  { type: 'multiselect', name: 'tags', label: 'Tags', options: [] },
  { type: 'checkbox', name: 'mine', label: 'Mine' },
  { type: 'customDateRange', name: 'dates', label: 'Dates' },
];
const initial: ListQueryState = {
  ...initialListQuery({ status: '', tags: [], mine: false, dates: { startDate: null, endDate: null } }),
  sortBy: 'createdAt',
  sortOrder: -1,
};

describe('list state in the address', () => {
  it('writes only what differs from the start, keeps other parameters, and reads it back', () => {
    const changed: ListQueryState = {
      ...initial,
      page: 3,
      search: 'ada lovelace',
      sortBy: 'name',
      sortOrder: 1,
      filters: {
        ...initial.filters,
        tags: ['a', 'b'],
        mine: true,
        dates: { startDate: '2026-01-01', endDate: null },
      },
    };
    const url = listQueryToUrl(new URLSearchParams('tab=people'), changed, fields, initial);
    expect(Object.fromEntries(url)).toEqual({
      tab: 'people',
      page: '3',
      q: 'ada lovelace',
      sort: 'name',
      order: 'asc',
      'f.tags': '["a","b"]',
      'f.mine': 'true',
      'f.dates': '{"startDate":"2026-01-01","endDate":null}',
    });
    expect(listQueryFromUrl(url, fields, initial)).toEqual(changed);
    expect(Object.fromEntries(listQueryToUrl(url, initial, fields, initial))).toEqual({ tab: 'people' });
  });

  it('ignores malformed values and keeps the starting ones', () => {
    const url = new URLSearchParams(
      'page=-2&limit=abc&order=sideways&sort=name&f.tags={"x":1}&f.mine=nope&f.status=7',
    );
    expect(listQueryFromUrl(url, fields, initial)).toEqual(initial);
  });

  it('keeps two lists of one page apart by prefix', () => {
    const url = listQueryToUrl(new URLSearchParams(), { ...initial, page: 2 }, fields, initial, 'members.');
    expect(url.toString()).toBe('members.page=2');
    expect(listQueryFromUrl(url, fields, initial).page).toBe(1);
    expect(listQueryFromUrl(url, fields, initial, 'members.').page).toBe(2);
  });
});
