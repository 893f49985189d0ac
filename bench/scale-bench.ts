/**
 * Scale benchmark (issue 46 item 5): for each size, clones the real sample's works (the full 2026
 * works and the small 2023 snapshot works) into a snapshot of that many works in OpenAlex's 2026
 * layout — gzipped JSON Lines and/or Parquet parts under `data/<format>/works/updated_date=…/`,
 * with a combined manifest.json — then, for each format, imports it (`catalogue import --fresh`,
 * once per worker count), writes an update beside it (a newer partition of revised and new works,
 * deleted ids and merged ids) and applies it (`catalogue update`), checks through the API that the
 * update is served as written, and times the data API's request mix and the analytics searches.
 * Each size is a snapshot of its own, written afresh (work i is the same work at every size), and
 * removed with its catalogues before the next unless --keep.
 *
 * Reports import time, MB/s, works/s, peak RSS, disk (bytes per work per store, and against the
 * gzipped snapshot), update time and RSS, and p50/p95 of each request kind; prints a table of the
 * sizes with each kind's growth from one size to the next, and writes
 * bench/results/scale-<date>.json (after each size, so a long run keeps what it has measured).
 *
 *   npm run bench:scale -- [--sizes 1000000,3000000,10000000] [--formats jsonl,parquet] [--workers 2]
 *     [--mix 0.2] [--part-works 400000] [--runs 20] [--analytics-runs 3] [--dir DIR] [--keep]
 */
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { formatBytes, withProgress } from '../server/src/cli/progress.js';
import { Clones } from './scale/clones.js';
import { comparisonLines, sizeLines, type SizeRun } from './scale/report.js';
import { runFormat } from './scale/run-format.js';
import type { Format } from './scale/snapshot-writer.js';
import { writeSnapshot } from './scale/write-snapshot.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000000,3000000,10000000' },
    formats: { type: 'string', default: 'jsonl,parquet' },
    workers: { type: 'string', default: '2' },
    /**
     * The share of full 2026 works (~20 KB of JSON) among the small 2023 ones (~2.6 KB): 0.2 makes
     * ~6 KB a work, as OpenAlex's ~1.6 TB of JSON Lines over ~270 M works.
     */
    mix: { type: 'string', default: '0.2' },
    /** OpenAlex's parts hold up to 400,000 records */
    'part-works': { type: 'string', default: '400000' },
    'gzip-level': { type: 'string', default: '6' },
    runs: { type: 'string', default: '20' },
    'analytics-runs': { type: 'string', default: '3' },
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** A comma-separated list of whole numbers of at least `min`, or the message naming what is wrong. */
function wholeNumbers(flag: string, text: string, min: number): number[] {
  const items = text.split(',').map((s) => s.trim().replace(/_/g, ''));
  const bad = items.find((s) => !/^\d+$/.test(s) || Number(s) < min);
  if (bad !== undefined || !items.length)
    fail(
      `--${flag} takes whole numbers of at least ${min.toLocaleString('en-US')}, comma-separated; '${bad ?? ''}' is not one`,
    );
  return items.map(Number);
}

/** The request mix pages 10,000 works deep, and the update deletes 1 % of them. */
const MIN_WORKS = 20_000;
const sizes = [...new Set(wholeNumbers('sizes', values.sizes!, MIN_WORKS))].sort((a, b) => a - b);
const workers = wholeNumbers('workers', values.workers!, 1);
const [partWorks] = wholeNumbers('part-works', values['part-works']!, 100);
const [gzipLevel] = wholeNumbers('gzip-level', values['gzip-level']!, 1);
const [runs] = wholeNumbers('runs', values.runs!, 1);
const [analyticsRuns] = wholeNumbers('analytics-runs', values['analytics-runs']!, 1);
if (gzipLevel! > 9) fail(`--gzip-level is a whole number from 1 to 9, not ${gzipLevel}`);
const formats = values.formats!.split(',').map((s) => s.trim());
const badFormat = formats.find((f) => f !== 'jsonl' && f !== 'parquet');
if (badFormat !== undefined || !formats.length)
  fail(`--formats takes jsonl, parquet or both (jsonl,parquet); '${badFormat}' is neither`);
const mix = Number(values.mix);
if (!/^\s*[\d.]+\s*$/.test(values.mix!) || !(mix >= 0 && mix <= 1))
  fail(`--mix is the share of full 2026 works, a number from 0 to 1, not '${values.mix}'`);

