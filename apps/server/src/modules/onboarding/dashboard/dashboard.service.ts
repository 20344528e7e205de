import {
  DASHBOARD_UPCOMING_DAYS,
  DASHBOARD_WEEKS,
  type OnboardingDashboard,
  type OverdueByAssignee,
  type SignaturesWaiting,
} from '@atrium/shared/schemas/onboarding/reports';
import type { DbOrTx } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { companyToday } from '../new-hires/new-hires.service.ts';
import { addDays } from '../plan/plan-rules.ts';
import { hireConditions } from '../reports/report-hires.ts';
import { visibleHiresCondition } from '../reports/report-visibility.ts';
import { signaturesWaiting as waitingRecords } from '../reports/signature-reports.repository.ts';
import * as repository from './dashboard.repository.ts';

const SHOWN = 10;
/** People named on the overdue card; the rest are in My tasks' person filter. */
const OVERDUE_PEOPLE = 20;

const visibleOf = async (db: DbOrTx, auth: AuthContext) =>
  hireConditions({}, await visibleHiresCondition(db, auth));

/** The Monday of the week holding `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

const summaryOf = (row: repository.HireSummaryRecord) => ({
  id: row.id,
  name: row.name,
  startDate: row.start_date,
  jobTitle: row.job_title,
  departmentName: row.department_name,
});

export async function dashboard(db: DbOrTx, auth: AuthContext): Promise<OnboardingDashboard> {
  const today = await companyToday(db, auth.companyId);
  const visible = await visibleOf(db, auth);
  const firstWeek = addDays(mondayOf(today), -7 * (DASHBOARD_WEEKS - 1));
  const upcoming = await repository.upcomingStarts(
    db,
    auth.companyId,
    { today, until: addDays(today, DASHBOARD_UPCOMING_DAYS), limit: SHOWN },
    visible,
  );
  const inProgress = await repository.hiresInProgress(db, auth.companyId, { today, limit: SHOWN }, visible);
  const weeks = await repository.completionByWeek(
    db,
    auth.companyId,
    { firstWeek, weeks: DASHBOARD_WEEKS },
    visible,
  );
  const allTasks = inProgress[0]?.all_tasks ?? 0;
  return {
    today,
    upcoming: { total: upcoming[0]?.total ?? 0, items: upcoming.map(summaryOf) },
    inProgress: {
      total: inProgress[0]?.total ?? 0,
      completionPercent: allTasks > 0 ? Math.round(((inProgress[0]?.all_done ?? 0) * 100) / allTasks) : null,
      items: inProgress.map((row) => ({
        ...summaryOf(row),
        tasks: { total: row.tasks_total, done: row.tasks_done, overdue: row.tasks_overdue },
      })),
    },
    completionByWeek: Array.from({ length: DASHBOARD_WEEKS }, (_, week) => {
      const counted = weeks.find((row) => row.week === week);
      return {
        weekStart: addDays(firstWeek, week * 7),
        completed: counted?.completed ?? 0,
        due: counted?.due ?? 0,
      };
    }),
  };
}

export async function overdueByAssignee(db: DbOrTx, auth: AuthContext): Promise<OverdueByAssignee> {
  const today = await companyToday(db, auth.companyId);
  const rows = await repository.overdueByAssignee(
    db,
    auth.companyId,
    { today, limit: OVERDUE_PEOPLE },
    await visibleOf(db, auth),
  );
  return {
    people: rows
      .filter((row) => row.user_id !== null)
      .slice(0, OVERDUE_PEOPLE)
      .map((row) => ({ userId: row.user_id!, name: row.name ?? '', overdue: row.overdue })),
    unassigned: rows[0]?.unassigned ?? 0,
  };
}

export async function signaturesWaiting(db: DbOrTx, auth: AuthContext): Promise<SignaturesWaiting> {
  const rows = await waitingRecords(db, auth.companyId, SHOWN, await visibleOf(db, auth));
  return {
    waitingForSignature: rows[0]?.waiting_for_signature ?? 0,
    waitingForCounterSignature: rows[0]?.waiting_for_counter_signature ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      newHireId: row.new_hire_id,
      hireName: row.hire_name,
      state: row.state,
      sentAt: new Date(row.sent_at).toISOString(),
    })),
  };
}
