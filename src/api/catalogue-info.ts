import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http-clients';

/**
 * What the data host says about its catalogue (`GET {data}/`): the bundled server answers
 * `{catalogue: {kind: 'demo' | 'imported', …}}`; the public OpenAlex API has no such field.
 */
export interface CatalogueInfo {
  /** 'demo', 'imported', or null for a host that does not say (the public OpenAlex API) */
  kind: string | null;
}

export async function getCatalogueInfo(signal?: AbortSignal): Promise<CatalogueInfo> {
  const response = await http.data.get<{ catalogue?: { kind?: unknown } }>('/', { signal });
  const kind = response.data.catalogue?.kind;
  return { kind: typeof kind === 'string' ? kind : null };
}

export function catalogueInfoQueryOptions() {
  return queryOptions({
    queryKey: ['data', 'catalogue-info'] as const,
    queryFn: ({ signal }) => getCatalogueInfo(signal),
    // a catalogue's kind changes only when it is rebuilt
    staleTime: Infinity,
  });
}

export function useCatalogueInfo() {
  return useQuery(catalogueInfoQueryOptions());
}

/**
 * Whose citations a record's own `cited_by_count` counts: a generated (demo) catalogue's records
 * are counted here, an imported record's and the public API's count all of OpenAlex. Undefined
 * while the host has not said.
 */
export function citationScope(info: CatalogueInfo | undefined): 'catalogue' | 'openalex' | undefined {
  if (!info) return undefined;
  return info.kind === 'demo' ? 'catalogue' : 'openalex';
}