const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(values.dir ?? path.join(os.tmpdir(), `scale-bench-${process.pid}`));
mkdirSync(dir, { recursive: true });
const clones = new Clones(mix);
const concurrency = os.availableParallelism();

// What the largest size needs on disk, from the sample's works gzipped as the parts are: the
// Parquet copy about 0.8 of the gzipped JSON Lines, the catalogue up to 2.5 times them, twice
// while an update builds its version beside the served one (measured at 50,000 works).
const sampleText = Array.from({ length: 2000 }, (_, i) => clones.work(i, '2026-01-01').json + '\n').join('');
const jsonPerWork = Buffer.byteLength(sampleText) / 2000;
const gzGuess = (gzipSync(sampleText, { level: gzipLevel }).length / 2000) * sizes.at(-1)!;
const needed = gzGuess * ((formats.includes('jsonl') ? 1 : 0) + (formats.includes('parquet') ? 0.8 : 0) + 5);
const free = (() => {
  const s = statfsSync(dir);
  return s.bavail * s.bsize;
})();
console.log(
  `Sizes ${sizes.map((n) => n.toLocaleString('en-US')).join(', ')}; formats ${formats.join(', ')}; --workers ${workers.join(', ')}; ` +
    `${(mix * 100).toFixed(0)} % full works (${formatBytes(jsonPerWork)} of JSON a work); in ${dir}`,
);
console.log(`The largest size needs about ${formatBytes(needed)} of disk; ${formatBytes(free)} is free there.`);
if (free < needed) console.warn('That may not be enough: give --dir a larger disk, or fewer --formats.');

const results: SizeRun[] = [];
const file = path.join(root, 'bench/results', `scale-${new Date().toISOString().slice(0, 10)}.json`);
mkdirSync(path.dirname(file), { recursive: true });

for (const works of sizes) {
  const sizeDir = path.join(dir, `works-${works}`);
  rmSync(sizeDir, { recursive: true, force: true });
  console.log(`\n${works.toLocaleString('en-US')} works: writing the snapshot (${formats.join(' and ')})`);
  const snapshot = await withProgress((onProgress) =>
    writeSnapshot(sizeDir, clones, {
      works,
      formats: formats as Format[],
      partWorks: partWorks!,
      gzipLevel: gzipLevel!,
      concurrency,
      onProgress,
    }),
  );
  console.log(
    `  ${formatBytes(snapshot.jsonBytes)} of JSON, ${formatBytes(snapshot.gzBytes)} gzipped` +
      (snapshot.parquetBytes ? `, ${formatBytes(snapshot.parquetBytes)} of Parquet` : '') +
      ` in ${snapshot.parts} parts of ${snapshot.partitions} partitions, written in ${snapshot.seconds.toFixed(1)} s`,
  );
  const size: SizeRun = {
    works,
    snapshot: {
      jsonBytes: snapshot.jsonBytes,
      gzBytes: snapshot.gzBytes,
      parquetBytes: snapshot.parquetBytes,
      partitions: snapshot.partitions,
      parts: snapshot.parts,
      writeSeconds: snapshot.seconds,
    },
    formats: [],
  };
  results.push(size);
  for (const format of formats as Format[]) {
    const run = await runFormat(format, snapshot, sizeDir, clones, {
      workers,
      runs: runs!,
      analyticsRuns: analyticsRuns!,
      partWorks: partWorks!,
      gzipLevel: gzipLevel!,
      concurrency,
    });
    size.formats.push(run);
    for (const line of sizeLines(size, run)) console.log(line);
    if (!values.keep) rmSync(path.join(sizeDir, `data-${format}`), { recursive: true, force: true });
  }
  writeFileSync(
    file,
    JSON.stringify(
      { cpus: os.availableParallelism(), mix, partWorks, gzipLevel, runs, analyticsRuns, sizes: results },
      null,
      2,
    ) + '\n',
  );
  if (!values.keep) rmSync(sizeDir, { recursive: true, force: true });
}

for (const line of comparisonLines(results, formats as Format[])) console.log(line);
console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
if (values.keep) console.log(`Kept the snapshots and catalogues in ${dir}`);
else if (!values.dir) rmSync(dir, { recursive: true, force: true });
