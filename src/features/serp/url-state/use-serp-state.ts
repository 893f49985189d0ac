import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { EntityType } from '../../../entities/entity-types';
import { prefetchResults } from '../prefetch-results';
import { applySerpChange, readSerpState, type SerpChange, type SerpState } from './serp-params';

export interface SerpStateApi {
  state: SerpState;
  /** Writes a change to the URL (a new history entry unless `replace`). */
  change: (change: SerpChange, options?: { replace?: boolean }) => void;
  /** The query string a change would produce, for links. */
  hrefFor: (change: SerpChange) => string;
}

/** The results page's state, read from and written to the URL: the one place it lives. */
export function useSerpState(entityType: EntityType): SerpStateApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const state = useMemo(() => readSerpState(entityType, searchParams), [entityType, searchParams]);
  // The router renders a navigation as a transition, so a second change can come (two quick menu
  // clicks) before the page has re-rendered with the first: it builds on the first, not on the
  // URL of the last render.
  const written = useRef<{ base: URLSearchParams; next: URLSearchParams } | null>(null);
  const change = useCallback(
    (serpChange: SerpChange, options: { replace?: boolean } = {}) => {
      const current = written.current?.base === searchParams ? written.current.next : searchParams;
      const next = applySerpChange(entityType, current, serpChange);
      if (next.toString() === current.toString()) return;
      written.current = { base: searchParams, next };
      // The new page of results is asked for now, not after the page has re-rendered for the new
      // URL (a navigation renders as a transition, which takes longer than the request itself).
      prefetchResults(queryClient, entityType, next);
      setSearchParams(next, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [entityType, searchParams, setSearchParams, queryClient],
  );
  const hrefFor = useCallback(
    (serpChange: SerpChange) => {
      const next = applySerpChange(entityType, searchParams, serpChange).toString();
      return `/${entityType}${next ? `?${next}` : ''}`;
    },
    [entityType, searchParams],
  );
  return { state, change, hrefFor };
}
