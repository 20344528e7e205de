import { BarChart } from '@mui/x-charts/BarChart';

export interface ChartSeries {
  label: string;
  data: number[];
  /** Series of one stack are drawn on top of each other. */
  stack?: string;
}

export interface CountBarChartProps {
  categories: string[];
  series: ChartSeries[];
  height?: number;
}

/**
 * Counts as bars per category (the charts library, loaded with this file only: see LazyCountBarChart).
 * The drawing is decoration: its numbers are in the table beside it, for screen readers and copying.
 */
export default function CountBarChart({ categories, series, height = 260 }: CountBarChartProps) {
  return (
    <BarChart
      aria-hidden
      height={height}
      xAxis={[{ scaleType: 'band', data: categories }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={series.map((item) => ({ ...item, valueFormatter: (value) => String(value ?? 0) }))}
      margin={{ left: 0, right: 8 }}
    />
  );
}
