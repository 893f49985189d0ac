import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getAutocomplete } from '../../../api/autocomplete';
import { http } from '../../../api/http-clients';
import { toShortId } from '../../../lib/ids';

/**
 * The most values the data API combines in one OR filter (server/src/catalogue/query/filter-syntax.ts
 * MAX_OR_VALUES; the public OpenAlex API has the same limit): a batch of ids is at most this many.
 */
export const DATA_API_OR_LIMIT = 100;
/** Results a page at most (params.ts MAX_PER_PAGE): room for an external id matching several records. */
export const DATA_API_MAX_PER_PAGE = 200;

/** Query keys of what the label screens read from the data host. */
export const labelDataKeys = {
  names: (entityType: string, ids: readonly string[]) =>
    ['data', 'label-item-names', entityType, ids.join('|')] as const,
  autocomplete: (entityType: string, text: string) => ['data', 'label-autocomplete', entityType, text] as const,
};

const namesResponse = z.object({
  results: z.array(z.object({ id: z.string(), display_name: z.nullish(z.string()) })),
});

/**
 * The display names of up to DATA_API_OR_LIMIT entities of one type in one request:
 * `GET /{type}?filter=ids.openalex:A1|A2…&select=id,display_name`. Short id → name; an id the
 * catalogue does not have is absent from the map.
 */
export async function getEntityNames(
  entityType: string,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  if (ids.length > DATA_API_OR_LIMIT) throw new Error(`At most ${DATA_API_OR_LIMIT} names in one request.`);
  const response = await http.data.get<unknown>(`/${entityType}`, {
    params: {
      filter: `ids.openalex:${ids.join('|')}`,
      select: 'id,display_name',
      per_page: DATA_API_OR_LIMIT,
    },
    signal,
  });
  for (const result of namesResponse.parse(response.data).results) {
    names.set(toShortId(result.id), result.display_name ?? '');
  }
  return names;
}

/** A label's items are named a page at a time, one request a page. */
export function useEntityNames(entityType: string, ids: readonly string[]) {
  return useQuery({
    queryKey: labelDataKeys.names(entityType, ids),
    queryFn: ({ signal }) => getEntityNames(entityType, ids, signal),
    enabled: ids.length > 0,
    // names change rarely; a page turned back to is named at once
    staleTime: 60 * 60_000,
    // the page's rows stay named by the previous answer while a removal's page loads
    placeholderData: keepPreviousData,
  });
}

export interface EntitySuggestion {
  /** short id */
  id: string;
  name: string;
  hint: string;
}

/** Suggestions for a typed name (GET /autocomplete/{type}?q=); idle while nothing is typed. */
export function useEntitySuggestions(entityType: string, text: string) {
  return useQuery({
    queryKey: labelDataKeys.autocomplete(entityType, text),
    queryFn: async ({ signal }) =>
      (await getAutocomplete(entityType, text, signal)).map((result): EntitySuggestion => ({
        id: toShortId(result.id),
        name: result.display_name,
        hint: result.hint ?? '',
      })),
    enabled: text !== '',
    // the same letters typed again ask nothing
    staleTime: 5 * 60_000,
  });
}
