/**
 * OpenAlex authors, institutions, sources, publishers, funders, topics, concepts and keywords
 * (2023 snapshot and 2025 API schemas) → rows, with stubs for their dehydrated references.
 */

import type {
  AuthorRow,
  ConceptRow,
  CountsByYear,
  EntityBase,
  FunderRow,
  InstitutionRow,
  KeywordRow,
  PublisherRow,
  SourceRow,
  SummaryStats,
  TopicRow,
} from '../store/rows.js';
import {
  COMMON_MODELLED,
  countryCode,
  distinct,
  doiBare,
  extraOf,
  type Fields,
  isObj,
  lastSegment,
  orcidBare,
  refId,
  refIds,
  rorBare,
  scopusBare,
  str,
  taxonomyId,
} from './json.js';
import { newRow } from './rows-init.js';
import type { StubMaker } from './stubs.js';

const modelled = (...keys: string[]) => new Set<string>([...COMMON_MODELLED, ...keys]);

function summaryStats(f: Fields | null): SummaryStats | null {
  if (!f) return null;
  return {
    two_yr_mean_citedness: f.num('2yr_mean_citedness') ?? 0,
    h_index: f.int('h_index') ?? 0,
    i10_index: f.int('i10_index') ?? 0,
  };
}

function countsByYear(rec: Fields): CountsByYear[] {
  return rec.objs('counts_by_year').flatMap((c) => {
    const year = c.int('year');
    return year === null
      ? []
      : [{ year, works_count: c.int('works_count') ?? 0, cited_by_count: c.int('cited_by_count') ?? 0 }];
  });
}

/** The EntityBase fields of a full record, plus stubs for its x_concepts / topics / topic_share. */
function fillBase<R extends EntityBase>(row: R, rec: Fields, stubs: StubMaker): R {
  row.works_count = rec.int('works_count') ?? 0;
  row.cited_by_count = rec.int('cited_by_count') ?? 0;
  row.summary_stats = summaryStats(rec.obj('summary_stats'));
  row.counts_by_year = countsByYear(rec);
  row.created_date = rec.str('created_date');
  row.updated_date = rec.str('updated_date');
  for (const c of rec.objs('x_concepts')) stubs.concept(c);
  for (const key of ['topics', 'topic_share']) for (const t of rec.objs(key)) stubs.topic(t);
  return row;
}

const AUTHOR = modelled(
  'orcid',
  'display_name_alternatives',
  'last_known_institution',
  'last_known_institutions',
  'affiliations',
);

export function parseAuthor(rec: Fields, id: number, stubs: StubMaker): AuthorRow {
  const row = fillBase(newRow.author(id, rec.str('display_name'), false), rec, stubs);
  const ids = rec.obj('ids');
  row.orcid = orcidBare(rec.raw('orcid') ?? ids?.raw('orcid'));
  row.display_name_alternatives = rec.strs('display_name_alternatives');
  const last = rec.has('last_known_institutions')
    ? rec.objs('last_known_institutions')
    : [rec.obj('last_known_institution')];
  row.last_known_institution_ids = distinct(last.flatMap((i) => stubs.institution(i) ?? []));
  row.affiliations = rec.objs('affiliations').flatMap((a) => {
    const institution_id = stubs.institution(a.obj('institution'));
    if (institution_id === null) return [];
    return [{ institution_id, years: a.list('years').flatMap((y) => (typeof y === 'number' ? [y] : [])) }];
  });
  row.ids_scopus = scopusBare(ids?.raw('scopus'));
  row.extra = extraOf(rec.o, AUTHOR, { ids: new Set(['openalex', 'orcid', 'scopus']) });
  return row;
}

const GEO = new Set(['city', 'region', 'country_code', 'country', 'latitude', 'longitude']);
const INSTITUTION = modelled(
  'ror',
  'country_code',
  'type',
  'type_id',
  'homepage_url',
  'image_url',
  'display_name_acronyms',
  'display_name_alternatives',
  'lineage',
  'associated_institutions',
  'associated_insitutions', // the 2022 spelling
);

