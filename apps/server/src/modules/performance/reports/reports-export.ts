import type {
  PerformanceReportFilters,
  PerformanceReportKind,
} from '@atrium/shared/schemas/performance/reports';
import { GOAL_STATUS_LABELS, GOAL_STATUSES } from '@atrium/shared/schemas/performance/goals';
import type { DbOrTx } from '../../../db/client.ts';
import { csvLines } from '../../../lib/csv.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import * as reports from './reports.service.ts';

type Cell = string | number | null;

/** Each report's main table as its header and rows, as the page shows it first. */
const TABLES: Record<
  PerformanceReportKind,
  (db: DbOrTx, auth: AuthContext, filters: PerformanceReportFilters) => Promise<Cell[][]>
> = {
  'one-on-ones': async (db, auth, filters) => [
    [
      'Manager',
      'Department',
      'Direct reports',
      'Reports with a 1-on-1',
      'Reports met',
      'Meetings held',
      'Average days between',
      'Last held',
    ],
    ...(await reports.oneOnOneReport(db, auth, filters)).managers.map((row) => [
      row.name,
      row.department,
      row.directReports,
      row.reportsWithSeries,
      row.reportsMet,
      row.meetingsHeld,
      row.averageDaysBetween,
      row.lastHeldAt?.slice(0, 10) ?? null,
    ]),
  ],
  feedback: async (db, auth, filters) => {
    const report = await reports.feedbackReport(db, auth, filters);
    return [
      ['Department', 'People', 'Feedback given', 'Feedback received'],
      ...report.byDepartment.map((row) => [row.name, row.people, row.given, row.received]),
    ];
  },
  goals: async (db, auth, filters) => [
    [
      'Department',
      'Goals',
      'Average progress %',
      ...GOAL_STATUSES.map((status) => GOAL_STATUS_LABELS[status]),
    ],
    ...(await reports.goalsReport(db, auth, filters)).byDepartment.map((row) => [
      row.name,
      row.goals,
      row.averageProgress,
      ...GOAL_STATUSES.map((status) => row[status]),
    ]),
  ],
};

/** The report's main table as CSV, formulas defused. */
export async function reportCsv(
  db: DbOrTx,
  auth: AuthContext,
  kind: PerformanceReportKind,
  filters: PerformanceReportFilters,
): Promise<string> {
  return csvLines(await TABLES[kind](db, auth, filters));
}
