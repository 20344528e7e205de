// Counting a large company's rows is the costly half of a list page, while paging through results
// repeats the same count. Totals (or counts per status) are kept for a few seconds per company and
// filter, and dropped whenever the company's rows change through the module that owns them; a
// change made elsewhere (another instance) shows within the TTL.

const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** The filter part of a list query: what decides the totals, not the page or the order. */
export const filterKey = ({
  page: _page,
  limit: _limit,
  sortBy: _sortBy,
  sortOrder: _sortOrder,
  ...filters
}: {
  page?: unknown;
  limit?: unknown;
  sortBy?: unknown;
  sortOrder?: unknown;
}) =>
  JSON.stringify(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== '' && value !== false),
  );

export class ListTotals<TQuery, TValue> {
  private readonly entries = new Map<string, Entry<TValue>>();

  constructor(
    private readonly keyOf: (query: TQuery) => string,
    private readonly now: () => number = Date.now,
  ) {}

  async get(companyId: string, query: TQuery, compute: () => Promise<TValue>): Promise<TValue> {
    const key = `${companyId}|${this.keyOf(query)}`;
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.value;
    const value = await compute();
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: this.now() + TTL_MS });
    return value;
  }

  invalidate(companyId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${companyId}|`)) this.entries.delete(key);
  }
}
