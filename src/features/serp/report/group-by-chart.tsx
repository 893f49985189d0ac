import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIsFetching } from '@tanstack/react-query';
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { LoadedPart } from '../../../components/loaded-part';
import { preloadable } from '../../../components/preloadable';
import type { Facet } from '../../../entities/facet';
import { toTrendPoints, type ReportRow } from './group-by-rows';

// recharts is only imported by these two modules, so it loads with the first chart, not the page.
// They come in without suspending (see LoadedPart), their skeleton shown meanwhile.
const groupByBarChart = preloadable(() =>
  import('./group-by-bar-chart').then((module) => memo(module.GroupByBarChart)),
);
const yearTrendChart = preloadable(() => import('./year-trend-chart').then((module) => memo(module.YearTrendChart)));

/**
 * The chart code (recharts, about 100 KB compressed) waits, the first time, until no page of
 * results is loading and the page has painted since: on a first visit the list's rows come
 * before the charts, not after a download and a parse they do not need. Once loaded, charts
 * render at once.
 */
let chartsAllowed = false;

function useChartsAllowed(): boolean {
  const listsLoading = useIsFetching({ predicate: (query) => query.queryKey[2] === 'list' });
  const [allowed, setAllowed] = useState(chartsAllowed);
  const listsDone = listsLoading === 0;
  useEffect(() => {
    if (allowed || chartsAllowed || !listsDone) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const allow = () => {
      chartsAllowed = true;
      setAllowed(true);
    };
    // A frame callback runs before the next paint, a timer set in it after that paint.
    const frame = requestAnimationFrame(() => (timer = setTimeout(allow)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [allowed, listsDone]);
  return allowed || chartsAllowed;
}

const SCALE_CHART_HEIGHT = 180;
const CATEGORY_BAR_HEIGHT = 28;
const CATEGORY_AXIS_HEIGHT = 32;

interface GroupByChartProps {
  facet: Facet | undefined;
  /** e.g. 'Works by Type' */
  subject: string;
  /** every row of the card (the year trend shows them all) */
  rows: readonly ReportRow[];
  /** the rows the card's table shows (the bar chart shows the same) */
  visibleRows: readonly ReportRow[];
}

/**
 * A card's chart: the year trend for publication years, a bar chart for everything else. Drawn
 * again only when its rows change (a chart takes several milliseconds to render), and then at
 * low priority: new rows reach the chart as a deferred value, so a filter click's new results
 * (and everything else urgent) render first and the chart's rendering yields to them.
 */
export const GroupByChart = memo(function GroupByChart({ facet, subject, rows, visibleRows }: GroupByChartProps) {
  const isTrend = facet?.isDate === true;
  const isScale = facet?.kind === 'range';
  const label = isTrend ? `Trend chart of ${subject}` : `Bar chart of ${subject}`;
  const allowed = useChartsAllowed();
  const points = useDeferredValue(useMemo(() => (isTrend ? toTrendPoints(rows) : []), [isTrend, rows]));
  const barRows = useDeferredValue(visibleRows);
  const height = isTrend || isScale ? SCALE_CHART_HEIGHT : barRows.length * CATEGORY_BAR_HEIGHT + CATEGORY_AXIS_HEIGHT;
  const placeholder = <Skeleton variant="rectangular" height={height} />;
  return (
    <Box role="img" aria-label={label} sx={{ height, mb: 1 }}>
      {!allowed ? (
        placeholder
      ) : isTrend ? (
        <LoadedPart key="trend" part={yearTrendChart} props={{ points, title: label, height }} fallback={placeholder} />
      ) : (
        <LoadedPart
          key="bars"
          part={groupByBarChart}
          props={{ rows: barRows, title: label, isScale, height }}
          fallback={placeholder}
        />
      )}
    </Box>
  );
});
