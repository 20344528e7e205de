import { DEFAULT_PAGE_SIZE } from '@atrium/shared/constants/limits';
import type { SortOrder, SortRequest } from '@atrium/shared/schemas/platform/api';
import { filtersToParams } from '../filters/filter-defaults';
import type { FilterValues } from '../filters/filter-types';

/** What a table asks the server for (DESIGN.md section 3: list convention). */
export interface ListQueryState {
  /** 1-based. */
  page: number;
  limit: number;
  search: string;
  sortBy?: string;
  sortOrder?: SortOrder;
  filters: FilterValues;
}

/** The flat query string parameters of a list call, ready for an RTK Query hook. */
export type ListQueryParams = Record<string, string | number | boolean | string[]>;

export const initialListQuery = (filters: FilterValues = {}, limit = DEFAULT_PAGE_SIZE): ListQueryState => ({
  page: 1,
  limit,
  search: '',
  filters,
});

/** Empty values are left out, so the server applies its own defaults. */
export function toListParams(query: ListQueryState): ListQueryParams {
  const params: ListQueryParams = { ...filtersToParams(query.filters), page: query.page, limit: query.limit };
  if (query.search.trim()) params.search = query.search.trim();
  if (query.sortBy && query.sortOrder) {
    params.sortBy = query.sortBy;
    params.sortOrder = query.sortOrder;
  }
  return params;
}

/** Spec: a column's odd clicks sort ascending, even clicks descending; another column starts ascending. */
export function nextSort(query: Pick<ListQueryState, 'sortBy' | 'sortOrder'>, columnId: string): SortRequest {
  const isSameColumn = query.sortBy === columnId;
  return { id: columnId, sortOrder: isSameColumn && query.sortOrder === 1 ? -1 : 1 };
}

/**
 * Spec section 9: serial number = (page-1)*10 + index + 1, which assumes 10 rows a page; the page's
 * real size is used so other sizes keep counting on.
 */
export const serialNumber = (page: number, index: number, limit = DEFAULT_PAGE_SIZE): number =>
  (page - 1) * limit + index + 1;
