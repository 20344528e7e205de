import dayjs, { type Dayjs } from 'dayjs';

/** Spec section 9: dates travel as YYYY-MM-DD and filter ranges read MM/DD/YYYY - MM/DD/YYYY. */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';
export const DATE_DISPLAY_FORMAT = 'MM/DD/YYYY';

/** Both ends as YYYY-MM-DD; null ends mean "not chosen". */
export interface DateRange {
  startDate: string | null;
  endDate: string | null;
}

export const EMPTY_DATE_RANGE: DateRange = { startDate: null, endDate: null };

export const toDateValue = (date: Dayjs | null | undefined): string | null =>
  date && date.isValid() ? date.format(DATE_VALUE_FORMAT) : null;

export const fromDateValue = (value: string | null | undefined): Dayjs | null => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
};

export const isCompleteRange = (
  range: DateRange | null | undefined,
): range is { startDate: string; endDate: string } => Boolean(range?.startDate && range.endDate);

/** "03/02/2026 - 03/09/2026", or '' until both ends are chosen. */
export function formatDateRange(range: DateRange | null | undefined): string {
  if (!isCompleteRange(range)) return '';
  const start = fromDateValue(range.startDate);
  const end = fromDateValue(range.endDate);
  return start && end ? `${start.format(DATE_DISPLAY_FORMAT)} - ${end.format(DATE_DISPLAY_FORMAT)}` : '';
}
