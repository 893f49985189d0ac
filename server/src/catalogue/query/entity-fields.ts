import { normalizeIssn, normalizeOrcid, normalizeRor, parseIdOf, type NativeEntity } from '../store/ids.js';
import type { FieldDef } from './fields.js';
import { badRequest } from './errors.js';
import { sqlString } from '../store/duck.js';
import { parsers } from './fields.js';
import { formats, valueParsers } from './formats.js';
import { bool, ids, num, search, str } from './field-builders.js';

/** Fields every entity list has. */
function common(idField: FieldDef, stats: boolean): Record<string, FieldDef> {
  const base: Record<string, FieldDef> = {
    id: { ...idField, groupable: false, sortable: true },
    openalex: { ...idField, groupable: false },
    openalex_id: { ...idField, groupable: false },
    'ids.openalex': { ...idField, groupable: false },
    'default.search': search('name'),
    search: search('name'),
    display_name: search('name'),
    'display_name.search': search('name'),
    works_count: num('t.works_count', { sortable: true }),
    cited_by_count: num('t.cited_by_count', { sortable: true }),
    // this catalogue's works of the entity (see local-counts.ts), beside the record's own figures
    local_works_count: num('t.l_works_count', { sortable: true }),
    local_cited_by_count: num('t.l_cited_by_count', { sortable: true }),
  };
  if (stats) {
    Object.assign(base, {
      'summary_stats.h_index': num('t.summary_stats.h_index', { sortable: true }),
      'summary_stats.i10_index': num('t.summary_stats.i10_index', { sortable: true }),
      'summary_stats.2yr_mean_citedness': num('t.summary_stats.two_yr_mean_citedness', { sortable: true }),
      h_index: num('t.summary_stats.h_index', { sortable: true }),
      i10_index: num('t.summary_stats.i10_index', { sortable: true }),
      '2yr_mean_citedness': num('t.summary_stats.two_yr_mean_citedness', { sortable: true }),
    });
  }
  return base;
}

/** Continent and Global South flag of an entity's country, from the derived countries table. */
const continentOf = (countrySql: string) => `(SELECT c.continent_id FROM countries c WHERE c.id = ${countrySql})`;
const southOf = (countrySql: string) => `(SELECT c.is_global_south FROM countries c WHERE c.id = ${countrySql})`;
const HOST_LINEAGE = `(SELECT coalesce(p.lineage, [p.id]) FROM publishers p WHERE p.id = t.host_organization_id)`;

const native = (entity: NativeEntity) => ids('t.id', entity, false);

const countryFields = (sql: string, list: boolean): Record<string, FieldDef> => ({
  country_code: str(sql, { list, parse: valueParsers.country, format: formats.country, displayName: 'country code' }),
});

export const AUTHOR_FIELDS: Record<string, FieldDef> = {
  ...common(native('authors'), true),
  'ids.orcid': str('t.orcid', { parse: normalizeOrcid, groupable: false, displayName: 'ORCID' }),
  orcid: str('t.orcid', { parse: normalizeOrcid, groupable: false, displayName: 'ORCID' }),
  has_orcid: bool('t.orcid IS NOT NULL'),
  'ids.scopus': str('t.ids_scopus', { groupable: false }),
  'last_known_institutions.id': ids('t.last_known_institution_ids', 'institutions', true),
  'last_known_institution.id': ids('t.last_known_institution_ids', 'institutions', true),
  'last_known_institutions.lineage': ids('t.a_last_known_lineage', 'institutions', true),
  'last_known_institutions.country_code': str('t.a_last_known_countries', {
    list: true,
    parse: valueParsers.country,
    format: formats.country,
  }),
  'last_known_institution.country_code': str('t.a_last_known_countries', {
    list: true,
    parse: valueParsers.country,
    format: formats.country,
  }),
  'last_known_institutions.type': str('t.a_last_known_types', {
    list: true,
    parse: valueParsers.institutionType,
    format: formats.institutionType,
  }),
  'last_known_institution.type': str('t.a_last_known_types', {
    list: true,
    parse: valueParsers.institutionType,
    format: formats.institutionType,
  }),
  'last_known_institutions.is_global_south': bool('t.a_last_known_is_global_south'),
  'last_known_institution.is_global_south': bool('t.a_last_known_is_global_south'),
  'affiliations.institution.id': ids('t.a_affiliation_ids', 'institutions', true),
  // the countries of every institution the author was affiliated with (the analytics area filters by it)
  'affiliations.institution.country_code': affiliationCountries(),
  'affiliations.institution.type': str('t.a_affiliation_types', {
    list: true,
    parse: valueParsers.institutionType,
    format: formats.institutionType,
  }),
  display_name_alternatives: search('name'),
};

