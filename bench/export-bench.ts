/**
 * Export benchmark: over a demo catalogue of N works (generated unless present), runs a
 * 100,000-record export job in each format the way the export host does and reports records/s,
 * wall time and the server's memory growth (peak RSS over the starting RSS), after one small
 * warm-up job. Writes
 * bench/results/export-<date>.json.
 *
 *   npm run bench:export -- --works 1000000 [--records 100000] [--data DIR]
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Catalogue } from '../server/src/catalogue/catalogue.js';
import { ExportService } from '../server/src/export/export-service.js';
import { EXPORT_FORMATS } from '../server/src/export/formats/index.js';
import { openAppDb } from '../server/src/users/app-db.js';
import { ensureCatalogue } from './ensure-catalogue.js';

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '1000000' },
    records: { type: 'string', default: '100000' },
    data: { type: 'string' },
  },
});
const works = Number(values.works);
const records = Number(values.records);
if (!Number.isInteger(works) || works < 100 || !Number.isInteger(records) || records < 1) {
  console.error('--works must be a whole number ≥ 100 and --records ≥ 1');
  process.exit(1);
}
const dataDir = path.resolve(values.data ?? `data/bench-${works}`);
await ensureCatalogue(dataDir, works);

const catalogue = await Catalogue.open(dataDir);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'alexandria-export-bench-'));
const db = openAppDb(path.join(scratch, 'app.sqlite'));
const service = new ExportService({ db, catalogue, dir: path.join(scratch, 'exports'), publicUrl: 'http://localhost' });

// A search with at least `records` works, so each job writes exactly that many.
const total = await catalogue.count('works', {});
console.log(`${total} works in the catalogue; exporting ${records} of them per format.`);

// A running server has warm caches (SQLite pages, the reference tables): one small job first.
service.start({ format: 'csv', truncate: false, maxRecords: 1000 }, total);
await service.idle();

const results: Record<string, unknown>[] = [];
// CSV once more at the end: whether memory stays flat once the server has run an export.
const runs = [...EXPORT_FORMATS, 'csv' as const];
for (const [index, format] of runs.entries()) {
  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const heapBaseline = process.memoryUsage().heapTotal;
  let heapPeak = heapBaseline;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapTotal);
  }, 50);
  const t0 = performance.now();
  const job = service.start({ format, truncate: false, maxRecords: records }, total);
  await service.idle();
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const done = service.get(job.id)!;
  const file = service.file(job.id);
  const row = {
    format: index === runs.length - 1 ? `${format} (again)` : format,
    status: done.status,
    records: done.records_written,
    seconds: Number(seconds.toFixed(2)),
    records_per_second: Math.round(done.records_written / seconds),
    file_mb: file ? Number((statSync(file.path).size / 1e6).toFixed(1)) : null,
    memory_growth_mb: Math.round((peak - baseline) / 1e6),
    js_heap_growth_mb: Math.round((heapPeak - heapBaseline) / 1e6),
  };
  results.push(row);
  console.log(
    `${row.format.padEnd(14)} ${String(row.records).padStart(7)} records in ${row.seconds.toFixed(2).padStart(6)} s  ` +
      `${String(row.records_per_second).padStart(6)} records/s  file ${row.file_mb} MB  memory +${row.memory_growth_mb} MB (JS heap +${row.js_heap_growth_mb} MB)`,
  );
}

await service.close();
db.close();
catalogue.close();
rmSync(scratch, { recursive: true, force: true });

mkdirSync('bench/results', { recursive: true });
const out = `bench/results/export-${new Date().toISOString().slice(0, 10)}.json`;
writeFileSync(
  out,
  JSON.stringify({ date: new Date().toISOString(), works: total, records, cpus: os.cpus().length, results }, null, 2),
);
console.log(`Written to ${out}. Target: 100k works as CSV under 10 s, memory growth under 200 MB.`);
