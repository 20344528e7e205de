import type { DateRange } from '../dates/date-formats';

/** Spec section 3: option items have _id and label. */
export interface FilterOption {
  _id: string;
  label: string;
}

/** Spec section 3: async option items carry _id and are labelled by teamName or fullName. */
export interface AsyncFilterOption {
  _id: string;
  label?: string | null;
  teamName?: string | null;
  fullName?: string | null;
}

export interface AsyncOptionsPage {
  options: AsyncFilterOption[];
  hasMore: boolean;
}

/** Loads one page of options for the typed text, starting at `offset` (0, 10, 20, ...). */
export type AsyncOptionsFetcher = (text: string, offset: number) => Promise<AsyncOptionsPage>;

interface BaseField {
  /** The key of the value in the filters object and in the list query. */
  name: string;
  label: string;
}

export type FilterField =
  | (BaseField & { type: 'search'; placeholder?: string; debounceMs?: number; defaultValue?: string })
  | (BaseField & { type: 'select'; options: FilterOption[]; defaultValue?: string })
  | (BaseField & { type: 'timeZone'; defaultValue?: string })
  | (BaseField & { type: 'multiselect'; options: FilterOption[]; defaultValue?: string[] })
  | (BaseField & {
      type: 'asyncMultiselect';
      fetchOptions: AsyncOptionsFetcher;
      debounceMs?: number;
      defaultValue?: AsyncFilterOption[];
    })
  | (BaseField & {
      type: 'date';
      /** Names of other date fields whose values bound this one, e.g. an "until" after a "from". */
      minDateFrom?: string;
      maxDateFrom?: string;
      defaultValue?: string | null;
    })
  | (BaseField & { type: 'checkbox'; defaultValue?: boolean })
  | (BaseField & { type: 'dateRange'; defaultValue?: DateRange })
  | (BaseField & { type: 'customDateRange'; defaultValue?: DateRange })
  | (BaseField & { type: 'singleCustomDateRange'; defaultValue?: DateRange });

export type FilterFieldType = FilterField['type'];

/** Spec section 3: search text, multiselect arrays, checkbox booleans, date ranges with startDate and endDate. */
export type FilterValue = string | string[] | boolean | DateRange | AsyncFilterOption[] | null;
export type FilterValues = Record<string, FilterValue>;
