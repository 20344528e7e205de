// When an update is due (issue 21 item 3). A period always ends on its due day and the next starts
// the day after, so periods never overlap or leave a gap (15Five's "check-in period": due Friday,
// it covers Saturday to Friday). Dates are calendar days (YYYY-MM-DD) on the company's clock.

export const UPDATE_CADENCES = ['weekly', 'biweekly', 'monthly'] as const;
export type UpdateCadence = (typeof UPDATE_CADENCES)[number];
export const UPDATE_CADENCE_LABELS: Record<UpdateCadence, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month',
};

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

export interface UpdateSchedule {
  cadence: UpdateCadence;
  dueWeekday: Weekday;
}

export interface UpdatePeriod {
  /** First day, inclusive. */
  start: string;
  /** Last day, inclusive: the due day. */
  end: string;
}

const DAY = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;
const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
/** ISO weekday of a day number (day 0, 1 Jan 1970, was a Thursday). */
const weekdayOf = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;
/** The first day at or after `day` falling on `weekday`. */
const onOrAfter = (day: number, weekday: Weekday) => day + ((weekday - weekdayOf(day) + 7) % 7);

// Two-week periods count from a fixed Monday, so everyone on the same schedule shares the same
// fortnights whenever they joined.
const FORTNIGHT_ANCHOR = dayOf('2024-01-01');

/** The last `weekday` of the month holding `day`. */
function lastWeekdayOfMonth(day: number, weekday: Weekday): number {
  const date = new Date(day * DAY);
  const monthEnd = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0) / DAY;
  return monthEnd - ((weekdayOf(monthEnd) - weekday + 7) % 7);
}

/** The first day of the month `months` after the one holding `day`. */
function monthStart(day: number, months: number): number {
  const date = new Date(day * DAY);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1) / DAY;
}

function periodEndOf(day: number, schedule: UpdateSchedule): number {
  const { cadence, dueWeekday } = schedule;
  if (cadence === 'weekly') return onOrAfter(day, dueWeekday);
  if (cadence === 'biweekly') {
    const end = onOrAfter(day, dueWeekday);
    const weeks = (end - onOrAfter(FORTNIGHT_ANCHOR, dueWeekday)) / 7;
    return Math.abs(weeks % 2) === 1 ? end + 7 : end;
  }
  // Monthly: due on the month's last such weekday; a day after it belongs to next month's period.
  const thisMonth = lastWeekdayOfMonth(day, dueWeekday);
  return day <= thisMonth ? thisMonth : lastWeekdayOfMonth(monthStart(day, 1), dueWeekday);
}

/** The period holding `date` on this schedule. */
export function periodOf(date: string, schedule: UpdateSchedule): UpdatePeriod {
  const end = periodEndOf(dayOf(date), schedule);
  const start =
    schedule.cadence === 'weekly'
      ? end - 6
      : schedule.cadence === 'biweekly'
        ? end - 13
        : lastWeekdayOfMonth(monthStart(end, -1), schedule.dueWeekday) + 1;
  return { start: dateOf(start), end: dateOf(end) };
}

/** The period before this one on the same schedule. */
export const previousPeriod = (period: UpdatePeriod, schedule: UpdateSchedule): UpdatePeriod =>
  periodOf(dateOf(dayOf(period.start) - 1), schedule);

/** `n` days after `date` (negative for before). */
export const addDays = (date: string, n: number) => dateOf(dayOf(date) + n);

/** "3 – 9 Mar 2026", or across months "28 Feb – 6 Mar 2026". */
export function periodLabel(period: UpdatePeriod): string {
  const start = new Date(`${period.start}T00:00:00Z`);
  const end = new Date(`${period.end}T00:00:00Z`);
  const day = (date: Date, withMonth: boolean, withYear: boolean) =>
    date.toLocaleDateString('en-GB', {
      timeZone: 'UTC',
      day: 'numeric',
      ...(withMonth ? { month: 'short' } : {}),
      ...(withYear ? { year: 'numeric' } : {}),
    });
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  const sameMonth = sameYear && start.getUTCMonth() === end.getUTCMonth();
  return `${day(start, !sameMonth, !sameYear)} – ${day(end, true, true)}`;
}
