import type { Paged } from '@atrium/shared/schemas/platform/api';

/** An ILIKE pattern matching `search` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

export const offsetOf = (query: { page: number; limit: number }): number => (query.page - 1) * query.limit;

export const pageOf = <T>(items: T[], total: number, query: { page: number; limit: number }): Paged<T> => ({
  items,
  page: query.page,
  limit: query.limit,
  total,
  totalPages: Math.ceil(total / query.limit),
});
