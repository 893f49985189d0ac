import { AUTHOR_FACET_LABELS, AUTHOR_FACETS } from './author-facets';
import { commonFacetLabels, commonFacets } from './common-facets';
import { ENTITY_TYPE_LABELS, type EntityType } from './entity-types';
import { defineFacets, type Facet, type FacetAction } from './facet';
import { INSTITUTION_FACET_LABELS, INSTITUTION_FACETS } from './institution-facets';
import {
  CONCEPT_FACET_LABELS,
  CONCEPT_FACETS,
  CONTINENT_FACET_LABELS,
  CONTINENT_FACETS,
  COUNTRY_FACET_LABELS,
  COUNTRY_FACETS,
  FUNDER_FACET_LABELS,
  FUNDER_FACETS,
  TYPE_FACET_LABELS,
  TYPE_FACETS,
} from './other-entity-facets';
import { SOURCE_FACET_LABELS, SOURCE_FACETS } from './source-facets';
import {
  DOMAIN_FACET_LABELS,
  DOMAIN_FACETS,
  FIELD_FACET_LABELS,
  FIELD_FACETS,
  SUBFIELD_FACET_LABELS,
  SUBFIELD_FACETS,
  TOPIC_FACET_LABELS,
  TOPIC_FACETS,
} from './taxonomy-facets';
import { WORKS_FACET_LABELS } from './works-facet-labels';
import { WORKS_FACETS } from './works-facets';

/** The entity types with nothing beyond the common facets. */
const commonOnly = <const E extends EntityType>(entityType: E) =>
  defineFacets(entityType, commonFacets(entityType), commonFacetLabels(ENTITY_TYPE_LABELS[entityType]));

/** Every facet of every entity type, in menu order. */
export const FACETS = {
  works: defineFacets('works', WORKS_FACETS, WORKS_FACET_LABELS),
  authors: defineFacets('authors', AUTHOR_FACETS, AUTHOR_FACET_LABELS),
  sources: defineFacets('sources', SOURCE_FACETS, SOURCE_FACET_LABELS),
  publishers: commonOnly('publishers'),
  funders: defineFacets('funders', FUNDER_FACETS, FUNDER_FACET_LABELS),
  institutions: defineFacets('institutions', INSTITUTION_FACETS, INSTITUTION_FACET_LABELS),
  concepts: defineFacets('concepts', CONCEPT_FACETS, CONCEPT_FACET_LABELS),
  keywords: commonOnly('keywords'),
  topics: defineFacets('topics', TOPIC_FACETS, TOPIC_FACET_LABELS),
  subfields: defineFacets('subfields', SUBFIELD_FACETS, SUBFIELD_FACET_LABELS),
  fields: defineFacets('fields', FIELD_FACETS, FIELD_FACET_LABELS),
  domains: defineFacets('domains', DOMAIN_FACETS, DOMAIN_FACET_LABELS),
  sdgs: commonOnly('sdgs'),
  countries: defineFacets('countries', COUNTRY_FACETS, COUNTRY_FACET_LABELS),
  continents: defineFacets('continents', CONTINENT_FACETS, CONTINENT_FACET_LABELS),
  languages: commonOnly('languages'),
  types: defineFacets('types', TYPE_FACETS, TYPE_FACET_LABELS),
  'source-types': commonOnly('source-types'),
  'institution-types': commonOnly('institution-types'),
  licenses: commonOnly('licenses'),
} as const satisfies { [E in EntityType]: readonly Facet[] };

/** The facet keys of one entity type, e.g. FacetKeyOf<'works'> includes 'open_access.is_oa'. */
export type FacetKeyOf<E extends EntityType> = (typeof FACETS)[E][number]['key'];

const BY_KEY = new Map<EntityType, ReadonlyMap<string, Facet>>(
  (Object.keys(FACETS) as EntityType[]).map((type) => [
    type,
    new Map((FACETS[type] as readonly Facet[]).map((facet) => [facet.key, facet])),
  ]),
);

export function getFacet(entityType: EntityType, key: string): Facet | undefined {
  return BY_KEY.get(entityType)?.get(key);
}

/** Like getFacet, for keys that must exist (a filter already in the query). */
export function requireFacet(entityType: EntityType, key: string): Facet {
  const facet = getFacet(entityType, key);
  if (!facet) throw new Error(`no facet found for entity filter ${entityType}.${key}`);
  return facet;
}

/** The facets of an entity type, or only those offering an action (filter menu, column menu …). */
export function facetsFor(entityType: EntityType, action?: FacetAction): readonly Facet[] {
  const all: readonly Facet[] = FACETS[entityType];
  return action ? all.filter((facet) => facet.actions.includes(action)) : all;
}

/** The facets listed first for an action (the popular ones). */
export function popularFacets(entityType: EntityType, action: FacetAction): readonly Facet[] {
  return facetsFor(entityType, action).filter((facet) => facet.actionsPopular?.includes(action) === true);
}

/** A text-search filter: with one applied, results can be sorted by relevance. */
export function isSearchFilter(entityType: EntityType, key: string): boolean {
  const facet = getFacet(entityType, key);
  return facet?.kind === 'search' && facet.actions.includes('filter');
}
