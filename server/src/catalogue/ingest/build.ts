import { constants, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Duck, sqlString } from '../store/duck.js';
import { CatalogueWriter, type WriteMode } from './writer.js';
import { countryMap, emptyMaps } from './derive.js';
import { finalizeCatalogue, indexIds } from './finalize.js';
import { AC_ENTITIES, addNameTables, indexWorksText, type AcEntity } from '../search/search-index.js';
import { readRecords } from '../openalex/read-source.js';
import { ingest } from './ingest-records.js';
import { type FormatChoice, manifestWarnings } from '../openalex/snapshot-files.js';
import { countInCatalogue, emptyReport, type ImportReport } from './import-report.js';
import { harvest, type HarvestOptions } from '../openalex/harvest.js';
import { SearchIndexer } from '../search/search-indexer.js';
import { restoreWorkRecordColumns } from './restore-records.js';
import { DELTA_TABLE, slimDeltaWorks } from './delta.js';
import { WORKS_ROWS_META } from '../store/schema.js';
import { compactInto, removeCompacted, swapCompacted } from './compact.js';

import { rederive } from './rederive.js';
import { currentCatalogueDir } from '../versions.js';
import { newestPartitionIn, storedWatermark, WATERMARK_META } from './partitions.js';
import { checkSizes, ingestFiles } from './ingest-files.js';
import { SnapshotCheckError } from './snapshot-check.js';
import { copyFilesWithProgress, type BuildProgress } from './build-progress.js';

export { SnapshotCheckError };

/** The files of DATA_DIR's current catalogue version (see versions.ts), or of a version's folder. */
export function catalogueFiles(dataDir: string) {
  const dir = currentCatalogueDir(dataDir);
  return {
    duck: path.join(dir, 'catalogue.duckdb'),
    search: path.join(dir, 'search.sqlite'),
    names: path.join(dir, 'names.sqlite'),
    scratch: path.join(dir, 'tmp'),
  };
}

/**
 * DuckDB's memory while the records are read or generated and loaded, beside the parsers' or the
 * generator's threads and the index builders: its buffer pool otherwise fills to the limit as the
 * catalogue grows (1 M generated works: with 1 GB the build's peak was 0.6 GB higher than with
 * 256 MB, which takes 4% more time), and past it DuckDB spills to the scratch folder.
 */
const LOAD_MEMORY_LIMIT = '256MB';
/**
 * DuckDB's memory once every record is in: for the merges, the works' text export and the counts
 * (at 256 MB exporting a million imported works' text ran out of memory).
 */
const COUNTS_MEMORY_LIMIT = '1GB';

function removeDuckFiles(file: string): void {
  rmSync(file, { force: true });
  rmSync(`${file}.wal`, { force: true });
}

/**
 * Write a catalogue: `fresh` builds a new one beside the old and swaps it in when complete (a
 * failed build leaves the previous catalogue untouched); `merge` adds to a copy of the existing
 * one, swapped in the same way.
 *
 * The search index (search.sqlite) is built in a worker thread alongside: a new catalogue's works
 * text while the works are written, otherwise from the catalogue afterwards. The name tables of
 * autocomplete (names.sqlite) are built in another: a new catalogue's works' names from the works
 * as they are written, the authors' (when written final) while DuckDB computes the counts, the
 * other names after that.
 */
