/**
 * Import benchmark: clones the real sample's works (the full 2026 works of
 * openalex-local-works-2026 and the small works of the 2023 snapshot) into a snapshot folder of N
 * works with new ids, in gzipped JSON Lines parts under works/updated_date=…/ with a manifest,
 * then times `catalogue import --fresh` on it with each worker count asked for. Reports MB/s of
 * uncompressed JSON, works/s, the time of each stage and the import process's peak RSS (VmHWM of
 * /proc), and writes bench/results/import-<date>.json.
 *
 * Also reports the bytes per work of each store and the whole catalogue against the snapshot's
 * gzipped size (parts gzipped at --gzip-level, by default 6 as OpenAlex's are).
 *
 *   npm run bench:import -- [--works 20000] [--kind full|small|mixed] [--workers 1,2] [--gzip-level 6] [--dir DIR] [--keep]
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { runCatalogueCommand, storeBytes } from './catalogue-child.js';
import { fullSampleWorks, smallSampleWorks, type SampleWork } from './sample-works.js';

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '20000' },
    kind: { type: 'string', default: 'full' },
    workers: { type: 'string', default: '1,2' },
    'part-works': { type: 'string', default: '2000' },
    /** OpenAlex's parts are gzipped at the default level; the disk ratio is against that size */
    'gzip-level': { type: 'string', default: '6' },
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const works = Number(values.works);
const partWorks = Number(values['part-works']);
const gzipLevel = Number(values['gzip-level']);
const kind = values.kind!;
const workerCounts = values.workers!.split(',').map(Number);
if (!Number.isInteger(works) || works < 1 || !Number.isInteger(partWorks) || partWorks < 1) {
  console.error('--works and --part-works must be whole numbers ≥ 1');
  process.exit(2);
}
if (!Number.isInteger(gzipLevel) || gzipLevel < 1 || gzipLevel > 9) {
  console.error('--gzip-level must be a whole number from 1 to 9');
  process.exit(2);
}
if (!['full', 'small', 'mixed'].includes(kind) || workerCounts.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('--kind is full, small or mixed; --workers a list of whole numbers ≥ 1, e.g. 1,2');
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, '..');

/** The sample's works as JSON text, each with its own W id. */
function templates(): SampleWork[] {
  return kind === 'full'
    ? fullSampleWorks()
    : kind === 'small'
      ? smallSampleWorks()
      : [...fullSampleWorks(), ...smallSampleWorks()];
}

/** Writes the snapshot; returns its uncompressed JSON bytes. */
function writeSnapshot(dir: string): { bytes: number; gzBytes: number } {
  const base = templates();
  const worksDir = path.join(dir, 'works');
  mkdirSync(worksDir, { recursive: true });
  const entries: { url: string; meta: { content_length: number; record_count: number } }[] = [];
  let bytes = 0;
  let gzBytes = 0;
  for (let part = 0, from = 0; from < works; part++, from += partWorks) {
    const lines: string[] = [];
    for (let i = from; i < Math.min(works, from + partWorks); i++) {
      const t = base[i % base.length]!;
      // New ids far above the sample's own (W1…W7 billion): W9_000_000_000 + i.
      lines.push(t.json.split(t.id).join(`https://openalex.org/W${9_000_000_000 + i}`));
    }
    const text = lines.join('\n') + '\n';
    const gz = gzipSync(text, { level: gzipLevel });
    // Ten parts a partition, as the snapshot's partitions hold many parts.
    const partition = `updated_date=2026-01-${String(1 + Math.floor(part / 10)).padStart(2, '0')}`;
    const name = `part_${String(part % 10).padStart(3, '0')}.gz`;
    mkdirSync(path.join(worksDir, partition), { recursive: true });
    writeFileSync(path.join(worksDir, partition, name), gz);
    bytes += Buffer.byteLength(text);
    gzBytes += gz.length;
    entries.push({
      url: `s3://openalex/data/works/${partition}/${name}`,
      meta: { content_length: gz.length, record_count: lines.length },
    });
  }
  writeFileSync(
    path.join(worksDir, 'manifest'),
    JSON.stringify({ entries, meta: { content_length: gzBytes, record_count: works } }),
  );
  return { bytes, gzBytes };
}

