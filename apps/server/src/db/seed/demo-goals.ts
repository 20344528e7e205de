import type { Tx } from '../client.ts';
import { recruitingGoals } from '../schema/index.ts';
import { DAY_MS, londonDate } from './demo-interviews.ts';

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** This month and this quarter in London, as the calendar days goals are set for. */
export function demoPeriods(now = Date.now()) {
  const [year, month] = londonDate(now).split('-').map(Number) as [number, number];
  const quarterMonth = Math.floor((month - 1) / 3) * 3 + 1;
  return {
    month: { start: iso(year, month, 1), end: iso(year, month + 1, 0) },
    quarter: { start: iso(year, quarterMonth, 1), end: iso(year, quarterMonth + 3, 0) },
  };
}

/**
 * Recruiting goals of this month and quarter: admin@'s hires, hr.admin@'s interviews, and the
 * engineering team's scorecards, so the dashboard's goals have progress to show.
 */
export async function seedDemoGoals(
  tx: Tx,
  companyId: string,
  idOf: (short: string) => string,
  engineeringId: string | undefined,
): Promise<void> {
  const now = Date.now();
  const { month, quarter } = demoPeriods(now);
  // Set a little after each period began (never later than now).
  const setOn = (start: string) =>
    new Date(Math.min(now - 10 * 60_000, Math.max(Date.parse(`${start}T09:30:00Z`), now - 20 * DAY_MS)));
  const createdById = idOf('admin');
  await tx.insert(recruitingGoals).values([
    {
      companyId,
      name: 'Hires this quarter',
      metric: 'hires' as const,
      target: 3,
      userId: idOf('admin'),
      periodStart: quarter.start,
      periodEnd: quarter.end,
      createdById,
      createdAt: setOn(quarter.start),
    },
    {
      companyId,
      name: 'Interviews this month',
      metric: 'interviews_held' as const,
      target: 12,
      userId: idOf('hr.admin'),
      periodStart: month.start,
      periodEnd: month.end,
      createdById,
      createdAt: setOn(month.start),
    },
    ...(engineeringId
      ? [
          {
            companyId,
            name: 'Engineering scorecards this month',
            metric: 'scorecards_submitted' as const,
            target: 20,
            departmentId: engineeringId,
            periodStart: month.start,
            periodEnd: month.end,
            createdById,
            createdAt: setOn(month.start),
          },
        ]
      : []),
  ]);
}
