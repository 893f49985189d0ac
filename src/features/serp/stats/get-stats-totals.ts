import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error';
import { http } from '../../../api/http-clients';
import { getCount } from '../api/get-count';
import { statsKeys } from './stats-keys';
import { logFailure, refreshUntilFailure } from './stats-refresh';
import { STATS_ENTITY_TYPES, type StatsEntityType } from './stats-rows';

export type StatsTotals = Record<StatsEntityType, number>;

/**
 * The total of each of the given entity types, in one call where the data host can:
 * GET {api}/counts?bypass_cache=true (the catalogue server). A data host without /counts (the
 * public OpenAlex API answers 404) gets one meta.count call per entity type instead, as does any
 * type the answer leaves out.
 */
export async function getEntityTotals<T extends string>(
  entityTypes: readonly T[],
  signal?: AbortSignal,
  options: { staggerMs?: number } = {},
): Promise<Record<T, number>> {
  let counts: Record<string, unknown> = {};
  let hasCounts = true;
  try {
    const response = await http.data.get<Record<string, unknown>>('/counts', {
      params: { bypass_cache: true },
      signal,
    });
    counts = response.data && typeof response.data === 'object' ? response.data : {};
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    hasCounts = false;
  }
  // only a host without /counts gets a call per type, spread out (types /counts leaves out are few)
  const staggerMs = hasCounts ? 0 : (options.staggerMs ?? 0);
  const entries = await Promise.all(
    entityTypes.map(async (entityType) => {
      const value = counts[entityType];
      return [
        entityType,
        typeof value === 'number' && Number.isFinite(value)
          ? value
          : await staggered(staggerMs, signal).then(() => getCount(entityType, '', signal)),
      ] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<T, number>;
}

/**
 * Waits a random time up to `maxMs` (spec 2 §2: a page of count cards does not hit a data host
 * without /counts all at once); a cancelled request stops waiting.
 */
function staggered(maxMs: number, signal?: AbortSignal): Promise<void> {
  if (maxMs <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, Math.random() * maxMs);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
  });
}

/** The summary panel's top-level totals. */
export function getStatsTotals(signal?: AbortSignal): Promise<StatsTotals> {
  return getEntityTotals(STATS_ENTITY_TYPES, signal);
}

export function statsTotalsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.totals(),
    queryFn: ({ signal }) => logFailure('the totals', () => getStatsTotals(signal)),
    staleTime: 30_000,
  });
}

export function useStatsTotal(entityType: StatsEntityType, refreshMs: number) {
  return useQuery({
    ...statsTotalsQueryOptions(),
    select: (totals) => totals[entityType],
    refetchInterval: refreshUntilFailure(refreshMs),
  });
}
