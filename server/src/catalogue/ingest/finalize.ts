import { COUNTS_FROM_YEAR_OFFSET } from './counts-window.js';
import type { Duck } from '../store/duck.js';
import { sqlString } from '../store/duck.js';
import { BIT_COUNTRIES } from '../vocab/country-bits.js';
import { COUNTRIES, CONTINENTS } from '../vocab/geo.js';
import { LANGUAGES } from '../vocab/languages.js';
import { LICENSES } from '../vocab/licenses.js';
import { SDGS } from '../vocab/sdgs.js';
import { writeLocalCounts, writeWorkCitingCounts } from '../store/local-counts.js';
import { writeAnalyticsMetrics } from '../store/analytics-metrics.js';
import { DOMAINS, FIELDS, SUBFIELDS } from '../vocab/taxonomy.js';
import { ALL_WORK_TYPES } from '../vocab/work-types.js';
import { RAW_AFFILIATIONS_SQL, TABLES, type TableName } from '../store/schema.js';
import { SOURCE_TYPES } from '../vocab/source-types.js';
import { INSTITUTION_TYPES } from '../vocab/institution-types.js';

/** Which works column says a work belongs to an entity (for counts and summary stats). */
const MEMBERSHIP: Record<string, string> = {
  authors: 'w_author_ids',
  institutions: 'w_lineage',
  sources: 'w_location_source_ids',
  publishers: 'w_source_publisher_lineage',
  funders: 'w_funder_ids',
  topics: 'w_topic_ids',
  concepts: 'w_concept_ids',
  keywords: 'w_keyword_ids',
};

function values(rows: readonly (readonly (string | number | boolean | null)[])[]): string {
  return rows
    .map(
      (r) => `(${r.map((v) => (v === null ? 'NULL' : typeof v === 'string' ? sqlString(v) : String(v))).join(', ')})`,
    )
    .join(',\n');
}

/**
 * Recompute what depends on the works: entity counts and summary stats (for stubs, or for every
 * row of a generated catalogue), and the derived lists (countries, types, licences …) with their
 * works and citation counts. Runs after every generate or import.
 */
