/**
 * DuckDB tables of the catalogue. Each table is declared once as column → DuckDB type; the same
 * declaration creates the table and tells `read_json` how to read the loader's JSON Lines files.
 * Derived columns (work_*) are computed by the loader from the row and the entity maps, so that
 * filters and group-bys read one flat column instead of unnesting structs at query time.
 */

const LOCATION =
  'STRUCT(source_id BIGINT, is_oa BOOLEAN, landing_page_url VARCHAR, pdf_url VARCHAR, license VARCHAR, version VARCHAR, is_accepted BOOLEAN, is_published BOOLEAN)';
const APC = 'STRUCT(value DOUBLE, currency VARCHAR, value_usd DOUBLE, provenance VARCHAR)';
const AUTHORSHIP =
  'STRUCT(author_id BIGINT, author_display_name VARCHAR, author_orcid VARCHAR, author_position VARCHAR, is_corresponding BOOLEAN, raw_author_name VARCHAR, countries VARCHAR[], institution_ids BIGINT[], affiliations STRUCT(raw_affiliation_string VARCHAR, institution_ids BIGINT[])[])';
const SCORED = 'STRUCT(id BIGINT, score DOUBLE)[]';
const COUNTS_BY_YEAR = 'STRUCT("year" INTEGER, works_count INTEGER, cited_by_count INTEGER)[]';
const SUMMARY = 'STRUCT(two_yr_mean_citedness DOUBLE, h_index INTEGER, i10_index INTEGER)';

export type ColumnTypes = Readonly<Record<string, string>>;

const ENTITY_BASE = {
  id: 'BIGINT',
  display_name: 'VARCHAR',
  is_stub: 'BOOLEAN',
  works_count: 'INTEGER',
  cited_by_count: 'BIGINT',
  summary_stats: SUMMARY,
  counts_by_year: COUNTS_BY_YEAR,
  created_date: 'VARCHAR',
  updated_date: 'VARCHAR',
  extra: 'JSON',
} as const;

