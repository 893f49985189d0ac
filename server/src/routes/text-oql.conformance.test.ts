import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OqlConfig, type OqlEntitiesConfig } from '../../../src/lib/oql/index.js';
import {
  everyNameResolver,
  loadCases,
  measure,
  summarize,
  type MeasureOutcome,
} from '../analytics/text-oql/measure.js';
import { SAMPLE, useImportedSample } from '../testing/imported-sample.js';
import { entitiesConfig } from '../analytics/entities-config.js';
import { catalogueResolver } from './text-oql.js';

/**
 * Issue 33 §4: the natural-language prompts of tests.json and the questions of landing_page.json,
 * read offline and compared by structure with the queries the suites expect (measure.ts says how).
 * Names are resolved by the real OpenAlex sample's autocomplete index, and separately by a
 * resolver that finds every name, to see the grammar apart from what the sample happens to hold.
 * The floors sit just under the figures reached, so a change that reads fewer questions fails.
 */
const suites = path.resolve(SAMPLE, '../oql-suites');
const FLOORS = {
  catalogue: { 'tests.json': 277, 'landing_page.json': 17 },
  grammar: { 'tests.json': 283, 'landing_page.json': 31 },
};

function check(title: string, outcomes: MeasureOutcome[], floors: Record<string, number>) {
  for (const set of summarize(outcomes)) {
    const lines = set.categories.map((c) => `    ${c.category}: ${c.passed}/${c.total}`);
    const reasons = set.reasons.slice(0, 5).map((r) => `    ${r.count} × ${r.reason}`);
    console.log(`${title} — ${set.set}: ${set.passed}/${set.total}\n${lines.join('\n')}\n${reasons.join('\n')}`);
    expect(set.passed, `${title}, ${set.set}`).toBeGreaterThanOrEqual(floors[set.set] ?? 0);
  }
}

describe.runIf(existsSync(suites))('text to OQL on the suites’ questions', () => {
  const sample = useImportedSample();
  const config = new OqlConfig(entitiesConfig() as OqlEntitiesConfig);
  const cases = existsSync(suites) ? loadCases(suites) : [];

  it('reads the prompts with names from the real sample', async () => {
    const outcomes = await measure(cases, { config, resolve: catalogueResolver(sample.catalogue) });
    expect(outcomes).toHaveLength(395 + 52);
    check('catalogue', outcomes, FLOORS.catalogue);
  });

  it('reads the prompts with every name found (the grammar alone)', async () => {
    check('grammar', await measure(cases, { config, resolve: everyNameResolver }), FLOORS.grammar);
  });
});
