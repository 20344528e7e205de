import type { Availability } from '@atrium/shared/schemas/recruiting/interviews';
import { addDays, clockLabel, wallClock, weekdayIndex, zonedInstant } from './zoned-time';

// Where each person's working hours and busy times fall on the viewer's days, as minutes of the day.

export interface Segment {
  /** Minutes past the viewer's midnight, clipped to the day. */
  start: number;
  end: number;
  label: string;
}

const DAY = 24 * 60;

/** The part of [start, end) that falls on the viewer's day, as minutes of that day. */
function onDay(start: Date, end: Date, day: string, zone: string): { start: number; end: number } | null {
  const dayStart = zonedInstant(day, 0, zone).getTime();
  const dayEnd = zonedInstant(addDays(day, 1), 0, zone).getTime();
  const from = Math.max(start.getTime(), dayStart);
  const to = Math.min(end.getTime(), dayEnd);
  if (to <= from) return null;
  return { start: Math.round((from - dayStart) / 60_000), end: Math.round((to - dayStart) / 60_000) };
}

type Person = Availability['people'][number];

/** The person's working hours (Monday to Friday in their own zone) seen on the viewer's day. */
export function workingSegments(person: Person, day: string, zone: string): Segment[] {
  const segments: Segment[] = [];
  // Their calendar days that can overlap the viewer's: the day before, the day, the day after.
  for (const theirDay of [addDays(day, -1), day, addDays(day, 1)]) {
    if (weekdayIndex(theirDay) > 4) continue;
    const start = zonedInstant(theirDay, person.workingHours.startHour * 60, person.timezone);
    const end = zonedInstant(theirDay, person.workingHours.endHour * 60, person.timezone);
    const part = onDay(start, end, day, zone);
    if (part) segments.push({ ...part, label: 'Working hours' });
  }
  return segments;
}

export function busySegments(person: Person, day: string, zone: string): Segment[] {
  return person.busy.flatMap((span) => {
    const part = onDay(new Date(span.start), new Date(span.end), day, zone);
    return part ? [{ ...part, label: span.title || 'Busy' }] : [];
  });
}

/** The span of the day worth drawing: 08:00–18:00 at least, widened to whatever falls outside it. */
export function visibleRange(
  people: readonly Person[],
  days: readonly string[],
  zone: string,
  slot: { start: string; end: string } | null,
): { start: number; end: number } {
  let start = 8 * 60;
  let end = 18 * 60;
  for (const day of days) {
    for (const person of people) {
      for (const segment of [...workingSegments(person, day, zone), ...busySegments(person, day, zone)]) {
        start = Math.min(start, segment.start);
        end = Math.max(end, segment.end);
      }
    }
    if (slot) {
      const part = onDay(new Date(slot.start), new Date(slot.end), day, zone);
      if (part) {
        start = Math.min(start, part.start);
        end = Math.max(end, part.end);
      }
    }
  }
  return { start: Math.floor(start / 60) * 60, end: Math.min(DAY, Math.ceil(end / 60) * 60) };
}

/** The slot's part on the viewer's day, if any. */
export const slotOnDay = (slot: { start: string; end: string } | null, day: string, zone: string) =>
  slot ? onDay(new Date(slot.start), new Date(slot.end), day, zone) : null;

/** "10:00–11:00" for a segment. */
export const segmentLabel = (segment: { start: number; end: number }) =>
  `${clockLabel(segment.start)}–${clockLabel(segment.end)}`;

/** The days shown: the day alone, or its week from Monday. */
export function daysOf(day: string, view: 'day' | 'week'): string[] {
  if (view === 'day') return [day];
  const monday = addDays(day, -weekdayIndex(day));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The day a moment falls on in the zone (YYYY-MM-DD). */
export const dayOf = (at: string | Date, zone: string) => wallClock(at, zone).day;

/** Who is already busy during the slot, and with what: a double booking is allowed, but never unseen. */
export function clashesWith(
  people: readonly Person[],
  slot: { start: string; end: string } | null,
): Array<{ name: string; title: string }> {
  if (!slot) return [];
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  return people.flatMap((person) =>
    person.busy
      .filter((span) => Date.parse(span.start) < end && Date.parse(span.end) > start)
      .map((span) => ({ name: person.name, title: span.title || 'another commitment' })),
  );
}