export const TABLES = {
  works: {
    id: 'BIGINT',
    doi: 'VARCHAR',
    title: 'VARCHAR',
    publication_year: 'INTEGER',
    publication_date: 'DATE',
    type: 'VARCHAR',
    type_crossref: 'VARCHAR',
    language: 'VARCHAR',
    abstract: 'VARCHAR',
    ids_mag: 'BIGINT',
    ids_pmid: 'VARCHAR',
    ids_pmcid: 'VARCHAR',
    is_oa: 'BOOLEAN',
    oa_status: 'VARCHAR',
    oa_url: 'VARCHAR',
    any_repository_has_fulltext: 'BOOLEAN',
    cited_by_count: 'INTEGER',
    fwci: 'DOUBLE',
    citation_normalized_percentile: 'DOUBLE',
    is_in_top_1_percent: 'BOOLEAN',
    is_in_top_10_percent: 'BOOLEAN',
    cited_by_percentile_year_min: 'INTEGER',
    cited_by_percentile_year_max: 'INTEGER',
    is_retracted: 'BOOLEAN',
    is_paratext: 'BOOLEAN',
    apc_list: APC,
    apc_paid: APC,
    biblio: 'STRUCT(volume VARCHAR, issue VARCHAR, first_page VARCHAR, last_page VARCHAR)',
    primary_location: LOCATION,
    best_oa_location: LOCATION,
    locations: `${LOCATION}[]`,
    authorships: `${AUTHORSHIP}[]`,
    topics: SCORED,
    concepts: SCORED,
    keywords: 'STRUCT(id VARCHAR, score DOUBLE)[]',
    sdgs: 'STRUCT(id INTEGER, score DOUBLE)[]',
    grants: 'STRUCT(funder_id BIGINT, award_id VARCHAR)[]',
    referenced_works: 'BIGINT[]',
    related_works: 'BIGINT[]',
    counts_by_year: 'STRUCT("year" INTEGER, cited_by_count INTEGER)[]',
    indexed_in: 'VARCHAR[]',
    created_date: 'VARCHAR',
    updated_date: 'VARCHAR',
    extra: 'JSON',
    /**
     * One of OpenAlex's xpac works (DataCite and repository records, 2025-11 on), which lists
     * leave out unless asked (see query/xpac.ts). After the other stored columns, so that the
     * positional rows of a catalogue written before it still read right (see work-row-codec.ts).
     */
    is_xpac: 'BOOLEAN',
    // derived
    w_author_ids: 'BIGINT[]',
    w_orcids: 'VARCHAR[]',
    w_institution_ids: 'BIGINT[]',
    w_lineage: 'BIGINT[]',
    w_institution_rors: 'VARCHAR[]',
    w_institution_types: 'VARCHAR[]',
    w_countries: 'VARCHAR[]',
    w_continents: 'VARCHAR[]',
    w_is_global_south: 'BOOLEAN',
    w_corresponding_author_ids: 'BIGINT[]',
    w_corresponding_institution_ids: 'BIGINT[]',
    w_authors_count: 'INTEGER',
    w_countries_count: 'INTEGER',
    w_country_bits: 'BIGINT',
    w_institutions_count: 'INTEGER',
    w_has_raw_affiliations: 'BOOLEAN',
    w_primary_topic_id: 'BIGINT',
    w_primary_subfield_id: 'INTEGER',
    w_primary_field_id: 'INTEGER',
    w_primary_domain_id: 'INTEGER',
    w_topic_ids: 'BIGINT[]',
    w_subfield_ids: 'INTEGER[]',
    w_field_ids: 'INTEGER[]',
    w_domain_ids: 'INTEGER[]',
    w_concept_ids: 'BIGINT[]',
    w_keyword_ids: 'VARCHAR[]',
    w_sdg_ids: 'INTEGER[]',
    w_funder_ids: 'BIGINT[]',
    w_award_ids: 'VARCHAR[]',
    w_source_id: 'BIGINT',
    w_source_issns: 'VARCHAR[]',
    w_source_type: 'VARCHAR',
    w_source_is_in_doaj: 'BOOLEAN',
    w_source_is_oa: 'BOOLEAN',
    w_source_is_core: 'BOOLEAN',
    w_source_host_id: 'BIGINT',
    w_source_publisher_lineage: 'BIGINT[]',
    w_location_source_ids: 'BIGINT[]',
    w_repository_ids: 'BIGINT[]',
    w_license: 'VARCHAR',
    w_referenced_works_count: 'INTEGER',
    w_has_orcid: 'BOOLEAN',
    w_has_pdf_url: 'BOOLEAN',
    w_has_abstract: 'BOOLEAN',
    /** names of the first three authors (for the autocomplete hint) */
    w_first_authors: 'VARCHAR[]',
  },
  authors: {
    ...ENTITY_BASE,
    orcid: 'VARCHAR',
    display_name_alternatives: 'VARCHAR[]',
    last_known_institution_ids: 'BIGINT[]',
    affiliations: 'STRUCT(institution_id BIGINT, years INTEGER[])[]',
    ids_scopus: 'VARCHAR',
    // derived
    a_last_known_countries: 'VARCHAR[]',
    a_last_known_types: 'VARCHAR[]',
    a_last_known_lineage: 'BIGINT[]',
    a_last_known_is_global_south: 'BOOLEAN',
    a_affiliation_ids: 'BIGINT[]',
    a_affiliation_types: 'VARCHAR[]',
  },
  institutions: {
    ...ENTITY_BASE,
    ror: 'VARCHAR',
    country_code: 'VARCHAR',
    type: 'VARCHAR',
    city: 'VARCHAR',
    region: 'VARCHAR',
    latitude: 'DOUBLE',
    longitude: 'DOUBLE',
    homepage_url: 'VARCHAR',
    image_url: 'VARCHAR',
    display_name_acronyms: 'VARCHAR[]',
    display_name_alternatives: 'VARCHAR[]',
    lineage: 'BIGINT[]',
    associated_institutions: 'STRUCT(id BIGINT, relationship VARCHAR)[]',
    ids_grid: 'VARCHAR',
    ids_wikidata: 'VARCHAR',
  },
  sources: {
    ...ENTITY_BASE,
    issn_l: 'VARCHAR',
    issn: 'VARCHAR[]',
    type: 'VARCHAR',
    host_organization_id: 'BIGINT',
    host_organization_kind: 'VARCHAR',
    is_oa: 'BOOLEAN',
    is_in_doaj: 'BOOLEAN',
    is_core: 'BOOLEAN',
    apc_usd: 'INTEGER',
    country_code: 'VARCHAR',
    homepage_url: 'VARCHAR',
    abbreviated_title: 'VARCHAR',
    alternate_titles: 'VARCHAR[]',
  },
  publishers: {
    ...ENTITY_BASE,
    alternate_titles: 'VARCHAR[]',
    hierarchy_level: 'INTEGER',
    parent_publisher_id: 'BIGINT',
    lineage: 'BIGINT[]',
    country_codes: 'VARCHAR[]',
    homepage_url: 'VARCHAR',
    image_url: 'VARCHAR',
    ror: 'VARCHAR',
    sources_count: 'INTEGER',
  },
  funders: {
    ...ENTITY_BASE,
    alternate_titles: 'VARCHAR[]',
    country_code: 'VARCHAR',
    description: 'VARCHAR',
    homepage_url: 'VARCHAR',
    image_url: 'VARCHAR',
    ror: 'VARCHAR',
    crossref_id: 'VARCHAR',
    doi: 'VARCHAR',
    wikidata: 'VARCHAR',
    grants_count: 'INTEGER',
  },
  topics: {
    ...ENTITY_BASE,
    description: 'VARCHAR',
    keywords: 'VARCHAR[]',
    subfield_id: 'INTEGER',
    field_id: 'INTEGER',
    domain_id: 'INTEGER',
    wikipedia: 'VARCHAR',
  },
  concepts: {
    ...ENTITY_BASE,
    wikidata: 'VARCHAR',
    level: 'INTEGER',
    description: 'VARCHAR',
    ancestor_ids: 'BIGINT[]',
    image_url: 'VARCHAR',
  },
  keywords: {
    id: 'VARCHAR',
    display_name: 'VARCHAR',
    is_stub: 'BOOLEAN',
    works_count: 'INTEGER',
    cited_by_count: 'BIGINT',
    created_date: 'VARCHAR',
    updated_date: 'VARCHAR',
  },
} as const satisfies Record<string, ColumnTypes>;

