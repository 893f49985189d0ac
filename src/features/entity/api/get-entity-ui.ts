import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http-clients';
import { localCountsParams, type LocalCounts } from '../../../api/local-counts';
import type { UiProp } from '../lib/property-values';

/** `GET {api}/{id}?format=ui`: the header fields and property rows of the entity panel. */
export interface EntityUi {
  id: string;
  display_name: string | null;
  entity_type: string;
  type: string | null;
  roles: { role: string; id: string; works_count: number }[] | null;
  works_count: number | null;
  cited_by_count: number | null;
  /** this catalogue's counts, when the data host sends them */
  local_counts?: LocalCounts;
  props: UiProp[];
}

/** `entityId` as the URL holds it: 'W123', 'authors/A1', 'countries/US'. */
export async function getEntityUi(entityId: string, signal?: AbortSignal): Promise<EntityUi> {
  const path = entityId.split('/').map(encodeURIComponent).join('/');
  const response = await http.data.get<EntityUi>(`/${path}`, {
    params: { format: 'ui', ...localCountsParams() },
    signal,
  });
  return response.data;
}

export function entityUiQueryOptions(entityId: string) {
  return queryOptions({
    queryKey: ['data', 'entity-ui', entityId],
    queryFn: ({ signal }) => getEntityUi(entityId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useEntityUi(entityId: string) {
  return useQuery(entityUiQueryOptions(entityId));
}
