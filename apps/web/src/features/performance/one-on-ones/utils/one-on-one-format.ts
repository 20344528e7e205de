import {
  ONE_ON_ONE_CADENCE_LABELS,
  type OneOnOneCadence,
} from '@atrium/shared/schemas/performance/one-on-ones';

// How 1-on-1 times read: on the viewer's own clock, with the day in words.

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string | undefined, withTime: boolean) => {
  const key = `${timeZone ?? ''}|${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      'en-GB',
      withTime
        ? { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }
        : { day: 'numeric', month: 'short', year: 'numeric', timeZone },
    );
    formatters.set(key, formatter);
  }
  return formatter;
};

/** "Mon 7 Dec, 10:00" on the viewer's clock (their profile's zone, else the browser's). */
export const formatMeetingTime = (iso: string, timeZone?: string) =>
  formatterFor(timeZone, true).format(new Date(iso));
/** "7 Dec 2026". */
export const formatMeetingDay = (iso: string, timeZone?: string) =>
  formatterFor(timeZone, false).format(new Date(iso));

/** "Every two weeks, 30 minutes". */
export const scheduleLabel = (cadence: OneOnOneCadence, durationMinutes: number) =>
  `${ONE_ON_ONE_CADENCE_LABELS[cadence]}, ${durationMinutes} minutes`;
