import type { ReportFilters, ReportKind, TaskByTemplateRow } from '@atrium/shared/schemas/onboarding/reports';
import type { DbOrTx } from '../../../db/client.ts';
import { csvLines } from '../../../lib/csv.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import * as reports from './reports.service.ts';

type Cell = string | number | null;

const TASK_COLUMNS = [
  'Total',
  'Done',
  'Skipped',
  'Open',
  'Overdue now',
  'On time %',
  'Median days to done',
  'Average days to done',
];
const taskCells = (row: Omit<TaskByTemplateRow, 'key' | 'templateId' | 'name'>): Cell[] => [
  row.total,
  row.done,
  row.skipped,
  row.open,
  row.overdueNow,
  row.onTimePercent,
  row.medianDays,
  row.averageDays,
];

/** Each report as its header and rows, in the order the page shows them first. */
const TABLES: Record<
  ReportKind,
  (db: DbOrTx, auth: AuthContext, filters: ReportFilters) => Promise<Cell[][]>
> = {
  'tasks-by-template': async (db, auth, filters) => [
    ['Task', ...TASK_COLUMNS],
    ...(await reports.tasksByTemplate(db, auth, filters)).map((row) => [row.name, ...taskCells(row)]),
  ],
  'tasks-by-assignee': async (db, auth, filters) => [
    ['Assignee', 'Kind', ...TASK_COLUMNS],
    ...(await reports.tasksByAssignee(db, auth, filters)).map((row) => [
      row.name,
      row.kind,
      ...taskCells(row),
    ]),
  ],
  'e-signature': async (db, auth, filters) => [
    ['Document', 'Waiting for signature', 'Waiting for counter-signature', 'Completed', 'Cancelled', 'Total'],
    ...(await reports.signatureStatus(db, auth, filters)).map((row) => [
      row.name,
      row.waitingForSignature,
      row.waitingForCounterSignature,
      row.completed,
      row.cancelled,
      row.total,
    ]),
  ],
  'hires-by-month': async (db, auth, filters) => [
    ['Start month', 'Pending', 'Onboarding', 'Complete', 'Cancelled', 'Total'],
    ...(await reports.hiresByMonth(db, auth, filters)).map((row) => [
      row.month,
      row.pending,
      row.onboarding,
      row.complete,
      row.cancelled,
      row.total,
    ]),
  ],
  feedback: async (db, auth, filters) => {
    const { ratings, texts } = await reports.feedbackAnswers(db, auth, filters);
    return [
      ['Set', 'Question', 'Answers', 'Average rating', 'New hire', 'Answer', 'Answered at'],
      ...ratings.map((row) => [row.setName, row.question, row.answers, row.averageRating, null, null, null]),
      ...texts.map((row) => [
        row.setName,
        row.question,
        null,
        null,
        row.hireName,
        row.answer,
        row.answeredAt,
      ]),
    ];
  },
};

/** The report as CSV, formulas defused. */
export async function reportCsv(
  db: DbOrTx,
  auth: AuthContext,
  kind: ReportKind,
  filters: ReportFilters,
): Promise<string> {
  return csvLines(await TABLES[kind](db, auth, filters));
}
