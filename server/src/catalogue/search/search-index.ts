import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Duck } from '../store/duck.js';
import type { SearchIndexer } from './search-indexer.js';
import { RAW_AFFILIATIONS_SQL, WORK_ROW_COLUMNS } from '../store/schema.js';
import { sqlString } from '../store/duck.js';
import { COUNTRIES } from '../vocab/geo.js';

/**
 * The full-text side of the catalogue, in SQLite FTS5:
 * - `works_fts` (search.sqlite): contentless index of work titles, abstracts, author names and
 *   affiliation strings; rowid = work id. Search returns matching ids (and BM25 scores) to DuckDB.
 * - `ac_<entity>` (names.sqlite; in search.sqlite in catalogues written before it): name index
 *   per entity type for autocomplete and entity search. Rows are
 *   inserted most-cited first, so FTS5's natural rowid order yields the most popular matches
 *   first and `LIMIT 10` needs no sort over all matches.
 */

export const AC_ENTITIES = [
  'works',
  'authors',
  'sources',
  'institutions',
  'publishers',
  'funders',
  'topics',
  'concepts',
  'keywords',
] as const;
export type AcEntity = (typeof AC_ENTITIES)[number];

/**
 * Country names as an SQL table (id, display_name): the countries table is made by the counts
 * pass, and the authors' names are indexed before it.
 */
const COUNTRY_NAMES = `(VALUES ${COUNTRIES.map((c) => `(${sqlString(c.id)}, ${sqlString(c.display_name)})`).join(', ')})`;

/** SQL (DuckDB) producing the autocomplete rows of each entity: name text, display fields. */
const AC_SOURCES: Record<AcEntity, string> = {
  works: `SELECT id::VARCHAR AS eid, title AS name, title AS display_name,
      array_to_string(coalesce(w_first_authors,
        [a.author_display_name for a in authorships[1:3] if a.author_display_name IS NOT NULL]), ', ')
        || CASE WHEN w_authors_count > 3 THEN ' et al.' ELSE '' END AS hint,
      cited_by_count, 0 AS works_count, CASE WHEN doi IS NOT NULL THEN 'https://doi.org/' || doi END AS external_id
    FROM works WHERE title IS NOT NULL ORDER BY cited_by_count DESC, id`,
  authors: `SELECT a.id::VARCHAR AS eid, a.display_name || ' ' || array_to_string(a.display_name_alternatives, ' ') AS name, a.display_name,
      (SELECT i.display_name || coalesce(', ' || c.display_name, '') FROM institutions i LEFT JOIN ${COUNTRY_NAMES} c(id, display_name) ON c.id = i.country_code
        WHERE i.id = a.last_known_institution_ids[1]) AS hint,
      a.cited_by_count, a.works_count, CASE WHEN a.orcid IS NOT NULL THEN 'https://orcid.org/' || a.orcid END AS external_id
    FROM authors a ORDER BY a.works_count DESC, a.cited_by_count DESC, a.id`,
  sources: `SELECT s.id::VARCHAR AS eid, s.display_name || ' ' || coalesce(s.abbreviated_title, '') || ' ' || array_to_string(s.alternate_titles, ' ') AS name,
      s.display_name,
      coalesce((SELECT p.display_name FROM publishers p WHERE p.id = s.host_organization_id), (SELECT i.display_name FROM institutions i WHERE i.id = s.host_organization_id)) AS hint,
      s.cited_by_count, s.works_count, s.issn_l AS external_id
    FROM sources s ORDER BY s.works_count DESC, s.cited_by_count DESC, s.id`,
  institutions: `SELECT i.id::VARCHAR AS eid, i.display_name || ' ' || array_to_string(i.display_name_acronyms, ' ') || ' ' || array_to_string(i.display_name_alternatives, ' ') AS name,
      i.display_name, concat_ws(', ', i.city, c.display_name) AS hint,
      i.cited_by_count, i.works_count, CASE WHEN i.ror IS NOT NULL THEN 'https://ror.org/' || i.ror END AS external_id
    FROM institutions i LEFT JOIN countries c ON c.id = i.country_code ORDER BY i.works_count DESC, i.cited_by_count DESC, i.id`,
  publishers: `SELECT p.id::VARCHAR AS eid, p.display_name || ' ' || array_to_string(p.alternate_titles, ' ') AS name, p.display_name,
      array_to_string(p.country_codes, ', ') AS hint, p.cited_by_count, p.works_count, CASE WHEN p.ror IS NOT NULL THEN 'https://ror.org/' || p.ror END AS external_id
    FROM publishers p ORDER BY p.works_count DESC, p.id`,
  funders: `SELECT f.id::VARCHAR AS eid, f.display_name || ' ' || array_to_string(f.alternate_titles, ' ') AS name, f.display_name,
      concat_ws(', ', c.display_name, f.description) AS hint, f.cited_by_count, f.works_count,
      CASE WHEN f.ror IS NOT NULL THEN 'https://ror.org/' || f.ror END AS external_id
    FROM funders f LEFT JOIN countries c ON c.id = f.country_code ORDER BY f.works_count DESC, f.id`,
  topics: `SELECT t.id::VARCHAR AS eid, t.display_name || ' ' || array_to_string(t.keywords, ' ') AS name, t.display_name,
      t.description AS hint, t.cited_by_count, t.works_count, NULL AS external_id
    FROM topics t ORDER BY t.works_count DESC, t.id`,
  concepts: `SELECT c.id::VARCHAR AS eid, c.display_name AS name, c.display_name, c.description AS hint, c.cited_by_count, c.works_count,
      c.wikidata AS external_id FROM concepts c ORDER BY c.works_count DESC, c.id`,
  keywords: `SELECT k.id AS eid, k.display_name AS name, k.display_name, NULL AS hint, k.cited_by_count, k.works_count, NULL AS external_id
    FROM keywords k ORDER BY k.works_count DESC, k.id`,
};

