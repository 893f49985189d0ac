import type { Duck } from './duck.js';

/**
 * Local counts: how many works of this catalogue an entity has (and their citations), and how many
 * works of this catalogue cite a work. An imported record keeps its own works_count and
 * cited_by_count, which count all of OpenAlex; the links of the app open this catalogue's works,
 * so they need the local figures too. They live beside the record, never in it: entity tables get
 * the columns below (not declared in TABLES, so records and the loader never see them), works get
 * a table of their citing counts (works without a citing work are not in it).
 */
export const LOCAL_WORKS_COUNT = 'l_works_count';
export const LOCAL_CITED_BY_COUNT = 'l_cited_by_count';
export const WORK_CITING_COUNTS = 'work_citing_counts';

/**
 * Write an entity table's local counts: from the per-entity totals table `s` (eid, n, c) of
 * finalize, or — where the table's own figures were computed from this catalogue's works (a
 * generated catalogue) — copied from works_count and cited_by_count.
 */
export async function writeLocalCounts(duck: Duck, table: string, from: 'totals' | 'own figures'): Promise<void> {
  await duck.run(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${LOCAL_WORKS_COUNT} INTEGER`);
  await duck.run(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${LOCAL_CITED_BY_COUNT} BIGINT`);
  if (from === 'own figures') {
    await duck.run(`UPDATE ${table} SET ${LOCAL_WORKS_COUNT} = works_count, ${LOCAL_CITED_BY_COUNT} = cited_by_count`);
    return;
  }
  await duck.run(`UPDATE ${table} SET ${LOCAL_WORKS_COUNT} = 0, ${LOCAL_CITED_BY_COUNT} = 0`);
  await duck.run(
    `UPDATE ${table} AS t SET ${LOCAL_WORKS_COUNT} = s.n, ${LOCAL_CITED_BY_COUNT} = coalesce(s.c, 0) FROM s WHERE t.id = s.eid`,
  );
}

/**
 * How many works of the catalogue list each work among their references. A generated catalogue's
 * works were given exactly that as cited_by_count (see generator/citations.ts), which is copied:
 * counting a million works' references costs tens of seconds on a small machine.
 */
export async function writeWorkCitingCounts(duck: Duck, from: 'references' | 'own figures'): Promise<void> {
  if (from === 'own figures') {
    await duck.run(
      `CREATE OR REPLACE TABLE ${WORK_CITING_COUNTS} AS SELECT id, cited_by_count::INTEGER AS n FROM works WHERE cited_by_count > 0`,
    );
    return;
  }
  await duck.run(`
    CREATE OR REPLACE TABLE ${WORK_CITING_COUNTS} AS
      SELECT r.id, count(*)::INTEGER AS n
      FROM (SELECT unnest(list_distinct(w.referenced_works)) AS id FROM works w) r
      WHERE r.id IN (SELECT id FROM works)
      GROUP BY r.id`);
}
