import dayjs from 'dayjs';
import type { GoalMeasureKind, GoalStatus, ProgressSource } from '@atrium/shared/schemas/performance/goals';

export const GOALS_PATH = '/performance/goals';
export const goalPath = (id: string) => `${GOALS_PATH}/${encodeURIComponent(id)}`;
export const GOAL_CYCLES_PATH = '/performance/settings/goal-cycles';

export interface MeasureValues {
  measureKind: GoalMeasureKind;
  currency: string | null;
  startValue: number;
  targetValue: number;
  currentValue: number;
}

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** A value of a measure as people read it: 12, 45%, £1,200,000, Done. */
export function formatMeasureValue(kind: GoalMeasureKind, currency: string | null, value: number): string {
  switch (kind) {
    case 'binary':
      return value >= 1 ? 'Done' : 'Not done';
    case 'percentage':
      return `${number.format(value)}%`;
    case 'currency':
      return new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: currency ?? 'GBP',
        maximumFractionDigits: 0,
      }).format(value);
    default:
      return number.format(value);
  }
}

/** Where a measure stands: "2 of 3 (from 0)", "Done". */
export function measureSummary(measure: MeasureValues): string {
  const format = (value: number) => formatMeasureValue(measure.measureKind, measure.currency, value);
  if (measure.measureKind === 'binary') return format(measure.currentValue);
  return `${format(measure.currentValue)} of ${format(measure.targetValue)} (from ${format(measure.startValue)})`;
}

export function progressSourceText(source: ProgressSource, count?: number): string {
  if (source === 'key_results') return 'From its key results, weighted';
  if (source === 'aligned_goals')
    return count === undefined
      ? 'From the goals aligned to it'
      : `From the ${count === 1 ? 'goal' : `${count} goals`} aligned to it`;
  return 'From its own measure';
}

export const STATUS_COLORS: Record<GoalStatus, 'success' | 'warning' | 'error' | 'default'> = {
  on_track: 'success',
  progressing: 'warning',
  off_track: 'error',
  closed: 'default',
};

export const formatDay = (date: string) => dayjs(date).format('D MMM YYYY');
export const formatMoment = (isoTime: string) => dayjs(isoTime).format('D MMM YYYY, HH:mm');
