import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { server } from '../../../testing/msw-server';
import type { EntityType } from '../../../entities/entity-types';
import { encodeFilters, parseFilters, type UrlFilter } from '../../../lib/filter-url';
import { BLUR_SETTLE_MS } from './blur-guard';
import { FilterList } from './filter-list';
import { addFilterPopover, filterRows } from './filter-parts';

// In the app the rows and the Add filter menu load on demand, or ahead once a results page shows
// its results; here they are loaded before the tests, as on such a page (filter-list-loading.test
// covers the other case).
beforeAll(async () => {
  await Promise.all([filterRows.load(), addFilterPopover.load()]);
});

interface RenderOptions {
  entityType?: EntityType;
  /** the `filter=` text the page starts with */
  filter?: string;
  /** open this filter's editor from outside, as the shortcut box does */
  editingKey?: string;
}

/**
 * FilterList on a stand-in page that keeps its filters the way the URL would: `onChange` receives
 * every change as `filter=` text.
 */
export function renderFilterList({ entityType = 'works', filter = '', editingKey }: RenderOptions = {}) {
  const parsed = parseFilters(filter);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const onChange = vi.fn<(filter: string) => void>();
  const onEditingKeyChange = vi.fn<(key: string | null) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

  function Page() {
    const [filters, setFilters] = useState<UrlFilter[]>(parsed.ok ? parsed.filters : []);
    const [editing, setEditing] = useState<string | null>(editingKey ?? null);
    const controlled =
      editingKey === undefined
        ? {}
        : {
            editingKey: editing,
            onEditingKeyChange: (key: string | null) => {
              onEditingKeyChange(key);
              setEditing(key);
            },
          };
    return (
      <FilterList
        entityType={entityType}
        filters={filters}
        onFiltersChange={(next) => {
          onChange(encodeFilters(next));
          setFilters(next);
        }}
        {...controlled}
      />
    );
  }

  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
  );
  return { ...view, user, onChange, onEditingKeyChange, queryClient };
}

/** Waits out the blur guard of a freshly opened editor. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, BLUR_SETTLE_MS + 30));
}

/**
 * Answers the name lookups of entity chips (`GET /api/{id}?select=id,display_name`) for the given
 * short ids, after `delayMs`; other requests go on to the other handlers.
 */
export function serveEntityNames(names: Record<string, string>, delayMs = 0): void {
  const answer = async (id: string) => {
    const name = names[id];
    if (name === undefined) return undefined;
    await delay(delayMs);
    return HttpResponse.json({ id: `https://openalex.org/${id}`, display_name: name });
  };
  server.use(
    http.get('/api/:id', ({ params }) => answer(String(params.id))),
    http.get('/api/:namespace/:id', ({ params }) => answer(`${String(params.namespace)}/${String(params.id)}`)),
  );
}