export async function finalizeCatalogue(
  duck: Duck,
  opts: {
    recomputeAll: boolean;
    currentYear: number;
    /** entity tables whose counts and stats were written final (the generator's authors) */
    final?: readonly string[];
    /** each step as it starts: steps done, out of all, and what the step is */
    onStep?: (done: number, total: number, step: string) => void;
  },
): Promise<void> {
  const fromYear = opts.currentYear - COUNTS_FROM_YEAR_OFFSET;
  const tables = Object.keys(MEMBERSHIP);
  const total = 6 + tables.length + (opts.recomputeAll ? 1 : 0);
  let done = 0;
  const step = (name: string) => opts.onStep?.(done++, total, name);
  step('what each work counts');
  // What the stats need of each work, once: c1 = its citations last year, cby = its citations by
  // year within the counts_by_year window.
  await duck.run(`
    CREATE OR REPLACE TEMP TABLE wk AS
      SELECT cited_by_count AS c, publication_year AS y,
        coalesce(list_sum([x.cited_by_count for x in counts_by_year if x.year = ${opts.currentYear - 1}]), 0) AS c1,
        [x for x in counts_by_year if x.year >= ${fromYear}] AS cby,
        ${Object.values(MEMBERSHIP).join(', ')}
      FROM works`);
  for (const [table, column] of Object.entries(MEMBERSHIP)) {
    step(table);
    if (opts.final?.includes(table)) {
      await writeLocalCounts(duck, table, 'own figures');
      continue;
    }
    const hasStats = table !== 'keywords';
    // One row per (entity, work).
    await duck.run(
      `CREATE OR REPLACE TEMP TABLE m AS SELECT unnest(${column}) AS eid, c, y${hasStats ? ', c1, cby' : ''} FROM wk`,
    );
    await duck.run(hasStats ? entityStatsSql(opts.currentYear, fromYear) : entityTotalsSql());
    if (opts.recomputeAll) {
      await duck.run(rewriteWithFiguresSql(table, hasStats));
      await writeLocalCounts(duck, table, 'own figures');
      continue;
    }
    const where = 't.is_stub AND ';
    const statsSet = hasStats
      ? `, summary_stats = {'two_yr_mean_citedness': s.mean2, 'h_index': s.h_index::INTEGER, 'i10_index': s.i10::INTEGER}, counts_by_year = s.counts`
      : '';
    // Rows without works get zeros; rows with works get their computed figures.
    await duck.run(
      `UPDATE ${table} AS t SET works_count = 0, cited_by_count = 0${hasStats ? `, summary_stats = {'two_yr_mean_citedness': 0, 'h_index': 0, 'i10_index': 0}, counts_by_year = []` : ''} WHERE ${where}t.id NOT IN (SELECT eid FROM s WHERE eid IS NOT NULL)`,
    );
    await duck.run(
      `UPDATE ${table} AS t SET works_count = s.n, cited_by_count = s.c${statsSet} FROM s WHERE ${where}t.id = s.eid`,
    );
    // Imported rows keep their OpenAlex-wide figures; the local ones go beside them.
    await writeLocalCounts(duck, table, 'totals');
  }
  step('works cited');
  await writeWorkCitingCounts(duck, opts.recomputeAll ? 'own figures' : 'references');
  await duck.run(`DROP TABLE IF EXISTS m; DROP TABLE IF EXISTS s; DROP TABLE IF EXISTS wk`);
  if (opts.recomputeAll) {
    step('publishers and funders');
    await duck.run(`UPDATE publishers SET sources_count = 0`);
    await duck.run(
      `UPDATE publishers AS p SET sources_count = s.n FROM (SELECT host_organization_id AS pid, count(*) AS n FROM sources GROUP BY 1) s WHERE p.id = s.pid`,
    );
    await duck.run(`UPDATE funders SET grants_count = 0`);
    await duck.run(
      `UPDATE funders AS f SET grants_count = s.n FROM (SELECT g.funder_id AS fid, count(*) AS n FROM (SELECT unnest(grants) AS g FROM works) GROUP BY 1) s WHERE f.id = s.fid`,
    );
  }
  step('countries, types, licences and the other lists');
  await buildDerivedLists(duck);
  step('country bits');
  await recordCountryBits(duck);
  // Works of a catalogue written before is_xpac existed: an imported xpac record kept its flag in
  // extra (in DuckDB: a merge restores the record-only columns first). Before the metrics, which
  // count regular works only.
  await duck.run(
    `UPDATE works SET is_xpac = coalesce(TRY_CAST(json_extract(extra, '$.is_xpac') AS BOOLEAN), false) WHERE is_xpac IS NULL`,
  );
  step('analytics metrics');
  await writeAnalyticsMetrics(duck);
  step('columns added since');
  // Works of a catalogue written before w_has_abstract existed (the column was added as NULL).
  await duck.run('UPDATE works SET w_has_abstract = abstract IS NOT NULL WHERE w_has_abstract IS NULL');
  // … and before w_has_raw_affiliations (their rows have their authorships in DuckDB).
  await duck.run(
    `UPDATE works SET w_has_raw_affiliations = coalesce(len(${RAW_AFFILIATIONS_SQL}) > 0, false) WHERE w_has_raw_affiliations IS NULL`,
  );
  opts.onStep?.(total, total, 'done');
}

/**
 * Point lookups (a record, a page's rows by id) use an ART index instead of scanning row groups.
 * Made once the works and entity tables are complete (after finalizeCatalogue).
 */
export async function indexIds(
  duck: Duck,
  onStep?: (done: number, total: number, table: string) => void,
): Promise<void> {
  const tables = ['works', ...Object.keys(MEMBERSHIP)];
  for (const [i, table] of tables.entries()) {
    onStep?.(i, tables.length, table);
    await duck.run(`CREATE INDEX IF NOT EXISTS ${table}_id ON ${table}(id)`);
  }
  onStep?.(tables.length, tables.length, 'done');
}

/**
 * Write the country → bit list the works' w_country_bits were derived with into the catalogue
 * (queries read it from there). Works are recomputed by SQL when the catalogue's list differs
 * (built with another list) or when some have no bits (written before the column existed).
 */
