import { useQueries, useQuery } from '@tanstack/react-query';
import { conciseMessage } from '../../../api/api-error';
import { appEnv } from '../../../config/env';
import type { EntityType } from '../../../entities/entity-types';
import { getFacet } from '../../../entities/facets';
import type { UrlFilter } from '../../../lib/filter-url';
import {
  dataHostReadsLabels,
  labelIdsOfFilters,
  MAX_API_FILTER_VALUES,
  toApiFilterWithLabels,
  type ApiFilterResult,
  type LabelLookup,
} from '../../../lib/label-filter';
import { toApiFilterString } from '../../../lib/to-api-filter-string';
import { useSessionStore } from '../../../session/session-store';
import { LABEL_REF_REFRESH_MS, labelKeys, LABELS_STALE_MS } from '../../labels/api/label-keys';
import type { Label } from '../../labels/api/labels-api';

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

/** Whether this app's data host is the bundled server that resolves label references. */
export function appDataHostReadsLabels(): boolean {
  return dataHostReadsLabels(appEnv.hosts, globalThis.location?.origin ?? 'http://localhost');
}

/**
 * References the data API reads the labels by, for the labels of the filters longer than one OR
 * filter takes, when the data host is the bundled server. A label's change (its `updated`) asks
 * for a new reference, and so fetches its results again; a reference is renewed well before the
 * user host lets it expire.
 */
function useDataRefs(userId: string | null, labels: readonly Label[]) {
  return useQueries({
    queries: labels.map((label) => ({
      queryKey: labelKeys.dataRef(userId ?? '', label.id, label.updated),
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const { getLabelRef } = await import('../../labels/api/label-ref-api');
        return getLabelRef(userId ?? '', label.id, signal);
      },
      staleTime: LABEL_REF_REFRESH_MS,
      refetchInterval: LABEL_REF_REFRESH_MS,
      enabled: userId !== null,
    })),
  });
}

/**
 * The `filter=` a data API call of the page sends for these filters: label filters replaced by
 * their labels' ids, or on the bundled server by a reference to a label longer than 100 ids.
 * Pending while the session, the labels or the references load; unavailable when a label cannot
 * be used (logged out, not theirs or deleted, another entity type), or is longer than a data host
 * other than the bundled server takes. A label's new ids change the filter, and so the query keys
 * built from it: results that use the label are fetched again.
 */
export function useApiFilter(entityType: EntityType, filters: readonly UrlFilter[]): ApiFilterState {
  const labelIds = labelIdsOfFilters(filters);
  const hasLabels = labelIds.length > 0;
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const labels = useLabelList(userId, hasLabels);
  const readsRefs = appDataHostReadsLabels();
  const large = readsRefs
    ? (labels.data ?? []).filter((label) => labelIds.includes(label.id) && label.ids.length > MAX_API_FILTER_VALUES)
    : [];
  const refs = useDataRefs(userId, large);
  if (!hasLabels) return { status: 'ready', filter: toApiFilterString(filters) };
  if (labels.isError) return { status: 'error', message: conciseMessage(labels.error) };
  const failedRef = refs.find((ref) => ref.isError);
  if (failedRef) return { status: 'error', message: conciseMessage(failedRef.error) };

  const lookup: LabelLookup = (ref, filter) => {
    if (token === null) return null;
    if (userId === null || !labels.data) return undefined;
    const label = labels.data.find((candidate) => candidate.id === ref.labelId);
    const facet = getFacet(entityType, filter.key);
    if (!label || facet?.kind !== 'entity' || label.entityType !== facet.entityId) return null;
    if (label.ids.length <= MAX_API_FILTER_VALUES) return label.ids;
    if (!readsRefs) return { tooLarge: true };
    const dataRef = refs[large.indexOf(label)]?.data;
    return dataRef === undefined ? undefined : { dataRef };
  };
  return toApiFilterWithLabels(filters, lookup);
}
