import type { SuiteEntry } from './entry.js';

type Value = string | number | boolean;
/** entity, column, operator, value, data API request counting the same rows */
type Row = readonly [string, string, string, Value, string?];

/**
 * One test per filterable column of each entity type (the columns of analytics-columns.ts), with a
 * value the demo catalogue has: vocabulary ids, the first ids of each entity, or 'is not null' for
 * the external ids (DOI, ORCID, ROR, ISSN) that differ from one demo catalogue to the next.
 */
const W = '/works?filter=';
const A = '/authors?filter=';
const ROWS: Row[] = [
  ['works', 'id', 'is', 'works/W1400000000', `${W}openalex:W1400000000`],
  ['works', 'doi', 'is not', 'null', `${W}has_doi:true`],
  ['works', 'display_name.search', 'contains', 'learning', `${W}display_name.search:learning`],
  ['works', 'publication_year', 'is', 2020, `${W}publication_year:2020`],
  ['works', 'type', 'is', 'types/book', `${W}type:book`],
  ['works', 'language', 'is', 'languages/en', `${W}language:en`],
  ['works', 'cited_by_count', 'is greater than', 10, `${W}cited_by_count:>10`],
  ['works', 'fwci', 'is greater than', 1, `${W}fwci:>1`],
  ['works', 'open_access.is_oa', 'is', true, `${W}open_access.is_oa:true`],
  ['works', 'open_access.oa_status', 'is', 'gold', `${W}open_access.oa_status:gold`],
  ['works', 'primary_topic.id', 'is', 'topics/T10121', `${W}primary_topic.id:T10121`],
  ['works', 'primary_topic.subfield.id', 'is', 'subfields/2002', `${W}primary_topic.subfield.id:2002`],
  ['works', 'primary_topic.field.id', 'is', 'fields/17', `${W}primary_topic.field.id:17`],
  ['works', 'primary_topic.domain.id', 'is', 'domains/3', `${W}primary_topic.domain.id:3`],
  ['works', 'keywords.id', 'is', 'keywords/sepsis', `${W}keywords.id:sepsis`],
  ['works', 'authorships.author.id', 'is', 'authors/A1800000000', `${W}authorships.author.id:A1800000000`],
  ['works', 'authorships.author.orcid', 'is not', 'null', `${W}has_orcid:true`],
  [
    'works',
    'authorships.institutions.id',
    'is',
    'institutions/I1200000001',
    `${W}authorships.institutions.id:I1200000001`,
  ],
  ['works', 'authorships.institutions.ror', 'is not', 'null'],
  ['works', 'authorships.countries', 'is', 'countries/JP', `${W}authorships.countries:JP`],
  ['works', 'authorships.institutions.continent', 'is', 'continents/Q46', `${W}authorships.institutions.continent:Q46`],
  [
    'works',
    'authorships.institutions.is_global_south',
    'is',
    true,
    `${W}authorships.institutions.is_global_south:true`,
  ],
  [
    'works',
    'authorships.institutions.type',
    'is',
    'institution-types/company',
    `${W}authorships.institutions.type:company`,
  ],
  ['works', 'primary_location.source.id', 'is', 'sources/S1300000019', `${W}primary_location.source.id:S1300000019`],
  ['works', 'primary_location.source.issn', 'is not', 'null'],
  [
    'works',
    'primary_location.source.type',
    'is',
    'source-types/repository',
    `${W}primary_location.source.type:repository`,
  ],
  ['works', 'primary_location.source.is_in_doaj', 'is', true, `${W}primary_location.source.is_in_doaj:true`],
  ['works', 'primary_location.source.is_oa', 'is', true, `${W}primary_location.source.is_oa:true`],
  ['works', 'grants.funder', 'is', 'funders/F1320000000', `${W}grants.funder:F1320000000`],
  ['works', 'sustainable_development_goals.id', 'is', 'sdgs/3', `${W}sustainable_development_goals.id:3`],
  ['works', 'awards.funder.id', 'is', 'funders/F1320000000', `${W}awards.funder_id:F1320000000`],
  ['works', 'open_access.has_fulltext', 'is', true, `${W}has_fulltext:true`],
  ['authors', 'id', 'is', 'authors/A1800000000', `${A}openalex:A1800000000`],
  ['authors', 'ids.orcid', 'is not', 'null', `${A}has_orcid:true`],
  ['authors', 'display_name.search', 'contains', 'li', `${A}display_name.search:li`],
  [
    'authors',
    'affiliations.institution.id',
    'is',
    'institutions/I1200000001',
    `${A}affiliations.institution.id:I1200000001`,
  ],
  [
    'authors',
    'affiliations.institution.type',
    'is',
    'institution-types/education',
    `${A}affiliations.institution.type:education`,
  ],
  [
    'authors',
    'last_known_institutions.id',
    'is',
    'institutions/I1200000001',
    `${A}last_known_institutions.id:I1200000001`,
  ],
  [
    'authors',
    'affiliations.institution.country_code',
    'is',
    'countries/JP',
    `${A}affiliations.institution.country_code:JP`,
  ],
  [
    'authors',
    'last_known_institutions.country_code',
    'is',
    'countries/DE',
    `${A}last_known_institutions.country_code:DE`,
  ],
  [
    'authors',
    'last_known_institutions.type',
    'is',
    'institution-types/company',
    `${A}last_known_institutions.type:company`,
  ],
  ['authors', 'has_orcid', 'is', true, `${A}has_orcid:true`],
  ['institutions', 'id', 'is', 'institutions/I1200000001', '/institutions?filter=openalex:I1200000001'],
  [
    'institutions',
    'display_name.search',
    'contains',
    'university',
    '/institutions?filter=display_name.search:university',
  ],
  ['institutions', 'ids.ror', 'is not', 'null', '/institutions?filter=has_ror:true'],
  ['institutions', 'country_code', 'is', 'countries/FR', '/institutions?filter=country_code:FR'],
  ['institutions', 'type', 'is', 'institution-types/education', '/institutions?filter=type:education'],
  ['sources', 'id', 'is', 'sources/S1300000019', '/sources?filter=openalex:S1300000019'],
  // no data-API count: 'is not null' also matches the sources without an ISSN (80 of 80, has_issn:true 56)
  ['sources', 'ids.issn', 'is not', 'null'],
  ['sources', 'display_name.search', 'contains', 'journal', '/sources?filter=display_name.search:journal'],
  ['sources', 'host_organization', 'is', 'publishers/P1310000000', '/sources?filter=host_organization:P1310000000'],
  ['sources', 'type', 'is', 'source-types/journal', '/sources?filter=type:journal'],
  ['sources', 'apc_usd', 'is greater than', 1000, '/sources?filter=apc_usd:>1000'],
  ['sources', 'is_oa', 'is', true, '/sources?filter=is_oa:true'],
  ['sources', 'is_in_doaj', 'is', true, '/sources?filter=is_in_doaj:true'],
  ['publishers', 'display_name.search', 'contains', 'press', '/publishers?filter=display_name.search:press'],
  ['funders', 'id', 'is', 'funders/F1320000000', '/funders?filter=openalex:F1320000000'],
  ['funders', 'country_code', 'is', 'countries/US', '/funders?filter=country_code:US'],
  ['countries', 'id', 'is', 'countries/FR'],
  ['countries', 'continent', 'is', 'continents/Q46', '/countries?filter=continent:Q46'],
  ['countries', 'is_global_south', 'is', true, '/countries?filter=is_global_south:true'],
  ['topics', 'subfield', 'is', 'subfields/2002', '/topics?filter=subfield.id:2002'],
  ['subfields', 'field', 'is', 'fields/17', '/subfields?filter=field.id:17'],
  ['fields', 'domain', 'is', 'domains/3', '/fields?filter=domain.id:3'],
];

/** A value as the query language writes it: quoted when it holds a space. */
const written = (value: Value) => (typeof value === 'string' && value.includes(' ') ? `"${value}"` : String(value));

export const ALL_COLUMNS: SuiteEntry[] = ROWS.map(([entity, column, operator, value, dataApiCount]) => {
  const filter = { column_id: column, ...(operator === 'is' ? {} : { operator }), value };
  return {
    title: `${entity}.${column} ${operator} ${written(value)}`,
    oql: `get ${entity} where ${column} ${operator} ${written(value)};`,
    query: { get_rows: entity, [entity === 'works' ? 'filter_works' : 'filter_aggs']: [filter] },
    ...(dataApiCount ? { dataApiCount } : {}),
  };
});
