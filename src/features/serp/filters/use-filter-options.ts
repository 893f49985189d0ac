import { entityLabel } from '../../../lib/entity-label';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ENTITY_TYPES, type EntityType } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import type { UrlFilter } from '../../../lib/filter-url';
import { removeFilter } from '../../../lib/filter-list';
import { truncateHint } from '../../../lib/truncate';
import { getAutocomplete, type AutocompleteResult } from '../../../api/autocomplete';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../components/use-typed-text';
import { getGroupBy } from '../api/get-group-bys';
import { serpKeys } from '../api/serp-keys';
import { useApiFilter } from '../api/use-api-filter';
import { filterKeys } from './filter-keys';
import { nullLabel, optionValueOf } from './filter-values';

export interface FilterOption {
  /** the filter value the option stands for: 'types/article', 'A123', 'gold', 'null' */
  value: string;
  label: string;
  count?: number;
  hint?: string;
}

export type FilterOptionsSource = 'autocomplete' | 'group_by' | 'none';

export function canAutocomplete(facet: Facet): boolean {
  return facet.kind === 'entity' && ENTITY_TYPES[facet.entityId].hasAutocomplete;
}

export function optionsSource(facet: Facet, query: string): FilterOptionsSource {
  if (query.trim() !== '' && canAutocomplete(facet)) return 'autocomplete';
  return facet.actions.includes('group_by') ? 'group_by' : 'none';
}

/** `filter`: the other filters as the API takes them (see useApiFilter). */
function groupOptionsQuery(entityType: EntityType, facet: Facet, filter: string) {
  // Facets with a name for "no value" (license, language) offer it as an option.
  const groupBy = facet.displayNullAs ? `${facet.key}:include_unknown` : facet.key;
  return queryOptions({
    queryKey: filterKeys.options(entityType, filter, groupBy),
    queryFn: async ({ signal }): Promise<FilterOption[]> => {
      const result = await getGroupBy(entityType, filter, '', groupBy, signal);
      return result.groups.map((group) => {
        const value = optionValueOf(facet, group.key);
        const label = value === 'null' ? nullLabel(facet) : entityLabel(group.key, group.key_display_name);
        return { value, label, count: group.count };
      });
    },
    staleTime: 60_000,
  });
}

function autocompleteQuery(facet: Facet, q: string) {
  const entityId = facet.kind === 'entity' ? facet.entityId : '';
  return queryOptions({
    // The raw answer is cached, so the key can be shared with other autocomplete boxes.
    queryKey: serpKeys.autocomplete(entityId, q),
    queryFn: ({ signal }) => getAutocomplete(entityId, q, signal),
    staleTime: 5 * 60_000,
  });
}

function toOption(facet: Facet, result: AutocompleteResult): FilterOption {
  return {
    value: optionValueOf(facet, result.id),
    label: result.display_name,
    hint: result.hint ? truncateHint(result.hint) : undefined,
  };
}

/**
 * The options a select or entity filter offers: what autocomplete finds for the typed text
 * (debounced 300 ms; each text has its own query, so a late answer for older text never replaces
 * the newer one), otherwise the facet's top values with counts, narrowed to the typed text.
 */
export function useFilterOptions(entityType: EntityType, facet: Facet, filters: readonly UrlFilter[], query: string) {
  const debouncedQuery = useDebouncedValue(query.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const source = optionsSource(facet, query);
  // Counted under the other filters: under its own filter a facet would only offer what is chosen.
  const otherFilters = useApiFilter(entityType, removeFilter(filters, facet.key));
  const isOthersReady = otherFilters.status === 'ready';
  const groups = useQuery({
    ...groupOptionsQuery(entityType, facet, isOthersReady ? otherFilters.filter : ''),
    enabled: source === 'group_by' && isOthersReady,
  });
  const suggestions = useQuery({
    ...autocompleteQuery(facet, debouncedQuery),
    enabled: source === 'autocomplete' && debouncedQuery !== '',
    select: (results: AutocompleteResult[]) => results.map((result) => toOption(facet, result)),
    // While the next text is debounced, the last answer stays on screen.
    placeholderData: keepPreviousData,
  });

  if (source === 'autocomplete') {
    const isWaiting = debouncedQuery !== query.trim() || suggestions.isFetching;
    // An autocomplete failure empties the list (spec 1 §8).
    return { source, options: suggestions.isError ? [] : (suggestions.data ?? []), isLoading: isWaiting };
  }
  if (source === 'group_by') {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const options = (groups.data ?? []).filter((option) =>
      words.every((word) => option.label.toLowerCase().includes(word)),
    );
    return { source, options, isLoading: isOthersReady ? groups.isPending : otherFilters.status === 'pending' };
  }
  return { source, options: [] as FilterOption[], isLoading: false };
}
