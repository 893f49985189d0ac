/**
 * Builders for the non-work entities, in the 2025 OpenAlex API shape (see build-record.ts).
 */

import { openalexUrl, shortId } from '../store/ids.js';
import type {
  AuthorRow,
  ConceptRow,
  FunderRow,
  InstitutionRow,
  KeywordRow,
  PublisherRow,
  SourceRow,
  TopicRow,
} from '../store/rows.js';
import {
  apiBase,
  type BuildOptions,
  compact,
  countsByYear,
  dehydratedConcept,
  dehydratedInstitution,
  hostOrganization,
  mergeExtra,
  nameOr,
  ordered,
  summaryStats,
} from './build-dehydrated.js';
import type { RefResolver } from './build-record.js';
import { isObj, type Obj, URLS } from './json.js';

type Built = Record<string, unknown>;

function finish(out: Obj, extra: Obj | null, order: readonly string[], idsOrder: readonly string[]): Built {
  mergeExtra(out, extra);
  if (isObj(out.ids)) out.ids = ordered(out.ids, idsOrder);
  return ordered(out, order);
}

/** roles as imported, or this entity's own role. */
function roles(extra: Obj | null, role: string, id: string, works_count: number): Obj[] | undefined {
  if (extra && Array.isArray(extra.roles)) return undefined; // merged from extra
  return [{ role, id, works_count }];
}

// prettier-ignore
const AUTHOR_ORDER = [
  'id', 'orcid', 'display_name', 'display_name_alternatives', 'works_count', 'cited_by_count',
  'summary_stats', 'ids', 'affiliations', 'last_known_institutions', 'topics', 'topic_share',
  'x_concepts', 'counts_by_year', 'works_api_url', 'updated_date', 'created_date',
];

export function buildAuthor(row: AuthorRow, refs: RefResolver, opts?: BuildOptions): Built {
  const url = openalexUrl('authors', row.id);
  const orcid = row.orcid ? URLS.orcid(row.orcid) : null;
  return finish(
    {
      id: url,
      orcid,
      display_name: row.display_name,
      display_name_alternatives: row.display_name_alternatives,
      works_count: row.works_count,
      cited_by_count: row.cited_by_count,
      summary_stats: summaryStats(row.summary_stats),
      ids: compact({ openalex: url, orcid, scopus: row.ids_scopus ? URLS.scopusAuthor(row.ids_scopus) : null }),
      affiliations: row.affiliations.map((a) => ({
        institution: dehydratedInstitution(a.institution_id, refs),
        years: a.years,
      })),
      last_known_institutions: row.last_known_institution_ids.map((i) => dehydratedInstitution(i, refs)),
      counts_by_year: countsByYear(row.counts_by_year),
      works_api_url: `${apiBase(opts)}/works?filter=author.id:${shortId('authors', row.id)}`,
      updated_date: row.updated_date,
      created_date: row.created_date,
    },
    row.extra,
    AUTHOR_ORDER,
    ['openalex', 'orcid', 'scopus'],
  );
}

// prettier-ignore
const INSTITUTION_ORDER = [
  'id', 'ror', 'display_name', 'country_code', 'type', 'type_id', 'lineage', 'homepage_url',
  'image_url', 'image_thumbnail_url', 'display_name_acronyms', 'display_name_alternatives',
  'repositories', 'works_count', 'cited_by_count', 'summary_stats', 'ids', 'geo', 'international',
  'associated_institutions', 'counts_by_year', 'roles', 'topics', 'topic_share', 'x_concepts',
  'is_super_system', 'works_api_url', 'updated_date', 'created_date',
];

