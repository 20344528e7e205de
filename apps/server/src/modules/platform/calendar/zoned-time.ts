// Time zone arithmetic with Intl only (no zone database of our own): wall-clock readings and the
// instants they name, for interviews' working hours and 1-on-1s' meeting times alike.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A zone Intl knows, or UTC (a stored zone the runtime does not know must not break scheduling). */
export function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in `zone` at `instant`, as if it were UTC (so getUTC* read it). */
export function wallClock(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The instant a wall-clock time (given as UTC fields) happens in `zone`; the later one across a change. */
export function zonedToInstant(wall: number, zone: string): number {
  let guess = wall - (wallClock(wall, zone) - wall);
  // A second pass settles a guess that crossed a daylight-saving change.
  guess = wall - (wallClock(guess, zone) - guess);
  return guess;
}
