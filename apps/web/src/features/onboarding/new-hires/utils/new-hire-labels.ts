import dayjs from 'dayjs';
import {
  NEW_HIRE_STATE_LABELS,
  type NewHire,
  type NewHireState,
  type NewHireTransition,
} from '@atrium/shared/schemas/onboarding/new-hires';

export { NEW_HIRE_STATE_LABELS };

export const NEW_HIRE_STATE_COLOURS = {
  pending: 'warning',
  onboarding: 'info',
  complete: 'success',
  cancelled: 'default',
} as const satisfies Record<NewHireState, string>;

export const TRANSITION_COPY: Record<
  NewHireTransition,
  { label: string; title: string; message: (name: string) => string; isDestructive: boolean }
> = {
  invite: {
    label: 'Invite',
    title: 'Invite new hire',
    message: (name) => `Invite ${name}? Their onboarding starts, and they move from pending to onboarding.`,
    isDestructive: false,
  },
  complete: {
    label: 'Mark complete',
    title: 'Mark onboarding complete',
    message: (name) => `Mark ${name}'s onboarding complete? Open tasks stay as they are.`,
    isDestructive: false,
  },
  cancel: {
    label: 'Cancel onboarding',
    title: 'Cancel onboarding',
    message: (name) =>
      `Cancel ${name}'s onboarding? Their tasks leave everyone's task lists and can no longer be done, and the account their invitation made stops signing in. This cannot be undone.`,
    isDestructive: true,
  },
};

/** "12 Mar 2027", or a dash while the date is unknown. */
export const formatDate = (date: string | null | undefined): string =>
  date ? dayjs(date).format('D MMM YYYY') : '—';

/** Today in the browser, as the API's dates are written. */
export const todayValue = (): string => dayjs().format('YYYY-MM-DD');
export const addDaysValue = (date: string, days: number): string =>
  dayjs(date).add(days, 'day').format('YYYY-MM-DD');
/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayjs(to).diff(dayjs(from), 'day');

/** "4 of 12 tasks done", "No tasks". */
export function progressLabel(tasks: NewHire['tasks']): string {
  if (tasks.total === 0) return 'No tasks';
  return `${tasks.done} of ${tasks.total} tasks done`;
}
export const progressPercent = (tasks: NewHire['tasks']): number =>
  tasks.total === 0 ? 0 : Math.round((tasks.done / tasks.total) * 100);
