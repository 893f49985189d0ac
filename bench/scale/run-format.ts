/**
 * One size of the scale benchmark in one format: `catalogue import --fresh` of the snapshot (a
 * child process per worker count, its peak RSS sampled), the update written beside it and
 * `catalogue update` timed the same way, then the catalogue served in this process: the update's
 * effects checked through the API (the works served, a revised title, a new work, a deleted and a
 * merged id) — any difference stops the benchmark — and the request mix and the analytics
 * searches timed.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies of many shapes */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Catalogue } from '../../server/src/catalogue/catalogue.js';
import { currentCatalogueDir } from '../../server/src/catalogue/versions.js';
import { withProgress } from '../../server/src/cli/progress.js';
import { apiRequestMix, fetchJson, timeRequestMix } from '../api-mix.js';
import { analyticsQueries, serveForAnalytics, timeAnalytics } from '../analytics-mix.js';
import { runCatalogueCommand, storeBytes, type ChildRun } from '../catalogue-child.js';
import type { Clones } from './clones.js';
import type { FormatRun, ImportRun, UpdateRun } from './report.js';
import type { Format } from './snapshot-writer.js';
import { writeUpdate, type Snapshot, type SnapshotOptions, type UpdateDelta } from './write-snapshot.js';

export interface FormatOptions extends Pick<SnapshotOptions, 'partWorks' | 'gzipLevel' | 'concurrency'> {
  workers: number[];
  runs: number;
  analyticsRuns: number;
}

const sum = (bytes: Record<string, number>) => Object.values(bytes).reduce((a, b) => a + b, 0);
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const showLine = (line: string) => console.log(`    ${line}`);

function failed(what: string, run: ChildRun): Error {
  console.error(run.stdout);
  return new Error(`${what} exited with ${run.code} (its last stages: ${run.stages.map((s) => s.stage).join(' ')})`);
}

async function importRun(root: string, data: string, format: Format, workers: number, snapshot: Snapshot) {
  rmSync(data, { recursive: true, force: true });
  mkdirSync(data, { recursive: true });
  console.log(`  catalogue import (${format}, --workers ${workers})`);
  const args = ['import', root, '--data', data, '--fresh', '--format', format, '--workers', String(workers)];
  const run = await runCatalogueCommand(args, { onProgressLine: showLine });
  if (run.code !== 0) throw failed('the import', run);
  if (!run.stdout.includes(`Imported ${snapshot.works.toLocaleString('en-US')} records.`))
    throw failed(`the import did not report all ${snapshot.works} records imported; it`, run);
  const stores = storeBytes(data);
  const diskBytes = sum(stores);
  return {
    workers,
    seconds: run.seconds,
    worksPerSecond: snapshot.works / run.seconds,
    mbPerSecond: snapshot.jsonBytes / 1e6 / run.seconds,
    peakRssMb: run.peakRssMb,
    diskBytes,
    stores: Object.fromEntries(Object.entries(stores).map(([k, v]) => [k, Math.round(v / snapshot.works)])),
    diskToGz: diskBytes / snapshot.gzBytes,
    stages: run.stages,
  } satisfies ImportRun;
}

const UPDATE_LINE = /(\d+) works added, (\d+) replaced, (\d+) deleted, (\d+) merged ids/;

async function updateRun(root: string, data: string, delta: UpdateDelta): Promise<UpdateRun> {
  console.log('  catalogue update');
  const run = await runCatalogueCommand(['update', root, '--data', data], { onProgressLine: showLine });
  if (run.code !== 0) throw failed('the update', run);
  const m = UPDATE_LINE.exec(run.stdout);
  const told = m ? { added: +m[1]!, replaced: +m[2]!, deleted: +m[3]!, merged: +m[4]! } : undefined;
  const wanted = { added: delta.added, replaced: delta.replaced, deleted: delta.deleted, merged: delta.merged };
  if (JSON.stringify(told) !== JSON.stringify(wanted))
    throw failed(`the update counted ${JSON.stringify(told)}, not ${JSON.stringify(wanted)}; it`, run);
  return {
    seconds: run.seconds,
    peakRssMb: run.peakRssMb,
    ...wanted,
    worksAfter: delta.expectedWorks,
    servedDiskBytes: sum(storeBytes(currentCatalogueDir(data))),
    allVersionsDiskBytes: sum(storeBytes(data)),
  };
}

