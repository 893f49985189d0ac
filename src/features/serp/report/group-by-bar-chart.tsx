import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '../../../lib/format-number';
import { truncateText } from '../../../lib/truncate';
import { formatAxisCount, type ReportRow } from './group-by-rows';

const LABEL_MAX_LENGTH = 22;

interface GroupByBarChartProps {
  rows: readonly ReportRow[];
  /** read out as the chart's title */
  title: string;
  /** values on a scale (years, counts) stand in columns along x; named groups lie as bars */
  isScale: boolean;
  height: number;
}

/** Loaded lazily: recharts stays out of the first bundle. */
export function GroupByBarChart({ rows, title, isScale, height }: GroupByBarChartProps) {
  const theme = useTheme();
  const data = rows.map((row) => ({ name: row.label, count: row.count }));
  const tooltip = (
    <Tooltip
      formatter={(value) => [formatNumber(Number(value)), 'Count']}
      cursor={{ fill: theme.palette.action.hover }}
    />
  );
  if (isScale) {
    return (
      <BarChart
        responsive
        title={title}
        data={data}
        style={{ width: '100%', height }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="name" tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={formatAxisCount} width={40} tick={{ fontSize: 12 }} />
        {tooltip}
        <Bar dataKey="count" name="Count" fill={theme.palette.primary.main} isAnimationActive={false} />
      </BarChart>
    );
  }
  return (
    <BarChart
      responsive
      title={title}
      layout="vertical"
      data={data}
      style={{ width: '100%', height }}
      margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid horizontal={false} strokeDasharray="3 3" />
      <XAxis type="number" tickFormatter={formatAxisCount} tick={{ fontSize: 12 }} />
      <YAxis
        type="category"
        dataKey="name"
        width={140}
        tick={{ fontSize: 12 }}
        tickFormatter={(value: string) => truncateText(value, LABEL_MAX_LENGTH)}
      />
      {tooltip}
      <Bar dataKey="count" name="Count" fill={theme.palette.primary.main} isAnimationActive={false} />
    </BarChart>
  );
}