async function writeCatalogue(
  dataDir: string,
  mode: 'fresh' | 'merge',
  writerMode: WriteMode,
  meta: Record<string, string>,
  fill: (writer: CatalogueWriter) => Promise<void>,
  opts: {
    recomputeAll: boolean;
    onProgress?: BuildProgress;
    /** the year counts are computed for (default: the clock's) */
    currentYear?: number;
    /** entity tables whose counts and stats fill wrote final */
    final?: readonly string[];
    /** merge into the catalogue's own file: it is a copy nobody serves (an update's new version) */
    inPlace?: boolean;
    /** with inPlace: change only the works of the update's DELTA_TABLE in the search file (see delta.ts) */
    delta?: boolean;
  },
): Promise<void> {
  const files = catalogueFiles(dataDir);
  mkdirSync(files.scratch, { recursive: true });
  const inPlace = mode === 'merge' && opts.inPlace === true;
  const target = inPlace ? files.duck : `${files.duck}.building`;
  if (!inPlace) removeDuckFiles(target);
  if (mode === 'merge' && !inPlace) {
    const copies = [{ from: files.duck, to: target }];
    if (existsSync(`${files.duck}.wal`)) copies.push({ from: `${files.duck}.wal`, to: `${target}.wal` });
    await copyFilesWithProgress(copies, constants.COPYFILE_FICLONE, opts.onProgress, 'copying the catalogue');
  }
  // One DuckDB thread: the loads run beside the generator and the search indexer on a small
  // machine, and a second thread spent twice the CPU on them for no gain in time.
  const duck = await Duck.open(target, { pool: 1, threads: 1 });
  // DuckDB would otherwise keep up to 80% of the machine's memory in its buffer pool as the
  // catalogue grows; past the limit it spills to the scratch folder.
  await duck.run(`SET memory_limit = '${LOAD_MEMORY_LIMIT}'`);
  await duck.run(`SET temp_directory = ${sqlString(files.scratch)}`);
  const delta = inPlace && opts.delta === true;
  // An update in place changes its copy's own search file (see delta.ts), once rederive has read
  // the stored rows it needs from it.
  const searchTmp = delta ? files.search : `${files.search}.building`;
  let indexer = delta ? undefined : new SearchIndexer(searchTmp);
  const textIndexer = () => (indexer ??= new SearchIndexer(searchTmp, 'works-update'));
  // The name tables go to a file of their own, built in a thread of its own: at the end of a
  // build the works' text index is still being written out while the names are indexed.
  const namesTmp = `${files.names}.building`;
  const namesIndexer = new SearchIndexer(namesTmp, 'names');
  const progress: BuildProgress = (...args) => opts.onProgress?.(...args);
  // Names tables filled beside the stage under way, noted as each is complete.
  const named = (stage: string, rows: number) => progress(stage, rows, undefined, { unit: 'rows', aside: true });
  let ok = false;
  let compacted = false;
  let early: Promise<void> | undefined;
  try {
    // Works merged into a generated catalogue need their whole rows in DuckDB first (an update in
    // place has put back those of its works).
    if (mode === 'merge' && !delta) await restoreWorkRecordColumns(duck, files.search, files.scratch, opts.onProgress);
    const indexesWorks = writerMode === 'fresh';
    const writer = await CatalogueWriter.open(duck, {
      scratchDir: files.scratch,
      mode: writerMode,
      maps: emptyMaps(countryMap()),
      // A new catalogue's works name their own rows as they are written.
      ...(indexesWorks ? { textIndexer: textIndexer(), namesIndexer } : {}),
    });
    let firstNames: Promise<void> | undefined;
    // Names that need no counts: the works', and the authors' when they were written final.
    const namesFirst: AcEntity[] = opts.final?.includes('authors') ? ['works', 'authors'] : ['works'];
    const countsAndFirstNames = async () => {
      const worksNamed = writer.worksNamed()?.then((rows) => named('works names', rows));
      const fromDuck = worksNamed ? namesFirst.filter((e) => e !== 'works') : namesFirst;
      const fromFiles = addNameTables(duck, namesIndexer, files.scratch, fromDuck, named);
      firstNames = Promise.all([worksNamed, fromFiles]).then(() => undefined);
      firstNames.catch(() => undefined); // awaited below
      // From here DuckDB has the machine to itself but for the indexers (and a generator's last rows).
      await duck.run(`SET threads = ${Math.max(1, availableParallelism())}`);
      await duck.run(`SET memory_limit = '${COUNTS_MEMORY_LIMIT}'`);
      const stage = 'computing counts and summary stats';
      progress(stage, 0);
      await finalizeCatalogue(duck, {
        recomputeAll: opts.recomputeAll,
        currentYear: opts.currentYear ?? new Date().getUTCFullYear(),
        ...(opts.final ? { final: opts.final } : {}),
        onStep: (done, total, step) => progress(stage, done, total, { unit: 'steps', detail: step }),
      });
    };
    // When the authors are written with their figures (see `final`), the counts need only the
    // works and the rows written before them: they start, with the first names, as soon as those
    // are loaded, while the writer may still be finishing.
    const loaded = opts.final?.includes('authors') ? writer.worksLoaded() : undefined;
    early = loaded?.then(countsAndFirstNames);
    early?.catch(() => undefined); // awaited below, or before the database closes on failure
    let worksIndexed: Promise<void> | undefined;
    try {
      await fill(writer);
      // The records are all read (or generated): the merges, exports and counts get the room.
      await duck.run(`SET memory_limit = '${COUNTS_MEMORY_LIMIT}'`);
      const merging = 'loading and merging the rows read';
      await writer.flush(
        writerMode === 'merge'
          ? (done, total, step) => progress(merging, done, total, { unit: 'steps', detail: step })
          : undefined,
      );
      // Stubs filled in by later records change the derived columns of works written before.
      if (writerMode === 'merge') {
        await rederive(
          duck,
          writer.touched,
          writer.maps.countries,
          files.scratch,
          (table, rows) => progress(`updating derived columns of ${table}`, rows, undefined, { unit: 'rows' }),
          delta ? files.search : undefined,
        );
      }
      worksIndexed = writer.worksIndexed();
    } finally {
      writer.dispose();
    }
    let works: Promise<void>;
    if (!indexesWorks) {
      progress("writing out the works' text", 0);
      // Indexed in the indexer's thread while DuckDB computes the counts (they used to wait for it).
      const { indexed } = await indexWorksText(duck, textIndexer, files.scratch, delta ? DELTA_TABLE : undefined);
      works = indexed.then((rows) => named("works' text indexed", rows));
    } else {
      works = worksIndexed ?? textIndexer().finishWorks();
    }
    works.catch(() => undefined); // awaited below
    await (early ?? countsAndFirstNames());
    await indexIds(duck, (done, total, table) =>
      progress('indexing the ids', done, total, { unit: 'steps', detail: table }),
    );
    await duck.run('CREATE TABLE IF NOT EXISTS catalogue_meta (key VARCHAR PRIMARY KEY, value VARCHAR)');
    // The works rows are in search.sqlite, and only there have all their columns: compactInto
    // leaves the record-only ones out of DuckDB (a new catalogue's works never had them there).
    const rowsMeta = { [WORKS_ROWS_META]: 'search.sqlite' };
    for (const [k, v] of Object.entries({ ...meta, ...rowsMeta, built_at: new Date().toISOString() })) {
      await duck.run(`INSERT OR REPLACE INTO catalogue_meta VALUES (${sqlString(k)}, ${sqlString(v)})`);
    }
    progress('writing the name and text indexes', 0);
    const otherNames = addNameTables(
      duck,
      namesIndexer,
      files.scratch,
      AC_ENTITIES.filter((e) => !namesFirst.includes(e)),
      named,
    );
    otherNames.catch(() => undefined);
    await otherNames;
    if (delta) {
      // The update's works only; DuckDB reuses the blocks it frees (an import compacts the file).
      await slimDeltaWorks(duck);
    } else {
      progress('compacting the catalogue file', 0);
      await compactInto(duck, target, { slimWorks: true });
      compacted = true;
    }
    await works;
    await firstNames;
    await indexer?.close();
    await namesIndexer.close();
    if (!delta) {
      rmSync(files.search, { force: true });
      renameSync(searchTmp, files.search);
    }
    rmSync(files.names, { force: true });
    renameSync(namesTmp, files.names);
    ok = true;
  } finally {
    await early?.catch(() => undefined); // no query may outlive the database
    if (!ok) {
      await indexer?.abandon().catch(() => undefined);
      await namesIndexer.abandon().catch(() => undefined);
      // (an update's copy of the search file goes with its version)
      if (!delta) rmSync(searchTmp, { force: true });
      rmSync(namesTmp, { force: true });
    }
    duck.close();
    if (ok && compacted) swapCompacted(target);
    else if (compacted) removeCompacted(target);
    // (in place, the caller removes a copy whose merge failed)
    if (!inPlace && ok) {
      removeDuckFiles(files.duck);
      renameSync(target, files.duck);
    } else if (!inPlace) {
      removeDuckFiles(target);
    }
  }
}

