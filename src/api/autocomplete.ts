import { http } from './http-clients';

/** One autocomplete suggestion as the data API sends it. */
export interface AutocompleteResult {
  id: string;
  short_id?: string | null;
  display_name: string;
  hint?: string | null;
  entity_type?: string | null;
  works_count?: number | null;
  cited_by_count?: number | null;
  filter_key?: string | null;
  external_id?: string | null;
}

/**
 * GET {api}/autocomplete/{entityType}?q= — keeps only results with an id and a name that are not
 * filters themselves (spec 1 §7).
 */
export async function getAutocomplete(
  entityType: string,
  q: string,
  signal?: AbortSignal,
): Promise<AutocompleteResult[]> {
  const path = entityType ? `/autocomplete/${entityType}` : '/autocomplete';
  const response = await http.data.get<{ results?: AutocompleteResult[] }>(path, { params: { q }, signal });
  return (response.data.results ?? []).filter(
    (result) => Boolean(result.id) && Boolean(result.display_name) && result.entity_type !== 'filter',
  );
}
