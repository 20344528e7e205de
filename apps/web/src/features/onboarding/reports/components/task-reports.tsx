import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { withTokenLabels } from '@atrium/shared/schemas/onboarding/plan';
import { useHasPermission } from '../../../../lib/session-hooks';
import { myTasksOf } from '../../dashboard/components/overdue-by-assignee-card';
import {
  useTasksByAssigneeReportQuery,
  useTasksByTemplateReportQuery,
  type ReportParams,
  type TaskByAssigneeRow,
  type TaskByTemplateRow,
} from '../api/reports-api';
import { ReportResult } from '../../../../components/reports/report-result';
import { NO_HIRES } from '../utils/report-filters';
import { ReportTable, type ReportColumn } from '../../../../components/reports/report-table';

type Metrics = Omit<TaskByTemplateRow, 'key' | 'templateId' | 'name'>;

const number = <Row extends Metrics>(
  id: keyof Metrics,
  label: string,
): ReportColumn<Row & { key: string }> => ({
  id,
  label,
  value: (row) => row[id],
  isNumeric: true,
});

function metricColumns<Row extends Metrics & { key: string }>(): Array<ReportColumn<Row>> {
  return [
    number('total', 'Total'),
    number('done', 'Done'),
    number('skipped', 'Skipped'),
    number('open', 'Open'),
    number('overdueNow', 'Overdue now'),
    number('onTimePercent', 'On time %'),
    number('medianDays', 'Median days'),
    number('averageDays', 'Average days'),
  ];
}

const TEMPLATE_COLUMNS: Array<ReportColumn<TaskByTemplateRow>> = [
  {
    id: 'name',
    label: 'Task',
    value: (row) => row.name,
    render: (row) => (row.templateId ? withTokenLabels(row.name) : `${row.name} (added by hand)`),
  },
  ...metricColumns<TaskByTemplateRow>(),
];

/** Completion and time to complete per task of the plan. */
export function TasksByTemplateReport({ params }: { params: ReportParams }) {
  const query = useTasksByTemplateReportQuery(params);
  return (
    <ReportResult
      emptyDescription={NO_HIRES}
      query={query}
      subject="task report"
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <ReportTable caption="Tasks by task" columns={TEMPLATE_COLUMNS} rows={rows} />}
    </ReportResult>
  );
}

const KIND_LABELS: Record<TaskByAssigneeRow['kind'], string> = {
  person: 'Person',
  group: 'Group',
  unassigned: 'Nobody yet',
};

/** Completion and time to complete per person or group; a person opens their tasks for whoever sees everyone's. */
export function TasksByAssigneeReport({ params }: { params: ReportParams }) {
  const query = useTasksByAssigneeReportQuery(params);
  const canSeeAllTasks = useHasPermission('onb.module.tasks.task.view.all');
  const columns: Array<ReportColumn<TaskByAssigneeRow>> = [
    {
      id: 'name',
      label: 'Assignee',
      value: (row) => row.name,
      render: (row) =>
        canSeeAllTasks && row.kind === 'person' && row.id ? (
          <Link component={RouterLink} to={myTasksOf(row.id, row.name)} underline="hover">
            {row.name}
          </Link>
        ) : (
          row.name
        ),
    },
    { id: 'kind', label: 'Kind', value: (row) => KIND_LABELS[row.kind] },
    ...metricColumns<TaskByAssigneeRow>(),
  ];
  return (
    <ReportResult
      emptyDescription={NO_HIRES}
      query={query}
      subject="task report"
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <ReportTable caption="Tasks by assignee" columns={columns} rows={rows} />}
    </ReportResult>
  );
}
