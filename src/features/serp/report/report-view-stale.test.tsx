import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { group, groupBysBody } from './report-test-fixtures';
import { ReportView } from './report-view';

/** Type groups per filter; the answer for a filter waits until the test releases it. */
function serveTypeGroups() {
  const gates = new Map<string, () => void>();
  server.use(
    http.get('/api/works', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const filter = params.get('filter') ?? '';
      if (filter) await new Promise<void>((resolve) => gates.set(filter, resolve));
      const groups = filter ? [group('types/review', 7, 'review')] : [group('types/article', 90, 'article')];
      return HttpResponse.json(groupBysBody(['type'], 100, { type: groups }));
    }),
  );
  return (filter: string) => waitFor(() => expect(gates.has(filter)).toBe(true)).then(() => gates.get(filter)!());
}

function renderWithFilter(filter: string, queryClient: QueryClient) {
  return (
    <QueryClientProvider client={queryClient}>
      <ReportView
        entityType="works"
        filter={filter}
        search=""
        groupBys={['type']}
        onGroupBysChange={() => undefined}
        onFilterAdd={() => undefined}
      />
    </QueryClientProvider>
  );
}

describe('ReportView while a new filter’s groups load', () => {
  it('keeps the previous groups and chart on screen, marked busy, until the new ones arrive', async () => {
    const release = serveTypeGroups();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(renderWithFilter('', queryClient));
    const region = await screen.findByRole('region', { name: 'Type' });
    await waitFor(() => expect(within(region).getByRole('cell', { name: 'article' })).toBeInTheDocument());
    const chart = within(region).getByRole('img', { name: 'Bar chart of works by Type' });

    view.rerender(renderWithFilter('type:review', queryClient));
    await delay(50);
    expect(within(region).queryByRole('progressbar', { name: 'Loading groups' })).not.toBeInTheDocument();
    expect(within(region).getByRole('cell', { name: 'article' })).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-busy', 'true');
    // The same chart element: it was not taken down to be drawn again.
    expect(within(region).getByRole('img', { name: 'Bar chart of works by Type' })).toBe(chart);

    await release('type:review');
    await waitFor(() => expect(within(region).getByRole('cell', { name: 'review' })).toBeInTheDocument());
    expect(region).not.toHaveAttribute('aria-busy');
  });
});
