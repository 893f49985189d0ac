import { useQuery } from '@tanstack/react-query';
import { conciseMessage } from '../../../api/api-error';
import type { EntityType } from '../../../entities/entity-types';
import { getFacet } from '../../../entities/facets';
import type { UrlFilter } from '../../../lib/filter-url';
import {
  labelIdsOfFilters,
  toApiFilterWithLabels,
  type ApiFilterResult,
  type LabelLookup,
} from '../../../lib/label-filter';
import { toApiFilterString } from '../../../lib/to-api-filter-string';
import { useSessionStore } from '../../../session/session-store';
import { labelKeys, LABELS_STALE_MS } from '../../labels/api/label-keys';

export type ApiFilterState = ApiFilterResult | { status: 'error'; message: string };

/**
 * The user's labels, as the labels store reads them (same query key: a label changed anywhere in
 * the app is changed here too), but with the store's code loaded only when a label filter asks.
 */
function useLabelList(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: labelKeys.list(userId ?? ''),
    queryFn: async ({ signal }) => {
      const { getLabels } = await import('../../labels/api/labels-api');
      return getLabels(userId ?? '', signal);
    },
    staleTime: LABELS_STALE_MS,
    // back from a tab where a label was edited: its results follow the label
    refetchOnWindowFocus: true,
    enabled: enabled && userId !== null,
  });
}

/**
 * The `filter=` a data API call of the page sends for these filters: label filters replaced by
 * their labels' ids. Pending while the session or the labels load; unavailable when a label cannot
 * be used (logged out, not theirs or deleted, another entity type). A label's new ids change the
 * filter, and so the query keys built from it: results that use the label are fetched again.
 */
export function useApiFilter(entityType: EntityType, filters: readonly UrlFilter[]): ApiFilterState {
  const hasLabels = labelIdsOfFilters(filters).length > 0;
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const labels = useLabelList(userId, hasLabels);
  if (!hasLabels) return { status: 'ready', filter: toApiFilterString(filters) };
  if (labels.isError) return { status: 'error', message: conciseMessage(labels.error) };

  const lookup: LabelLookup = (ref, filter) => {
    if (token === null) return null;
    if (userId === null || !labels.data) return undefined;
    const label = labels.data.find((candidate) => candidate.id === ref.labelId);
    const facet = getFacet(entityType, filter.key);
    if (!label || facet?.kind !== 'entity' || label.entityType !== facet.entityId) return null;
    return label.ids;
  };
  return toApiFilterWithLabels(filters, lookup);
}
