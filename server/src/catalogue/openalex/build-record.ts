/**
 * The inverse of parseRecord: catalogue rows → records in the 2025–26 OpenAlex API shape (field
 * names and order as api.openalex.org returns them), with dehydrated references looked up through
 * a RefResolver and the row's `extra` merged in for keys the builder does not produce.
 */

import { openalexUrl, shortId } from '../store/ids.js';
import type {
  Apc,
  ConceptRow,
  FunderRow,
  InstitutionRow,
  KeywordRow,
  PublisherRow,
  SourceRow,
  TopicRow,
  WorkLocation,
  WorkRow,
} from '../store/rows.js';
import { textToInvertedIndex } from './abstract.js';
import {
  apiBase,
  type BuildOptions,
  compact,
  dehydratedConcept,
  dehydratedInstitution,
  dehydratedSource,
  dehydratedTopic,
  nameOr,
  ordered,
  overlayOriginal,
  PARTIAL_MARKER,
} from './build-dehydrated.js';
import { distinct, type Obj, URLS } from './json.js';

export {
  buildAuthor,
  buildConcept,
  buildFunder,
  buildInstitution,
  buildKeyword,
  buildPublisher,
  buildSource,
  buildTopic,
} from './build-entities.js';
export type { BuildOptions } from './build-dehydrated.js';

export interface RefResolver {
  institution(id: number): InstitutionRow | undefined;
  source(id: number): SourceRow | undefined;
  publisher(id: number): PublisherRow | undefined;
  funder(id: number): FunderRow | undefined;
  topic(id: number): TopicRow | undefined;
  concept(id: number): ConceptRow | undefined;
  keyword(id: string): KeywordRow | undefined;
  subfield(id: number): { display_name: string } | undefined;
  field(id: number): { display_name: string } | undefined;
  domain(id: number): { display_name: string } | undefined;
  sdg(id: number): { display_name: string } | undefined;
  country(code: string): { display_name: string } | undefined;
}

/** Root key order of a 2025–26 work (2026 additions included); unknown extra keys go last. */
// prettier-ignore
const WORK_ORDER = [
  'id', 'doi', 'title', 'display_name', 'publication_year', 'publication_date', 'ids', 'language',
  'primary_location', 'type', 'type_crossref', 'indexed_in', 'open_access', 'authorships',
  'institution_assertions', 'institutions', 'countries_distinct_count', 'institutions_distinct_count',
  'corresponding_author_ids', 'corresponding_institution_ids', 'apc_list', 'apc_paid', 'fwci',
  'has_fulltext', 'fulltext_origin', 'cited_by_count', 'citation_normalized_percentile',
  'cited_by_percentile_year', 'biblio', 'is_retracted', 'is_paratext', 'is_xpac', 'primary_topic',
  'topics', 'keywords', 'concepts', 'mesh', 'locations_count', 'locations', 'best_oa_location',
  'sustainable_development_goals', 'grants', 'awards', 'funders', 'datasets', 'versions',
  'has_content', 'content_urls', 'referenced_works_count', 'referenced_works', 'related_works',
  'abstract_inverted_index', 'abstract_inverted_index_v3', 'cited_by_api_url', 'counts_by_year',
  'updated_date', 'created_date',
];

const WORK_IDS_ORDER = ['openalex', 'doi', 'mag', 'pmid', 'pmcid'];

