import { knownZone, wallClock, zonedToInstant } from '../../platform/calendar/zoned-time.ts';

const DAY = 86_400_000;

/**
 * The instant `days` business days (Monday to Friday on the clock of `zone`) after `from`, at the
 * same wall-clock time: asked on a Friday at 15:00, three business days on is Wednesday at 15:00; asked
 * on a Saturday, the count starts on Monday. Holidays are not known to us, so they count as days.
 */
export function addBusinessDays(from: Date, days: number, zone: string): Date {
  const clock = knownZone(zone);
  let wall = wallClock(from.getTime(), clock);
  let counted = 0;
  while (counted < days) {
    wall += DAY;
    const weekday = new Date(wall).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted += 1;
  }
  return new Date(zonedToInstant(wall, clock));
}
