import { constants, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../config.js';
import { Duck, sqlString } from '../store/duck.js';
import { TABLE_NAMES } from '../store/schema.js';
import { type FormatChoice, listSnapshot, walk } from '../openalex/snapshot-files.js';
import { MERGED_IDS_TABLE } from '../store/merged-ids.js';
import { currentVersion, discardVersion, newVersion, switchTo, versionDir } from '../versions.js';
import { catalogueFiles, importInto, type ImportReport } from './build.js';
import { newestPartition, partitionOf, WATERMARK_META } from './partitions.js';
import { DELTA_TABLE, searchTakesDeltas } from './delta.js';
import { restoreWorkRecordColumnsOf } from './restore-records.js';
import { copyFilesWithProgress, type BuildProgress } from './build-progress.js';

export { WATERMARK_META };

/**
 * `catalogue update DIR`: a catalogue kept current from OpenAlex's snapshot. The snapshot's
 * records sit in folders `updated_date=YYYY-MM-DD` (each holds the records last changed that day);
 * the catalogue remembers the newest such date it imported (its watermark, in catalogue_meta), and
 * an update imports only the partitions newer than it, removes the ids of works/deleted_ids.csv
 * and of merged_ids/<entity>/*.csv (whose ids then answer with the record they were merged into),
 * into a copy of the served version, then serves the copy (see versions.ts).
 */

const DELETED = /(^|[\\/])deleted_ids\.csv(\.gz)?$/;
const MERGED = /(?:^|[\\/])merged_ids[\\/]([a-z_-]+)[\\/][^\\/]+\.csv(\.gz)?$/;
const PARQUET = /\.parquet$/;

/** The files of partitions newer than `watermark` (all of them without one), and the partitions left out. */
export function filesAfter(
  files: readonly string[],
  watermark: string | undefined,
): { files: string[]; partitions: string[]; skipped: string[] } {
  const taken = new Set<string>();
  const skipped = new Set<string>();
  const out: string[] = [];
  for (const f of files) {
    const p = partitionOf(f);
    if (!p) continue;
    if (watermark && p.date <= watermark) skipped.add(p.dir);
    else {
      taken.add(p.dir);
      out.push(f);
    }
  }
  return { files: out, partitions: [...taken], skipped: [...skipped] };
}

export interface UpdateOptions {
  /** the largest share of the catalogue's works an update may change without `force` (default 0.2) */
  maxChange?: number;
  force?: boolean;
  onProgress?: BuildProgress;
  /** where an entity is there in both formats, which to read (default auto: see listSnapshot) */
  format?: FormatChoice;
  /**
   * rebuild the search index from every work and compact the catalogue file, as an import does,
   * rather than change only the update's works (what a catalogue whose index was written before
   * works could be taken out of it always gets)
   */
  rebuild?: boolean;
}

export interface UpdateResult {
  version: string;
  previous: string;
  watermark: string | undefined;
  partitions: string[];
  skipped: string[];
  works: number;
  added: number;
  replaced: number;
  deleted: number;
  merged: number;
  /**
   * whether the search file was changed in place, only the update's works (see delta.ts), or
   * rebuilt from every work (a catalogue whose index was written before works could be taken out)
   */
  inPlace: boolean;
  report: ImportReport;
}

/** A number of ids as a SQL source over the snapshot's id column (`https://openalex.org/W12` → 12). */
const ID_NUMBER = (column: string) => `TRY_CAST(regexp_extract(${column}, '([0-9]+)\\s*$', 1) AS BIGINT)`;

function listSql(files: string[]): string {
  return `[${files.map(sqlString).join(', ')}]`;
}

/** Copy a version's files (a reflink where the file system has them) into a new folder. */
async function copyVersion(from: string, to: string, onProgress: BuildProgress | undefined): Promise<void> {
  const names = ['catalogue.duckdb', 'catalogue.duckdb.wal', 'search.sqlite', 'names.sqlite'];
  const files = names.filter((name) => existsSync(path.join(from, name)) && statSync(path.join(from, name)).isFile());
  const pairs = files.map((name) => ({ from: path.join(from, name), to: path.join(to, name) }));
  await copyFilesWithProgress(pairs, constants.COPYFILE_FICLONE, onProgress, 'copying the catalogue');
}

/** Stage the delta in the copy: the ids the partitions bring, deletes and merges; count what changes. */
async function stageDelta(duck: Duck, source: { works: string[]; deleted: string[]; merged: Map<string, string[]> }) {
  const json = source.works.filter((f) => !PARQUET.test(f));
  const parquet = source.works.filter((f) => PARQUET.test(f));
  const reads = [
    ...(json.length
      ? [
          `SELECT ${ID_NUMBER('id')} AS id FROM read_json(${listSql(json)}, format = 'newline_delimited', columns = {id: 'VARCHAR'}, ignore_errors = true)`,
        ]
      : []),
    ...(parquet.length ? [`SELECT ${ID_NUMBER('id::VARCHAR')} AS id FROM read_parquet(${listSql(parquet)})`] : []),
  ];
  await duck.run(
    `CREATE TEMP TABLE update_ids AS SELECT DISTINCT id FROM (${reads.join(' UNION ALL ') || 'SELECT NULL::BIGINT AS id'}) WHERE id IS NOT NULL`,
  );
  await duck.run(
    source.deleted.length
      ? `CREATE TEMP TABLE deleted_ids AS SELECT DISTINCT ${ID_NUMBER('column0')} AS id FROM read_csv(${listSql(source.deleted)}, header = false, columns = {'column0': 'VARCHAR'}) WHERE ${ID_NUMBER('column0')} IS NOT NULL`
      : 'CREATE TEMP TABLE deleted_ids (id BIGINT)',
  );
  await duck.run(
    `CREATE TABLE IF NOT EXISTS ${MERGED_IDS_TABLE} (entity VARCHAR, id BIGINT, merge_into_id BIGINT, merge_date VARCHAR)`,
  );
  await duck.run(`CREATE TEMP TABLE new_merges (entity VARCHAR, id BIGINT, merge_into_id BIGINT, merge_date VARCHAR)`);
  for (const [table, files] of source.merged) {
    await duck.run(
      `INSERT INTO new_merges SELECT ${sqlString(table)}, ${ID_NUMBER('id')}, ${ID_NUMBER('merge_into_id')}, merge_date
       FROM read_csv(${listSql(files)}, header = true, all_varchar = true, union_by_name = true)
       WHERE ${ID_NUMBER('id')} IS NOT NULL AND ${ID_NUMBER('merge_into_id')} IS NOT NULL AND ${ID_NUMBER('id')} <> ${ID_NUMBER('merge_into_id')}`,
    );
  }
  const n = async (sql: string) => Number((await duck.one<{ n: number | bigint }>(sql))?.n ?? 0);
  const works = await n('SELECT count(*) AS n FROM works');
  const replaced = await n('SELECT count(*) AS n FROM update_ids u SEMI JOIN works w ON w.id = u.id');
  const incoming = await n('SELECT count(*) AS n FROM update_ids');
  const deleted = await n(
    `SELECT count(*) AS n FROM works w WHERE w.id IN (SELECT id FROM deleted_ids UNION SELECT id FROM new_merges WHERE entity = 'works')`,
  );
  const merged = await n('SELECT count(*) AS n FROM new_merges');
  return { works, added: incoming - replaced, replaced, deleted, merged };
}

/** Remove deleted and merged records, and keep the merges for lookups of the merged ids. */
async function applyDeletes(duck: Duck): Promise<void> {
  await duck.run('DELETE FROM works WHERE id IN (SELECT id FROM deleted_ids)');
  const tables = await duck.all<{ entity: string }>('SELECT DISTINCT entity FROM new_merges');
  for (const { entity } of tables) {
    await duck.run(`DELETE FROM "${entity}" WHERE id IN (SELECT id FROM new_merges WHERE entity = ?)`, [entity]);
  }
  await duck.run(
    `DELETE FROM ${MERGED_IDS_TABLE} m WHERE EXISTS (SELECT 1 FROM new_merges n WHERE n.entity = m.entity AND n.id = m.id)`,
  );
  await duck.run(`INSERT INTO ${MERGED_IDS_TABLE} SELECT DISTINCT * FROM new_merges`);
  // A record merged away and then deleted answers nothing.
  await duck.run(`DELETE FROM ${MERGED_IDS_TABLE} WHERE entity = 'works' AND id IN (SELECT id FROM deleted_ids)`);
}

function share(n: number): string {
  return `${(100 * n).toFixed(1)}%`;
}

/** Apply the snapshot's changes since the catalogue's watermark, as a new version, and serve it. */
export async function updateCatalogue(
  dataDir: string,
  source: string,
  opts: UpdateOptions = {},
): Promise<UpdateResult> {
  const maxChange = opts.maxChange ?? 0.2;
  // One format of an entity that is there in both: the other holds the same records again.
  const leftOut = new Set((await listSnapshot(source, opts.format ?? 'auto')).leftOut.map((f) => f.path));
  const all = (await walk(source)).filter((f) => !leftOut.has(f));
  const from = currentVersion(dataDir);
  const fromDir = versionDir(dataDir, from);
  if (!existsSync(path.join(fromDir, 'catalogue.duckdb')))
    throw new ConfigError(`No catalogue in ${dataDir} to update: import one first.`);
  const next = newVersion(dataDir);
  let ok = false;
  try {
    await copyVersion(fromDir, next.dir, opts.onProgress);
    const files = catalogueFiles(next.dir);
    const inPlace = !opts.rebuild && searchTakesDeltas(files.search);
    const duck = await Duck.open(files.duck, { pool: 1 });
    let picked: ReturnType<typeof filesAfter>;
    let delta: Awaited<ReturnType<typeof stageDelta>>;
    let watermark: string | undefined;
    try {
      const meta = await duck
        .one<{ value: string }>('SELECT value FROM catalogue_meta WHERE key = ?', [WATERMARK_META])
        .catch(() => undefined);
      picked = filesAfter(all, meta?.value);
      const merged = new Map<string, string[]>();
      for (const f of all) {
        const table = MERGED.exec(f)?.[1]?.replace(/-/g, '_');
        if (table && (TABLE_NAMES as readonly string[]).includes(table))
          merged.set(table, [...(merged.get(table) ?? []), f]);
      }
      const works = picked.files.filter((f) => /[\\/]works[\\/]updated_date=/.test(f));
      opts.onProgress?.('reading the ids of the changes', 0, undefined, {
        detail: `${picked.partitions.length} partitions, ${works.length} works files`,
      });
      delta = await stageDelta(duck, { works, deleted: all.filter((f) => DELETED.test(f)), merged });
      const changed = delta.added + delta.replaced + delta.deleted;
      const ratio = changed / Math.max(1, delta.works);
      if (ratio > maxChange && !opts.force) {
        throw new ConfigError(
          `The update would change ${changed} of the catalogue's ${delta.works} works (${share(ratio)}: ${delta.added} added, ${delta.replaced} replaced, ${delta.deleted} deleted), more than --max-change ${maxChange} (${share(maxChange)}). Nothing was changed; run it again with --force to apply it.`,
        );
      }
      opts.onProgress?.('removing the deleted and merged records', 0, undefined, {
        detail: `${delta.deleted} works, ${delta.merged} merged ids`,
      });
      if (inPlace) {
        await duck.run(
          `CREATE OR REPLACE TABLE ${DELTA_TABLE} AS SELECT id FROM update_ids UNION SELECT id FROM deleted_ids UNION SELECT id FROM new_merges WHERE entity = 'works'`,
        );
      }
      await applyDeletes(duck);
      if (inPlace) {
        mkdirSync(files.scratch, { recursive: true });
        await restoreWorkRecordColumnsOf(duck, files.search, files.scratch, DELTA_TABLE, opts.onProgress);
      }
      watermark = [meta?.value, newestPartition(picked.files)].filter(Boolean).sort().pop();
    } finally {
      duck.close();
    }
    const report = await importInto(next.dir, picked.partitions, {
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
      meta: watermark ? { [WATERMARK_META]: watermark } : {},
      recomputeAll: delta.deleted + delta.merged > 0,
      inPlace: true, // the new version is already a copy of the served one
      delta: inPlace,
    });
    const { previous } = switchTo(dataDir, next.id);
    ok = true;
    return {
      version: next.id,
      previous,
      watermark,
      partitions: picked.partitions,
      skipped: picked.skipped,
      ...delta,
      inPlace,
      report,
    };
  } finally {
    if (!ok) discardVersion(dataDir, next.id);
  }
}
