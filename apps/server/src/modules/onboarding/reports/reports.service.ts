import type {
  FeedbackReport,
  HiresByMonthRow,
  ReportFilters,
  SignatureStatusRow,
  TaskByAssigneeRow,
  TaskByTemplateRow,
} from '@atrium/shared/schemas/onboarding/reports';
import type { DbOrTx } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import * as feedback from './feedback-reports.repository.ts';
import { hiresByMonth as hiresByMonthRecords } from './hire-reports.repository.ts';
import { hireConditions, oneDecimal } from './report-hires.ts';
import { visibleHiresCondition } from './report-visibility.ts';
import { signatureStatusByTemplate } from './signature-reports.repository.ts';
import * as tasks from './task-reports.repository.ts';

/** The written feedback answers a report shows at most (the newest). */
export const MAX_TEXT_ANSWERS = 1000;

const hiresOf = async (db: DbOrTx, auth: AuthContext, filters: ReportFilters) =>
  hireConditions(filters, await visibleHiresCondition(db, auth));

const metricsOf = (row: tasks.TaskMetricsRow) => ({
  total: row.total,
  done: row.done,
  skipped: row.skipped,
  open: row.open,
  overdueNow: row.overdue_now,
  onTimePercent: row.done_with_due > 0 ? Math.round((row.on_time * 1000) / row.done_with_due) / 10 : null,
  medianDays: oneDecimal(row.median_days),
  averageDays: oneDecimal(row.average_days),
});

export async function tasksByTemplate(
  db: DbOrTx,
  auth: AuthContext,
  filters: ReportFilters,
): Promise<TaskByTemplateRow[]> {
  const rows = await tasks.tasksByTemplate(db, auth.companyId, await hiresOf(db, auth, filters));
  return rows.map((row) => ({
    key: row.template_id ?? `name:${row.name}`,
    templateId: row.template_id,
    name: row.name,
    ...metricsOf(row),
  }));
}

export async function tasksByAssignee(
  db: DbOrTx,
  auth: AuthContext,
  filters: ReportFilters,
): Promise<TaskByAssigneeRow[]> {
  const rows = await tasks.tasksByAssignee(db, auth.companyId, await hiresOf(db, auth, filters));
  return rows.map((row) => {
    const kind = row.user_id ? 'person' : row.group_id ? 'group' : 'unassigned';
    const id = row.user_id ?? row.group_id;
    return {
      key: id ?? 'unassigned',
      kind,
      id,
      name: kind === 'unassigned' ? 'Unassigned' : (row.name ?? 'Removed'),
      ...metricsOf(row),
    };
  });
}

export async function signatureStatus(
  db: DbOrTx,
  auth: AuthContext,
  filters: ReportFilters,
): Promise<SignatureStatusRow[]> {
  const rows = await signatureStatusByTemplate(db, auth.companyId, await hiresOf(db, auth, filters));
  return rows.map((row) => ({
    key: row.template_id ?? `name:${row.name}`,
    templateId: row.template_id,
    name: row.name,
    waitingForSignature: row.waiting_for_signature,
    waitingForCounterSignature: row.waiting_for_counter_signature,
    completed: row.completed,
    cancelled: row.cancelled,
    total: row.total,
  }));
}

export async function hiresByMonth(
  db: DbOrTx,
  auth: AuthContext,
  filters: ReportFilters,
): Promise<HiresByMonthRow[]> {
  return hiresByMonthRecords(db, auth.companyId, await hiresOf(db, auth, filters));
}

export async function feedbackAnswers(
  db: DbOrTx,
  auth: AuthContext,
  filters: ReportFilters,
): Promise<FeedbackReport> {
  const hires = await hiresOf(db, auth, filters);
  const [ratings, texts] = [
    await feedback.feedbackRatings(db, auth.companyId, hires),
    await feedback.feedbackTexts(db, auth.companyId, hires, MAX_TEXT_ANSWERS),
  ];
  return {
    ratings: ratings.map((row) => ({
      key: row.question_id,
      setName: row.set_name,
      question: row.question,
      answers: row.answers,
      averageRating: row.average_rating === null ? null : Math.round(Number(row.average_rating) * 100) / 100,
    })),
    texts: texts.map((row) => ({
      key: `${row.request_id}:${row.question_id}`,
      setName: row.set_name,
      question: row.question,
      hireName: row.hire_name,
      answer: row.answer,
      answeredAt: new Date(row.answered_at).toISOString(),
    })),
  };
}
