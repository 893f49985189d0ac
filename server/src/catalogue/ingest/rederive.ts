/**
 * The derived columns that read other entities (a work's institutions' RORs, types, countries and
 * lineages, its source's ISSNs and publisher, its topics' fields; an author's institutions'), made
 * right once an import into a catalogue has merged its entities: a work may be written before the
 * record that fills in the stubs it points at (a later file, a later import).
 */

import { createWriteStream, rmSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { type Duck, sqlString } from '../store/duck.js';
import { deriveAuthor, deriveWork, emptyMaps, type EntityMaps } from './derive.js';
import type { AuthorRow, WorkRow } from '../store/rows.js';
import { TABLES } from '../store/schema.js';
import { StoredWorks } from './restore-records.js';

/** The entity ids an import wrote, by table: the rows whose derived columns may have changed. */
export type TouchedIds = Record<'institutions' | 'sources' | 'publishers' | 'topics', Set<number>>;

export function noneTouched(): TouchedIds {
  return { institutions: new Set(), sources: new Set(), publishers: new Set(), topics: new Set() };
}

/** The w_* columns computed from other entities' rows (see deriveWork). */
const WORK_COLUMNS = [
  'w_lineage',
  'w_institution_rors',
  'w_institution_types',
  'w_countries',
  'w_continents',
  'w_is_global_south',
  'w_countries_count',
  'w_country_bits',
  'w_primary_subfield_id',
  'w_primary_field_id',
  'w_primary_domain_id',
  'w_subfield_ids',
  'w_field_ids',
  'w_domain_ids',
  'w_source_issns',
  'w_source_type',
  'w_source_is_in_doaj',
  'w_source_is_oa',
  'w_source_is_core',
  'w_source_host_id',
  'w_source_publisher_lineage',
  'w_repository_ids',
] as const;

const AUTHOR_COLUMNS = Object.keys(TABLES.authors).filter((c) => c.startsWith('a_'));

/** What the derived columns need of the entity tables, read from the catalogue. */
export async function loadEntityMaps(duck: Duck, countries: EntityMaps['countries']): Promise<EntityMaps> {
  const maps = emptyMaps(countries);
  const rows = (sql: string) => duck.all<{ id: number; [k: string]: unknown }>(sql);
  for (const r of await rows('SELECT id, lineage, type, country_code, ror, is_stub FROM institutions')) {
    maps.institutions.set(r.id, r as never);
  }
  const sources = await rows(
    'SELECT id, type, issn, issn_l, is_in_doaj, is_oa, is_core, host_organization_id, host_organization_kind, is_stub FROM sources',
  );
  for (const r of sources) maps.sources.set(r.id, r as never);
  for (const r of await rows('SELECT id, lineage, is_stub FROM publishers')) maps.publishers.set(r.id, r as never);
  for (const r of await rows('SELECT id, subfield_id, field_id, domain_id, is_stub FROM topics')) {
    maps.topics.set(r.id, r as never);
  }
  return maps;
}

const idList = (ids: Set<number>) => `[${[...ids].filter(Number.isSafeInteger).join(',')}]::BIGINT[]`;

/**
 * Recompute the entity-dependent derived columns of the works and authors that point at touched
 * entities. `onProgress`: the rows of a table checked so far.
 */
export async function rederive(
  duck: Duck,
  touched: TouchedIds,
  countries: EntityMaps['countries'],
  scratchDir: string,
  onProgress?: (table: 'works' | 'authors', rows: number) => void,
  /**
   * The search file whose stored rows hold the authorships of the works that have none in DuckDB
   * (a catalogue updated in place: see restoreWorkRecordColumnsOf); without it they would be
   * derived as if they had none.
   */
  storedRows?: string,
): Promise<void> {
  if (Object.values(touched).every((s) => s.size === 0)) return;
  const stored = storedRows ? new StoredWorks(storedRows) : undefined;
  try {
    await rederiveTables(duck, touched, countries, scratchDir, onProgress, stored);
  } finally {
    stored?.close();
  }
}

async function rederiveTables(
  duck: Duck,
  touched: TouchedIds,
  countries: EntityMaps['countries'],
  scratchDir: string,
  onProgress: ((table: 'works' | 'authors', rows: number) => void) | undefined,
  stored: StoredWorks | undefined,
): Promise<void> {
  const maps = await loadEntityMaps(duck, countries);
  const inst = idList(touched.institutions);
  const pubs = idList(touched.publishers);
  await update(
    duck,
    'works',
    'id, authorships, topics, primary_location, locations',
    `list_has_any(w_institution_ids, ${inst}) OR list_has_any(w_location_source_ids, ${idList(touched.sources)})
     OR list_has_any(w_topic_ids, ${idList(touched.topics)}) OR list_has_any(w_source_publisher_lineage, ${pubs})
     OR list_contains(${pubs}, w_source_host_id)`,
    WORK_COLUMNS,
    (r) => {
      if (r.authorships == null && stored) r.authorships = stored.record(Number(r.id))?.authorships ?? null;
      return deriveWork(asWork(r), maps);
    },
    scratchDir,
    onProgress,
  );
  await update(
    duck,
    'authors',
    'id, last_known_institution_ids, affiliations',
    `list_has_any(last_known_institution_ids, ${inst}) OR list_has_any(a_affiliation_ids, ${inst})`,
    AUTHOR_COLUMNS,
    (r) => deriveAuthor(r as unknown as AuthorRow, maps),
    scratchDir,
    onProgress,
  );
}

function asWork(r: Record<string, unknown>): WorkRow {
  const empty = { concepts: [], keywords: [], sdgs: [], grants: [], referenced_works: [], best_oa_location: null };
  return { ...empty, ...r, abstract: null } as unknown as WorkRow;
}

async function update(
  duck: Duck,
  table: 'works' | 'authors',
  read: string,
  where: string,
  columns: readonly string[],
  derive: (row: Record<string, unknown>) => Record<string, unknown>,
  scratchDir: string,
  onProgress?: (table: 'works' | 'authors', rows: number) => void,
): Promise<void> {
  const file = path.join(scratchDir, `rederive-${table}-${process.pid}.jsonl`);
  const types = TABLES[table] as Record<string, string>;
  const spec = `{id: 'BIGINT', ${columns.map((c) => `${c}: ${sqlString(types[c]!)}`).join(', ')}}`;
  const set = columns.map((c) => `"${c}" = s."${c}"`).join(', ');
  // One pass over the table, streamed (paging by id rescans the table for every page); the rows
  // that change go to a file, applied in one UPDATE at the end.
  const out = createWriteStream(file);
  let changed = 0;
  let checked = 0;
  onProgress?.(table, 0);
  try {
    for await (const rows of duck.stream(
      `SELECT ${read}, ${columns.map((c) => `"${c}"`).join(', ')} FROM "${table}" WHERE ${where}`,
    )) {
      // Only the rows that change: an update rewrites storage, and most rows come out the same.
      const lines = rows.flatMap((r) => {
        const d = derive(r);
        const now = columns.map((c) => [c, d[c] ?? null] as const);
        if (now.every(([c, v]) => JSON.stringify(v) === JSON.stringify(r[c] ?? null))) return [];
        return [JSON.stringify(Object.fromEntries([['id', r.id], ...now]))];
      });
      changed += lines.length;
      checked += rows.length;
      onProgress?.(table, checked);
      if (lines.length && !out.write(lines.join('\n') + '\n')) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    if (changed) {
      await duck.run(
        `UPDATE "${table}" SET ${set} FROM read_json(${sqlString(file)}, format='newline_delimited', columns=${spec}) s WHERE "${table}".id = s.id`,
      );
    }
  } finally {
    out.destroy();
    rmSync(file, { force: true });
  }
}
