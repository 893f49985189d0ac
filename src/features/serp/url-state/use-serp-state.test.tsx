import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { createTestQueryClient } from '../../../testing/render-app';
import { resultsQueryOptions } from '../api/get-results';
import { listRequestParams, readSerpState } from './serp-params';
import { useSerpState } from './use-serp-state';

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = createTestQueryClient();
  server.use(...emptyDataApiHandlers);
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/works?filter=is_oa:true']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function useSerpAndSearch() {
  return { serp: useSerpState('works'), search: useLocation().search };
}

describe('useSerpState', () => {
  it('lands two changes made before the page re-renders', () => {
    const { result } = renderHook(useSerpAndSearch, { wrapper });
    const { change } = result.current.serp; // the handler of one render, as an open menu holds it
    act(() => {
      change({ views: { list: false } });
      change({ views: { api: true } });
    });
    const params = new URLSearchParams(result.current.search);
    expect(params.get('view')).toBe('report');
    expect(params.get('show_api')).toBe('true');
    expect(params.get('filter')).toBe('is_oa:true');
  });

  it('adds no history entry for a change that changes nothing', () => {
    const { result } = renderHook(useSerpAndSearch, { wrapper });
    const before = result.current.search;
    act(() => result.current.serp.change({ page: 1 }));
    expect(result.current.search).toBe(before);
    expect(result.current.serp.state.page).toBe(1);
  });

  it('asks for the new page of results as the change is made', () => {
    const { result } = renderHook(useSerpAndSearch, { wrapper });
    const { change } = result.current.serp;
    const nextParams = new URLSearchParams('filter=is_oa:true&sort=publication_date:desc');
    const nextList = resultsQueryOptions('works', listRequestParams(readSerpState('works', nextParams)));
    // outside act on purpose, to look before any re-render: React is told so, and does not warn
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      change({ sort: 'publication_date:desc' });
      expect(queryClient.getQueryState(nextList.queryKey)?.fetchStatus).toBe('fetching');
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
  });

  it('does not ask for results that the report-only view does not show', () => {
    const { result } = renderHook(useSerpAndSearch, { wrapper });
    act(() => result.current.serp.change({ views: { list: false } }));
    const fetching = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
    expect(fetching).toEqual([]);
  });
});
