import { Stack } from '@mui/material';
import dayjs from 'dayjs';
import { NEW_HIRE_STATES, NEW_HIRE_STATE_LABELS } from '@atrium/shared/schemas/onboarding/new-hires';
import { useHiresByMonthReportQuery, type HiresByMonthRow, type ReportParams } from '../api/reports-api';
import { LazyCountBarChart } from '../../../../components/reports/lazy-count-bar-chart';
import { ReportResult } from '../../../../components/reports/report-result';
import { NO_HIRES } from '../utils/report-filters';
import { ReportTable, type ReportColumn } from '../../../../components/reports/report-table';

const monthLabel = (month: string) => dayjs(`${month}-01`).format('MMM YYYY');

const COLUMNS: Array<ReportColumn<HiresByMonthRow & { key: string }>> = [
  { id: 'month', label: 'Start month', value: (row) => row.month, render: (row) => monthLabel(row.month) },
  ...NEW_HIRE_STATES.map((state) => ({
    id: state,
    label: NEW_HIRE_STATE_LABELS[state],
    value: (row: HiresByMonthRow) => row[state],
    isNumeric: true,
  })),
  { id: 'total', label: 'Total', value: (row) => row.total, isNumeric: true },
];

/** New hires by start month, a bar per month stacked by state, and the same numbers as a table. */
export function HiresByMonthReport({ params }: { params: ReportParams }) {
  const query = useHiresByMonthReportQuery(params);
  return (
    <ReportResult
      emptyDescription={NO_HIRES}
      query={query}
      subject="new hires report"
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => {
        const total = rows.reduce((sum, row) => sum + row.total, 0);
        return (
          <Stack spacing={2}>
            <LazyCountBarChart
              summary={`New hires by start month, ${monthLabel(rows[0]!.month)} to ${monthLabel(rows.at(-1)!.month)}: ${total} in all. The table that follows gives each month by state.`}
              categories={rows.map((row) => monthLabel(row.month))}
              series={NEW_HIRE_STATES.map((state) => ({
                label: NEW_HIRE_STATE_LABELS[state],
                data: rows.map((row) => row[state]),
                stack: 'hires',
              }))}
            />
            <ReportTable
              caption="New hires by start month"
              columns={COLUMNS}
              rows={rows.map((row) => ({ ...row, key: row.month }))}
            />
          </Stack>
        );
      }}
    </ReportResult>
  );
}
