import { memo } from 'react';
import { EMPTY_DATE_RANGE, type DateRange } from '../dates/date-formats';
import { DateRangePicker } from '../dates/date-range-picker';
import { RestrictedDatePicker } from '../dates/restricted-date-picker';
import type {
  AsyncFilterOption,
  FilterField as FilterFieldConfig,
  FilterValue,
  FilterValues,
} from './filter-types';
import { AsyncMultiselectFilter } from './fields/async-multiselect-filter';
import { CheckboxFilter } from './fields/checkbox-filter';
import { CustomDateRangeFilter } from './fields/custom-date-range-filter';
import { MultiselectFilter } from './fields/multiselect-filter';
import { SearchFilter } from './fields/search-filter';
import { SelectFilter } from './fields/select-filter';
import { TimezoneFilter } from './fields/timezone-filter';

export interface FilterFieldProps {
  field: FilterFieldConfig;
  value: FilterValue | undefined;
  /** Every filter's value: a date field takes its bounds from other fields. */
  values: FilterValues;
  onChange: (name: string, value: FilterValue) => void;
}

const asText = (value: FilterValue | undefined) => (typeof value === 'string' ? value : '');
const asRange = (value: FilterValue | undefined): DateRange =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : EMPTY_DATE_RANGE;
const asDate = (value: FilterValue | undefined) => (typeof value === 'string' && value ? value : undefined);

/** One filter of the header, drawn by its type. */
export const FilterField = memo(function FilterField({ field, value, values, onChange }: FilterFieldProps) {
  const change = (next: FilterValue) => onChange(field.name, next);
  switch (field.type) {
    case 'search':
      return (
        <SearchFilter
          label={field.label}
          placeholder={field.placeholder}
          debounceMs={field.debounceMs}
          value={asText(value)}
          onChange={change}
        />
      );
    case 'select':
      return (
        <SelectFilter label={field.label} options={field.options} value={asText(value)} onChange={change} />
      );
    case 'timeZone':
      return <TimezoneFilter label={field.label} value={asText(value)} onChange={change} />;
    case 'multiselect':
      return (
        <MultiselectFilter
          label={field.label}
          options={field.options}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={change}
        />
      );
    case 'asyncMultiselect':
      return (
        <AsyncMultiselectFilter
          label={field.label}
          fetchOptions={field.fetchOptions}
          debounceMs={field.debounceMs}
          value={Array.isArray(value) ? (value as AsyncFilterOption[]) : []}
          onChange={change}
        />
      );
    case 'date':
      return (
        <RestrictedDatePicker
          label={field.label}
          precision="day"
          value={asDate(value) ?? null}
          minDate={field.minDateFrom ? asDate(values[field.minDateFrom]) : undefined}
          maxDate={field.maxDateFrom ? asDate(values[field.maxDateFrom]) : undefined}
          onChange={change}
        />
      );
    case 'checkbox':
      return <CheckboxFilter label={field.label} value={value === true} onChange={change} />;
    case 'dateRange':
      return <DateRangePicker label={field.label} months={2} value={asRange(value)} onChange={change} />;
    case 'customDateRange':
      return <CustomDateRangeFilter label={field.label} value={asRange(value)} onChange={change} />;
    case 'singleCustomDateRange':
      return <DateRangePicker label={field.label} months={1} value={asRange(value)} onChange={change} />;
  }
});
