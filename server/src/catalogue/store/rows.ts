/**
 * Normalised catalogue rows: the one shape that the demo generator and the OpenAlex importer both
 * produce, that the loader writes to DuckDB, and that the record builder turns back into OpenAlex
 * JSON. Native entity ids are the numeric part of the OpenAlex id (W2741809807 → 2741809807);
 * keywords use their slug ('cardiac-imaging'); derived lists use their code ('US', 'cc-by').
 *
 * `extra` keeps root fields of an imported record that the catalogue does not model, verbatim, so
 * a record served back is as complete as the one imported.
 *
 * `is_stub` marks a row made from a dehydrated reference inside another record (an authorship's
 * institution, a location's source): a full record of the same id replaces it, and its counts and
 * summary stats are computed from the catalogue's works.
 */

export type Json = Record<string, unknown>;

export interface Apc {
  value: number | null;
  currency: string | null;
  value_usd: number | null;
  provenance: string | null;
}

export interface Biblio {
  volume: string | null;
  issue: string | null;
  first_page: string | null;
  last_page: string | null;
}

export interface WorkLocation {
  source_id: number | null;
  is_oa: boolean;
  landing_page_url: string | null;
  pdf_url: string | null;
  /** OpenAlex licence id without prefix: 'cc-by', 'publisher-specific-oa' … */
  license: string | null;
  version: string | null;
  is_accepted: boolean;
  is_published: boolean;
}

export interface Authorship {
  author_id: number | null;
  author_display_name: string | null;
  author_orcid: string | null; // bare '0000-0001-6187-6610'
  author_position: string | null; // first | middle | last
  is_corresponding: boolean;
  raw_author_name: string | null;
  countries: string[]; // ISO alpha-2, upper case
  institution_ids: number[];
  affiliations: { raw_affiliation_string: string; institution_ids: number[] }[];
}

export interface ScoredId {
  id: number;
  score: number;
}

export interface WorkRow {
  id: number;
  doi: string | null; // lower case, no resolver prefix: '10.7717/peerj.4375'
  title: string | null;
  publication_year: number | null;
  publication_date: string | null; // YYYY-MM-DD
  type: string | null;
  type_crossref: string | null;
  language: string | null; // ISO 639-1
  abstract: string | null; // plain text; the inverted index is rebuilt from it
  ids_mag: number | null;
  ids_pmid: string | null; // bare number as string
  ids_pmcid: string | null; // 'PMC5815332' or bare number as in the source
  is_oa: boolean;
  oa_status: string | null; // gold green hybrid bronze diamond closed
  oa_url: string | null;
  any_repository_has_fulltext: boolean | null;
  cited_by_count: number;
  fwci: number | null;
  citation_normalized_percentile: number | null;
  is_in_top_1_percent: boolean | null;
  is_in_top_10_percent: boolean | null;
  cited_by_percentile_year_min: number | null;
  cited_by_percentile_year_max: number | null;
  is_retracted: boolean;
  is_paratext: boolean;
  apc_list: Apc | null;
  apc_paid: Apc | null;
  biblio: Biblio | null;
  primary_location: WorkLocation | null;
  best_oa_location: WorkLocation | null;
  locations: WorkLocation[];
  authorships: Authorship[];
  /** first entry is the primary topic */
  topics: ScoredId[];
  concepts: ScoredId[];
  keywords: { id: string; score: number }[];
  sdgs: ScoredId[]; // id 1..17
  grants: { funder_id: number | null; award_id: string | null }[];
  referenced_works: number[];
  related_works: number[];
  counts_by_year: { year: number; cited_by_count: number }[];
  indexed_in: string[];
  created_date: string | null;
  updated_date: string | null;
  extra: Json | null;
  /** one of OpenAlex's xpac works; last, as in TABLES.works */
  is_xpac: boolean;
}

export interface CountsByYear {
  year: number;
  works_count: number;
  cited_by_count: number;
}

export interface SummaryStats {
  two_yr_mean_citedness: number;
  h_index: number;
  i10_index: number;
}

/** Fields every native non-work entity has. */
export interface EntityBase {
  id: number;
  display_name: string;
  is_stub: boolean;
  /** Imported full records keep their own counts; stubs and generated rows are computed. */
  works_count: number;
  cited_by_count: number;
  summary_stats: SummaryStats | null;
  counts_by_year: CountsByYear[];
  created_date: string | null;
  updated_date: string | null;
  extra: Json | null;
}

export interface AuthorRow extends EntityBase {
  orcid: string | null; // bare
  display_name_alternatives: string[];
  last_known_institution_ids: number[];
  affiliations: { institution_id: number; years: number[] }[];
  ids_scopus: string | null;
}

export interface InstitutionRow extends EntityBase {
  ror: string | null; // bare '05ppvf150'
  country_code: string | null;
  type: string | null; // education healthcare company archive nonprofit government facility other funder
  city: string | null;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
  homepage_url: string | null;
  image_url: string | null;
  display_name_acronyms: string[];
  display_name_alternatives: string[];
  /** ancestors first-to-last ending with the institution itself, as OpenAlex lists lineage */
  lineage: number[];
  associated_institutions: { id: number; relationship: string }[]; // parent child related
  ids_grid: string | null;
  ids_wikidata: string | null;
}

export interface SourceRow extends EntityBase {
  issn_l: string | null;
  issn: string[];
  type: string | null; // journal repository conference ebook platform book series
  host_organization_id: number | null; // publisher (P) or institution (I) id
  host_organization_kind: 'publisher' | 'institution' | null;
  is_oa: boolean;
  is_in_doaj: boolean;
  is_core: boolean;
  apc_usd: number | null;
  country_code: string | null;
  homepage_url: string | null;
  abbreviated_title: string | null;
  alternate_titles: string[];
}

export interface PublisherRow extends EntityBase {
  alternate_titles: string[];
  hierarchy_level: number;
  parent_publisher_id: number | null;
  lineage: number[];
  country_codes: string[];
  homepage_url: string | null;
  image_url: string | null;
  ror: string | null;
  sources_count: number;
}

export interface FunderRow extends EntityBase {
  alternate_titles: string[];
  country_code: string | null;
  description: string | null;
  homepage_url: string | null;
  image_url: string | null;
  ror: string | null;
  crossref_id: string | null;
  doi: string | null;
  wikidata: string | null;
  grants_count: number;
}

export interface TopicRow extends EntityBase {
  description: string | null;
  keywords: string[];
  subfield_id: number;
  field_id: number;
  domain_id: number;
  wikipedia: string | null;
}

export interface ConceptRow extends EntityBase {
  wikidata: string | null;
  level: number;
  description: string | null;
  ancestor_ids: number[];
  image_url: string | null;
}

export interface KeywordRow {
  id: string; // slug
  display_name: string;
  is_stub: boolean;
  works_count: number;
  cited_by_count: number;
  created_date: string | null;
  updated_date: string | null;
}

/** Everything one ingest pass produces; the loader upserts it (full rows replace stubs). */
export interface CatalogueBatch {
  works: WorkRow[];
  authors: AuthorRow[];
  institutions: InstitutionRow[];
  sources: SourceRow[];
  publishers: PublisherRow[];
  funders: FunderRow[];
  topics: TopicRow[];
  concepts: ConceptRow[];
  keywords: KeywordRow[];
}