export function parseInstitution(rec: Fields, id: number, stubs: StubMaker): InstitutionRow {
  const row = fillBase(newRow.institution(id, rec.str('display_name'), false), rec, stubs);
  const ids = rec.obj('ids');
  const geo = rec.obj('geo');
  row.ror = rorBare(rec.raw('ror') ?? ids?.raw('ror'));
  row.country_code = countryCode(rec.raw('country_code') ?? geo?.raw('country_code'));
  row.type = rec.str('type');
  row.city = geo?.str('city') ?? null;
  row.region = geo?.str('region') ?? null;
  row.latitude = geo?.num('latitude') ?? null;
  row.longitude = geo?.num('longitude') ?? null;
  row.homepage_url = rec.str('homepage_url');
  row.image_url = rec.str('image_url');
  row.display_name_acronyms = rec.strs('display_name_acronyms');
  row.display_name_alternatives = rec.strs('display_name_alternatives');
  row.lineage = rec.has('lineage') ? refIds('institutions', rec.raw('lineage')) : [id];
  const assoc = rec.has('associated_institutions')
    ? rec.objs('associated_institutions')
    : rec.objs('associated_insitutions');
  row.associated_institutions = assoc.flatMap((a) => {
    const aid = stubs.institution(a);
    return aid === null ? [] : [{ id: aid, relationship: a.str('relationship') ?? 'related' }];
  });
  stubs.ancestors(id, row.lineage);
  row.ids_grid = ids?.str('grid') ?? null;
  row.ids_wikidata = lastSegment(ids?.raw('wikidata'));
  for (const r of rec.objs('repositories')) stubs.source(r);
  row.extra = extraOf(rec.o, INSTITUTION, { ids: new Set(['openalex', 'ror', 'grid', 'wikidata']), geo: GEO });
  return row;
}

const SOURCE = modelled(
  'issn_l',
  'issn',
  'type',
  'host_organization',
  'host_organization_name',
  'host_organization_lineage',
  'is_oa',
  'is_in_doaj',
  'is_core',
  'apc_usd',
  'country_code',
  'homepage_url',
  'abbreviated_title',
  'alternate_titles',
);

export function parseSource(rec: Fields, id: number, stubs: StubMaker): SourceRow {
  const row = fillBase(newRow.source(id, rec.str('display_name'), false), rec, stubs);
  const ids = rec.obj('ids');
  row.issn_l = rec.str('issn_l') ?? ids?.str('issn_l') ?? null;
  row.issn = rec.has('issn') ? rec.strs('issn') : (ids?.strs('issn') ?? []);
  row.type = rec.str('type');
  const host =
    stubs.hostOrganization(
      rec.raw('host_organization'),
      rec.str('host_organization_name'),
      rec.raw('host_organization_lineage'),
      rec.raw('host_organization_lineage_names'),
    ) ??
    stubs.hostOrganization(
      rec.raw('publisher_id'),
      rec.str('publisher'),
      rec.raw('publisher_lineage'),
      rec.raw('publisher_lineage_names'),
    );
  row.host_organization_id = host?.id ?? null;
  row.host_organization_kind = host?.kind ?? null;
  row.is_oa = rec.bool('is_oa') ?? false;
  row.is_in_doaj = rec.bool('is_in_doaj') ?? false;
  row.is_core = rec.bool('is_core') ?? false;
  row.apc_usd = rec.num('apc_usd');
  row.country_code = countryCode(rec.raw('country_code'));
  row.homepage_url = rec.str('homepage_url');
  row.abbreviated_title = rec.str('abbreviated_title');
  row.alternate_titles = rec.strs('alternate_titles');
  row.extra = extraOf(rec.o, SOURCE, { ids: new Set(['openalex', 'issn_l', 'issn']) });
  return row;
}

const PUBLISHER = modelled(
  'alternate_titles',
  'hierarchy_level',
  'parent_publisher',
  'lineage',
  'country_codes',
  'homepage_url',
  'image_url',
  'sources_count',
  'sources_api_url',
);

