import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import {
  FEEDBACK_VISIBILITY_LABELS,
  type FeedbackVisibility,
} from '@atrium/shared/schemas/performance/feedback';

dayjs.extend(relativeTime);

const WEEK = 7 * 86_400_000;
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const fullFormatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
) => {
  const key = timeZone ?? '';
  let formatter = cache.get(key);
  if (!formatter) cache.set(key, (formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone })));
  return formatter;
};

/** "3 days ago" within a week, else "7 Dec 2026" on the viewer's clock. */
export function whenGiven(iso: string, timeZone?: string, now = Date.now()): string {
  const at = new Date(iso).getTime();
  if (now - at < WEEK) return dayjs(at).from(now);
  return formatterOf(dayFormatters, timeZone, { day: 'numeric', month: 'short', year: 'numeric' }).format(at);
}

/** "Mon 7 Dec 2026, 10:00": the exact moment, for a tooltip. */
export const exactly = (iso: string, timeZone?: string) =>
  formatterOf(fullFormatters, timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** Who reads an item, as a chip says it. */
export const visibilityLabel = (visibility: FeedbackVisibility) => FEEDBACK_VISIBILITY_LABELS[visibility];

/** "Chloe Davies", "Chloe Davies and Maya Lindqvist", "Chloe, Maya and Ethan …". */
export function namesOf(people: ReadonlyArray<{ name: string }>): string {
  const names = people.map((person) => person.name);
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
