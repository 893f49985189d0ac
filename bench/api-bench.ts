/**
 * API benchmark: generates (or reuses) a demo catalogue of N works, serves it on loopback and
 * times a fixed mix of queries with varied parameters (so text searches are not answered from
 * the match-set cache). Prints p50/p95 per query kind and writes bench/results/api-<date>.json.
 *
 *   npm run bench:api -- --works 1000000 [--runs 40] [--data DIR]
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies of many shapes */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/src/app.js';
import { Catalogue } from '../server/src/catalogue/catalogue.js';
import { ensureCatalogue } from './ensure-catalogue.js';
import { FIELD_TERMS } from '../server/src/catalogue/vocab/field-terms.js';

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

async function get(url: string): Promise<{ ms: number; body: any }> {
  const t0 = performance.now();
  const res = await fetch(`${address}${url}`);
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

// Varied inputs, drawn with a fixed seed so runs are comparable.
let s = 12345;
const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const terms = Object.values(FIELD_TERMS)
  .flat()
  .map((t) => String(t).split(' ').pop()!)
  .filter((t) => t.length > 4);
const uniqueTerms = [...new Set(terms)].sort(() => rand() - 0.5);
const sampleIds = (await get(`/api/works?sample=${runs}&seed=1&per_page=${runs}&select=id`)).body.results.map(
  (r: { id: string }) => r.id.split('/').pop(),
);
const authorNames = (
  await get(`/api/authors?sample=${runs}&seed=2&per_page=${runs}&select=display_name`)
).body.results.map((r: { display_name: string }) => r.display_name);
let deepCursor = '*';
for (let i = 0; i < 50; i++)
  deepCursor = (await get(`/api/works?per_page=200&cursor=${encodeURIComponent(deepCursor)}&select=id`)).body.meta
    .next_cursor;

let termIndex = 0;
const nextTerm = () => uniqueTerms[termIndex++ % uniqueTerms.length]!;
const mix: Record<string, (i: number) => string> = {
  'list: filter + sort by citations': () => {
    const from = 1990 + Math.floor(rand() * 30);
    return `/api/works?filter=publication_year:${from}-${from + 5},is_oa:${rand() < 0.5}&sort=cited_by_count:desc`;
  },
  'list: works of a country, newest first': () =>
    `/api/works?filter=authorships.countries:${pick(['US', 'CN', 'GB', 'DE', 'JP', 'FR', 'IN', 'BR'])}&sort=publication_date:desc`,
  'single record': (i) => `/api/works/${sampleIds[i % sampleIds.length]}`,
  'autocomplete authors': (i) =>
    `/api/autocomplete/authors?q=${encodeURIComponent(String(authorNames[i % authorNames.length]).slice(0, 3 + (i % 4)))}`,
  'autocomplete works': () => `/api/autocomplete/works?q=${encodeURIComponent(nextTerm().slice(0, 5))}`,
  'deep cursor page (10,000+)': () => `/api/works?per_page=25&cursor=${encodeURIComponent(deepCursor)}`,
  search: () => `/api/works?search=${encodeURIComponent(nextTerm())}`,
  'search, two words': () => `/api/works?search=${encodeURIComponent(`${nextTerm()} ${nextTerm()}`)}`,
  'group_by type': () => `/api/works?group_by=type&filter=publication_year:${1995 + Math.floor(rand() * 30)}-`,
  'group_by publication_year': () => `/api/works?group_by=publication_year&filter=is_oa:${rand() < 0.5}`,
  'group_by institutions.lineage': () =>
    `/api/works?group_by=authorships.institutions.lineage&filter=publication_year:${2000 + Math.floor(rand() * 20)}-`,
  'group_by primary_topic.id': () =>
    `/api/works?group_by=primary_topic.id&filter=publication_year:${2000 + Math.floor(rand() * 20)}-`,
  'group_by over a search': () => `/api/works?search=${encodeURIComponent(nextTerm())}&group_by=publication_year`,
};

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const results: { query: string; p50_ms: number; p95_ms: number; max_ms: number; mean_count: number }[] = [];
for (const [name, url] of Object.entries(mix)) {
  await get(url(0)); // warm the code path once
  const times: number[] = [];
  let counted = 0;
  for (let i = 0; i < runs; i++) {
    const { ms, body } = await get(url(i));
    times.push(ms);
    counted += body.meta?.count ?? 1;
  }
  results.push({
    query: name,
    p50_ms: +pct(times, 50).toFixed(1),
    p95_ms: +pct(times, 95).toFixed(1),
    max_ms: +Math.max(...times).toFixed(1),
    mean_count: Math.round(counted / runs),
  });
}
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
