import { Stack } from '@mui/material';
import { GOAL_STATUS_LABELS, GOAL_STATUSES } from '@atrium/shared/schemas/performance/goals';
import { LazyCountBarChart } from '../../../../components/reports/lazy-count-bar-chart';
import { ReportResult } from '../../../../components/reports/report-result';
import { ReportTable, type ReportColumn } from '../../../../components/reports/report-table';
import { StatTiles } from '../../../../components/ui/stat-tiles';
import { useGoalsReportQuery, type GoalsReport, type ReportParams } from '../api/reports-api';

type DepartmentRow = GoalsReport['byDepartment'][number];

const COLUMNS: Array<ReportColumn<DepartmentRow>> = [
  { id: 'name', label: 'Department', value: (row) => row.name },
  { id: 'goals', label: 'Goals', value: (row) => row.goals, isNumeric: true },
  {
    id: 'progress',
    label: 'Average progress',
    value: (row) => row.averageProgress,
    render: (row) => `${row.averageProgress}%`,
    isNumeric: true,
  },
  ...GOAL_STATUSES.map((status) => ({
    id: status,
    label: GOAL_STATUS_LABELS[status],
    value: (row: DepartmentRow) => row[status],
    isNumeric: true,
  })),
];

/** Goals as they stand: how many per department, their average progress and their statuses. */
export function GoalsReportView({ params }: { params: ReportParams }) {
  const query = useGoalsReportQuery(params);
  return (
    <ReportResult
      query={query}
      subject="goals report"
      isEmpty={(report) => report.byDepartment.length === 0}
      emptyDescription="No goals match these filters yet."
    >
      {(report) => {
        const goals = report.byDepartment.reduce((sum, row) => sum + row.goals, 0);
        return (
          <Stack spacing={2}>
            <StatTiles
              label="Goals by status"
              tiles={GOAL_STATUSES.map((status) => ({
                label: GOAL_STATUS_LABELS[status],
                value: report.statusTotals[status],
                hint: `of ${goals} goals`,
              }))}
            />
            <LazyCountBarChart
              summary={`Goals by department and status: ${goals} in all. The table that follows gives each department's counts and average progress.`}
              categories={report.byDepartment.map((row) => row.name)}
              series={GOAL_STATUSES.map((status) => ({
                label: GOAL_STATUS_LABELS[status],
                data: report.byDepartment.map((row) => row[status]),
                stack: 'status',
              }))}
            />
            <ReportTable caption="Goals by department" columns={COLUMNS} rows={report.byDepartment} />
          </Stack>
        );
      }}
    </ReportResult>
  );
}
