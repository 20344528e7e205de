import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateView } from '@mui/x-date-pickers/models';
import { DatesProvider } from './dates-provider';

export type DatePrecision = 'year' | 'month' | 'monthYear' | 'day';

interface PrecisionRule {
  views: DateView[];
  openTo: DateView;
  /** How the field reads. */
  display: string;
  /** What onChange gives. */
  value: string;
}

/** What each precision lets the user pick, how it reads and what value it gives. */
export const DATE_PRECISIONS: Record<DatePrecision, PrecisionRule> = {
  year: { views: ['year'], openTo: 'year', display: 'YYYY', value: 'YYYY' },
  month: { views: ['month'], openTo: 'month', display: 'MMMM', value: 'MM' },
  monthYear: { views: ['year', 'month'], openTo: 'month', display: 'MM/YYYY', value: 'YYYY-MM' },
  day: { views: ['day'], openTo: 'day', display: 'MM/DD/YYYY', value: 'YYYY-MM-DD' },
};

/** Reads a value given in the precision's format back into a date (a month alone lands in this year). */
export function parsePrecisionValue(
  value: string | null | undefined,
  precision: DatePrecision,
): Dayjs | null {
  if (!value) return null;
  const patterns: Record<DatePrecision, RegExp> = {
    year: /^\d{4}$/,
    month: /^(0[1-9]|1[0-2])$/,
    monthYear: /^\d{4}-(0[1-9]|1[0-2])$/,
    day: /^\d{4}-\d{2}-\d{2}$/,
  };
  if (!patterns[precision].test(value)) return null;
  const date =
    precision === 'year'
      ? dayjs(`${value}-01-01`)
      : precision === 'month'
        ? dayjs()
            .startOf('year')
            .month(Number(value) - 1)
        : dayjs(precision === 'monthYear' ? `${value}-01` : value);
  return date.isValid() ? date : null;
}

export const formatPrecisionValue = (date: Dayjs | null, precision: DatePrecision): string | null =>
  date && date.isValid() ? date.format(DATE_PRECISIONS[precision].value) : null;

export interface RestrictedDatePickerProps {
  label: string;
  precision: DatePrecision;
  /** YYYY, MM, YYYY-MM or YYYY-MM-DD, following the precision. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** YYYY-MM-DD bounds. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  required?: boolean;
  helperText?: string;
}

/** A date picker that lets the user pick only a year, a month, a month of a year, or a day. */
export function RestrictedDatePicker({
  label,
  precision,
  value,
  onChange,
  minDate,
  maxDate,
  disabled,
  fullWidth,
  size = 'small',
  required,
  helperText,
}: RestrictedDatePickerProps) {
  const rule = DATE_PRECISIONS[precision];
  return (
    <DatesProvider>
      <DatePicker
        label={label}
        views={rule.views}
        openTo={rule.openTo}
        format={rule.display}
        value={parsePrecisionValue(value, precision)}
        onChange={(date) => onChange(formatPrecisionValue(date, precision))}
        minDate={parsePrecisionValue(minDate, 'day') ?? undefined}
        maxDate={parsePrecisionValue(maxDate, 'day') ?? undefined}
        disabled={disabled}
        slotProps={{
          textField: { size, fullWidth, required, helperText },
          field: { clearable: true },
        }}
      />
    </DatesProvider>
  );
}