export function buildInstitution(row: InstitutionRow, refs: RefResolver, opts?: BuildOptions): Built {
  const url = openalexUrl('institutions', row.id);
  const ror = row.ror ? URLS.ror(row.ror) : null;
  const out: Obj = {
    id: url,
    ror,
    display_name: row.display_name,
    country_code: row.country_code,
    type: row.type,
    type_id: row.type ? URLS.institutionType(row.type) : null,
    lineage: (row.lineage.length ? row.lineage : [row.id]).map((i) => openalexUrl('institutions', i)),
    homepage_url: row.homepage_url,
    image_url: row.image_url,
    display_name_acronyms: row.display_name_acronyms,
    display_name_alternatives: row.display_name_alternatives,
    works_count: row.works_count,
    cited_by_count: row.cited_by_count,
    summary_stats: summaryStats(row.summary_stats),
    ids: compact({
      openalex: url,
      ror,
      grid: row.ids_grid,
      wikidata: row.ids_wikidata ? URLS.wikidata(row.ids_wikidata, 'wiki') : null,
    }),
    geo: {
      city: row.city,
      region: row.region,
      country_code: row.country_code,
      country: row.country_code ? (refs.country(row.country_code)?.display_name ?? null) : null,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    associated_institutions: row.associated_institutions.map((a) => {
      const d = dehydratedInstitution(a.id, refs);
      return {
        id: d.id,
        ror: d.ror,
        display_name: d.display_name,
        country_code: d.country_code,
        type: d.type,
        relationship: a.relationship,
      };
    }),
    counts_by_year: countsByYear(row.counts_by_year),
    roles: roles(row.extra, 'institution', url, row.works_count),
    works_api_url: `${apiBase(opts)}/works?filter=institutions.id:${shortId('institutions', row.id)}`,
    updated_date: row.updated_date,
    created_date: row.created_date,
  };
  if (out.roles === undefined) delete out.roles;
  const built = finish(out, row.extra, INSTITUTION_ORDER, ['openalex', 'ror', 'mag', 'grid', 'wikipedia', 'wikidata']);
  if (isObj(built.geo)) {
    built.geo = ordered(built.geo, [
      'city',
      'geonames_city_id',
      'region',
      'country_code',
      'country',
      'latitude',
      'longitude',
    ]);
  }
  return built;
}

// prettier-ignore
const SOURCE_ORDER = [
  'id', 'issn_l', 'issn', 'display_name', 'host_organization', 'host_organization_name',
  'host_organization_lineage', 'works_count', 'cited_by_count', 'summary_stats', 'is_oa',
  'is_in_doaj', 'is_indexed_in_scopus', 'is_core', 'ids', 'homepage_url', 'apc_prices', 'apc_usd',
  'country_code', 'societies', 'alternate_titles', 'abbreviated_title', 'type', 'topics',
  'topic_share', 'x_concepts', 'counts_by_year', 'works_api_url', 'updated_date', 'created_date',
];

export function buildSource(row: SourceRow, refs: RefResolver, opts?: BuildOptions): Built {
  const url = openalexUrl('sources', row.id);
  const host = hostOrganization(row, refs);
  const issn = row.issn.length ? row.issn : null;
  return finish(
    {
      id: url,
      issn_l: row.issn_l,
      issn,
      display_name: row.display_name,
      host_organization: host.host_organization,
      host_organization_name: host.host_organization_name,
      host_organization_lineage: host.host_organization_lineage,
      works_count: row.works_count,
      cited_by_count: row.cited_by_count,
      summary_stats: summaryStats(row.summary_stats),
      is_oa: row.is_oa,
      is_in_doaj: row.is_in_doaj,
      is_core: row.is_core,
      ids: compact({ openalex: url, issn_l: row.issn_l, issn }),
      homepage_url: row.homepage_url,
      apc_usd: row.apc_usd,
      country_code: row.country_code,
      alternate_titles: row.alternate_titles,
      abbreviated_title: row.abbreviated_title,
      type: row.type,
      counts_by_year: countsByYear(row.counts_by_year),
      works_api_url: `${apiBase(opts)}/works?filter=primary_location.source.id:${shortId('sources', row.id)}`,
      updated_date: row.updated_date,
      created_date: row.created_date,
    },
    row.extra,
    SOURCE_ORDER,
    ['openalex', 'issn_l', 'issn', 'mag', 'wikidata', 'fatcat'],
  );
}

// prettier-ignore
const PUBLISHER_ORDER = [
  'id', 'display_name', 'alternate_titles', 'hierarchy_level', 'parent_publisher', 'lineage',
  'country_codes', 'homepage_url', 'image_url', 'image_thumbnail_url', 'works_count',
  'cited_by_count', 'summary_stats', 'ids', 'counts_by_year', 'roles', 'sources_api_url',
  'updated_date', 'created_date',
];

export function buildPublisher(row: PublisherRow, _refs: RefResolver, opts?: BuildOptions): Built {
  const url = openalexUrl('publishers', row.id);
  const out: Obj = {
    id: url,
    display_name: row.display_name,
    alternate_titles: row.alternate_titles,
    hierarchy_level: row.hierarchy_level,
    parent_publisher: row.parent_publisher_id === null ? null : openalexUrl('publishers', row.parent_publisher_id),
    lineage: (row.lineage.length ? row.lineage : [row.id]).map((p) => openalexUrl('publishers', p)),
    country_codes: row.country_codes,
    homepage_url: row.homepage_url,
    image_url: row.image_url,
    works_count: row.works_count,
    cited_by_count: row.cited_by_count,
    summary_stats: summaryStats(row.summary_stats),
    ids: compact({ openalex: url, ror: row.ror ? URLS.ror(row.ror) : null }),
    counts_by_year: countsByYear(row.counts_by_year),
    roles: roles(row.extra, 'publisher', url, row.works_count),
    sources_api_url: `${apiBase(opts)}/sources?filter=host_organization.id:${shortId('publishers', row.id)}`,
    updated_date: row.updated_date,
    created_date: row.created_date,
  };
  if (out.roles === undefined) delete out.roles;
  return finish(out, row.extra, PUBLISHER_ORDER, ['openalex', 'ror', 'wikidata']);
}

// prettier-ignore
const FUNDER_ORDER = [
  'id', 'display_name', 'alternate_titles', 'country_code', 'description', 'homepage_url',
  'image_url', 'image_thumbnail_url', 'grants_count', 'works_count', 'cited_by_count',
  'summary_stats', 'ids', 'counts_by_year', 'roles', 'updated_date', 'created_date',
];

export function buildFunder(row: FunderRow, _refs: RefResolver, _opts?: BuildOptions): Built {
  const url = openalexUrl('funders', row.id);
  const out: Obj = {
    id: url,
    display_name: row.display_name,
    alternate_titles: row.alternate_titles,
    country_code: row.country_code,
    description: row.description,
    homepage_url: row.homepage_url,
    image_url: row.image_url,
    grants_count: row.grants_count,
    works_count: row.works_count,
    cited_by_count: row.cited_by_count,
    summary_stats: summaryStats(row.summary_stats),
    ids: compact({
      openalex: url,
      ror: row.ror ? URLS.ror(row.ror) : null,
      wikidata: row.wikidata ? URLS.wikidata(row.wikidata, 'entity') : null,
      crossref: row.crossref_id,
      doi: row.doi ? URLS.doi(row.doi) : null,
    }),
    counts_by_year: countsByYear(row.counts_by_year),
    roles: roles(row.extra, 'funder', url, row.works_count),
    updated_date: row.updated_date,
    created_date: row.created_date,
  };
  if (out.roles === undefined) delete out.roles;
  return finish(out, row.extra, FUNDER_ORDER, ['openalex', 'ror', 'wikidata', 'crossref', 'doi']);
}

// prettier-ignore
const TOPIC_ORDER = [
  'id', 'display_name', 'description', 'keywords', 'ids', 'subfield', 'field', 'domain', 'siblings',
  'works_count', 'cited_by_count', 'updated_date', 'created_date',
];

export function buildTopic(row: TopicRow, refs: RefResolver, _opts?: BuildOptions): Built {
  const url = openalexUrl('topics', row.id);
  const named = (kind: 'subfield' | 'field' | 'domain', id: number) =>
    id ? { id: URLS[kind](id), display_name: refs[kind](id)?.display_name ?? null } : null;
  return finish(
    {
      id: url,
      display_name: row.display_name,
      description: row.description,
      keywords: row.keywords,
      ids: compact({ openalex: url, wikipedia: row.wikipedia }),
      subfield: named('subfield', row.subfield_id),
      field: named('field', row.field_id),
      domain: named('domain', row.domain_id),
      works_count: row.works_count,
      cited_by_count: row.cited_by_count,
      updated_date: row.updated_date,
      created_date: row.created_date,
    },
    row.extra,
    TOPIC_ORDER,
    ['openalex', 'wikipedia'],
  );
}

// prettier-ignore
const CONCEPT_ORDER = [
  'id', 'wikidata', 'display_name', 'level', 'description', 'works_count', 'cited_by_count',
  'summary_stats', 'ids', 'image_url', 'image_thumbnail_url', 'international', 'ancestors',
  'related_concepts', 'counts_by_year', 'works_api_url', 'updated_date', 'created_date',
];

export function buildConcept(row: ConceptRow, refs: RefResolver, opts?: BuildOptions): Built {
  const url = openalexUrl('concepts', row.id);
  const wikidata = row.wikidata ? URLS.wikidata(row.wikidata, 'wiki') : null;
  return finish(
    {
      id: url,
      wikidata,
      display_name: row.display_name,
      level: row.level,
      description: row.description,
      works_count: row.works_count,
      cited_by_count: row.cited_by_count,
      summary_stats: summaryStats(row.summary_stats),
      ids: compact({ openalex: url, wikidata }),
      image_url: row.image_url,
      ancestors: row.ancestor_ids.map((a) => dehydratedConcept(a, refs)),
      counts_by_year: countsByYear(row.counts_by_year),
      works_api_url: `${apiBase(opts)}/works?filter=concepts.id:${shortId('concepts', row.id)}`,
      updated_date: row.updated_date,
      created_date: row.created_date,
    },
    row.extra,
    CONCEPT_ORDER,
    ['openalex', 'wikidata', 'mag', 'wikipedia', 'umls_aui', 'umls_cui'],
  );
}

export function buildKeyword(row: KeywordRow, _refs: RefResolver, opts?: BuildOptions): Built {
  return {
    id: URLS.keyword(row.id),
    display_name: nameOr(row),
    works_count: row.works_count,
    cited_by_count: row.cited_by_count,
    works_api_url: `${apiBase(opts)}/works?filter=keywords.id:keywords/${row.id}`,
    updated_date: row.updated_date,
    created_date: row.created_date,
  };
}
