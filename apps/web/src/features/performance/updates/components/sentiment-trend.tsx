import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Box, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { useSentimentTrendQuery } from '../api/updates-api';
import { formatDueDay, formatShortDay } from '../utils/update-format';

// The charts library is a large download: fetched with the first chart shown, not with the app.
const SentimentLineChart = lazy(() => import('./sentiment-line-chart'));

/** A chart that fails to draw leaves its table (the same numbers) rather than the page broken. */
class ChartBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

const HEIGHT = 220;

/** Shared sentiment over the last weeks: one person's, or the caller's team's average per due day. */
export function SentimentTrend({ scope, personId }: { scope: 'person' | 'team'; personId?: string }) {
  const trend = useSentimentTrendQuery({ scope, personId });
  if (trend.isError)
    return <LoadFailureState error={trend.error} subject="sentiment" onRetry={() => void trend.refetch()} />;
  if (!trend.data)
    return (
      <Skeleton variant="rounded" height={HEIGHT} aria-label="Loading the sentiment" role="progressbar" />
    );
  const { points } = trend.data;
  if (points.length === 0)
    return (
      <Typography color="text.secondary">
        No shared updates in the last 12 weeks: the trend appears once there are some.
      </Typography>
    );
  const average = points.reduce((sum, point) => sum + point.sentiment, 0) / points.length;
  const who = scope === 'team' ? "your team's average" : 'sentiment';
  return (
    <>
      <Box
        role="img"
        aria-label={`Shared ${who} over the last ${points.length} periods, ${average.toFixed(1)} out of 5 on average. The table that follows gives each period.`}
        sx={{ width: '100%', minHeight: HEIGHT }}
      >
        <ChartBoundary>
          <Suspense fallback={<Skeleton variant="rounded" height={HEIGHT} />}>
            <SentimentLineChart
              height={HEIGHT}
              labels={points.map((point) => formatShortDay(point.periodEnd))}
              values={points.map((point) => point.sentiment)}
            />
          </Suspense>
        </ChartBoundary>
      </Box>
      <Box sx={visuallyHidden}>
        <Table aria-label="Sentiment per period">
          <TableHead>
            <TableRow>
              <TableCell>Period due</TableCell>
              <TableCell>Sentiment (1 to 5)</TableCell>
              {scope === 'team' && <TableCell>Updates</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {points.map((point) => (
              <TableRow key={point.periodEnd}>
                <TableCell component="th" scope="row">
                  {formatDueDay(point.periodEnd)}
                </TableCell>
                <TableCell>{point.sentiment}</TableCell>
                {scope === 'team' && <TableCell>{point.count}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
