/**
 * Analytics benchmark: generates (or reuses) a demo catalogue of N works, serves it on loopback
 * with a tester's account and times the analytics searches: the queries of landing_page.json our
 * configuration supports, a summary, a grouped query with five metrics under a broad works filter,
 * a filter_aggs on count(works) and a label query. Each is run cold (bypass_cache, polled to
 * completion as the results page does) and read warm (GET of the cached search). Prints p50/p95
 * per query and the slowest five, and writes bench/results/analytics-<date>.json.
 *
 *   npm run bench:analytics -- --works 1000000 [--runs 5] [--data DIR]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Catalogue } from '../server/src/catalogue/catalogue.js';
import { analyticsQueries, serveForAnalytics, timeAnalytics } from './analytics-mix.js';
import { ensureCatalogue } from './ensure-catalogue.js';

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
    data: { type: 'string' },
  },
});
const works = Number(values.works);
const runs = Number(values.runs);
if (!Number.isInteger(works) || works < 100 || !Number.isInteger(runs) || runs < 1) {
  console.error('--works must be a whole number ≥ 100 and --runs ≥ 1');
  process.exit(1);
}
const dataDir = path.resolve(values.data ?? `data/bench-${works}`);
const generationSeconds = await ensureCatalogue(dataDir, works);

const catalogue = await Catalogue.open(dataDir);
const bench = await serveForAnalytics(catalogue);
const results = await timeAnalytics(bench, await analyticsQueries(bench), runs, (r) =>
  console.log(`${r.query}: cold p50 ${r.cold_p50_ms} ms, warm p50 ${r.warm_p50_ms} ms`),
);
await bench.close();
catalogue.close();

const line = (r: (typeof results)[number]) =>
  `| ${r.query.slice(0, 62).padEnd(62)} | ${String(r.cold_p50_ms).padStart(7)} | ${String(r.cold_p95_ms).padStart(7)} | ${String(r.warm_p50_ms).padStart(6)} | ${String(r.rows).padStart(8)} |`;
console.log(`\n${works.toLocaleString('en')} works, ${runs} cold runs per query, ${os.cpus().length} cores\n`);
console.log(`| ${'query'.padEnd(62)} | cold p50 | cold p95 | warm p50 | rows |`);
console.log(results.map(line).join('\n'));
const slowest = [...results].sort((a, b) => b.cold_p95_ms - a.cold_p95_ms).slice(0, 5);
console.log('\nslowest five (cold p95):');
console.log(slowest.map(line).join('\n'));
const all = results.map((r) => r.cold_p95_ms);
console.log(
  `\nevery query: cold p95 max ${Math.max(...all)} ms; warm p95 max ${Math.max(...results.map((r) => r.warm_p95_ms))} ms`,
);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/analytics-${new Date().toISOString().slice(0, 10)}.json`;
writeFileSync(
  file,
  JSON.stringify({ works, runs, cores: os.cpus().length, generation_seconds: generationSeconds, results }, null, 2),
);
console.log(`\nwritten to ${file}`);
