import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';
import type { CheckIn } from '@atrium/shared/schemas/performance/goals';
import { formatDay } from '../utils/goal-format';

// The charts library is a large download: fetched with the first chart shown, not with the app.
const ProgressLineChart = lazy(() => import('./progress-line-chart'));

/** A chart that fails to draw leaves the check-ins list (the same numbers) rather than the page broken. */
class ChartBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

/** The goal's progress after each check-in, oldest first, summed up in words for screen readers. */
export function ProgressHistoryChart({
  checkIns,
  height = 220,
}: {
  checkIns: readonly CheckIn[];
  height?: number;
}) {
  const points = [...checkIns]
    .reverse()
    .map((checkIn) => ({ at: new Date(checkIn.createdAt), progress: checkIn.goalProgress }));
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? `Progress over ${points.length} check-ins: ${first.progress}% on ${formatDay(checkIns.at(-1)!.createdAt)}, ${last.progress}% on ${formatDay(checkIns[0]!.createdAt)}. Each check-in is listed below.`
      : 'No check-ins yet.';
  return (
    <Box role="img" aria-label={summary} sx={{ width: '100%', minHeight: height }}>
      <ChartBoundary>
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <ProgressLineChart points={points} height={height} />
        </Suspense>
      </ChartBoundary>
    </Box>
  );
}
