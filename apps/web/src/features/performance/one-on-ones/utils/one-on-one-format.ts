import {
  ONE_ON_ONE_CADENCE_LABELS,
  type OneOnOneCadence,
} from '@atrium/shared/schemas/performance/one-on-ones';

// How 1-on-1 times read: on the viewer's own clock, with the day in words.

const WHEN = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "Mon 7 Dec, 10:00" on the browser's clock. */
export const formatMeetingTime = (iso: string) => WHEN.format(new Date(iso));
/** "7 Dec 2026". */
export const formatMeetingDay = (iso: string) => DAY.format(new Date(iso));

/** "Every two weeks, 30 minutes". */
export const scheduleLabel = (cadence: OneOnOneCadence, durationMinutes: number) =>
  `${ONE_ON_ONE_CADENCE_LABELS[cadence]}, ${durationMinutes} minutes`;
