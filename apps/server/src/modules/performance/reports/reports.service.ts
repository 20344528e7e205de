import { eq } from 'drizzle-orm';
import {
  DEFAULT_REPORT_WEEKS,
  type FeedbackReport,
  type GoalsReport,
  type OneOnOneReport,
  type PerformanceReportFilters,
} from '@atrium/shared/schemas/performance/reports';
import { GOAL_STATUSES } from '@atrium/shared/schemas/performance/goals';
import type { DbOrTx } from '../../../db/client.ts';
import { companies } from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { knownZone, wallClock, zonedToInstant } from '../../platform/calendar/zoned-time.ts';
import * as repository from './reports.repository.ts';
import type { ReportWindow, WeekCounts } from './reports.repository.ts';

const DAY = 86_400_000;
const isoDay = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** The company's today, and the Monday of the week `weeksBack` weeks before it, on its own clock. */
function defaultRange(zone: string, now: number): { from: string; to: string } {
  const today = wallClock(now, zone) - (wallClock(now, zone) % DAY);
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  return { from: isoDay(monday - (DEFAULT_REPORT_WEEKS - 1) * 7 * DAY), to: isoDay(today) };
}

async function windowOf(
  db: DbOrTx,
  auth: AuthContext,
  filters: PerformanceReportFilters,
): Promise<{ window: ReportWindow; range: { from: string; to: string } }> {
  const [company] = await db
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, auth.companyId));
  const timezone = knownZone(company?.timezone ?? 'UTC');
  const fallback = defaultRange(timezone, Date.now());
  const range = { from: filters.from ?? fallback.from, to: filters.to ?? fallback.to };
  return {
    range,
    window: {
      companyId: auth.companyId,
      timezone,
      since: new Date(zonedToInstant(Date.parse(range.from), timezone)),
      until: new Date(zonedToInstant(Date.parse(range.to) + DAY, timezone)),
      departmentId: filters.departmentId,
    },
  };
}

/** Every week of the range from its Monday, those without a row counted as none. */
function everyWeek(range: { from: string; to: string }, rows: readonly WeekCounts[]) {
  const byWeek = new Map(rows.map((row) => [row.weekStart, row]));
  const first = Date.parse(range.from);
  const weeks: Array<{ weekStart: string; first: number; second: number }> = [];
  for (
    let monday = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY;
    monday <= Date.parse(range.to);
    monday += 7 * DAY
  ) {
    const weekStart = isoDay(monday);
    const row = byWeek.get(weekStart);
    weeks.push({ weekStart, first: row?.first ?? 0, second: row?.second ?? 0 });
  }
  return weeks;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function oneOnOneReport(
  db: DbOrTx,
  auth: AuthContext,
  filters: PerformanceReportFilters,
): Promise<OneOnOneReport> {
  const { window, range } = await windowOf(db, auth, filters);
  const [weeks, managers] = await Promise.all([
    repository.oneOnOneWeeks(db, window),
    repository.managerOneOnOnes(db, window),
  ]);
  return {
    range,
    weeks: everyWeek(range, weeks).map((week) => ({
      weekStart: week.weekStart,
      held: week.first,
      cancelled: week.second,
    })),
    managers: managers.map((row) => ({
      ...row,
      key: row.managerId,
      averageDaysBetween: row.averageDaysBetween === null ? null : Number(row.averageDaysBetween),
      lastHeldAt: iso(row.lastHeldAt),
    })),
  };
}

export async function feedbackReport(
  db: DbOrTx,
  auth: AuthContext,
  filters: PerformanceReportFilters,
): Promise<FeedbackReport> {
  const { window, range } = await windowOf(db, auth, filters);
  const [weeks, byDepartment, byValue, requests] = await Promise.all([
    repository.feedbackWeeks(db, window),
    repository.feedbackByDepartment(db, window),
    repository.praiseByValue(db, window),
    repository.requestCounts(db, window),
  ]);
  return {
    range,
    weeks: everyWeek(range, weeks).map((week) => ({
      weekStart: week.weekStart,
      praise: week.first,
      private: week.second,
    })),
    byDepartment: byDepartment.map((row) => ({
      ...row,
      key: row.departmentId ?? 'none',
      name: row.name ?? 'No department',
    })),
    byValue: byValue.map((row) => ({ ...row, key: row.valueId })),
    requests,
  };
}

export async function goalsReport(
  db: DbOrTx,
  auth: AuthContext,
  filters: PerformanceReportFilters,
): Promise<GoalsReport> {
  const rows = await repository.goalsByDepartment(db, {
    companyId: auth.companyId,
    departmentId: filters.departmentId,
    cycleId: filters.cycleId,
    level: filters.level,
  });
  const statusTotals = Object.fromEntries(
    GOAL_STATUSES.map((status) => [status, rows.reduce((sum, row) => sum + row[status], 0)]),
  ) as GoalsReport['statusTotals'];
  return {
    statusTotals,
    byDepartment: rows.map(({ isCompany, ...row }) => ({
      ...row,
      key: isCompany ? 'company' : (row.departmentId ?? 'none'),
      name: isCompany ? 'Company' : (row.name ?? 'No department'),
    })),
  };
}