async function recordCountryBits(duck: Duck): Promise<void> {
  const stored = await duck
    .all(`SELECT code FROM country_bits ORDER BY bit`)
    .then((rows) => rows.map((r) => String(r.code)))
    .catch(() => undefined);
  const missing = await duck.one(`SELECT 1 AS x FROM works WHERE w_country_bits IS NULL LIMIT 1`);
  if (stored?.join() === BIT_COUNTRIES.join() && !missing) return;
  if (stored || missing) {
    const bit = BIT_COUNTRIES.map((code, i) => `WHEN ${sqlString(code)} THEN ${2 ** i}`).join(' ');
    await duck.run(
      `UPDATE works SET w_country_bits = coalesce(list_sum(list_transform(list_distinct(w_countries), c -> CASE c ${bit} ELSE 0 END)), 0)::BIGINT`,
    );
  }
  await duck.run(
    `CREATE OR REPLACE TABLE country_bits AS SELECT * FROM (VALUES ${values(BIT_COUNTRIES.map((code, i) => [code, i]))}) v(code, bit)`,
  );
}

/**
 * Every row of an entity table with its figures from s (zeros where it has no works), the table
 * rewritten in its row order: at a million works UPDATE took several times longer, as it
 * rewrites a row whose list column changes by deleting and appending it.
 */
function rewriteWithFiguresSql(table: string, hasStats: boolean): string {
  const types = TABLES[table as TableName] as Record<string, string>;
  const stats = hasStats
    ? `, {'two_yr_mean_citedness': coalesce(s.mean2, 0), 'h_index': coalesce(s.h_index, 0), 'i10_index': coalesce(s.i10, 0)}::${types.summary_stats} AS summary_stats, coalesce(s.counts, [])::${types.counts_by_year} AS counts_by_year`
    : '';
  return `CREATE OR REPLACE TABLE ${table} AS SELECT t.* REPLACE (coalesce(s.n, 0)::${types.works_count} AS works_count, coalesce(s.c, 0)::${types.cited_by_count} AS cited_by_count${stats})
    FROM ${table} t LEFT JOIN s ON t.id = s.eid ORDER BY t.rowid`;
}

/** Works and citation totals per entity of the membership table m. */
function entityTotalsSql(): string {
  return `CREATE OR REPLACE TEMP TABLE s AS SELECT eid, count(*) AS n, sum(c) AS c FROM m GROUP BY eid`;
}

/**
 * Totals, h-index, i10-index, two-year mean citedness and counts by year per entity of the
 * membership table m. The yearly counts are summed over one stream of (entity, year) rows and
 * sorted per entity afterwards: an ordered list aggregate or a join of two yearly tables costs
 * several times more at a million works.
 */
function entityStatsSql(currentYear: number, fromYear: number): string {
  return `
    CREATE OR REPLACE TEMP TABLE s AS
    WITH hist AS (
      SELECT eid, c, count(*) AS k FROM m GROUP BY eid, c
    ),
    h AS (
      SELECT eid, max(least(c, cum)) AS h_index, coalesce(sum(k) FILTER (WHERE c >= 10), 0)::BIGINT AS i10
      FROM (SELECT eid, c, k, sum(k) OVER (PARTITION BY eid ORDER BY c DESC) AS cum FROM hist) GROUP BY eid
    ),
    years AS (
      SELECT eid, y, sum(wn) AS wn, sum(cn) AS cn FROM (
        SELECT eid, y, 1 AS wn, 0 AS cn FROM m WHERE y >= ${fromYear}
        UNION ALL
        SELECT eid, x.year AS y, 0 AS wn, x.cited_by_count AS cn FROM (SELECT eid, unnest(cby) AS x FROM m)
      ) GROUP BY eid, y
    ),
    cby AS (
      SELECT eid, list_reverse_sort(list({'year': y, 'works_count': wn::INTEGER, 'cited_by_count': cn::INTEGER})) AS counts
      FROM years GROUP BY eid
    ),
    tot AS (
      SELECT eid, count(*) AS n, sum(c) AS c, avg(c1) FILTER (WHERE y BETWEEN ${currentYear - 3} AND ${currentYear - 2}) AS mean2
      FROM m GROUP BY eid
    )
    SELECT tot.eid, tot.n, tot.c, h.h_index, h.i10, coalesce(tot.mean2, 0) AS mean2, coalesce(cby.counts, []) AS counts
    FROM tot JOIN h USING (eid) LEFT JOIN cby USING (eid)`;
}

