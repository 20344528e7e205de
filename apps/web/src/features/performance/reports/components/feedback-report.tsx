import { Stack, Typography } from '@mui/material';
import { LazyCountBarChart } from '../../../../components/reports/lazy-count-bar-chart';
import { ReportResult } from '../../../../components/reports/report-result';
import { ReportTable, type ReportColumn } from '../../../../components/reports/report-table';
import { StatTiles } from '../../../../components/ui/stat-tiles';
import { useFeedbackReportQuery, type FeedbackReport, type ReportParams } from '../api/reports-api';
import { percentOf } from '../utils/report-params';
import { weekLabel } from './one-on-one-report';

type DepartmentRow = FeedbackReport['byDepartment'][number];
type ValueRow = FeedbackReport['byValue'][number];

const DEPARTMENT_COLUMNS: Array<ReportColumn<DepartmentRow>> = [
  { id: 'name', label: 'Department', value: (row) => row.name },
  { id: 'people', label: 'People', value: (row) => row.people, isNumeric: true },
  { id: 'given', label: 'Given', value: (row) => row.given, isNumeric: true },
  { id: 'received', label: 'Received', value: (row) => row.received, isNumeric: true },
  {
    id: 'perPerson',
    label: 'Given per person',
    value: (row) => (row.people ? Math.round((row.given / row.people) * 10) / 10 : null),
    isNumeric: true,
  },
];
const VALUE_COLUMNS: Array<ReportColumn<ValueRow>> = [
  { id: 'name', label: 'Value', value: (row) => row.name },
  { id: 'praise', label: 'Praise', value: (row) => row.praise, isNumeric: true },
];

function tilesOf(report: FeedbackReport) {
  const praise = report.weeks.reduce((sum, week) => sum + week.praise, 0);
  const given = report.weeks.reduce((sum, week) => sum + week.private, 0);
  const { asked, answered, declined } = report.requests;
  return [
    { label: 'Praise', value: praise, hint: 'On the wall' },
    { label: 'Private feedback', value: given },
    { label: 'Requests answered', value: percentOf(answered, asked), hint: `${answered} of ${asked} asked` },
    { label: 'Requests declined', value: declined },
  ];
}

/** Feedback over time, by department and by company value, and how requests were answered. */
export function FeedbackReportView({ params }: { params: ReportParams }) {
  const query = useFeedbackReportQuery(params);
  return (
    <ReportResult
      query={query}
      subject="feedback report"
      isEmpty={(report) => report.byDepartment.length === 0}
      emptyDescription="Nobody matches these filters."
    >
      {(report) => (
        <Stack spacing={3}>
          <StatTiles label="Feedback in this range" tiles={tilesOf(report)} />
          {report.weeks.some((week) => week.praise + week.private > 0) ? (
            <LazyCountBarChart
              summary={`Feedback given per week from ${report.range.from} to ${report.range.to}, praise and private. The tables that follow give each department and value.`}
              categories={report.weeks.map((week) => weekLabel(week.weekStart))}
              series={[
                { label: 'Praise', data: report.weeks.map((week) => week.praise), stack: 'feedback' },
                { label: 'Private', data: report.weeks.map((week) => week.private), stack: 'feedback' },
              ]}
            />
          ) : (
            <Typography color="text.secondary">No feedback was given in these weeks.</Typography>
          )}
          <Typography variant="h6" component="h3">
            By department
          </Typography>
          <ReportTable
            caption="Feedback by department"
            columns={DEPARTMENT_COLUMNS}
            rows={report.byDepartment}
          />
          <Typography variant="h6" component="h3">
            Praise by value
          </Typography>
          {report.byValue.length === 0 ? (
            <Typography color="text.secondary">The company has no values to tag praise with.</Typography>
          ) : (
            <>
              <LazyCountBarChart
                summary={`Praise by company value: ${report.byValue.map((row) => `${row.name} ${row.praise}`).join(', ')}.`}
                categories={report.byValue.map((row) => row.name)}
                series={[{ label: 'Praise', data: report.byValue.map((row) => row.praise) }]}
                height={220}
              />
              <ReportTable caption="Praise by value" columns={VALUE_COLUMNS} rows={report.byValue} />
            </>
          )}
        </Stack>
      )}
    </ReportResult>
  );
}