export async function generateCatalogueInto(
  dataDir: string,
  opts: { works: number; seed: number; fileOrder?: boolean; onProgress?: BuildProgress },
): Promise<void> {
  const { generateCatalogue } = await import('../generator/generate.js');
  // The generator writes the authors with their counts for this year; the counts pass does the rest.
  const currentYear = new Date().getUTCFullYear();
  await writeCatalogue(
    dataDir,
    'fresh',
    'fresh',
    {
      kind: 'demo',
      works_requested: String(opts.works),
      seed: String(opts.seed),
      ...(opts.fileOrder ? { file_order: 'true' } : {}),
    },
    async (writer) => {
      // (the plan and the citation graph, before the first row)
      opts.onProgress?.('preparing the demo catalogue', 0);
      await generateCatalogue(writer, {
        works: opts.works,
        seed: opts.seed,
        currentYear,
        fileOrder: opts.fileOrder ?? false,
        onProgress: (done, total) => opts.onProgress?.('generating authors and works', done, total, { unit: 'rows' }),
      });
    },
    {
      recomputeAll: true,
      currentYear,
      final: ['authors'],
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    },
  );
}

export type { ImportReport } from './import-report.js';

/**
 * Import OpenAlex snapshot files or API JSON into the catalogue (merging with what is there). The
 * newest `updated_date=` partition imported is kept as the catalogue's watermark (see update.ts).
 * Every file of a snapshot that its manifest lists is checked against its entry, sizes before any
 * record is read, corrupt files and record counts as they are read; a file that fails stops the
 * import with a SnapshotCheckError, leaving the previous catalogue untouched.
 */
