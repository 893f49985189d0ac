/**
 * npm run measure:text-oql [-- --data DIR | --server URL] [--failures N] [--json FILE]
 *
 * Runs every natLang prompt of tests.json and every question of landing_page.json
 * (../shared/conformance/oql-suites) through text-to-OQL and reports the share whose query has
 * the expected structure, per set and category, with the commonest failure reasons. Two readings:
 * names resolved by a real catalogue (the real OpenAlex sample imported into a temporary folder,
 * a catalogue folder given with --data, or a running server's /api/autocomplete with --server),
 * and the grammar alone (every name found), which separates the grammar from catalogue coverage.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OqlConfig, type OqlEntitiesConfig } from '../src/lib/oql/index.js';
import type { TextOqlDeps } from '../server/src/analytics/text-oql/index.js';
import {
  everyNameResolver,
  loadCases,
  measure,
  summarize,
  type MeasureOutcome,
} from '../server/src/analytics/text-oql/measure.js';
import { importInto } from '../server/src/catalogue/ingest/build.js';
import { Catalogue } from '../server/src/catalogue/catalogue.js';
import { entitiesConfig } from '../server/src/analytics/entities-config.js';
import { catalogueResolver, namesMatch } from '../server/src/routes/text-oql.js';

const shared = path.resolve(import.meta.dirname, '../../shared/conformance');
const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    server: { type: 'string' },
    failures: { type: 'string', default: '0' },
    json: { type: 'string' },
  },
});

function serverResolver(base: string): TextOqlDeps['resolve'] {
  return async (kind, name) => {
    const url = `${base.replace(/\/$/, '')}/api/autocomplete/${kind}?q=${encodeURIComponent(name)}&per_page=20`;
    const res = await fetch(url);
    if (!res.ok) return null;
    const body = (await res.json()) as { results: { short_id: string; display_name: string }[] };
    const exact = (r: { display_name: string }) => r.display_name.toLowerCase() === name.toLowerCase();
    const hit = body.results.find(exact) ?? body.results.find((r) => namesMatch(name, r.display_name));
    return hit ? { id: hit.short_id, display_name: hit.display_name } : null;
  };
}

function report(title: string, outcomes: MeasureOutcome[]): void {
  console.log(`\n== ${title}`);
  for (const set of summarize(outcomes)) {
    const pct = ((100 * set.passed) / set.total).toFixed(1);
    console.log(`${set.set}: ${set.passed}/${set.total} (${pct} %)`);
    for (const c of set.categories) console.log(`  ${c.category.padEnd(36)} ${c.passed}/${c.total}`);
    console.log('  most common failures:');
    for (const r of set.reasons.slice(0, 8)) console.log(`    ${String(r.count).padStart(3)}  ${r.reason}`);
  }
  const shown = Number(values.failures);
  for (const o of outcomes.filter((x) => !x.pass).slice(0, shown)) {
    console.log(
      `  FAIL [${o.set} ${o.category}] ${o.prompt}\n    ${o.reason}\n    got ${JSON.stringify(o.got ?? null)}`,
    );
  }
}

const config = new OqlConfig(entitiesConfig() as OqlEntitiesConfig);
const cases = loadCases(path.join(shared, 'oql-suites'));
let cleanup = () => {};
let resolve: TextOqlDeps['resolve'];
let where: string;
if (values.server) {
  resolve = serverResolver(values.server);
  where = `the autocomplete of ${values.server}`;
} else {
  let dir = values.data;
  if (!dir) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'alexandria-text-oql-'));
    const made = dir;
    cleanup = () => rmSync(made, { recursive: true, force: true });
    await importInto(dir, path.join(shared, 'openalex-sample'));
    where = 'the real OpenAlex sample (imported into a temporary folder)';
  } else where = `the catalogue in ${dir}`;
  const catalogue = await Catalogue.open(dir);
  const close = cleanup;
  cleanup = () => {
    catalogue.close();
    close();
  };
  resolve = catalogueResolver(catalogue);
}
try {
  const withCatalogue = await measure(cases, { config, resolve });
  const grammarOnly = await measure(cases, { config, resolve: everyNameResolver });
  report(`names resolved by ${where}`, withCatalogue);
  report('grammar alone (every name resolves)', grammarOnly);
  if (values.json) writeFileSync(values.json, JSON.stringify({ withCatalogue, grammarOnly }, null, 1));
} finally {
  cleanup();
}
