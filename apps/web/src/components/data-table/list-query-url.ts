import type { SortOrder } from '@atrium/shared/schemas/platform/api';
import { defaultFilterValue, sameFilterValue } from '../filters/filter-defaults';
import type { FilterField, FilterValue } from '../filters/filter-types';
import type { ListQueryState } from './list-query';

// A list's state in the address, so a reload, a shared link and Back show the same rows. Only what
// differs from the starting state is written: a fresh list has a clean URL.

const FILTER_PREFIX = 'f.';

const keysOf = (prefix: string) => ({
  page: `${prefix}page`,
  limit: `${prefix}limit`,
  search: `${prefix}q`,
  sort: `${prefix}sort`,
  order: `${prefix}order`,
  filter: (name: string) => `${prefix}${FILTER_PREFIX}${name}`,
});

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

/** A value read from the address, if it has the shape its field's type holds. */
function fitsField(field: FilterField, value: unknown): value is FilterValue {
  switch (field.type) {
    case 'search':
    case 'select':
    case 'timeZone':
      return isString(value);
    case 'multiselect':
      return Array.isArray(value) && value.every(isString);
    case 'asyncMultiselect':
      return (
        Array.isArray(value) &&
        value.every(
          (item) => typeof item === 'object' && item !== null && isString((item as { _id?: unknown })._id),
        )
      );
    case 'date':
      return isNullableString(value);
    case 'checkbox':
      return typeof value === 'boolean';
    case 'dateRange':
    case 'customDateRange':
    case 'singleCustomDateRange':
      return (
        typeof value === 'object' &&
        value !== null &&
        isNullableString((value as { startDate?: unknown }).startDate) &&
        isNullableString((value as { endDate?: unknown }).endDate)
      );
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const positiveInteger = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The list state the address describes; anything missing or malformed keeps its starting value. */
export function listQueryFromUrl(
  params: URLSearchParams,
  fields: readonly FilterField[],
  initial: ListQueryState,
  prefix = '',
): ListQueryState {
  const keys = keysOf(prefix);
  const filters = { ...initial.filters };
  for (const field of fields) {
    const text = params.get(keys.filter(field.name));
    if (text === null) continue;
    const value = parseJson(text);
    if (fitsField(field, value)) filters[field.name] = value;
  }
  const sortBy = params.get(keys.sort);
  const order = params.get(keys.order);
  const sortOrder: SortOrder | undefined = order === 'asc' ? 1 : order === 'desc' ? -1 : undefined;
  return {
    page: positiveInteger(params.get(keys.page)) ?? initial.page,
    limit: positiveInteger(params.get(keys.limit)) ?? initial.limit,
    search: params.get(keys.search) ?? initial.search,
    ...(sortBy && sortOrder
      ? { sortBy, sortOrder }
      : { sortBy: initial.sortBy, sortOrder: initial.sortOrder }),
    filters,
  };
}

/** The address's parameters with this list's state written in: other parameters stay as they are. */
export function listQueryToUrl(
  current: URLSearchParams,
  query: ListQueryState,
  fields: readonly FilterField[],
  initial: ListQueryState,
  prefix = '',
): URLSearchParams {
  const keys = keysOf(prefix);
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | undefined) =>
    value === undefined ? next.delete(key) : next.set(key, value);
  put(keys.page, query.page !== initial.page ? String(query.page) : undefined);
  put(keys.limit, query.limit !== initial.limit ? String(query.limit) : undefined);
  put(keys.search, query.search !== initial.search ? query.search : undefined);
  const isInitialSort = query.sortBy === initial.sortBy && query.sortOrder === initial.sortOrder;
  put(keys.sort, !isInitialSort && query.sortBy ? query.sortBy : undefined);
  put(keys.order, !isInitialSort && query.sortOrder ? (query.sortOrder === 1 ? 'asc' : 'desc') : undefined);
  for (const field of fields) {
    const value = query.filters[field.name];
    const isDefault = value === undefined || sameFilterValue(value, defaultFilterValue(field));
    put(keys.filter(field.name), isDefault ? undefined : JSON.stringify(value));
  }
  return next;
}
