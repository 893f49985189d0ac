/**
 * Demo generation benchmark (issue 46 item 6): generates a catalogue of N works into a scratch
 * folder the way `catalogue generate` does and reports the wall time, the process's peak RSS
 * (VmHWM: the generator, its helper thread, the indexer threads, DuckDB and SQLite all live in
 * this one process) and the peak RSS seen in each stage. Writes
 * bench/results/generate-<date>.json.
 *
 *   npm run bench:generate -- --works 1000000 [--seed 1] [--file-order] [--data DIR] [--keep]
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateCatalogueInto } from '../server/src/catalogue/ingest/build.js';

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    'file-order': { type: 'boolean', default: false },
    data: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const works = Number(values.works);
const seed = Number(values.seed);
if (!Number.isInteger(works) || works < 1 || !Number.isInteger(seed) || seed < 1) {
  console.error('--works and --seed must be whole numbers ≥ 1');
  process.exit(1);
}
const dataDir = values.data
  ? path.resolve(values.data)
  : mkdtempSync(path.join(os.tmpdir(), `alexandria-generate-bench-${works}-`));

/** This process's peak resident set so far, in MB (0 where /proc is not there). */
function peakRssMb(): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const stages: { stage: string; startedS: number; peakRssMb: number }[] = [];
const started = performance.now();
let stage = 'preparing';
stages.push({ stage, startedS: 0, peakRssMb: 0 });
const sample = () => {
  const s = stages.at(-1)!;
  s.peakRssMb = Math.max(s.peakRssMb, mb(process.memoryUsage().rss));
};
const sampler = setInterval(sample, 200);
let lastLine = 0;
await generateCatalogueInto(dataDir, {
  works,
  seed,
  fileOrder: values['file-order'],
  onProgress: (name, done, total) => {
    if (name !== stage) {
      sample();
      stage = name;
      stages.push({ stage, startedS: Math.round((performance.now() - started) / 100) / 10, peakRssMb: 0 });
    }
    const now = performance.now();
    if (now - lastLine > 5000 || (total !== undefined && done === total)) {
      lastLine = now;
      const m = process.memoryUsage();
      // (the heap figures are this thread's; the helper and the indexers have their own)
      console.error(
        `${((now - started) / 1000).toFixed(0)} s  ${name} ${done}${total ? `/${total}` : ''}  rss ${mb(m.rss)} MB` +
          `  main heap ${mb(m.heapUsed)}/${mb(m.heapTotal)} MB, buffers ${mb(m.arrayBuffers)} MB`,
      );
    }
  },
});
clearInterval(sampler);
sample();
const seconds = (performance.now() - started) / 1000;
const disk = Object.fromEntries(
  readdirSync(dataDir)
    .filter((f) => statSync(path.join(dataDir, f)).isFile())
    .map((f) => [f, mb(statSync(path.join(dataDir, f)).size)]),
);
const result = {
  date: new Date().toISOString(),
  works,
  seed,
  fileOrder: values['file-order'],
  cores: os.availableParallelism(),
  loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  seconds: Math.round(seconds * 10) / 10,
  worksPerSecond: Math.round(works / seconds),
  peakRssMb: peakRssMb(),
  stages,
  diskMb: disk,
};
console.log(JSON.stringify(result, null, 1));
console.log(
  `${works} works in ${seconds.toFixed(1)} s (${result.worksPerSecond} works/s), peak RSS ${result.peakRssMb} MB`,
);
const out = path.resolve('bench/results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, `generate-${result.date.slice(0, 10)}-${works}${result.fileOrder ? '-file-order' : ''}.json`),
  `${JSON.stringify(result, null, 1)}\n`,
);
if (!values.keep && !values.data) rmSync(dataDir, { recursive: true, force: true });