export function parsePublisher(rec: Fields, id: number, stubs: StubMaker): PublisherRow {
  const row = fillBase(newRow.publisher(id, rec.str('display_name'), false), rec, stubs);
  const ids = rec.obj('ids');
  row.alternate_titles = rec.strs('alternate_titles');
  row.hierarchy_level = rec.int('hierarchy_level') ?? 0;
  const parent = rec.raw('parent_publisher');
  if (isObj(parent)) {
    row.parent_publisher_id = refId('publishers', parent.id);
    if (row.parent_publisher_id !== null) stubs.publisher(row.parent_publisher_id, str(parent.display_name));
  } else row.parent_publisher_id = refId('publishers', parent);
  row.lineage = rec.has('lineage') ? refIds('publishers', rec.raw('lineage')) : [id];
  // every ancestor gets a row (a stub, named where another record names it)
  const selfAt = row.lineage.indexOf(id);
  row.lineage.forEach((pid, i) => {
    if (pid !== id) stubs.publisher(pid, null, selfAt === 0 ? row.lineage.slice(i) : [pid]);
  });
  row.country_codes = rec.strs('country_codes').map((c) => c.toUpperCase());
  row.homepage_url = rec.str('homepage_url');
  row.image_url = rec.str('image_url');
  row.ror = rorBare(ids?.raw('ror'));
  row.sources_count = rec.int('sources_count') ?? rec.obj('summary_stats')?.int('sources_count') ?? 0;
  row.extra = extraOf(rec.o, PUBLISHER, { ids: new Set(['openalex', 'ror']) });
  return row;
}

const FUNDER = modelled('alternate_titles', 'country_code', 'description', 'homepage_url', 'image_url', 'grants_count');

export function parseFunder(rec: Fields, id: number, stubs: StubMaker): FunderRow {
  const row = fillBase(newRow.funder(id, rec.str('display_name'), false), rec, stubs);
  const ids = rec.obj('ids');
  row.alternate_titles = rec.strs('alternate_titles');
  row.country_code = countryCode(rec.raw('country_code'));
  row.description = rec.str('description');
  row.homepage_url = rec.str('homepage_url');
  row.image_url = rec.str('image_url');
  row.ror = rorBare(rec.raw('ror') ?? ids?.raw('ror'));
  row.crossref_id = str(ids?.raw('crossref'));
  row.doi = doiBare(ids?.raw('doi'));
  row.wikidata = lastSegment(ids?.raw('wikidata'));
  row.grants_count = rec.int('grants_count') ?? 0;
  row.extra = extraOf(rec.o, FUNDER, { ids: new Set(['openalex', 'ror', 'crossref', 'doi', 'wikidata']) });
  return row;
}

const TOPIC = modelled('description', 'keywords', 'subfield', 'field', 'domain');

export function parseTopic(rec: Fields, id: number, stubs: StubMaker): TopicRow {
  const row = fillBase(newRow.topic(id, rec.str('display_name'), false), rec, stubs);
  row.description = rec.str('description');
  row.keywords = rec.strs('keywords');
  row.subfield_id = taxonomyId('subfields', rec.obj('subfield')?.raw('id')) ?? 0;
  row.field_id = taxonomyId('fields', rec.obj('field')?.raw('id')) ?? 0;
  row.domain_id = taxonomyId('domains', rec.obj('domain')?.raw('id')) ?? 0;
  row.wikipedia = rec.obj('ids')?.str('wikipedia') ?? null;
  row.extra = extraOf(rec.o, TOPIC, { ids: new Set(['openalex', 'wikipedia']) });
  return row;
}

const CONCEPT = modelled('wikidata', 'level', 'description', 'ancestors', 'image_url');

export function parseConcept(rec: Fields, id: number, stubs: StubMaker): ConceptRow {
  const row = fillBase(newRow.concept(id, rec.str('display_name'), false), rec, stubs);
  row.wikidata = lastSegment(rec.raw('wikidata') ?? rec.obj('ids')?.raw('wikidata'));
  row.level = rec.int('level') ?? 0;
  row.description = rec.str('description');
  row.ancestor_ids = distinct(rec.objs('ancestors').flatMap((a) => stubs.concept(a) ?? []));
  row.image_url = rec.str('image_url');
  for (const c of rec.objs('related_concepts')) stubs.concept(c);
  row.extra = extraOf(rec.o, CONCEPT, { ids: new Set(['openalex', 'wikidata']) });
  return row;
}

export function parseKeyword(rec: Fields, slug: string): KeywordRow {
  const row = newRow.keyword(slug, rec.str('display_name'), false);
  row.works_count = rec.int('works_count') ?? 0;
  row.cited_by_count = rec.int('cited_by_count') ?? 0;
  row.created_date = rec.str('created_date');
  row.updated_date = rec.str('updated_date');
  return row;
}
