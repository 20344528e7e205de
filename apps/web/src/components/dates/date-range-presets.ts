import dayjs, { type Dayjs } from 'dayjs';
import { toDateValue, type DateRange } from './date-formats';

export const DATE_RANGE_PRESETS = [
  'Today',
  'Last 7 Days',
  'Last 30 Days',
  'This Week',
  'This Month',
  'Custom',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** Spec section 9: the one-month picker offers only these. */
export const SINGLE_MONTH_PRESETS: readonly DateRangePreset[] = ['Today', 'Custom'];

const range = (start: Dayjs, end: Dayjs): DateRange => ({
  startDate: toDateValue(start),
  endDate: toDateValue(end),
});

/**
 * The range a preset stands for, seen from `now`. "Last N Days" counts today as one of the N, so it
 * ends at the end of today as the spec asks. Custom has no range of its own.
 */
export function presetRange(preset: DateRangePreset, now: Dayjs = dayjs()): DateRange | null {
  const today = now.startOf('day');
  switch (preset) {
    case 'Today':
      return range(today, today);
    case 'Last 7 Days':
      return range(today.subtract(6, 'day'), today);
    case 'Last 30 Days':
      return range(today.subtract(29, 'day'), today);
    case 'This Week':
      return range(today.startOf('week'), today.endOf('week'));
    case 'This Month':
      return range(today.startOf('month'), today.endOf('month'));
    case 'Custom':
      return null;
  }
}

/** Spec section 9: date filters start at the last 7 days up to the end of today. */
export const defaultDateRange = (now: Dayjs = dayjs()): DateRange => presetRange('Last 7 Days', now)!;

/** Which offered preset the range is, so the menu can mark it; Custom when none matches. */
export function presetOfRange(
  value: DateRange | null | undefined,
  presets: readonly DateRangePreset[],
  now: Dayjs = dayjs(),
): DateRangePreset | null {
  if (!value?.startDate || !value.endDate) return null;
  const match = presets.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate?.startDate === value.startDate && candidate.endDate === value.endDate;
  });
  return match ?? 'Custom';
}
