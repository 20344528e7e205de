import type { OneOnOneCadence } from '@atrium/shared/schemas/performance/one-on-ones';
import { knownZone, zonedToInstant } from '../../platform/calendar/zoned-time.ts';

// When a series' meetings fall: its first day and time on its own clock, then every week, two weeks
// or month, each at the same wall-clock time (so 10:00 stays 10:00 across daylight saving).

export interface SeriesClock {
  cadence: OneOnOneCadence;
  startDate: string;
  startTime: string;
  timezone: string;
  durationMinutes: number;
}

const MINUTE = 60_000;

/** The wall-clock date and time of occurrence `k` (0 is the first), as UTC fields. */
function wallOf(clock: SeriesClock, k: number): number {
  const [year, month, day] = clock.startDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = clock.startTime.split(':').map(Number) as [number, number];
  if (clock.cadence === 'monthly') {
    // The same day of each month, or its last day when the month is shorter (31 Jan, 28 Feb, 31 Mar).
    const lastDay = new Date(Date.UTC(year, month - 1 + k + 1, 0)).getUTCDate();
    return Date.UTC(year, month - 1 + k, Math.min(day, lastDay), hour, minute);
  }
  const days = clock.cadence === 'biweekly' ? 14 * k : 7 * k;
  return Date.UTC(year, month - 1, day + days, hour, minute);
}

/** The instant of occurrence `k`. */
export const occurrence = (clock: SeriesClock, k: number): Date =>
  new Date(zonedToInstant(wallOf(clock, k), knownZone(clock.timezone)));

/**
 * The first occurrence strictly after `after` (or at or after it, with `inclusive`); null when a
 * one-off meeting has had its only one.
 */
export function nextOccurrence(clock: SeriesClock, after: Date, inclusive = false): Date | null {
  if (clock.cadence === 'once') {
    const only = occurrence(clock, 0);
    return only.getTime() > after.getTime() || (inclusive && only.getTime() === after.getTime())
      ? only
      : null;
  }
  // A week is the shortest step: start near `after` rather than counting from the first meeting.
  const stepDays = clock.cadence === 'biweekly' ? 14 : clock.cadence === 'weekly' ? 7 : 28;
  const first = occurrence(clock, 0).getTime();
  let k = Math.max(0, Math.floor((after.getTime() - first) / (stepDays * 24 * 60 * MINUTE)) - 1);
  for (;;) {
    const at = occurrence(clock, k);
    if (at.getTime() > after.getTime() || (inclusive && at.getTime() === after.getTime())) return at;
    k += 1;
  }
}

/** `YYYY-MM-DDTHH:MM:SS` on the series' clock, start and end: how a calendar invitation writes them. */
export function localSpan(clock: SeriesClock): { start: string; end: string } {
  const start = wallOf(clock, 0);
  const iso = (wall: number) => new Date(wall).toISOString().slice(0, 19);
  return { start: iso(start), end: iso(start + clock.durationMinutes * MINUTE) };
}

/** The RRULE of a series, or none for a one-off. */
export const repeatOf = (cadence: OneOnOneCadence) =>
  cadence === 'once'
    ? undefined
    : cadence === 'monthly'
      ? { freq: 'MONTHLY' as const, interval: 1 }
      : { freq: 'WEEKLY' as const, interval: cadence === 'biweekly' ? 2 : 1 };
