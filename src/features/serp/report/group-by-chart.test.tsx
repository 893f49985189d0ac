import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/render-app';
import type { ReportRow } from './group-by-rows';

const rows = [
  { key: 'article', label: 'article', count: 30 },
  { key: 'book', label: 'book', count: 10 },
] as unknown as ReportRow[];

// The module remembers that charts were allowed: each test starts from a fresh copy. The chart
// itself is a stand-in that loads at once, so only the wait can hold it back.
beforeEach(() => {
  vi.resetModules();
  vi.doMock('./group-by-bar-chart', () => ({ GroupByBarChart: () => <div data-testid="bar-chart" /> }));
});

async function renderChart(queryClient = createTestQueryClient()) {
  const { GroupByChart } = await import('./group-by-chart');
  return render(
    <QueryClientProvider client={queryClient}>
      <GroupByChart facet={undefined} subject="works by Type" rows={rows} visibleRows={rows} />
    </QueryClientProvider>,
  );
}

describe('GroupByChart', () => {
  it('waits for a loading page of results before loading the chart code, the first time', async () => {
    const queryClient = createTestQueryClient();
    let finishList: (value: unknown) => void = () => undefined;
    void queryClient.prefetchQuery({
      queryKey: ['data', 'works', 'list', { page: 1 }],
      queryFn: () => new Promise((resolve) => (finishList = resolve)),
    });
    await renderChart(queryClient);
    // Long enough for the stand-in to load (a first dynamic import takes a few hundred ms here).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByTestId('bar-chart')).toBeNull();
    finishList({ meta: { count: 0 }, results: [] });
    expect(await screen.findByTestId('bar-chart')).toBeInTheDocument();
  });

  it('draws at once when no results are loading', async () => {
    await renderChart();
    expect(await screen.findByTestId('bar-chart')).toBeInTheDocument();
  });

  it('once drawn, draws again while a later page of results loads', async () => {
    const queryClient = createTestQueryClient();
    const first = await renderChart(queryClient);
    expect(await screen.findByTestId('bar-chart')).toBeInTheDocument();
    first.unmount();
    void queryClient.prefetchQuery({
      queryKey: ['data', 'works', 'list', { page: 2 }],
      queryFn: () => new Promise(() => undefined),
    });
    await renderChart(queryClient);
    expect(await screen.findByTestId('bar-chart')).toBeInTheDocument();
  });
});
