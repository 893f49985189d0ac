import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EntityType } from '../../../entities/entity-types';
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
  const state = useMemo(() => readSerpState(entityType, searchParams), [entityType, searchParams]);
  const change = useCallback(
    (serpChange: SerpChange, options: { replace?: boolean } = {}) => {
      const next = applySerpChange(entityType, searchParams, serpChange);
      if (next.toString() === searchParams.toString()) return;
      setSearchParams(next, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [entityType, searchParams, setSearchParams],
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