/** What the update must have changed, as an API client sees it; throws naming every difference. */
async function checkUpdate(address: string, delta: UpdateDelta): Promise<void> {
  const get = async (url: string) => {
    const res = await fetch(`${address}${url}`);
    return { status: res.status, body: (await res.json()) as any };
  };
  const short = (id: string) => id.replace('https://openalex.org/', '');
  const wrong: string[] = [];
  const count = (await get('/api/works?per_page=1')).body.meta?.count;
  if (count !== delta.expectedWorks) wrong.push(`/api/works counts ${count} works, not ${delta.expectedWorks}`);
  const revised = await get(`/api/works/${short(delta.probes.revised.id)}`);
  if (revised.body.title !== delta.probes.revised.title)
    wrong.push(`${delta.probes.revised.id} is titled '${revised.body.title}', not '${delta.probes.revised.title}'`);
  const added = await get(`/api/works/${short(delta.probes.added)}`);
  if (added.status !== 200 || added.body.id !== delta.probes.added)
    wrong.push(`the new work ${delta.probes.added} answers ${added.status}`);
  const deleted = await get(`/api/works/${short(delta.probes.deleted)}`);
  if (deleted.status !== 404) wrong.push(`the deleted work ${delta.probes.deleted} answers ${deleted.status}, not 404`);
  const listed = (await get(`/api/works?filter=ids.openalex:${short(delta.probes.deleted)}`)).body.meta?.count;
  if (listed !== 0) wrong.push(`a filter on the deleted work's id finds ${listed} works`);
  const merged = await get(`/api/works/${short(delta.probes.merged.id)}`);
  if (merged.body.id !== delta.probes.merged.into)
    wrong.push(
      `the merged id ${delta.probes.merged.id} answers ${merged.status} ${merged.body.id ?? ''}, not the record of ${delta.probes.merged.into}`,
    );
  if (wrong.length) throw new Error(`The update is not served as written:\n  ${wrong.join('\n  ')}`);
}

export async function runFormat(
  format: Format,
  snapshot: Snapshot,
  sizeDir: string,
  clones: Clones,
  opts: FormatOptions,
): Promise<FormatRun> {
  const root = snapshot.roots[format]!;
  const data = path.join(sizeDir, `data-${format}`);
  const imports: ImportRun[] = [];
  for (const workers of opts.workers) {
    const run = await importRun(root, data, format, workers, snapshot);
    imports.push(run);
    console.log(
      `  imported in ${run.seconds.toFixed(1)} s (${run.worksPerSecond.toFixed(0)} works/s, ${run.mbPerSecond.toFixed(1)} MB/s), peak RSS ${run.peakRssMb.toFixed(0)} MB`,
    );
  }
  const delta = await withProgress((onProgress) =>
    writeUpdate(root, format, clones, snapshot.works, { ...opts, onProgress }),
  );
  const update = await updateRun(root, data, delta);
  console.log(`  updated in ${update.seconds.toFixed(1)} s, peak RSS ${update.peakRssMb.toFixed(0)} MB`);

  const catalogue = await Catalogue.open(data);
  const bench = await serveForAnalytics(catalogue);
  try {
    await checkUpdate(bench.address, delta);
    console.log(`  the update is served as written (${delta.expectedWorks.toLocaleString('en-US')} works)`);
    const get = fetchJson(bench.address);
    console.log(`  timing the request mix (${plural(opts.runs, 'run')} of each kind)`);
    const api = await timeRequestMix(await apiRequestMix(get, opts.runs), get, opts.runs, (r) =>
      showLine(`${r.query}: p50 ${r.p50_ms} ms, p95 ${r.p95_ms} ms, ${r.mean_count} matches`),
    );
    console.log(`  timing the analytics searches (${plural(opts.analyticsRuns, 'cold run')} each)`);
    const analytics = await timeAnalytics(bench, await analyticsQueries(bench), opts.analyticsRuns, (r) =>
      showLine(`${r.query}: cold p50 ${r.cold_p50_ms} ms, p95 ${r.cold_p95_ms} ms; warm p50 ${r.warm_p50_ms} ms`),
    );
    return { format, imports, update, api, analytics };
  } finally {
    await bench.close();
    catalogue.close();
  }
}
