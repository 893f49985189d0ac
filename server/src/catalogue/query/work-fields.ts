import { normalizeDoi, normalizeIssn, normalizeOrcid, normalizeRor, parseIdOf } from '../store/ids.js';
import { badRequest } from './errors.js';
import type { FieldDef } from './fields.js';
import { parsers, validDate } from './fields.js';
import type { FilterClause } from './filter-syntax.js';
import { entityParser, formats, valueParsers } from './formats.js';
import { bool, ids, num, search, str } from './field-builders.js';
import { sqlString } from '../store/duck.js';

/** Country filters test bits of w_country_bits where they can (see vocab/country-bits.ts). */
const COUNTRY_BITMASK = { sql: 't.w_country_bits', vocab: 'countries' } as const;

function singleDate(clause: FilterClause): string {
  const v = clause.values[0];
  if (clause.values.length !== 1 || !v || v.negated || v.isNull) {
    throw badRequest(`Filter '${clause.key}' takes one date (YYYY-MM-DD).`);
  }
  const d = v.raw.trim();
  if (!validDate(d))
    throw badRequest(`Value '${d}' of filter '${clause.key}' is not a valid date: expected YYYY-MM-DD.`);
  return d;
}

const dateBound = (sql: string, op: '>=' | '<=', cast = 'DATE'): FieldDef => ({
  kind: 'special',
  sql,
  compile: (clause) =>
    `${sql} ${op} ${cast === 'DATE' ? `DATE ${sqlString(singleDate(clause))}` : sqlString(singleDate(clause) + (op === '<=' ? 'T99' : ''))}`,
});

/** `cited_by:W1` → works W1 cites; `related_to:W1` → W1's related works. */
function throughWork(column: 'referenced_works' | 'related_works'): FieldDef {
  return {
    kind: 'special',
    sql: '',
    compile: (clause) => {
      const parts = clause.values.map((v) => {
        const id = parseIdOf('works', v.raw);
        if (id === undefined) throw badRequest(`Value '${v.raw}' of filter '${clause.key}' is not a valid work id.`);
        const p = `t.id IN (SELECT unnest(${column}) FROM works WHERE id = ${id})`;
        return v.negated ? `NOT (${p})` : p;
      });
      return parts.length === 1 ? parts[0]! : `(${parts.join(clause.join === 'or' ? ' OR ' : ' AND ')})`;
    },
  };
}

const workId = entityParser('works');

/** How many works of this catalogue cite a work (the table lists only works that have some). */
export const LOCAL_CITED_SQL = 'coalesce((SELECT c.n FROM work_citing_counts c WHERE c.id = t.id), 0)';

