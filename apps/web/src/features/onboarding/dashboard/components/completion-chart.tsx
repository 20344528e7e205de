import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import visuallyHidden from '@mui/utils/visuallyHidden';
import dayjs from 'dayjs';
import { LazyCountBarChart } from '../../../../components/reports/lazy-count-bar-chart';
import type { OnboardingDashboard } from '../api/dashboard-api';

const weekLabel = (weekStart: string) => dayjs(weekStart).format('D MMM');

/** Tasks done against tasks due, week by week; the table under it (for screen readers) holds each number. */
export function CompletionChart({ weeks }: { weeks: OnboardingDashboard['completionByWeek'] }) {
  const completed = weeks.reduce((sum, week) => sum + week.completed, 0);
  const due = weeks.reduce((sum, week) => sum + week.due, 0);
  return (
    <>
      <LazyCountBarChart
        summary={`Tasks completed against tasks due per week, over the last ${weeks.length} weeks: ${completed} completed, ${due} due. The table that follows gives each week.`}
        categories={weeks.map((week) => weekLabel(week.weekStart))}
        series={[
          { label: 'Completed', data: weeks.map((week) => week.completed) },
          { label: 'Due', data: weeks.map((week) => week.due) },
        ]}
      />
      <Box sx={visuallyHidden}>
        <Table aria-label="Tasks completed and due per week">
          <TableHead>
            <TableRow>
              <TableCell>Week of</TableCell>
              <TableCell>Completed</TableCell>
              <TableCell>Due</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((week) => (
              <TableRow key={week.weekStart}>
                <TableCell component="th" scope="row">
                  {dayjs(week.weekStart).format('D MMM YYYY')}
                </TableCell>
                <TableCell>{week.completed}</TableCell>
                <TableCell>{week.due}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
