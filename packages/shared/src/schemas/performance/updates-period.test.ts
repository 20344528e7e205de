import { describe, expect, it } from 'vitest';
import {
  addDays,
  periodLabel,
  periodOf,
  previousPeriod,
  UPDATE_CADENCES,
  WEEKDAYS,
  type UpdateSchedule,
} from './updates-period.ts';

const friday = (cadence: UpdateSchedule['cadence']): UpdateSchedule => ({ cadence, dueWeekday: 5 });

describe('update periods', () => {
  it('ends a weekly period on the due day, starting the day after the last one', () => {
    expect(periodOf('2026-03-04', friday('weekly'))).toEqual({ start: '2026-02-28', end: '2026-03-06' });
    expect(periodOf('2026-03-06', friday('weekly'))).toEqual({ start: '2026-02-28', end: '2026-03-06' });
    expect(periodOf('2026-03-07', friday('weekly'))).toEqual({ start: '2026-03-07', end: '2026-03-13' });
  });

  it('counts fortnights from a fixed Monday, so everyone shares them', () => {
    // The first Friday after 1 January 2024 was the 5th: fortnights end on the 5th, the 19th...
    expect(periodOf('2024-01-12', friday('biweekly'))).toEqual({ start: '2024-01-06', end: '2024-01-19' });
    expect(periodOf('2024-01-05', friday('biweekly'))).toEqual({ start: '2023-12-23', end: '2024-01-05' });
  });

  it("falls a monthly period due on the month's last such weekday", () => {
    expect(periodOf('2026-03-10', friday('monthly'))).toEqual({ start: '2026-02-28', end: '2026-03-27' });
    // After March's last Friday: April's period.
    expect(periodOf('2026-03-30', friday('monthly'))).toEqual({ start: '2026-03-28', end: '2026-04-24' });
  });

  it('covers every day exactly once, on every schedule', () => {
    for (const cadence of UPDATE_CADENCES)
      for (const dueWeekday of WEEKDAYS) {
        const schedule = { cadence, dueWeekday };
        let period = periodOf('2025-12-20', schedule);
        for (let step = 0; step < 40; step += 1) {
          const next = periodOf(addDays(period.end, 1), schedule);
          expect(next.start, `${cadence} ${dueWeekday} after ${period.end}`).toBe(addDays(period.end, 1));
          expect(previousPeriod(next, schedule)).toEqual(period);
          expect(periodOf(addDays(next.start, 3), schedule)).toEqual(next);
          expect(new Date(`${next.end}T00:00:00Z`).getUTCDay() || 7).toBe(dueWeekday);
          period = next;
        }
      }
  });

  it('labels a period by its days', () => {
    expect(periodLabel({ start: '2026-03-07', end: '2026-03-13' })).toBe('7 – 13 Mar 2026');
    expect(periodLabel({ start: '2026-02-28', end: '2026-03-06' })).toBe('28 Feb – 6 Mar 2026');
    expect(periodLabel({ start: '2025-12-27', end: '2026-01-02' })).toBe('27 Dec 2025 – 2 Jan 2026');
  });
});
