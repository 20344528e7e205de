import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDateRange } from './date-formats';
import { defaultDateRange, presetOfRange, presetRange, DATE_RANGE_PRESETS } from './date-range-presets';

// A Wednesday, late in the day, so "up to the end of today" is visible.
const now = dayjs('2026-03-11T21:30:00');

describe('date range presets', () => {
  it('defaults to the last 7 days, today included', () => {
    expect(defaultDateRange(now)).toEqual({ startDate: '2026-03-05', endDate: '2026-03-11' });
  });

  it.each([
    ['Today', '2026-03-11', '2026-03-11'],
    ['Last 7 Days', '2026-03-05', '2026-03-11'],
    ['Last 30 Days', '2026-02-10', '2026-03-11'],
    ['This Week', '2026-03-08', '2026-03-14'],
    ['This Month', '2026-03-01', '2026-03-31'],
  ] as const)('%s runs from %s to %s', (preset, startDate, endDate) => {
    expect(presetRange(preset, now)).toEqual({ startDate, endDate });
  });

  it('has no range for Custom and offers the presets in the spec order', () => {
    expect(presetRange('Custom', now)).toBeNull();
    expect(DATE_RANGE_PRESETS).toEqual([
      'Today',
      'Last 7 Days',
      'Last 30 Days',
      'This Week',
      'This Month',
      'Custom',
    ]);
  });

  it('recognises a preset range, and calls any other range Custom', () => {
    expect(presetOfRange({ startDate: '2026-03-05', endDate: '2026-03-11' }, DATE_RANGE_PRESETS, now)).toBe(
      'Last 7 Days',
    );
    expect(presetOfRange({ startDate: '2026-03-02', endDate: '2026-03-04' }, DATE_RANGE_PRESETS, now)).toBe(
      'Custom',
    );
    expect(presetOfRange({ startDate: null, endDate: null }, DATE_RANGE_PRESETS, now)).toBeNull();
  });

  it('reads a range as MM/DD/YYYY - MM/DD/YYYY, and an unfinished one as nothing', () => {
    expect(formatDateRange({ startDate: '2026-03-05', endDate: '2026-03-11' })).toBe(
      '03/05/2026 - 03/11/2026',
    );
    expect(formatDateRange({ startDate: '2026-03-05', endDate: null })).toBe('');
  });
});
