import { useTheme } from '@mui/material/styles';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../lib/format-number';
import { formatAxisCount } from './group-by-rows';

interface YearTrendChartProps {
  /** oldest year first */
  points: readonly { year: number; count: number }[];
  title: string;
  height: number;
}

/** Counts per publication year as an area; loaded lazily so recharts stays out of the first bundle. */
export function YearTrendChart({ points, title, height }: YearTrendChartProps) {
  const theme = useTheme();
  return (
    <AreaChart
      responsive
      title={title}
      data={[...points]}
      style={{ width: '100%', height }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} strokeDasharray="3 3" />
      <XAxis
        dataKey="year"
        type="number"
        domain={['dataMin', 'dataMax']}
        allowDecimals={false}
        tick={{ fontSize: 12 }}
      />
      <YAxis tickFormatter={formatAxisCount} width={40} tick={{ fontSize: 12 }} />
      <Tooltip
        labelFormatter={(year) => `Year ${String(year)}`}
        formatter={(value) => [formatNumber(Number(value)), 'Count']}
      />
      <Area
        type="monotone"
        dataKey="count"
        name="Count"
        stroke={theme.palette.primary.main}
        fill={theme.palette.primary.light}
        fillOpacity={0.4}
        isAnimationActive={false}
      />
    </AreaChart>
  );
}