/**
 * A derived list (countries, types, …) with its works and citations counts. The xpac works are not
 * counted: a row's works link opens a list that leaves them out (query/xpac.ts).
 */
async function derived(duck: Duck, table: string, columns: string, rows: string, idColumn: string, memberSql: string) {
  await duck.run(`CREATE OR REPLACE TABLE ${table} AS SELECT * FROM (VALUES ${rows}) v(${columns})`);
  await duck.run(`ALTER TABLE ${table} ADD COLUMN works_count INTEGER DEFAULT 0`);
  await duck.run(`ALTER TABLE ${table} ADD COLUMN cited_by_count BIGINT DEFAULT 0`);
  await duck.run(`
    UPDATE ${table} AS t SET works_count = s.n, cited_by_count = s.c
    FROM (SELECT k, count(*) n, sum(cited_by_count) c FROM (SELECT ${memberSql} AS k, cited_by_count FROM works WHERE is_xpac IS NOT TRUE) WHERE k IS NOT NULL GROUP BY k) s
    WHERE t.${idColumn} = s.k`);
}

async function buildDerivedLists(duck: Duck): Promise<void> {
  await derived(
    duck,
    'countries',
    'id, display_name, continent_id, is_global_south',
    values(COUNTRIES.map((c) => [c.id, c.display_name, c.continent_id, c.is_global_south])),
    'id',
    'unnest(w_countries)',
  );
  await derived(
    duck,
    'continents',
    'id, display_name, wikidata',
    values(CONTINENTS.map((c) => [c.id, c.display_name, c.wikidata])),
    'id',
    'unnest(w_continents)',
  );
  await derived(
    duck,
    'languages',
    'id, display_name',
    values(LANGUAGES.map((l) => [l.id, l.display_name])),
    'id',
    'language',
  );
  await derived(
    duck,
    'types',
    'id, display_name, description',
    values(ALL_WORK_TYPES.map((t) => [t.id, t.display_name, t.description])),
    'id',
    'type',
  );
  await derived(
    duck,
    'source_types',
    'id, display_name, description',
    values(SOURCE_TYPES.map((t) => [t.id, t.display_name, t.description])),
    'id',
    'w_source_type',
  );
  await derived(
    duck,
    'institution_types',
    'id, display_name, description',
    values(INSTITUTION_TYPES.map((t) => [t.id, t.display_name, t.description])),
    'id',
    'unnest(w_institution_types)',
  );
  await derived(
    duck,
    'licenses',
    'id, display_name, url, description',
    values(LICENSES.map((l) => [l.id, l.display_name, l.url, l.description])),
    'id',
    'w_license',
  );
  await derived(
    duck,
    'sdgs',
    'id, display_name, description',
    values(SDGS.map((s) => [s.id, s.display_name, s.description])),
    'id',
    'unnest(w_sdg_ids)',
  );
  await derived(
    duck,
    'domains',
    'id, display_name, description',
    values(DOMAINS.map((d) => [d.id, d.display_name, d.description])),
    'id',
    'unnest(w_domain_ids)',
  );
  await derived(
    duck,
    'fields',
    'id, display_name, description, domain_id',
    values(FIELDS.map((f) => [f.id, f.display_name, f.description, f.domain_id])),
    'id',
    'unnest(w_field_ids)',
  );
  await derived(
    duck,
    'subfields',
    'id, display_name, field_id, domain_id',
    values(
      SUBFIELDS.map((s) => [
        s.id,
        s.display_name,
        s.field_id,
        FIELDS.find((f) => f.id === s.field_id)?.domain_id ?? null,
      ]),
    ),
    'id',
    'unnest(w_subfield_ids)',
  );
}