/** Every filter, sort and group_by key of /works. Aliases share one definition. */
export const WORK_FIELDS: Record<string, FieldDef> = {
  // identifiers
  id: { ...ids('t.id', 'works', false, false), sortable: true },
  openalex: ids('t.id', 'works', false, false),
  openalex_id: ids('t.id', 'works', false, false),
  'ids.openalex': ids('t.id', 'works', false, false),
  doi: str('t.doi', { parse: normalizeDoi, groupable: false, displayName: 'DOI' }),
  'ids.doi': str('t.doi', { parse: normalizeDoi, groupable: false, displayName: 'DOI' }),
  doi_starts_with: str('t.doi', { prefix: true, groupable: false }),
  'ids.mag': str('t.ids_mag', { parse: parsers.integer, groupable: false, displayName: 'MAG id' }),
  mag: str('t.ids_mag', { parse: parsers.integer, groupable: false, displayName: 'MAG id' }),
  'ids.pmid': str('t.ids_pmid', {
    parse: (r) =>
      r
        .trim()
        .replace(/^https?:\/\/pubmed\.ncbi\.nlm\.nih\.gov\//i, '')
        .replace(/\/$/, ''),
    groupable: false,
  }),
  pmid: str('t.ids_pmid', {
    parse: (r) =>
      r
        .trim()
        .replace(/^https?:\/\/pubmed\.ncbi\.nlm\.nih\.gov\//i, '')
        .replace(/\/$/, ''),
    groupable: false,
  }),
  'ids.pmcid': str('t.ids_pmcid', { groupable: false, caseInsensitive: true }),
  pmcid: str('t.ids_pmcid', { groupable: false, caseInsensitive: true }),
  has_doi: bool('t.doi IS NOT NULL'),
  has_pmid: bool('t.ids_pmid IS NOT NULL'),
  has_pmcid: bool('t.ids_pmcid IS NOT NULL'),
  mag_only: bool('(t.doi IS NULL AND t.ids_mag IS NOT NULL AND len(t.indexed_in) = 0)'),

  // text
  'default.search': search('title', 'abstract'),
  search: search('title', 'abstract'),
  display_name: search('title'),
  'display_name.search': search('title'),
  'display_name.search.exact': search('title'),
  'title.search': search('title'),
  'title.search.exact': search('title'),
  'abstract.search': search('abstract'),
  'abstract.search.exact': search('abstract'),
  'title_and_abstract.search': search('title', 'abstract'),
  'title_and_abstract.search.exact': search('title', 'abstract'),
  'fulltext.search': search('title', 'abstract'),
  'semantic.search': search('title', 'abstract'),
  'raw_affiliation_strings.search': search('affiliations'),
  'raw_author_name.search': search('authors'),
  has_abstract: bool('t.w_has_abstract'),

  // dates and years
  publication_year: num('t.publication_year', { groupable: true, sortable: true }),
  publication_date: { kind: 'date', sql: 't.publication_date', sortable: true },
  from_publication_date: dateBound('t.publication_date', '>='),
  to_publication_date: dateBound('t.publication_date', '<='),
  from_created_date: dateBound('t.created_date', '>=', 'VARCHAR'),
  to_created_date: dateBound('t.created_date', '<=', 'VARCHAR'),
  from_updated_date: dateBound('t.updated_date', '>=', 'VARCHAR'),
  to_updated_date: dateBound('t.updated_date', '<=', 'VARCHAR'),
  created_date: { kind: 'string', sql: 'left(t.created_date, 10)', sortable: true },
  updated_date: { kind: 'string', sql: 'left(t.updated_date, 10)', sortable: true },

  // type, language
  type: str('t.type', { parse: valueParsers.type, format: formats.type }),
  type_crossref: str('t.type_crossref', { parse: parsers.lower }),
  language: str('t.language', { parse: valueParsers.language, format: formats.language }),
  indexed_in: str('t.indexed_in', { list: true, parse: parsers.lower }),

  // open access
  is_oa: bool('t.is_oa'),
  'open_access.is_oa': bool('t.is_oa'),
  oa_status: str('t.oa_status', { parse: parsers.lower }),
  'open_access.oa_status': str('t.oa_status', { parse: parsers.lower }),
  'open_access.any_repository_has_fulltext': bool('t.any_repository_has_fulltext'),
  has_fulltext: bool('t.w_has_pdf_url'),
  has_pdf_url: bool('t.w_has_pdf_url'),
  license: str('t.w_license', { parse: valueParsers.license, format: formats.license }),
  'best_oa_location.license': str('t.best_oa_location.license', {
    parse: valueParsers.license,
    format: formats.license,
  }),
  'best_oa_location.license_id': str('t.best_oa_location.license', {
    parse: valueParsers.license,
    format: formats.license,
  }),
  'best_oa_location.is_accepted': bool('t.best_oa_location.is_accepted'),
  'best_oa_location.is_published': bool('t.best_oa_location.is_published'),
  'best_oa_location.is_oa': bool('t.best_oa_location.is_oa'),
  'best_oa_location.version': str('t.best_oa_location.version'),
  'best_oa_location.source.id': ids('t.best_oa_location.source_id', 'sources', false),
  has_oa_accepted_or_published_version: bool("t.best_oa_location.version IN ('acceptedVersion', 'publishedVersion')"),
  has_oa_submitted_version: bool("list_contains([l.version for l in t.locations if l.is_oa], 'submittedVersion')"),
  'primary_location.license': str('t.primary_location.license', {
    parse: valueParsers.license,
    format: formats.license,
  }),
  'primary_location.license_id': str('t.primary_location.license', {
    parse: valueParsers.license,
    format: formats.license,
  }),
  'primary_location.is_oa': bool('t.primary_location.is_oa'),
  'primary_location.is_accepted': bool('t.primary_location.is_accepted'),
  'primary_location.is_published': bool('t.primary_location.is_published'),
  'primary_location.version': str('t.primary_location.version'),
  'primary_location.source.id': ids('t.w_source_id', 'sources', false),
  'primary_location.source.issn': str('t.w_source_issns', {
    list: true,
    parse: normalizeIssn,
    groupable: false,
    displayName: 'ISSN',
  }),
  'primary_location.source.type': str('t.w_source_type', {
    parse: valueParsers.sourceType,
    format: formats.sourceType,
    allowSpaces: true,
  }),
  'primary_location.source.is_in_doaj': bool('t.w_source_is_in_doaj'),
  'primary_location.source.is_oa': bool('t.w_source_is_oa'),
  'primary_location.source.is_core': bool('t.w_source_is_core'),
  'primary_location.source.has_issn': bool('len(t.w_source_issns) > 0'),
  'primary_location.source.host_organization': str('t.w_source_host_id', {
    allowSpaces: false,
    parse: (r) => parseIdOf('publishers', r) ?? parseIdOf('institutions', r),
    groupable: false,
  }),
  'primary_location.source.publisher_lineage': ids('t.w_source_publisher_lineage', 'publishers', true),
  'primary_location.source.host_organization_lineage': ids('t.w_source_publisher_lineage', 'publishers', true),
  journal: ids("CASE WHEN t.w_source_type = 'journal' THEN t.w_source_id END", 'sources', false),
  'locations.source.id': ids('t.w_location_source_ids', 'sources', true),
  'locations.is_oa': bool('list_bool_or([l.is_oa for l in t.locations])'),
  'locations.license': str('[l.license for l in t.locations]', {
    list: true,
    parse: valueParsers.license,
    format: formats.license,
  }),
  'locations.version': str('[l.version for l in t.locations]', { list: true, groupable: false }),
  locations_count: num('len(t.locations)', { groupable: true }),
  repository: ids('t.w_repository_ids', 'sources', true),
  apc_sum: num('t.apc_paid.value_usd'),
  'apc_list.value': num('t.apc_list.value'),
  'apc_list.value_usd': num('t.apc_list.value_usd', { sortable: true }),
  'apc_list.currency': str('t.apc_list.currency', { parse: parsers.upper }),
  'apc_paid.value': num('t.apc_paid.value'),
  'apc_paid.value_usd': num('t.apc_paid.value_usd', { sortable: true }),
  'apc_paid.currency': str('t.apc_paid.currency', { parse: parsers.upper }),

  // authorships
  'authorships.author.id': ids('t.w_author_ids', 'authors', true),
  'author.id': ids('t.w_author_ids', 'authors', true),
  'authorships.author.orcid': str('t.w_orcids', {
    list: true,
    parse: normalizeOrcid,
    displayName: 'ORCID',
    format: { key: (v) => `https://orcid.org/${v}`, names: { kind: 'raw' } },
  }),
  'author.orcid': str('t.w_orcids', {
    list: true,
    parse: normalizeOrcid,
    displayName: 'ORCID',
    format: { key: (v) => `https://orcid.org/${v}`, names: { kind: 'raw' } },
  }),
  has_orcid: bool('t.w_has_orcid'),
  'authorships.institutions.id': ids('t.w_institution_ids', 'institutions', true),
  'institutions.id': ids('t.w_institution_ids', 'institutions', true),
  'institution.id': ids('t.w_institution_ids', 'institutions', true),
  'authorships.institutions.lineage': ids('t.w_lineage', 'institutions', true),
  'authorships.institutions.ror': str('t.w_institution_rors', {
    list: true,
    parse: normalizeRor,
    displayName: 'ROR id',
    format: { key: (v) => `https://ror.org/${v}`, names: { kind: 'raw' } },
  }),
  'institutions.ror': str('t.w_institution_rors', {
    list: true,
    parse: normalizeRor,
    displayName: 'ROR id',
    format: { key: (v) => `https://ror.org/${v}`, names: { kind: 'raw' } },
  }),
  'authorships.countries': str('t.w_countries', {
    list: true,
    bitmask: COUNTRY_BITMASK,
    parse: valueParsers.country,
    format: formats.country,
    displayName: 'country code',
  }),
  'authorships.institutions.country_code': str('t.w_countries', {
    list: true,
    bitmask: COUNTRY_BITMASK,
    parse: valueParsers.country,
    format: formats.country,
    displayName: 'country code',
  }),
  'institutions.country_code': str('t.w_countries', {
    list: true,
    bitmask: COUNTRY_BITMASK,
    parse: valueParsers.country,
    format: formats.country,
    displayName: 'country code',
  }),
  'authorships.institutions.continent': str('t.w_continents', {
    list: true,
    parse: valueParsers.continent,
    format: formats.continent,
    displayName: 'continent',
  }),
  'institutions.continent': str('t.w_continents', {
    list: true,
    parse: valueParsers.continent,
    format: formats.continent,
    displayName: 'continent',
  }),
  'authorships.institutions.is_global_south': bool('t.w_is_global_south'),
  'institutions.is_global_south': bool('t.w_is_global_south'),
  'authorships.institutions.type': str('t.w_institution_types', {
    list: true,
    parse: valueParsers.institutionType,
    format: formats.institutionType,
  }),
  'institutions.type': str('t.w_institution_types', {
    list: true,
    parse: valueParsers.institutionType,
    format: formats.institutionType,
  }),
  'authorships.is_corresponding': bool('len(t.w_corresponding_author_ids) > 0'),
  corresponding_author_ids: ids('t.w_corresponding_author_ids', 'authors', true),
  corresponding_institution_ids: ids('t.w_corresponding_institution_ids', 'institutions', true),
  authors_count: num('t.w_authors_count', { groupable: true }),
  countries_distinct_count: num('t.w_countries_count', { groupable: true }),
  institutions_distinct_count: num('t.w_institutions_count', { groupable: true }),
  has_raw_affiliation_strings: bool('t.w_has_raw_affiliations'),

  // topics, concepts, keywords, SDGs
  'primary_topic.id': ids('t.w_primary_topic_id', 'topics', false),
  'primary_topic.subfield.id': str('t.w_primary_subfield_id', {
    parse: valueParsers.number('subfields'),
    format: formats.subfield,
  }),
  'primary_topic.field.id': str('t.w_primary_field_id', {
    parse: valueParsers.number('fields'),
    format: formats.field,
  }),
  'primary_topic.domain.id': str('t.w_primary_domain_id', {
    parse: valueParsers.number('domains'),
    format: formats.domain,
  }),
  'topics.id': ids('t.w_topic_ids', 'topics', true),
  'topics.subfield.id': str('t.w_subfield_ids', {
    list: true,
    parse: valueParsers.number('subfields'),
    format: formats.subfield,
  }),
  'topics.field.id': str('t.w_field_ids', { list: true, parse: valueParsers.number('fields'), format: formats.field }),
  'topics.domain.id': str('t.w_domain_ids', {
    list: true,
    parse: valueParsers.number('domains'),
    format: formats.domain,
  }),
  topics_count: num('len(t.topics)', { groupable: true }),
  'concepts.id': ids('t.w_concept_ids', 'concepts', true),
  'concept.id': ids('t.w_concept_ids', 'concepts', true),
  concepts_count: num('len(t.concepts)', { groupable: true }),
  'keywords.id': str('t.w_keyword_ids', { list: true, parse: valueParsers.keyword, format: formats.keyword }),
  'sustainable_development_goals.id': str('t.w_sdg_ids', { list: true, parse: valueParsers.sdg, format: formats.sdg }),

  // funding
  'grants.funder': ids('t.w_funder_ids', 'funders', true),
  'funders.id': ids('t.w_funder_ids', 'funders', true),
  'awards.funder_id': ids('t.w_funder_ids', 'funders', true),
  'grants.award_id': str('t.w_award_ids', { list: true, groupable: false }),
  'awards.funder_award_id': str('t.w_award_ids', { list: true, groupable: false }),

  // citations and impact
  cited_by_count: num('t.cited_by_count', { groupable: true, sortable: true }),
  referenced_works_count: num('t.w_referenced_works_count', { sortable: true }),
  // works of this catalogue that cite it (see local-counts.ts)
  local_cited_by_count: num(LOCAL_CITED_SQL, { sortable: true }),
  has_references: bool('t.w_referenced_works_count > 0'),
  cites: { kind: 'string', sql: 't.referenced_works', list: true, parse: workId, displayName: 'work id' },
  referenced_works: { kind: 'string', sql: 't.referenced_works', list: true, parse: workId, displayName: 'work id' },
  cited_by: throughWork('referenced_works'),
  related_to: throughWork('related_works'),
  fwci: num('t.fwci', { sortable: true }),
  'cited_by_percentile_year.min': num('t.cited_by_percentile_year_min'),
  'cited_by_percentile_year.max': num('t.cited_by_percentile_year_max'),
  'citation_normalized_percentile.value': num('t.citation_normalized_percentile'),
  'citation_normalized_percentile.is_in_top_1_percent': bool('t.is_in_top_1_percent'),
  'citation_normalized_percentile.is_in_top_10_percent': bool('t.is_in_top_10_percent'),
  is_retracted: bool('t.is_retracted'),
  is_paratext: bool('t.is_paratext'),
  // a filter on it replaces the lists' default of leaving xpac works out (see xpac.ts)
  is_xpac: bool('t.is_xpac'),
  'biblio.volume': str('t.biblio.volume', { groupable: false }),
  'biblio.issue': str('t.biblio.issue', { groupable: false }),
  'biblio.first_page': str('t.biblio.first_page', { groupable: false }),
  'biblio.last_page': str('t.biblio.last_page', { groupable: false }),
};

/** Extra sort keys of works (besides sortable fields). */
export const WORK_SORTS: Record<string, string> = {
  display_name: 't.title',
  title: 't.title',
};
