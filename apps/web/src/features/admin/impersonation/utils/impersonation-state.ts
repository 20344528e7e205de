import type { Impersonation } from '@atrium/shared/schemas/admin/impersonation';

export type ImpersonationState = 'active' | 'returned' | 'expired';

/** Still running, ended by "Return to my account", or run out at its 30 minutes. */
export function impersonationState(entry: Impersonation, now: Date = new Date()): ImpersonationState {
  if (entry.endedAt && Date.parse(entry.endedAt) < Date.parse(entry.endsAt)) return 'returned';
  if (!entry.endedAt && now.getTime() < Date.parse(entry.endsAt)) return 'active';
  return 'expired';
}

/** When it stopped: the return, or the end of its time. */
export const impersonationEnd = (entry: Impersonation): string =>
  entry.endedAt && Date.parse(entry.endedAt) < Date.parse(entry.endsAt) ? entry.endedAt : entry.endsAt;

/** Whole minutes between start and end, at least one. */
export function durationMinutes(entry: Impersonation, now: Date = new Date()): number {
  const end =
    impersonationState(entry, now) === 'active' ? now.getTime() : Date.parse(impersonationEnd(entry));
  return Math.max(1, Math.round((end - Date.parse(entry.startedAt)) / 60_000));
}