export function buildWork(row: WorkRow, refs: RefResolver, opts?: BuildOptions): Record<string, unknown> {
  const url = openalexUrl('works', row.id);
  const doi = row.doi ? URLS.doi(row.doi) : null;
  const topics = row.topics.map((t) => dehydratedTopic(t.id, refs, { score: t.score }));
  const corresponding = row.authorships.filter((a) => a.is_corresponding);
  const out: Obj = {
    id: url,
    doi,
    title: row.title,
    display_name: row.title,
    publication_year: row.publication_year,
    publication_date: row.publication_date,
    ids: compact({
      openalex: url,
      doi,
      mag: row.ids_mag === null ? null : String(row.ids_mag),
      pmid: row.ids_pmid ? URLS.pmid(row.ids_pmid) : null,
      pmcid: row.ids_pmcid ? URLS.pmcid(row.ids_pmcid) : null,
    }),
    language: row.language,
    primary_location: location(row.primary_location, refs),
    type: row.type,
    type_crossref: row.type_crossref,
    indexed_in: row.indexed_in,
    open_access: {
      is_oa: row.is_oa,
      oa_status: row.oa_status,
      oa_url: row.oa_url,
      any_repository_has_fulltext: row.any_repository_has_fulltext,
    },
    authorships: row.authorships.map((a) => ({
      author_position: a.author_position,
      author: {
        id: a.author_id === null ? null : openalexUrl('authors', a.author_id),
        display_name: a.author_display_name,
        orcid: a.author_orcid ? URLS.orcid(a.author_orcid) : null,
      },
      institutions: a.institution_ids.map((i) => dehydratedInstitution(i, refs)),
      countries: a.countries,
      is_corresponding: a.is_corresponding,
      raw_author_name: a.raw_author_name,
      raw_affiliation_strings: a.affiliations.map((af) => af.raw_affiliation_string),
      affiliations: a.affiliations.map((af) => ({
        raw_affiliation_string: af.raw_affiliation_string,
        institution_ids: af.institution_ids.map((i) => openalexUrl('institutions', i)),
      })),
    })),
    countries_distinct_count: distinct(row.authorships.flatMap((a) => a.countries)).length,
    institutions_distinct_count: distinct(row.authorships.flatMap((a) => a.institution_ids)).length,
    // as OpenAlex: institutions sorted as strings
    corresponding_author_ids: corresponding.flatMap((a) =>
      a.author_id === null ? [] : [openalexUrl('authors', a.author_id)],
    ),
    corresponding_institution_ids: distinct(corresponding.flatMap((a) => a.institution_ids))
      .map((i) => openalexUrl('institutions', i))
      .sort(),
    apc_list: apc(row.apc_list),
    apc_paid: apc(row.apc_paid),
    fwci: row.fwci,
    cited_by_count: row.cited_by_count,
    citation_normalized_percentile:
      row.citation_normalized_percentile === null &&
      row.is_in_top_1_percent === null &&
      row.is_in_top_10_percent === null
        ? null
        : {
            value: row.citation_normalized_percentile,
            is_in_top_1_percent: row.is_in_top_1_percent,
            is_in_top_10_percent: row.is_in_top_10_percent,
          },
    cited_by_percentile_year:
      row.cited_by_percentile_year_min === null && row.cited_by_percentile_year_max === null
        ? null
        : { min: row.cited_by_percentile_year_min, max: row.cited_by_percentile_year_max },
    biblio: row.biblio ?? { volume: null, issue: null, first_page: null, last_page: null },
    is_retracted: row.is_retracted,
    is_paratext: row.is_paratext,
    // a row stored before the column has none (see TABLES.works); its record's value is in extra
    is_xpac: row.is_xpac === true,
    primary_topic: topics[0] ?? null,
    topics,
    keywords: row.keywords.map((k) => ({
      id: URLS.keyword(k.id),
      display_name: nameOr(refs.keyword(k.id)),
      score: k.score,
    })),
    concepts: row.concepts.map((c) => dehydratedConcept(c.id, refs, { score: c.score })),
    locations_count: row.locations.length,
    locations: row.locations.map((l) => location(l, refs)),
    best_oa_location: location(row.best_oa_location, refs),
    sustainable_development_goals: row.sdgs.map((s) => ({
      id: URLS.sdg(s.id),
      display_name: refs.sdg(s.id)?.display_name ?? null,
      score: s.score,
    })),
    grants: row.grants.map((g) => ({
      funder: g.funder_id === null ? null : openalexUrl('funders', g.funder_id),
      funder_display_name: g.funder_id === null ? null : nameOr(refs.funder(g.funder_id)),
      award_id: g.award_id,
    })),
    referenced_works_count: row.referenced_works.length,
    referenced_works: row.referenced_works.map((w) => openalexUrl('works', w)),
    related_works: row.related_works.map((w) => openalexUrl('works', w)),
    abstract_inverted_index: textToInvertedIndex(row.abstract),
    cited_by_api_url: `${apiBase(opts)}/works?filter=cites:${shortId('works', row.id)}`,
    counts_by_year: row.counts_by_year.map((c) => ({ year: c.year, cited_by_count: c.cited_by_count })),
    updated_date: row.updated_date,
    created_date: row.created_date,
  };
  // The imported record's own values (see work-original.ts) over the built ones.
  for (const [k, v] of Object.entries(row.extra ?? {})) {
    if (k !== PARTIAL_MARKER) out[k] = Object.hasOwn(out, k) ? overlayOriginal(out[k], v) : v;
  }
  out.ids = ordered(out.ids as Obj, WORK_IDS_ORDER);
  return ordered(out, WORK_ORDER);
}

function location(l: WorkLocation | null, refs: RefResolver): Obj | null {
  if (!l) return null;
  return {
    is_oa: l.is_oa,
    landing_page_url: l.landing_page_url,
    pdf_url: l.pdf_url,
    source: dehydratedSource(l.source_id, refs),
    license: l.license,
    license_id: l.license ? URLS.license(l.license) : null,
    version: l.version,
    is_accepted: l.is_accepted,
    is_published: l.is_published,
  };
}

function apc(a: Apc | null): Obj | null {
  if (!a) return null;
  const out: Obj = { value: a.value, currency: a.currency, value_usd: a.value_usd };
  if (a.provenance !== null) out.provenance = a.provenance;
  return out;
}
