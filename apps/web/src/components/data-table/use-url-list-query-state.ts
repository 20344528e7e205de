import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@atrium/shared/constants/limits';
import { defaultFilterValues } from '../filters/filter-defaults';
import { initialListQuery, toListParams, type ListQueryState } from './list-query';
import { listQueryFromUrl, listQueryToUrl } from './list-query-url';
import type { UseListQueryStateOptions } from './use-list-query-state';

export interface UseUrlListQueryStateOptions extends UseListQueryStateOptions {
  /** Sets this table's parameters apart when a page shows more than one list. */
  urlPrefix?: string;
}

/**
 * useListQueryState for a page's main list: page, size, search, sort and filters live in the
 * address, so a reload, a shared link and the browser's Back show the same rows.
 */
export function useUrlListQueryState({
  filterFields = [],
  limit = DEFAULT_PAGE_SIZE,
  initialSort,
  urlPrefix = '',
}: UseUrlListQueryStateOptions = {}) {
  // The starting state is fixed on the first render, like useState's initial value.
  const [initial] = useState<ListQueryState>(() => ({
    ...initialListQuery(defaultFilterValues(filterFields), limit),
    ...(initialSort ? { sortBy: initialSort.id, sortOrder: initialSort.sortOrder } : {}),
  }));
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(
    () => listQueryFromUrl(searchParams, filterFields, initial, urlPrefix),
    [searchParams, filterFields, initial, urlPrefix],
  );
  const setQuery = useCallback(
    (next: ListQueryState) =>
      setSearchParams((current) => listQueryToUrl(current, next, filterFields, initial, urlPrefix)),
    [setSearchParams, filterFields, initial, urlPrefix],
  );
  const params = useMemo(() => toListParams(query), [query]);
  return { query, setQuery, params };
}
