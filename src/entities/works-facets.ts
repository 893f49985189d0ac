import type { FacetMeaning } from './facet';

/**
 * Meaning of every works facet of spec 2 §3 ("Works facets"), ids.{product} being ids.openalex.
 * Actions are the ones our server offers for the key (its GET /entities/config); the contract
 * test holds the two together. Presentation is in works-facet-labels.ts.
 */
export const WORKS_FACETS = [
  // ids
  { key: 'ids.openalex', kind: 'entity', entityId: 'works', isId: true, actions: ['filter'] },
  { key: 'doi', kind: 'select', isId: true, actions: ['filter', 'column'] },
  { key: 'doi_starts_with', kind: 'search', actions: ['filter'] },
  { key: 'has_doi', kind: 'boolean', actions: ['filter', 'group_by'] },
  { key: 'mag_only', kind: 'boolean', actions: ['filter', 'group_by'] },
  { key: 'has_orcid', kind: 'boolean', actions: ['filter', 'group_by'] },
  { key: 'has_pmid', kind: 'boolean', actions: ['filter', 'group_by'] },

  // aboutness
  {
    key: 'primary_topic.id',
    kind: 'entity',
    entityId: 'topics',
    isManyOptions: true,
    actions: ['filter', 'group_by'],
    actionsPopular: ['filter', 'group_by'],
  },
  {
    key: 'primary_topic.subfield.id',
    kind: 'entity',
    entityId: 'subfields',
    isManyOptions: true,
    actions: ['filter', 'group_by'],
  },
  { key: 'primary_topic.field.id', kind: 'entity', entityId: 'fields', actions: ['filter', 'group_by'] },
  { key: 'primary_topic.domain.id', kind: 'entity', entityId: 'domains', actions: ['filter', 'group_by'] },
  {
    key: 'concepts.id',
    kind: 'entity',
    entityId: 'concepts',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },
  {
    key: 'keywords.id',
    kind: 'entity',
    entityId: 'keywords',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },
  {
    key: 'sustainable_development_goals.id',
    kind: 'entity',
    entityId: 'sdgs',
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },

  // text search
  { key: 'default.search', kind: 'search', actions: ['filter'], actionsPopular: ['filter'] },
  { key: 'title_and_abstract.search', kind: 'search', actions: ['filter'], actionsPopular: ['filter'] },
  { key: 'display_name.search', kind: 'search', actions: ['filter'] },
  { key: 'raw_affiliation_strings.search', kind: 'search', actions: ['filter'] },
  // The title column; filtering by title goes through display_name.search.
  {
    key: 'display_name',
    kind: 'search',
    isColumnMandatory: true,
    actions: ['sort', 'column'],
    actionsPopular: ['sort', 'column'],
  },
  { key: 'abstract', kind: 'search', actions: [] },
  { key: 'has_abstract', kind: 'boolean', actions: ['filter', 'group_by'] },

  // authors
  {
    key: 'authorships.author.id',
    kind: 'entity',
    entityId: 'authors',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
    actionsPopular: ['filter'],
  },
  { key: 'authorships.author.orcid', kind: 'select', isId: true, isMultiple: true, actions: ['filter'] },
  { key: 'authors_count', kind: 'range', sortByValue: true, actions: ['filter', 'column', 'group_by'] },
  {
    key: 'corresponding_author_ids',
    kind: 'entity',
    entityId: 'authors',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },

  // institutions and geography
  {
    key: 'authorships.institutions.lineage',
    kind: 'entity',
    entityId: 'institutions',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
    actionsPopular: ['filter', 'group_by'],
  },
  { key: 'authorships.institutions.ror', kind: 'select', isId: true, isMultiple: true, actions: ['filter'] },
  {
    key: 'authorships.institutions.type',
    kind: 'entity',
    entityId: 'institution-types',
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },
  {
    key: 'corresponding_institution_ids',
    kind: 'entity',
    entityId: 'institutions',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },
  { key: 'institutions_distinct_count', kind: 'range', sortByValue: true, actions: ['filter', 'column', 'group_by'] },
  {
    key: 'authorships.countries',
    kind: 'entity',
    entityId: 'countries',
    isManyOptions: true,
    isCountry: true,
    isMultiple: true,
    actions: ['filter', 'column', 'group_by'],
  },
  // OpenAlex's other spelling of the same filter (links from elsewhere): read as 'country', not offered
  {
    key: 'authorships.institutions.country_code',
    kind: 'entity',
    entityId: 'countries',
    isManyOptions: true,
    isCountry: true,
    isMultiple: true,
    isHidden: true,
    actions: ['filter'],
  },
  { key: 'countries_distinct_count', kind: 'range', sortByValue: true, actions: ['filter', 'column', 'group_by'] },
  // Not table columns: a work's record holds no continent or Global South flag (they follow from
  // its countries), so a column of them would read '—' on every row.
  {
    key: 'authorships.institutions.continent',
    kind: 'entity',
    entityId: 'continents',
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },
  { key: 'institutions.is_global_south', kind: 'boolean', actions: ['filter', 'group_by'] },

  // sources and publishers
  {
    key: 'primary_location.source.id',
    kind: 'entity',
    entityId: 'sources',
    isManyOptions: true,
    actions: ['filter', 'group_by'],
  },
  { key: 'primary_location.source.issn', kind: 'select', isId: true, isMultiple: true, actions: ['filter'] },
  {
    key: 'primary_location.source.type',
    kind: 'entity',
    entityId: 'source-types',
    actions: ['filter', 'column', 'group_by'],
  },
  { key: 'primary_location.source.is_in_doaj', kind: 'boolean', actions: ['filter', 'group_by'] },
  { key: 'primary_location.source.is_oa', kind: 'boolean', actions: ['filter', 'column', 'group_by'] },
  {
    key: 'primary_location.source.publisher_lineage',
    kind: 'entity',
    entityId: 'publishers',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },
  {
    key: 'repository',
    kind: 'entity',
    entityId: 'sources',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
  },

  // funding
  {
    key: 'grants.funder',
    kind: 'entity',
    entityId: 'funders',
    isManyOptions: true,
    isMultiple: true,
    actions: ['filter', 'group_by'],
    actionsPopular: ['filter', 'group_by'],
  },
  { key: 'grants.award_id', kind: 'select', isId: true, isMultiple: true, actions: ['filter'] },

  // open access
  {
    key: 'open_access.is_oa',
    kind: 'boolean',
    actions: ['filter', 'column', 'group_by'],
    actionsPopular: ['filter', 'column', 'group_by'],
  },
  { key: 'open_access.oa_status', kind: 'select', actions: ['filter', 'column', 'group_by'] },
  { key: 'open_access.any_repository_has_fulltext', kind: 'boolean', actions: ['filter', 'column', 'group_by'] },
  { key: 'best_oa_location.license', kind: 'entity', entityId: 'licenses', actions: ['filter', 'column', 'group_by'] },
  { key: 'best_oa_location.is_accepted', kind: 'boolean', actions: ['filter', 'column', 'group_by'] },
  { key: 'best_oa_location.is_published', kind: 'boolean', actions: ['filter', 'column', 'group_by'] },
  {
    key: 'apc_paid.value_usd',
    kind: 'range',
    isCurrency: true,
    sortByValue: true,
    actions: ['filter', 'sort', 'column'],
  },

  // intrinsic
  {
    key: 'type',
    kind: 'entity',
    entityId: 'types',
    actions: ['filter', 'column', 'group_by'],
    actionsPopular: ['filter', 'column', 'group_by'],
  },
  { key: 'language', kind: 'entity', entityId: 'languages', actions: ['filter', 'column', 'group_by'] },
  { key: 'is_retracted', kind: 'boolean', actions: ['filter', 'column', 'group_by'] },
  // OpenAlex's xpac works (DataCite, repositories): lists leave them out unless this filter asks
  { key: 'is_xpac', kind: 'boolean', actions: ['filter', 'column', 'group_by'] },
  {
    key: 'publication_year',
    kind: 'range',
    isDate: true,
    sortByValue: true,
    actions: ['filter', 'sort', 'column', 'group_by'],
    actionsPopular: ['filter', 'sort', 'column', 'group_by'],
  },
  { key: 'publication_date', kind: 'range', isDate: true, sortByValue: true, actions: ['sort', 'column'] },

  // citations
  {
    key: 'cited_by_count',
    kind: 'range',
    sortByValue: true,
    actions: ['filter', 'sort', 'column'],
    actionsPopular: ['sort', 'column'],
  },
  { key: 'referenced_works_count', kind: 'range', sortByValue: true, actions: ['filter', 'sort', 'column'] },
  { key: 'cited_by_percentile_year.min', kind: 'range', sortByValue: true, actions: ['filter', 'column'] },
  {
    key: 'cited_by',
    kind: 'entity',
    entityId: 'works',
    isMultiple: true,
    isDisplayedAsCount: true,
    actions: ['filter'],
  },
  { key: 'cites', kind: 'entity', entityId: 'works', isMultiple: true, isDisplayedAsCount: true, actions: ['filter'] },
  {
    key: 'related_to',
    kind: 'entity',
    entityId: 'works',
    isMultiple: true,
    isDisplayedAsCount: true,
    isHidden: true,
    actions: ['filter'],
  },

  // totals of the current search, shown as cards among the group-bys
  { key: 'apc_sum', kind: 'sum', metaKey: 'apc_paid_sum_usd', isCurrency: true, actions: ['group_by'] },
  { key: 'cited_by_count_sum', kind: 'sum', metaKey: 'cited_by_count_sum', actions: ['group_by'] },
] as const satisfies readonly FacetMeaning[];
