import { describe, expect, it } from 'vitest';
import { localSpan, nextOccurrence, occurrence, repeatOf, type SeriesClock } from './meeting-schedule.ts';

const weekly: SeriesClock = {
  cadence: 'weekly',
  startDate: '2026-10-19',
  startTime: '10:00',
  timezone: 'Europe/London',
  durationMinutes: 30,
};

describe('meeting schedule', () => {
  it('keeps the wall-clock hour across a change of daylight saving', () => {
    // British Summer Time ends on 25 October 2026: 10:00 is 09:00 UTC before and 10:00 UTC after.
    expect(occurrence(weekly, 0).toISOString()).toBe('2026-10-19T09:00:00.000Z');
    expect(occurrence(weekly, 1).toISOString()).toBe('2026-10-26T10:00:00.000Z');
  });

  it('finds the next meeting after an instant, every two weeks and every month', () => {
    expect(nextOccurrence(weekly, new Date('2026-10-19T09:00:00Z'))?.toISOString()).toBe(
      '2026-10-26T10:00:00.000Z',
    );
    expect(nextOccurrence(weekly, new Date('2026-10-19T09:00:00Z'), true)?.toISOString()).toBe(
      '2026-10-19T09:00:00.000Z',
    );
    const biweekly = { ...weekly, cadence: 'biweekly' as const };
    expect(nextOccurrence(biweekly, new Date('2026-11-29T12:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T10:00:00.000Z',
    );
    const monthly = {
      ...weekly,
      cadence: 'monthly' as const,
      startDate: '2026-01-31',
      timezone: 'America/New_York',
    };
    // The last day of a shorter month; New York is 5 hours behind in winter, 4 in summer.
    expect(occurrence(monthly, 1).toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(nextOccurrence(monthly, new Date('2026-04-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-04-30T14:00:00.000Z',
    );
  });

  it('has no meeting after the only one of a one-off', () => {
    const once = { ...weekly, cadence: 'once' as const };
    expect(nextOccurrence(once, new Date('2026-10-01T00:00:00Z'))?.toISOString()).toBe(
      '2026-10-19T09:00:00.000Z',
    );
    expect(nextOccurrence(once, new Date('2026-10-19T09:00:00Z'))).toBeNull();
  });

  it('writes the invitation on the series clock, with its rule', () => {
    expect(localSpan({ ...weekly, startTime: '23:45' })).toEqual({
      start: '2026-10-19T23:45:00',
      end: '2026-10-20T00:15:00',
    });
    expect(repeatOf('biweekly')).toEqual({ freq: 'WEEKLY', interval: 2 });
    expect(repeatOf('monthly')).toEqual({ freq: 'MONTHLY', interval: 1 });
    expect(repeatOf('once')).toBeUndefined();
  });
});
