import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Box, Skeleton } from '@mui/material';
import type { CountBarChartProps } from './count-bar-chart';

// The charts library is a large download: fetched with the first chart shown, not with the app.
const CountBarChart = lazy(() => import('./count-bar-chart'));

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

/** A bar chart of counts, its numbers given in words by `summary` (the table beside it has them all). */
export function LazyCountBarChart({ summary, ...props }: CountBarChartProps & { summary: string }) {
  const height = props.height ?? 260;
  return (
    <Box role="img" aria-label={summary} sx={{ width: '100%', minHeight: height }}>
      <ChartBoundary>
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <CountBarChart {...props} />
        </Suspense>
      </ChartBoundary>
    </Box>
  );
}