interface Run {
  workers: number;
  seconds: number;
  worksPerSecond: number;
  mbPerSecond: number;
  peakRssMb: number;
  diskMb: number;
  /** bytes per work of each store, and the whole against the snapshot's gzipped bytes */
  stores: Record<string, number>;
  diskToGz: number;
  /** each stage's start and the peak RSS (VmRSS samples) until the next stage began */
  stages: { stage: string; atSeconds: number; peakRssMb: number }[];
}

/** Runs one import in a child process, sampling its peak RSS. */
async function runImport(
  snapshot: string,
  data: string,
  workers: number,
  bytes: number,
  gzBytes: number,
): Promise<Run> {
  rmSync(data, { recursive: true, force: true });
  mkdirSync(data, { recursive: true });
  const run = await runCatalogueCommand(['import', snapshot, '--data', data, '--fresh', '--workers', String(workers)]);
  const { seconds, stages, stdout: out } = run;
  if (run.code !== 0) {
    console.error(out, stages.map((s) => s.stage).join('\n'));
    throw new Error(`import exited with ${run.code}`);
  }
  if (!out.includes(`Imported ${works.toLocaleString('en-US')} records.`)) {
    console.error(out);
    throw new Error('the import did not report every record imported');
  }
  const stores = storeBytes(data);
  const disk = Object.values(stores).reduce((a, b) => a + b, 0);
  return {
    workers,
    seconds,
    worksPerSecond: works / seconds,
    mbPerSecond: bytes / 1e6 / seconds,
    peakRssMb: run.peakRssMb,
    diskMb: disk / 1e6,
    stores: Object.fromEntries(Object.entries(stores).map(([k, v]) => [k, Math.round(v / works)])),
    diskToGz: disk / gzBytes,
    stages,
  };
}

const dir = values.dir ? path.resolve(values.dir) : path.join(os.tmpdir(), `import-bench-${process.pid}`);
const snapshot = path.join(dir, 'snapshot');
rmSync(snapshot, { recursive: true, force: true });
const { bytes, gzBytes } = writeSnapshot(snapshot);
console.log(
  `Snapshot: ${works} ${kind} works, ${(bytes / 1e6).toFixed(1)} MB of JSON (${(gzBytes / 1e6).toFixed(1)} MB gzipped) in ${snapshot}`,
);
const runs: Run[] = [];
for (const n of workerCounts) {
  const run = await runImport(snapshot, path.join(dir, `data-${n}`), n, bytes, gzBytes);
  runs.push(run);
  console.log(
    `--workers ${n}: ${run.seconds.toFixed(1)} s, ${run.worksPerSecond.toFixed(0)} works/s, ${run.mbPerSecond.toFixed(1)} MB/s of JSON, peak RSS ${run.peakRssMb.toFixed(0)} MB, disk ${run.diskMb.toFixed(0)} MB = ${run.diskToGz.toFixed(2)}× the gzipped snapshot`,
  );
  const perStore = Object.entries(run.stores).filter(([, v]) => v >= 1);
  console.log(`    bytes per work: ${perStore.map(([k, v]) => `${k} ${v}`).join(', ')}`);
  for (const s of run.stages) {
    console.log(`    ${s.atSeconds.toFixed(1).padStart(7)} s  ${s.stage} (RSS up to ${s.peakRssMb.toFixed(0)} MB)`);
  }
}
const resultsDir = path.join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `import-${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(
  file,
  JSON.stringify({ works, kind, jsonBytes: bytes, gzBytes, cpus: os.availableParallelism(), runs }, null, 2) + '\n',
);
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
if (!values.keep && !values.dir) rmSync(dir, { recursive: true, force: true });
else if (!existsSync(dir)) console.error(`${dir} is gone`);
