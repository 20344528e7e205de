import { formatUtcOffset, utcOffsetMinutes } from '../../../../lib/timezones';

// Interview times read as a wall clock in a named zone: the viewer's, or each attendee's own.

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });
    } catch {
      found = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, found);
  }
  return found;
}

const toDate = (at: string | Date | number) => (at instanceof Date ? at : new Date(at));

export interface WallClock {
  /** YYYY-MM-DD */
  day: string;
  /** Minutes since that day's midnight. */
  minutes: number;
}

/** Where an instant falls on the zone's calendar and clock. */
export function wallClock(at: string | Date | number, zone: string): WallClock {
  const parts = formatter(zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(toDate(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '00';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The instant the zone's clock shows `minutes` past midnight on `day` (YYYY-MM-DD). */
export function zonedInstant(day: string, minutes: number, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, 0, minutes);
  // The offset in force then; once more after the first guess, for a day the clocks change.
  let guess = asUtc - utcOffsetMinutes(zone, new Date(asUtc)) * 60_000;
  guess = asUtc - utcOffsetMinutes(zone, new Date(guess)) * 60_000;
  return new Date(guess);
}

/** The day after (or n days from) a YYYY-MM-DD day. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday, for a YYYY-MM-DD day. */
export function weekdayIndex(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

/** "10:30" on the zone's clock. */
export const formatTime = (at: string | Date, zone: string) =>
  formatter(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(toDate(at));

/** "Tue 2 Dec 2026" on the zone's calendar. */
export const formatDate = (at: string | Date, zone: string) =>
  formatter(zone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    .format(toDate(at))
    .replace(',', '');

/** "Tue 2 Dec" for a YYYY-MM-DD day, as a heading. */
export const formatDay = (day: string) =>
  formatter('UTC', { weekday: 'short', day: 'numeric', month: 'short' })
    .format(zonedInstant(day, 12 * 60, 'UTC'))
    .replace(',', '');

/** "Tue 2 Dec 2026, 10:00–10:45" in the zone. */
export const formatSpan = (start: string | Date, end: string | Date, zone: string) =>
  `${formatDate(start, zone)}, ${formatTime(start, zone)}–${formatTime(end, zone)}`;

/** "Europe/London (UTC+01:00)": a zone as people read it, with its offset on the given day. */
export const zoneLabel = (zone: string, at: string | Date = new Date()) =>
  `${zone.replace(/_/g, ' ')} (${formatUtcOffset(utcOffsetMinutes(zone, toDate(at)))})`;

/** "09:00" for minutes past midnight. */
export const clockLabel = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes between two instants. */
export const minutesBetween = (start: string | Date, end: string | Date) =>
  Math.round((toDate(end).getTime() - toDate(start).getTime()) / 60_000);