export type TableName = keyof typeof TABLES;
export const TABLE_NAMES = Object.keys(TABLES) as TableName[];

export function createTableSql(name: TableName, tableName: string = name): string {
  const cols = Object.entries(TABLES[name]).map(([c, t]) => `"${c}" ${t}`);
  return `CREATE TABLE IF NOT EXISTS "${tableName}" (${cols.join(', ')})`;
}

/**
 * ALTER TABLE statements adding the columns of TABLES[name] that a table written by an older
 * version lacks (they read NULL until recomputed; see recordCountryBits in finalize.ts).
 */
export function addMissingColumnsSql(name: TableName, existing: ReadonlySet<string>): string[] {
  return Object.entries(TABLES[name])
    .filter(([c]) => !existing.has(c))
    .map(([c, t]) => `ALTER TABLE "${name}" ADD COLUMN "${c}" ${t}`);
}

/** The stored (not derived w_*) columns of works, in schema order: a whole record's. */
export const WORK_ROW_COLUMNS: readonly string[] = Object.keys(TABLES.works).filter((c) => !c.startsWith('w_'));

/**
 * Works columns that no filter, sort, group-by or count reads: only whole records do. A generated
 * catalogue keeps its works rows in search.sqlite, so its DuckDB table leaves these empty (NULL):
 * at 1M works DuckDB's loads took 43 instead of 63 CPU-seconds and catalogue.duckdb 0.70 instead
 * of 1.24 GB (has_abstract reads w_has_abstract). The catalogue_meta key WORKS_ROWS_META says so
 * (see restoreWorkRecordColumns).
 */
export const WORK_RECORD_ONLY_COLUMNS = ['abstract', 'authorships', 'keywords', 'sdgs', 'extra'] as const;

/**
 * A work's distinct raw affiliation strings, as SQL over its authorships. Works keep only whether
 * they have any (w_has_raw_affiliations): the strings are searched in the text index, and a list
 * of them took DuckDB's loads a tenth of their input.
 */
export const RAW_AFFILIATIONS_SQL =
  'list_distinct(flatten([[f.raw_affiliation_string for f in a.affiliations] for a in authorships]))';

/** catalogue_meta key: present when the works' record-only columns live in search.sqlite only. */
export const WORKS_ROWS_META = 'works_record_columns';

/**
 * `columns={...}` argument for read_json so the JSON Lines files load with exact types; `omit`:
 * columns not to read (they load as NULL with `INSERT … BY NAME`).
 */
export function readJsonColumns(name: TableName, omit: readonly string[] = []): string {
  const cols = Object.entries(TABLES[name])
    .filter(([c]) => !omit.includes(c))
    .map(([c, t]) => `'${c}': '${t.replace(/'/g, "''")}'`);
  return `{${cols.join(', ')}}`;
}
