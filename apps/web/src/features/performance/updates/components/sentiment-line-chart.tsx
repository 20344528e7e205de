import { LineChart } from '@mui/x-charts/LineChart';

export interface SentimentLineChartProps {
  labels: string[];
  values: number[];
  height?: number;
}

/**
 * Sentiment per period as a line from 1 to 5 (the charts library, loaded with this file only: see
 * SentimentTrend). Decoration: the table beside it holds the numbers.
 */
export default function SentimentLineChart({ labels, values, height = 220 }: SentimentLineChartProps) {
  return (
    <LineChart
      aria-hidden
      height={height}
      xAxis={[{ scaleType: 'point', data: labels }]}
      yAxis={[{ min: 1, max: 5, tickNumber: 5, tickMinStep: 1 }]}
      series={[
        {
          data: values,
          label: 'Sentiment',
          showMark: true,
          valueFormatter: (value) => (value === null ? '' : value.toFixed(1)),
        },
      ]}
      margin={{ left: 0, right: 24 }}
      hideLegend
    />
  );
}