/** struct_pack arguments of the stored (not derived) works columns. */
function workRowFields(): string {
  return WORK_ROW_COLUMNS.map((c) => `"${c}" := t."${c}"`).join(', ');
}

/** DuckDB's memory while it writes out the works' text (see exportWorksText). */
const WORKS_TEXT_MEMORY_LIMIT = '2GB';

/**
 * The works' text and stored rows as a JSON Lines file for WorksTextIndex.addWorksFile; `only`:
 * the works whose ids are in that table (an update's), not all of them.
 */
export async function exportWorksText(duck: Duck, file: string, only?: string): Promise<void> {
  // Each line names its work, so in any order; on one thread, with more memory than the rest of
  // the build: a million imported works (their whole records, authorships and all, still in
  // DuckDB at this point) ran out of 1 GB here, kept in insertion order or not.
  await duck.withSettings(
    { preserve_insertion_order: 'false', threads: '1', memory_limit: `'${WORKS_TEXT_MEMORY_LIMIT}'` },
    () => exportWorksTextLines(duck, file, only),
  );
}

async function exportWorksTextLines(duck: Duck, file: string, only: string | undefined): Promise<void> {
  await duck.run(
    `COPY (SELECT id, title, abstract,
        array_to_string([a.author_display_name for a in authorships if a.author_display_name IS NOT NULL], ' ') AS authors,
        array_to_string(${RAW_AFFILIATIONS_SQL}, ' ') AS affiliations,
        to_json(struct_pack(${workRowFields()}))::VARCHAR AS row
      FROM works t${only ? ` WHERE t.id IN (SELECT id FROM "${only}")` : ''}) TO ${sqlString(file)} (FORMAT json)`,
  );
}

/**
 * Index the works' text from DuckDB: written out here, indexed in the indexer's thread (which the
 * returned promise waits for, finished) while DuckDB goes on. `only`: a table of the ids of an
 * update in place, whose works are taken out of the index first and those still in DuckDB put
 * back (see ingest/delta.ts). Resolves to the number of works indexed.
 */
export async function indexWorksText(
  duck: Duck,
  indexer: () => SearchIndexer,
  scratchDir: string,
  only?: string,
): Promise<{ indexed: Promise<number> }> {
  const worksFile = path.join(scratchDir, `works-text-${process.pid}.jsonl`);
  await exportWorksText(duck, worksFile, only);
  let removed: Promise<unknown> = Promise.resolve();
  if (only) {
    const idsFile = path.join(scratchDir, `works-delta-${process.pid}.csv`);
    await duck.run(`COPY (SELECT id FROM "${only}" ORDER BY id) TO ${sqlString(idsFile)} (FORMAT csv, HEADER false)`);
    removed = indexer()
      .removeWorks(idsFile)
      .finally(() => rmSync(idsFile, { force: true }));
  }
  const indexed = removed
    .then(() => indexer().addWorksFile(worksFile))
    .finally(() => rmSync(worksFile, { force: true }))
    .then(async (rows) => {
      await indexer().finishWorks();
      return rows;
    });
  indexed.catch(() => undefined); // the caller awaits it
  return { indexed };
}

/**
 * Fill the name tables of the given entity types: DuckDB writes one type's rows to a file while
 * the indexer fills the table of the type before.
 */
export async function addNameTables(
  duck: Duck,
  indexer: SearchIndexer,
  scratchDir: string,
  entities: readonly AcEntity[],
  onProgress?: (stage: string, done: number) => void,
): Promise<void> {
  const filled: Promise<void>[] = [];
  for (const entity of entities) {
    const file = path.join(scratchDir, `names-${entity}-${process.pid}.jsonl`);
    await duck.run(`COPY (${AC_SOURCES[entity]}) TO ${sqlString(file)} (FORMAT json)`);
    const done = indexer.addNames(`ac_${entity}`, file).then((rows) => {
      rmSync(file, { force: true });
      onProgress?.(`${entity} names`, rows);
    });
    done.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
    filled.push(done);
  }
  await Promise.all(filled);
}
