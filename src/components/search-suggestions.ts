import type { AutocompleteResult } from '../api/autocomplete';
import { ENTITY_TYPES, entityTypeOfId, type EntityType } from '../entities/entity-types';
import type { Facet } from '../entities/facet';
import { facetsFor } from '../entities/facets';
import { toShortId } from '../lib/ids';
import { plainTitle } from '../lib/inline-markup';

export type Suggestion =
  /** a catalogue entity: adds `filterKey:value` to the search (or opens a work) */
  | {
      kind: 'value';
      id: string;
      label: string;
      hint: string | null;
      entityType: EntityType;
      filterKey: string;
      value: string;
    }
  /** a filter by attribute: boolean ones apply at once, others ask for a value */
  | { kind: 'filter'; id: string; label: string; facet: Facet }
  /** the typed text as a full-text search */
  | { kind: 'search'; id: string; label: string; text: string };

/** Filter-by-attribute suggestions need at least this many characters (spec 1 §5). */
export const MIN_FILTER_SUGGESTION_LENGTH = 3;

function worksFilterKeyFor(result: AutocompleteResult, type: EntityType): string {
  return result.filter_key || ENTITY_TYPES[type].worksFilterKey;
}

/**
 * The suggestion list (spec 1 §4, §9): if every entity suggestion is a work show 3 of them, else drop
 * the works and show 5; filters by attribute (from 3 characters) before them; the plain search last.
 */
export function buildSuggestions(
  searchEntityType: EntityType,
  text: string,
  results: readonly AutocompleteResult[],
): Suggestion[] {
  const query = text.trim();
  if (!query) return [];
  // The same entity twice, or two records alike in type, name and hint, are one suggestion.
  const seen = new Set<string>();
  const entities = results.flatMap((result): Suggestion[] => {
    const type = entityTypeOfId(result.id);
    if (!type) return [];
    const label = plainTitle(result.display_name ?? '');
    const alike = `${type}\n${label.toLowerCase()}\n${result.hint ?? ''}`;
    if (seen.has(result.id) || seen.has(alike)) return [];
    seen.add(result.id).add(alike);
    const value = toShortId(result.id);
    return [
      {
        kind: 'value',
        id: `value:${result.id}`,
        label,
        hint: result.hint ?? null,
        entityType: type,
        filterKey: worksFilterKeyFor(result, type),
        value,
      },
    ];
  });
  const allWorks = entities.length > 0 && entities.every((s) => s.kind === 'value' && s.entityType === 'works');
  const shownEntities = allWorks
    ? entities.slice(0, 3)
    : entities.filter((s) => s.kind === 'value' && s.entityType !== 'works').slice(0, 5);

  const filters: Suggestion[] =
    query.length >= MIN_FILTER_SUGGESTION_LENGTH
      ? facetsFor(searchEntityType, 'filter')
          .filter(
            (facet) => facet.key !== 'default.search' && facet.displayName.toLowerCase().includes(query.toLowerCase()),
          )
          .slice(0, 3)
          .map((facet) => ({ kind: 'filter', id: `filter:${facet.key}`, label: facet.displayName, facet }))
      : [];

  return [...filters, ...shownEntities, { kind: 'search', id: 'search', label: query, text: query }];
}
