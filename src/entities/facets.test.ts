import { ENTITY_TYPE_NAMES, ENTITY_TYPES, isEntityType } from './entity-types';
import { FACET_ACTIONS, FACET_CATEGORIES, FACET_KINDS, type Facet } from './facet';
import { FACETS, facetsFor, getFacet, isSearchFilter, popularFacets, requireFacet } from './facets';

/** Spec 2 §3 "Works facets", ids.{product} being ids.openalex and the abbreviations spelt out. */
// prettier-ignore
const SPEC_WORKS_FACETS = [
  'ids.openalex', 'doi', 'concepts.id', 'primary_topic.id', 'keywords.id', 'primary_topic.subfield.id',
  'primary_topic.field.id', 'primary_topic.domain.id', 'grants.funder', 'grants.award_id',
  'authorships.institutions.lineage', 'authorships.institutions.ror', 'authorships.author.id',
  'authorships.author.orcid', 'default.search', 'title_and_abstract.search', 'display_name.search',
  'raw_affiliation_strings.search', 'doi_starts_with', 'display_name', 'has_abstract', 'authors_count',
  'corresponding_author_ids', 'open_access.is_oa', 'best_oa_location.license', 'open_access.oa_status',
  'best_oa_location.is_accepted', 'best_oa_location.is_published', 'apc_paid.value_usd', 'authorships.countries',
  'countries_distinct_count', 'institutions_distinct_count', 'authorships.institutions.continent',
  'institutions.is_global_south', 'authorships.institutions.type', 'corresponding_institution_ids',
  'primary_location.source.id', 'primary_location.source.issn', 'primary_location.source.type',
  'primary_location.source.is_in_doaj', 'primary_location.source.is_oa', 'primary_location.source.publisher_lineage',
  'repository', 'open_access.any_repository_has_fulltext', 'type', 'abstract', 'publication_year', 'apc_sum',
  'cited_by_count_sum', 'publication_date', 'has_doi', 'mag_only', 'has_orcid', 'has_pmid', 'is_retracted',
  'language', 'sustainable_development_goals.id', 'cited_by_count', 'referenced_works_count',
  'cited_by_percentile_year.min', 'cited_by', 'cites', 'related_to',
];

/** Spec 2 §3 "Authors", "Sources", "Institutions". */
// prettier-ignore
const SPEC_ENTITY_FACETS = {
  authors: [
    'ids.orcid', 'display_name', 'affiliations.institution.id', 'affiliations.institution.type',
    'last_known_institutions.id', 'last_known_institutions.country_code', 'last_known_institutions.type',
    'has_orcid', 'display_name_alternatives', 'summary_stats.h_index', 'summary_stats.i10_index',
  ],
  sources: [
    'ids.issn', 'publisher', 'type', 'apc_usd', 'is_oa', 'is_in_doaj', 'alternate_titles',
    'summary_stats.2yr_mean_citedness', 'summary_stats.h_index', 'summary_stats.i10_index',
  ],
  institutions: [
    'ids.ror', 'country_code', 'type', 'x_concepts.id', 'display_name_alternatives', 'parent_institutions',
    'child_institutions', 'related_institutions',
  ],
  concepts: ['level'],
  topics: ['description', 'display_name_alternatives', 'siblings', 'subfield.id', 'field.id', 'domain.id'],
  subfields: ['description', 'display_name_alternatives', 'siblings', 'field.id', 'domain.id', 'topics'],
  fields: ['description', 'display_name_alternatives', 'siblings', 'domain.id', 'subfields'],
  domains: ['description', 'display_name_alternatives', 'siblings', 'fields'],
  types: ['description', 'crossref_types'],
  continents: ['countries'],
} as const;

const keysOf = (facets: readonly Facet[]) => facets.map((facet) => facet.key);
const allFacets: readonly Facet[] = ENTITY_TYPE_NAMES.flatMap((type) => facetsFor(type));

