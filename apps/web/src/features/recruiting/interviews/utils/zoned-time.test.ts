import { describe, expect, it } from 'vitest';
import { busySegments, daysOf, workingSegments } from './availability-layout';
import { addDays, formatSpan, wallClock, weekdayIndex, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('turns a wall clock into the instant, across a change of the clocks', () => {
    expect(zonedInstant('2026-03-28', 9 * 60, 'Europe/London').toISOString()).toBe(
      '2026-03-28T09:00:00.000Z',
    );
    // The clocks went forward on 29 March 2026: nine o'clock is 08:00 UTC from then on.
    expect(zonedInstant('2026-03-30', 9 * 60, 'Europe/London').toISOString()).toBe(
      '2026-03-30T08:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', 0, 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });

  it('reads an instant on another zone’s calendar and clock', () => {
    expect(wallClock('2026-07-01T23:30:00Z', 'Asia/Tokyo')).toEqual({
      day: '2026-07-02',
      minutes: 8 * 60 + 30,
    });
    expect(formatSpan('2026-07-01T13:00:00Z', '2026-07-01T13:45:00Z', 'Europe/Berlin')).toBe(
      'Wed 1 Jul 2026, 15:00–15:45',
    );
  });

  it('counts days and weekdays, and shows a week from its Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayIndex('2026-11-30')).toBe(0);
    expect(daysOf('2026-12-03', 'week')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });
});

describe('availability layout', () => {
  const person = {
    userId: 'u1',
    name: 'Kai',
    timezone: 'America/New_York',
    workingHours: { startHour: 9, endHour: 17 },
    busy: [{ start: '2026-12-01T15:00:00Z', end: '2026-12-01T16:00:00Z', title: 'Interview' }],
  };

  it('puts a colleague’s working day and busy times on the viewer’s clock', () => {
    // New York's 9 to 5 is 14:00 to 22:00 in London in December.
    expect(workingSegments(person, '2026-12-01', 'Europe/London')).toEqual([
      { start: 14 * 60, end: 22 * 60, label: 'Working hours' },
    ]);
    expect(busySegments(person, '2026-12-01', 'Europe/London')).toEqual([
      { start: 15 * 60, end: 16 * 60, label: 'Interview' },
    ]);
    // A Saturday is not worked.
    expect(workingSegments(person, '2026-12-05', 'Europe/London')).toEqual([]);
  });
});