export async function importInto(
  dataDir: string,
  source: string | string[],
  opts: {
    onProgress?: BuildProgress;
    fresh?: boolean;
    meta?: Record<string, string>;
    recomputeAll?: boolean;
    format?: FormatChoice;
    /** threads that parse the records into rows (default: the cores) */
    workers?: number;
    /** merge into the catalogue's own file: it is a copy nobody serves (an update's new version) */
    inPlace?: boolean;
    /** with inPlace: change only the update's works in the search file (see delta.ts) */
    delta?: boolean;
  } = {},
): Promise<ImportReport> {
  const sources = typeof source === 'string' ? [source] : source;
  const report = emptyReport();
  const format = opts.format ?? 'auto';
  const reading = await checkSizes(sources, format, opts.onProgress);
  for (const s of sources) report.warnings.push(...(await manifestWarnings(s)));
  const files = catalogueFiles(dataDir);
  const mode: 'fresh' | 'merge' = opts.fresh || !existsSync(files.duck) ? 'fresh' : 'merge';
  const meta: Record<string, string> = { kind: 'imported', ...opts.meta };
  if (!opts.meta?.[WATERMARK_META]) {
    const before = mode === 'merge' ? await storedWatermark(files.duck) : undefined;
    const newest = [before, await newestPartitionIn(sources)].filter(Boolean).sort().pop();
    if (newest) meta[WATERMARK_META] = newest;
  }
  await writeCatalogue(
    dataDir,
    mode,
    'merge',
    meta,
    async (writer) => {
      reading.report();
      for (const source of sources) {
        if (!(await stat(source)).isDirectory())
          await ingest(readRecords(source, { format }), writer, report, opts.onProgress);
        else await ingestFiles(source, format, writer, report, opts.workers ?? availableParallelism(), reading);
      }
    },
    {
      recomputeAll: opts.recomputeAll ?? false,
      inPlace: opts.inPlace ?? false,
      delta: opts.delta ?? false,
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    },
  );
  await countInCatalogue(files.duck, report);
  return report;
}

/** Harvest records from an OpenAlex-compatible API into the catalogue. */
export async function harvestInto(
  dataDir: string,
  url: string,
  opts: HarvestOptions & { onProgress?: BuildProgress; fresh?: boolean } = {},
): Promise<ImportReport> {
  const report = emptyReport();
  const files = catalogueFiles(dataDir);
  const mode: 'fresh' | 'merge' = opts.fresh || !existsSync(files.duck) ? 'fresh' : 'merge';
  async function* items() {
    let n = 0;
    for await (const record of harvest(url, opts)) yield { record, file: url, line: ++n };
  }
  await writeCatalogue(
    dataDir,
    mode,
    'merge',
    { kind: 'imported' },
    (writer) => ingest(items(), writer, report, opts.onProgress),
    {
      recomputeAll: false,
      ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
    },
  );
  await countInCatalogue(files.duck, report);
  return report;
}
