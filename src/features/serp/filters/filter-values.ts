import { ENTITY_TYPES, type EntityTypeDef } from '../../../entities/entity-types';
import type { Facet } from '../../../entities/facet';
import { filterVerb } from '../../../entities/operators';
import { isFilterNegated } from '../../../lib/filter-edit';
import type { UrlFilter } from '../../../lib/filter-url';
import { isLabelEntityType, LABEL_MATCH_OPERATORS, type LabelMatch } from '../../../lib/label-filter';
import { parseEntityId, toShortId } from '../../../lib/ids';
import type { RangeDisplayOptions } from '../../../lib/range';
import { capitalize } from '../../../lib/title-case';

/** How a null value reads when the facet says nothing ('unknown' group keys, `key:null`). */
export const DEFAULT_NULL_LABEL = 'Unknown';

/** The value written for "no value" when an option picks it. */
export const NULL_FILTER_VALUE = 'null';

const NULL_KEYS = new Set(['null', 'unknown']);

/** 'Open Access status', 'Year': the facet's name as a filter row shows it. */
export function facetLabel(facet: Facet): string {
  return capitalize(facet.displayName);
}

export function nullLabel(facet: Facet): string {
  return facet.displayNullAs ?? DEFAULT_NULL_LABEL;
}

/** publication_year and other date facets read as years: '2010 and later', not '2,010 or more'. */
export function rangeDisplayOptions(facet: Facet): RangeDisplayOptions {
  return { isYear: facet.key === 'publication_year' || facet.isDate === true };
}

function entityTypeDef(facet: Facet): EntityTypeDef | undefined {
  return facet.kind === 'entity' ? ENTITY_TYPES[facet.entityId] : undefined;
}

/**
 * The path of the name lookup for an entity value: 'I27837315', 'countries/US'. Bare values of
 * derived types ('article' in `type:article`) get their namespace. Null for non-entity facets and
 * null values.
 */
export function valueEntityPath(facet: Facet, value: string): string | null {
  const def = entityTypeDef(facet);
  if (!def || NULL_KEYS.has(value.toLowerCase())) return null;
  const parsed = parseEntityId(value);
  if (parsed) return parsed.shortId;
  return def.kind === 'derived' ? `${def.idNamespace}/${value.trim()}` : value.trim();
}

/** A value in a form two spellings of the same value share ('article', 'types/article', URLs). */
export function canonicalValue(facet: Facet, value: string): string {
  if (NULL_KEYS.has(value.toLowerCase())) return NULL_FILTER_VALUE;
  return (valueEntityPath(facet, value) ?? value).toLowerCase();
}

/** The filter value a group-by key or autocomplete id stands for: 'types/article', 'I1', 'gold', 'null'. */
export function optionValueOf(facet: Facet, key: string): string {
  if (NULL_KEYS.has(key.toLowerCase())) return NULL_FILTER_VALUE;
  return facet.kind === 'entity' ? toShortId(key) : key;
}

/** The filter's own spelling of a value, if the filter holds it in any spelling. */
export function findMatchingValue(filter: UrlFilter, facet: Facet, value: string): string | undefined {
  const wanted = canonicalValue(facet, value);
  return filter.values.find((v) => canonicalValue(facet, v.value) === wanted)?.value;
}

/** Ids of a label entity type: the facet offers the label operators (spec 1 §4). */
export function takesLabels(facet: Facet): boolean {
  return facet.kind === 'entity' && isLabelEntityType(facet.entityId);
}

/** The operator phrases of the label operators, in menu order. */
export const LABEL_OPERATOR_PHRASES: readonly string[] = Object.values(LABEL_MATCH_OPERATORS);

/** 'any' / 'every' for a label operator phrase, null for the other operators. */
export function labelMatchOf(operator: string): LabelMatch | null {
  const entry = Object.entries(LABEL_MATCH_OPERATORS).find(([, phrase]) => phrase === operator);
  return entry ? (entry[0] as LabelMatch) : null;
}

/** The two verbs an operator menu offers for the filter, positive first, and the current one. */
export function filterVerbs(facet: Facet, filter: UrlFilter): { verbs: [string, string]; current: string } {
  const optionCount = Math.max(1, filter.values.length);
  const verbs: [string, string] = [
    filterVerb(facet, { isNegated: false, optionCount }),
    filterVerb(facet, { isNegated: true, optionCount }),
  ];
  return { verbs, current: isFilterNegated(filter) ? verbs[1] : verbs[0] };
}
