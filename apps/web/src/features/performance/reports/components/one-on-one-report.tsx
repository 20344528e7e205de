import { Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { LazyCountBarChart } from '../../../../components/reports/lazy-count-bar-chart';
import { ReportResult } from '../../../../components/reports/report-result';
import { ReportTable, type ReportColumn } from '../../../../components/reports/report-table';
import { StatTiles } from '../../../../components/ui/stat-tiles';
import { useOneOnOneReportQuery, type OneOnOneReport, type ReportParams } from '../api/reports-api';
import { percentOf } from '../utils/report-params';

type ManagerRow = OneOnOneReport['managers'][number];
export const weekLabel = (weekStart: string) => dayjs(weekStart).format('D MMM');

const COLUMNS: Array<ReportColumn<ManagerRow>> = [
  { id: 'name', label: 'Manager', value: (row) => row.name },
  { id: 'department', label: 'Department', value: (row) => row.department },
  { id: 'reports', label: 'Direct reports', value: (row) => row.directReports, isNumeric: true },
  { id: 'series', label: 'With a 1-on-1', value: (row) => row.reportsWithSeries, isNumeric: true },
  {
    id: 'met',
    label: 'Met in range',
    value: (row) => row.reportsMet,
    render: (row) => `${row.reportsMet} (${percentOf(row.reportsMet, row.directReports)})`,
    isNumeric: true,
  },
  { id: 'held', label: 'Meetings held', value: (row) => row.meetingsHeld, isNumeric: true },
  {
    id: 'gap',
    label: 'Days between meetings',
    value: (row) => row.averageDaysBetween,
    isNumeric: true,
  },
  {
    id: 'last',
    label: 'Last held',
    value: (row) => row.lastHeldAt,
    render: (row) => (row.lastHeldAt ? dayjs(row.lastHeldAt).format('D MMM YYYY') : 'Not in range'),
  },
];

function tilesOf(report: OneOnOneReport) {
  const held = report.weeks.reduce((sum, week) => sum + week.held, 0);
  const reports = report.managers.reduce((sum, row) => sum + row.directReports, 0);
  const met = report.managers.reduce((sum, row) => sum + row.reportsMet, 0);
  const gaps = report.managers.flatMap((row) =>
    row.averageDaysBetween === null ? [] : [row.averageDaysBetween],
  );
  return [
    { label: 'Meetings held', value: held },
    { label: 'Managers', value: report.managers.length },
    { label: 'Reports met', value: percentOf(met, reports), hint: `${met} of ${reports} direct reports` },
    {
      label: 'Days between meetings',
      value: gaps.length ? Math.round(gaps.reduce((a, b) => a + b, 0) / gaps.length) : '—',
      hint: 'Average across managers',
    },
  ];
}

/** 1-on-1s held and cancelled per week, and per manager whom they meet and how regularly. */
export function OneOnOneReportView({ params }: { params: ReportParams }) {
  const query = useOneOnOneReportQuery(params);
  return (
    <ReportResult
      query={query}
      subject="1-on-1 report"
      isEmpty={(report) => report.managers.length === 0}
      emptyDescription="Nobody in these filters has a direct report yet."
    >
      {(report) => (
        <Stack spacing={2}>
          <StatTiles label="1-on-1s in this range" tiles={tilesOf(report)} />
          {report.weeks.some((week) => week.held + week.cancelled > 0) ? (
            <LazyCountBarChart
              summary={`1-on-1s per week from ${report.range.from} to ${report.range.to}: ${report.weeks.reduce((sum, week) => sum + week.held, 0)} held. The table that follows gives each manager.`}
              categories={report.weeks.map((week) => weekLabel(week.weekStart))}
              series={[
                { label: 'Held', data: report.weeks.map((week) => week.held), stack: 'meetings' },
                { label: 'Cancelled', data: report.weeks.map((week) => week.cancelled), stack: 'meetings' },
              ]}
            />
          ) : (
            <Typography color="text.secondary">No 1-on-1 was held or cancelled in these weeks.</Typography>
          )}
          <ReportTable caption="1-on-1s by manager" columns={COLUMNS} rows={report.managers} />
        </Stack>
      )}
    </ReportResult>
  );
}
