/**
 * API benchmark: generates (or reuses) a demo catalogue of N works, serves it on loopback and
 * times a fixed mix of queries with varied parameters (so text searches are not answered from
 * the match-set cache). Prints p50/p95 per query kind and writes bench/results/api-<date>.json.
 *
 *   npm run bench:api -- --works 1000000 [--runs 40] [--data DIR]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/src/app.js';
import { Catalogue } from '../server/src/catalogue/catalogue.js';
import { ensureCatalogue } from './ensure-catalogue.js';
import { apiRequestMix, fetchJson, timeRequestMix } from './api-mix.js';

const { values } = parseArgs({
  options: {
    works: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '40' },
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
const app = await buildApp({ catalogue });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const get = fetchJson(address);
const mix = await apiRequestMix(get, runs);
const results = await timeRequestMix(mix, get, runs);
await app.close();
catalogue.close();

const table = results.map(
  (r) =>
    `| ${r.query.padEnd(34)} | ${String(r.p50_ms).padStart(7)} | ${String(r.p95_ms).padStart(7)} | ${String(r.mean_count).padStart(9)} |`,
);
console.log(`\n${works.toLocaleString('en')} works, ${runs} runs per query, ${os.cpus().length} cores\n`);
console.log('| query                              | p50 ms  | p95 ms  | matches   |');
console.log('|------------------------------------|---------|---------|-----------|');
console.log(table.join('\n'));
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/api-${new Date().toISOString().slice(0, 10)}.json`;
writeFileSync(
  file,
  JSON.stringify({ works, runs, cores: os.cpus().length, generation_seconds: generationSeconds, results }, null, 2),
);
console.log(`\nwritten to ${file}`);
