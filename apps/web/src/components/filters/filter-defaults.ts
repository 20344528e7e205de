import { EMPTY_DATE_RANGE, type DateRange } from '../dates/date-formats';
import { defaultDateRange } from '../dates/date-range-presets';
import type { FilterField, FilterValue, FilterValues } from './filter-types';

/**
 * The value a field starts at and goes back to on Clear Filters. The preset range picker (dateRange)
 * starts at the last 7 days (spec section 9); the other types start empty, which filters nothing.
 */
export function defaultFilterValue(field: FilterField): FilterValue {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.type) {
    case 'search':
    case 'select':
    case 'timeZone':
      return '';
    case 'multiselect':
    case 'asyncMultiselect':
      return [];
    case 'date':
      return null;
    case 'checkbox':
      return false;
    case 'dateRange':
      return defaultDateRange();
    case 'customDateRange':
    case 'singleCustomDateRange':
      return EMPTY_DATE_RANGE;
  }
}

export const defaultFilterValues = (fields: readonly FilterField[]): FilterValues =>
  Object.fromEntries(fields.map((field) => [field.name, defaultFilterValue(field)]));

const isRange = (value: FilterValue): value is DateRange =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'startDate' in value;

export const sameFilterValue = (a: FilterValue | undefined, b: FilterValue | undefined): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) {
    const key = (item: unknown) => (typeof item === 'string' ? item : (item as { _id: string })._id);
    return a.length === b.length && a.every((item, index) => key(item) === key(b[index]));
  }
  if (a && b && isRange(a) && isRange(b)) return a.startDate === b.startDate && a.endDate === b.endDate;
  return (a ?? null) === (b ?? null);
};

/** How many fields differ from their defaults: the count on the filter toggle. */
export const countActiveFilters = (fields: readonly FilterField[], values: FilterValues): number =>
  fields.filter(
    (field) =>
      values[field.name] !== undefined && !sameFilterValue(values[field.name], defaultFilterValue(field)),
  ).length;

/** List query parameters: ranges split into `<name>StartDate`/`<name>EndDate`, async options sent by _id. */
export function filtersToParams(values: FilterValues): Record<string, string | boolean | string[]> {
  const params: Record<string, string | boolean | string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      params[name] = value.map((item) => (typeof item === 'string' ? item : item._id));
    } else if (isRange(value)) {
      if (value.startDate) params[`${name}StartDate`] = value.startDate;
      if (value.endDate) params[`${name}EndDate`] = value.endDate;
    } else {
      params[name] = value;
    }
  }
  return params;
}
