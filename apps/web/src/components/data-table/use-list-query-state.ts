import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@atrium/shared/constants/limits';
import type { SortRequest } from '@atrium/shared/schemas/platform/api';
import { defaultFilterValues } from '../filters/filter-defaults';
import type { FilterField } from '../filters/filter-types';
import { initialListQuery, toListParams, type ListQueryState } from './list-query';

export interface UseListQueryStateOptions {
  /** The table's filter fields; their defaults are the starting filters. */
  filterFields?: readonly FilterField[];
  limit?: number;
  initialSort?: SortRequest;
}

/**
 * Holds a table's page, size, search, sort and filters, and gives the flat parameters for the list
 * call: `const { query, setQuery, params } = useListQueryState(...)`; `useGetEmployeesQuery(params)`;
 * `<DataTable query={query} onQueryChange={setQuery} ... />`.
 */
export function useListQueryState({
  filterFields = [],
  limit = DEFAULT_PAGE_SIZE,
  initialSort,
}: UseListQueryStateOptions = {}) {
  const [query, setQueryState] = useState<ListQueryState>(() => ({
    ...initialListQuery(defaultFilterValues(filterFields), limit),
    ...(initialSort ? { sortBy: initialSort.id, sortOrder: initialSort.sortOrder } : {}),
  }));
  const setQuery = useCallback((next: ListQueryState) => setQueryState(next), []);
  const params = useMemo(() => toListParams(query), [query]);
  return { query, setQuery, params };
}
