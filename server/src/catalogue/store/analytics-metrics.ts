import type { Duck } from './duck.js';

/**
 * Each entity type's works metrics over the whole catalogue, for the analytics area's lists that
 * have no works filter (`get authors where …`): counted once when the catalogue is built, not on
 * every question (unnesting a million works' authors takes about half a second on two cores).
 * A works filter makes the metrics depend on the question, and they are computed then.
 *
 * The link is the works column the data API's works filter of the entity reads (see
 * query/entities.ts `worksFilter`); the table of links records it, and the analytics engine uses
 * a metrics table only while its link is the one its compiler would unnest.
 */
export const METRIC_LINKS: Readonly<Record<string, { sql: string; list: boolean }>> = {
  authors: { sql: 't.w_author_ids', list: true },
  sources: { sql: 't.w_source_id', list: false },
  institutions: { sql: 't.w_lineage', list: true },
  publishers: { sql: 't.w_source_publisher_lineage', list: true },
  funders: { sql: 't.w_funder_ids', list: true },
  topics: { sql: 't.w_primary_topic_id', list: false },
  concepts: { sql: 't.w_concept_ids', list: true },
  keywords: { sql: 't.w_keyword_ids', list: true },
  domains: { sql: 't.w_primary_domain_id', list: false },
  fields: { sql: 't.w_primary_field_id', list: false },
  subfields: { sql: 't.w_primary_subfield_id', list: false },
  sdgs: { sql: 't.w_sdg_ids', list: true },
  countries: { sql: 't.w_countries', list: true },
  continents: { sql: 't.w_continents', list: true },
  languages: { sql: 't.language', list: false },
  types: { sql: 't.type', list: false },
  source_types: { sql: 't.w_source_type', list: false },
  institution_types: { sql: 't.w_institution_types', list: true },
  licenses: { sql: 't.best_oa_location.license', list: false },
};

export const METRIC_LINKS_TABLE = 'analytics_metric_links';
export const metricsTable = (table: string) => `metrics_${table}`;

/**
 * Writes metrics_<table> (id, n works, cited: their citations, fwci_sum and fwci_n: the FWCIs
 * present, oa: the open-access works) for every entity table, and the links they were counted by.
 * The xpac works are not counted, as a question without is_xpac leaves them out (query/xpac.ts).
 */
export async function writeAnalyticsMetrics(duck: Duck): Promise<void> {
  await duck.run(`CREATE OR REPLACE TABLE ${METRIC_LINKS_TABLE} (tbl VARCHAR, link VARCHAR)`);
  for (const [table, link] of Object.entries(METRIC_LINKS)) {
    // a catalogue without the column (written by an older version) computes these per question
    const hasColumn = await duck
      .one(`SELECT ${link.sql} AS k FROM works t LIMIT 0`)
      .then(() => true)
      .catch(() => false);
    if (!hasColumn) continue;
    await duck.run(`
      CREATE OR REPLACE TABLE ${metricsTable(table)} AS
        SELECT k AS id, count(*)::BIGINT AS n, coalesce(sum(cited_by_count), 0)::BIGINT AS cited,
          sum(fwci)::DOUBLE AS fwci_sum, count(fwci)::BIGINT AS fwci_n,
          (count(*) FILTER (WHERE is_oa))::BIGINT AS oa
        FROM (SELECT ${link.list ? `unnest(${link.sql})` : link.sql} AS k, t.cited_by_count, t.fwci, t.is_oa FROM works t WHERE t.is_xpac IS NOT TRUE)
        WHERE k IS NOT NULL GROUP BY 1`);
    await duck.run(`INSERT INTO ${METRIC_LINKS_TABLE} VALUES ('${table}', '${link.sql}')`);
  }
}

/** The links of the metrics tables a catalogue has (none for one built before they existed). */
export async function readMetricLinks(duck: Duck): Promise<Map<string, string>> {
  const rows = await duck
    .all<{ tbl: string; link: string }>(`SELECT tbl, link FROM ${METRIC_LINKS_TABLE}`)
    .catch(() => []);
  return new Map(rows.map((row) => [row.tbl, row.link]));
}