/**
 * The authors affiliated with an institution in a country: a semi-join over the authors'
 * affiliations (a per-author subquery took 13 s over 1M works' authors; this takes 20 ms).
 */
function affiliationCountries(): FieldDef {
  const authorsIn = (codes: string) =>
    `t.id IN (SELECT a.id FROM (SELECT id, unnest(a_affiliation_ids) AS k FROM authors) a JOIN institutions i ON i.id = a.k WHERE i.country_code IN (${codes}))`;
  const anyCountry = `t.id IN (SELECT a.id FROM (SELECT id, unnest(a_affiliation_ids) AS k FROM authors) a JOIN institutions i ON i.id = a.k WHERE i.country_code IS NOT NULL)`;
  return {
    kind: 'special',
    sql: '',
    compile: (clause) => {
      const parts = clause.values.map((value) => {
        if (value.isNull) return value.negated ? anyCountry : `NOT (${anyCountry})`;
        const code = valueParsers.country(value.raw);
        if (!code)
          throw badRequest(`Value '${value.raw}' of filter '${clause.key}' is not valid: expected a country code.`);
        const sql = authorsIn(sqlString(code));
        return value.negated ? `NOT (${sql})` : sql;
      });
      return parts.length === 1 ? parts[0]! : `(${parts.join(clause.join === 'or' ? ' OR ' : ' AND ')})`;
    },
  };
}

export const INSTITUTION_FIELDS: Record<string, FieldDef> = {
  ...common(native('institutions'), true),
  ror: str('t.ror', { parse: normalizeRor, groupable: false, displayName: 'ROR id' }),
  'ids.ror': str('t.ror', { parse: normalizeRor, groupable: false, displayName: 'ROR id' }),
  has_ror: bool('t.ror IS NOT NULL'),
  ...countryFields('t.country_code', false),
  continent: str(continentOf('t.country_code'), { parse: valueParsers.continent, format: formats.continent }),
  is_global_south: bool(southOf('t.country_code')),
  type: str('t.type', { parse: valueParsers.institutionType, format: formats.institutionType }),
  lineage: ids('t.lineage', 'institutions', true),
  'associated_institutions.id': ids('[a.id for a in t.associated_institutions]', 'institutions', true, false),
  'geo.city': str('t.city', { caseInsensitive: true, allowSpaces: true }),
  'geo.region': str('t.region', { caseInsensitive: true, allowSpaces: true }),
};

/** A source's ISSNs with its ISSN-L, an empty list when it has none (not a list holding a null). */
const ISSNS = 'list_filter(list_append(t.issn, t.issn_l), lambda i_: i_ IS NOT NULL)';

