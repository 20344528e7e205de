import { LineChart } from '@mui/x-charts/LineChart';

export interface ProgressPoint {
  at: Date;
  progress: number;
}

/**
 * A goal's progress after each check-in over time (the charts library, loaded with this file only:
 * see ProgressHistoryChart). Decoration: the check-ins list beside it holds the same numbers.
 */
export default function ProgressLineChart({
  points,
  height = 220,
}: {
  points: ProgressPoint[];
  height?: number;
}) {
  return (
    <LineChart
      aria-hidden
      height={height}
      xAxis={[
        {
          scaleType: 'time',
          data: points.map((point) => point.at),
          valueFormatter: (value: Date) =>
            value.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
        },
      ]}
      yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        {
          data: points.map((point) => point.progress),
          label: 'Progress',
          curve: 'stepAfter',
          showMark: true,
          valueFormatter: (value) => `${value ?? 0}%`,
        },
      ]}
      margin={{ left: 0, right: 16 }}
      hideLegend
    />
  );
}
