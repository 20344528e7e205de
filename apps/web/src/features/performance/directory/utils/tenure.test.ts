import { describe, expect, it } from 'vitest';
import { formatLongDate, tenure } from './tenure';

describe('tenure', () => {
  it('counts whole years and months', () => {
    expect(tenure('2020-05-18', '2026-11-29')).toBe('6 years, 6 months');
    expect(tenure('2025-11-29', '2026-11-29')).toBe('1 year');
    expect(tenure('2026-06-30', '2026-11-29')).toBe('4 months');
  });

  it('counts a month only once its day has come', () => {
    expect(tenure('2026-10-30', '2026-11-29')).toBe('30 days');
    expect(tenure('2026-10-29', '2026-11-29')).toBe('1 month');
  });

  it('says when someone has not started yet', () => {
    expect(tenure('2026-12-03', '2026-11-29')).toBe('Starts in 4 days');
    expect(tenure('2026-11-30', '2026-11-29')).toBe('Starts in 1 day');
    expect(tenure('2026-11-29', '2026-11-29')).toBe('Starts today');
  });
});

describe('formatLongDate', () => {
  it('writes the day in words, whatever the time zone', () => {
    expect(formatLongDate('2020-05-18')).toBe('18 May 2020');
  });
});