export const SOURCE_FIELDS: Record<string, FieldDef> = {
  ...common(native('sources'), true),
  'ids.issn': str(ISSNS, {
    list: true,
    parse: normalizeIssn,
    groupable: false,
    displayName: 'ISSN',
  }),
  issn: str(ISSNS, {
    list: true,
    parse: normalizeIssn,
    groupable: false,
    displayName: 'ISSN',
  }),
  issn_l: str('t.issn_l', { parse: normalizeIssn, groupable: false, displayName: 'ISSN' }),
  has_issn: bool('t.issn_l IS NOT NULL OR len(t.issn) > 0'),
  type: str('t.type', { parse: valueParsers.sourceType, format: formats.sourceType, allowSpaces: true }),
  publisher: ids(`CASE WHEN t.host_organization_kind = 'publisher' THEN ${HOST_LINEAGE} END`, 'publishers', true),
  host_organization: str('t.host_organization_id', {
    parse: (r) => parseIdOf('publishers', r) ?? parseIdOf('institutions', r),
    groupable: false,
  }),
  host_organization_lineage: ids(HOST_LINEAGE, 'publishers', true),
  is_oa: bool('t.is_oa'),
  is_in_doaj: bool('t.is_in_doaj'),
  is_core: bool('t.is_core'),
  apc_usd: num('t.apc_usd', { sortable: true }),
  ...countryFields('t.country_code', false),
  continent: str(continentOf('t.country_code'), { parse: valueParsers.continent, format: formats.continent }),
  is_global_south: bool(southOf('t.country_code')),
  alternate_titles: search('name'),
};

export const PUBLISHER_FIELDS: Record<string, FieldDef> = {
  ...common(native('publishers'), true),
  hierarchy_level: num('t.hierarchy_level', { groupable: true }),
  parent_publisher: ids('t.parent_publisher_id', 'publishers', false),
  lineage: ids('t.lineage', 'publishers', true),
  country_codes: str('t.country_codes', { list: true, parse: valueParsers.country, format: formats.country }),
  ror: str('t.ror', { parse: normalizeRor, groupable: false }),
  sources_count: num('t.sources_count', { sortable: true }),
};

export const FUNDER_FIELDS: Record<string, FieldDef> = {
  ...common(native('funders'), true),
  ...countryFields('t.country_code', false),
  continent: str(continentOf('t.country_code'), { parse: valueParsers.continent, format: formats.continent }),
  is_global_south: bool(southOf('t.country_code')),
  grants_count: num('t.grants_count', { sortable: true }),
  ror: str('t.ror', { parse: normalizeRor, groupable: false }),
};

export const TOPIC_FIELDS: Record<string, FieldDef> = {
  ...common(native('topics'), false),
  'subfield.id': str('t.subfield_id', { parse: valueParsers.number('subfields'), format: formats.subfield }),
  'field.id': str('t.field_id', { parse: valueParsers.number('fields'), format: formats.field }),
  'domain.id': str('t.domain_id', { parse: valueParsers.number('domains'), format: formats.domain }),
};

export const CONCEPT_FIELDS: Record<string, FieldDef> = {
  ...common(native('concepts'), true),
  level: num('t.level', { sortable: true, groupable: true }),
  'ancestors.id': ids('t.ancestor_ids', 'concepts', true),
  wikidata_id: str('t.wikidata', { groupable: false }),
};

export const KEYWORD_FIELDS: Record<string, FieldDef> = {
  ...common(str('t.id', { parse: valueParsers.keyword, format: formats.keyword }), false),
};

/** Fields of the derived lists (countries, types …): their id is a code. */
export function derivedFields(
  parse: (raw: string) => string | number | undefined,
  extra: Record<string, FieldDef> = {},
): Record<string, FieldDef> {
  return {
    ...common(str('t.id', { parse }), false),
    // their figures are counted over this catalogue's works
    local_works_count: num('t.works_count', { sortable: true }),
    local_cited_by_count: num('t.cited_by_count', { sortable: true }),
    ...extra,
  };
}

export const COUNTRY_EXTRA: Record<string, FieldDef> = {
  continent: str('t.continent_id', { parse: valueParsers.continent, format: formats.continent }),
  is_global_south: bool('t.is_global_south'),
};

export const SUBFIELD_EXTRA: Record<string, FieldDef> = {
  'field.id': str('t.field_id', { parse: valueParsers.number('fields'), format: formats.field }),
  'domain.id': str('t.domain_id', { parse: valueParsers.number('domains'), format: formats.domain }),
};

export const FIELD_EXTRA: Record<string, FieldDef> = {
  'domain.id': str('t.domain_id', { parse: valueParsers.number('domains'), format: formats.domain }),
};

export { parsers };
