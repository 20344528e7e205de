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

/** A count under way, shared by every request that misses the same key meanwhile. */
interface Flight<T> {
  promise: Promise<T>;
  /** False once the company's rows changed: its answer may predate the change, so it is not kept. */
  isCurrent: boolean;
}

export class ListTotals<TQuery, TValue> {
  private readonly entries = new Map<string, Entry<TValue>>();
  private readonly flights = new Map<string, Flight<TValue>>();

  constructor(
    private readonly keyOf: (query: TQuery) => string,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached value, else `compute`'s. Concurrent misses of one key share one compute: a page of
   * requests arriving when the value expires counts once, not once each. A failure is not kept, so
   * the next request counts again.
   */
  get(companyId: string, query: TQuery, compute: () => Promise<TValue>): Promise<TValue> {
    const key = `${companyId}|${this.keyOf(query)}`;
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > this.now()) return Promise.resolve(cached.value);
    const flying = this.flights.get(key);
    if (flying) return flying.promise;
    const flight = { isCurrent: true } as Flight<TValue>;
    this.flights.set(key, flight);
    flight.promise = this.fly(key, flight, compute);
    return flight.promise;
  }

  invalidate(companyId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${companyId}|`)) this.entries.delete(key);
    // A count under way may have read the rows before the change: the next request counts afresh.
    for (const [key, flight] of this.flights) {
      if (!key.startsWith(`${companyId}|`)) continue;
      flight.isCurrent = false;
      this.flights.delete(key);
    }
  }

  private async fly(key: string, flight: Flight<TValue>, compute: () => Promise<TValue>): Promise<TValue> {
    try {
      const value = await compute();
      if (flight.isCurrent) this.store(key, value);
      return value;
    } finally {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    }
  }

  private store(key: string, value: TValue): void {
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: this.now() + TTL_MS });
  }
}