describe('facet tables', () => {
  it('cover every works facet of the spec', () => {
    // plus OpenAlex's other spellings that links use, read but not offered in menus
    const aliases = ['authorships.institutions.country_code'];
    // and what OpenAlex added since the spec: is_xpac (2025-11), whose works lists leave out unless asked
    const since = ['is_xpac'];
    expect(keysOf(facetsFor('works')).sort()).toEqual([...SPEC_WORKS_FACETS, ...aliases, ...since].sort());
    expect(aliases.every((key) => getFacet('works', key)?.isHidden === true)).toBe(true);
  });

  it.each(Object.entries(SPEC_ENTITY_FACETS))('cover the %s facets of the spec', (type, keys) => {
    expect(isEntityType(type)).toBe(true);
    expect(keysOf(facetsFor(type as keyof typeof SPEC_ENTITY_FACETS))).toEqual(expect.arrayContaining([...keys]));
  });

  it('have facets for every entity type, and the works_count and cited_by_count range columns off works', () => {
    for (const type of ENTITY_TYPE_NAMES) {
      expect(facetsFor(type).length).toBeGreaterThan(0);
      if (type === 'works') continue;
      for (const key of ['works_count', 'cited_by_count', 'display_name']) {
        const facet = getFacet(type, key);
        expect(facet?.actions, `${type}.${key}`).toEqual(expect.arrayContaining(['column', 'sort']));
        if (key !== 'display_name') expect(facet?.kind).toBe('range');
      }
      expect(getFacet(type, 'display_name')?.isColumnMandatory).toBe(true);
    }
  });

  it('have no duplicate keys within an entity type', () => {
    for (const type of ENTITY_TYPE_NAMES) {
      const keys = keysOf(facetsFor(type));
      expect(new Set(keys).size, type).toBe(keys.length);
    }
  });

  it('tag every facet with its entity type', () => {
    for (const type of ENTITY_TYPE_NAMES)
      expect(facetsFor(type).every((facet) => facet.entityType === type)).toBe(true);
  });

  it('point entity facets, and only them, at a known entity type', () => {
    for (const facet of allFacets) {
      expect(facet.kind === 'entity', `${facet.entityType}.${facet.key}`).toBe(facet.entityId !== undefined);
      if (facet.entityId !== undefined) expect(isEntityType(facet.entityId)).toBe(true);
    }
  });

  it('label both values of every boolean facet, and only of booleans', () => {
    for (const facet of allFacets) {
      const name = `${facet.entityType}.${facet.key}`;
      if (facet.kind !== 'boolean') {
        expect(facet.booleanValues, name).toBeUndefined();
        continue;
      }
      expect(facet.booleanValues?.true, name).toBeTruthy();
      expect(facet.booleanValues?.false, name).toBeTruthy();
      expect(facet.booleanValues?.true).not.toBe(facet.booleanValues?.false);
    }
  });

  it('use the boolean labels and null displays of the spec', () => {
    const values = (key: string) => getFacet('works', key)?.booleanValues;
    expect(values('open_access.is_oa')).toEqual({ true: 'Open Access', false: 'NOT Open Access' });
    expect(values('institutions.is_global_south')).toEqual({ true: 'Global South', false: 'Global North' });
    expect(values('primary_location.source.is_in_doaj')).toEqual({ true: 'In DOAJ', false: 'Not in DOAJ' });
    expect(values('has_doi')).toEqual({ true: 'Has a DOI', false: 'No DOI' });
    expect(values('is_retracted')).toEqual({ true: 'Is retracted', false: "Isn't retracted" });
    expect(getFacet('works', 'best_oa_location.license')?.displayNullAs).toBe('All rights reserved');
    expect(getFacet('works', 'language')?.displayNullAs).toBe('Unknown');
    expect(getFacet('works', 'sustainable_development_goals.id')?.displayNullAs).toBe('Unknown');
  });

  it('use known kinds, actions, categories, and popular actions among the actions', () => {
    for (const facet of allFacets) {
      const name = `${facet.entityType}.${facet.key}`;
      expect(FACET_KINDS, name).toContain(facet.kind);
      expect(FACET_CATEGORIES, name).toContain(facet.category);
      expect(facet.displayName, name).not.toBe('');
      for (const action of facet.actions) expect(FACET_ACTIONS, name).toContain(action);
      for (const action of facet.actionsPopular ?? []) expect(facet.actions, name).toContain(action);
    }
  });

  it('let the works filter key of every entity type select works by that entity', () => {
    for (const type of ENTITY_TYPE_NAMES) {
      const facet = getFacet('works', ENTITY_TYPES[type].worksFilterKey);
      expect(facet?.actions, type).toContain('filter');
      expect(facet?.entityId, type).toBe(type);
    }
  });

  it('keep sums out of filters, and free text out of group-bys', () => {
    for (const facet of allFacets) {
      if (facet.kind === 'sum') expect(facet.actions).toEqual(['group_by']);
      if (facet.kind === 'search') expect(facet.actions).not.toContain('group_by');
    }
  });
});

describe('facet lookups', () => {
  it('find a facet by entity type and key', () => {
    expect(getFacet('works', 'open_access.is_oa')).toMatchObject({ kind: 'boolean', entityType: 'works' });
    expect(getFacet('authors', 'open_access.is_oa')).toBeUndefined();
    expect(requireFacet('sources', 'is_in_doaj').kind).toBe('boolean');
    expect(() => requireFacet('works', 'nope')).toThrow('no facet found for entity filter');
  });

  it('list facets by action and popularity', () => {
    expect(keysOf(facetsFor('works', 'sort'))).toEqual(
      expect.arrayContaining(['publication_date', 'cited_by_count', 'display_name']),
    );
    expect(keysOf(facetsFor('works', 'group_by'))).not.toContain('default.search');
    expect(keysOf(popularFacets('works', 'group_by'))).toEqual(
      expect.arrayContaining(['publication_year', 'open_access.is_oa', 'type', 'authorships.institutions.lineage']),
    );
    expect(facetsFor('works')).toBe(FACETS.works);
  });

  it('tell text-search filters apart', () => {
    expect(isSearchFilter('works', 'title_and_abstract.search')).toBe(true);
    expect(isSearchFilter('authors', 'default.search')).toBe(true);
    expect(isSearchFilter('works', 'display_name')).toBe(false);
    expect(isSearchFilter('works', 'type')).toBe(false);
  });
});
