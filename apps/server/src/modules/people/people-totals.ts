import type { PeopleListQuery } from '@atrium/shared/schemas/people';

// Counting a large company's people is the costly half of a list page (a 50,000-person count reads
// 50,000 index entries, ~6 ms), while paging through results repeats the same count. Totals are kept
// for a few seconds per company and filter, and dropped whenever the company's people change through
// this module; a change made elsewhere (a profile edit, another instance) shows within the TTL.

const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  total: number;
  expiresAt: number;
}

/** The filter part of a list query: what decides the total, not the page or the order. */
const filterKey = ({
  page: _page,
  limit: _limit,
  sortBy: _sortBy,
  sortOrder: _sortOrder,
  ...filters
}: PeopleListQuery) =>
  JSON.stringify(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export class PeopleTotals {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(companyId: string, query: PeopleListQuery, count: () => Promise<number>): Promise<number> {
    const key = `${companyId}|${filterKey(query)}`;
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.total;
    const total = await count();
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { total, expiresAt: this.now() + TTL_MS });
    return total;
  }

  invalidate(companyId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${companyId}|`)) this.entries.delete(key);
  }
}
