import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSerpState } from './use-serp-state';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/works?filter=is_oa:true']}>{children}</MemoryRouter>;
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
});
