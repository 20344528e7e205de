import { WORKING_HOURS } from '@atrium/shared/schemas/recruiting/interviews';
import { knownZone, wallClock, zonedToInstant } from '../../platform/calendar/zoned-time.ts';

export { knownZone, zonedToInstant };

// Time zone arithmetic with Intl only: a person's working day (9–17, Monday to Friday, in their own
// zone) as instants, and the first slots that fit everyone.

export interface Span {
  start: number;
  end: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const SLOT_STEP_MINUTES = 15;

/** The working spans of someone in `zone` that touch [from, to]: 9 to 17 on weekdays, their time. */
export function workingSpans(zone: string, from: number, to: number): Span[] {
  const spans: Span[] = [];
  const first = wallClock(from, zone);
  let day = Date.UTC(
    new Date(first).getUTCFullYear(),
    new Date(first).getUTCMonth(),
    new Date(first).getUTCDate(),
  );
  for (; ; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    const start = zonedToInstant(day + WORKING_HOURS.startHour * 60 * MINUTE, zone);
    if (start >= to) break;
    if (weekday === 0 || weekday === 6) continue;
    const end = zonedToInstant(day + WORKING_HOURS.endHour * 60 * MINUTE, zone);
    if (end > from) spans.push({ start, end });
  }
  return spans;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
const inside = (slot: Span, spans: readonly Span[]) =>
  spans.some((span) => span.start <= slot.start && slot.end <= span.end);

export interface Attendee {
  zone: string;
  busy: readonly Span[];
}

/**
 * The first slots of `minutes` on a 15-minute grid, after `notBefore`, between `from` and `to`,
 * inside every attendee's working hours and overlapping nobody's busy time.
 */
export function freeSlots(
  attendees: readonly Attendee[],
  range: { from: number; to: number; notBefore: number },
  minutes: number,
  limit: number,
): Span[] {
  const working = attendees.map((attendee) => workingSpans(attendee.zone, range.from, range.to));
  const step = SLOT_STEP_MINUTES * MINUTE;
  const slots: Span[] = [];
  let start = Math.ceil(Math.max(range.from, range.notBefore) / step) * step;
  for (; start + minutes * MINUTE <= range.to && slots.length < limit; start += step) {
    const slot = { start, end: start + minutes * MINUTE };
    const fits = attendees.every(
      (attendee, index) =>
        inside(slot, working[index]!) && !attendee.busy.some((busy) => overlaps(slot, busy)),
    );
    if (fits) slots.push(slot);
  }
  return slots;
}

/** The next weekday (UTC) at the same time of day, skipping Saturday and Sunday. */
export function nextBusinessDay(instant: number): number {
  let next = instant + DAY;
  while ([0, 6].includes(new Date(next).getUTCDay())) next += DAY;
  return next;
}

/** "Monday 4 May 2026 at 10:00–10:45 (Europe/London)": a span as a person in `zone` reads it. */
export function formatSpanInZone(start: Date, end: Date, zone: string): string {
  const known = knownZone(zone);
  const dayParts = new Intl.DateTimeFormat('en-GB', {
    timeZone: known,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  // Put together from parts: ICU versions differ in their punctuation.
  const day = {
    format: (instant: Date) => {
      const part = Object.fromEntries(dayParts.formatToParts(instant).map((p) => [p.type, p.value]));
      return `${part.weekday} ${part.day} ${part.month} ${part.year}`;
    },
  };
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: known, hour: '2-digit', minute: '2-digit' });
  const sameDay = day.format(start) === day.format(end);
  const until = sameDay ? time.format(end) : `${day.format(end)} at ${time.format(end)}`;
  return `${day.format(start)} at ${time.format(start)}–${until} (${known})`;
}
