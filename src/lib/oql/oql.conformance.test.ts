import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { compareQueries } from './compare.js';
import { OqlConfig } from './config.js';
import { parseOql } from './parse.js';
import { renderOql } from './render.js';
import { fromLegacyQuery, LEGACY_FIELD_NAMES, type LegacyQuery } from './legacy.js';
import type { OqlEntitiesConfig, OqlQuery } from './types.js';
import baseline from './conformance-baseline.json';

/**
 * The public OQL test suites in ../shared/conformance/oql-suites, against the entity configuration
 * they were written for (2024-09-17). Prints pass/total per suite and direction; fails when a
 * count drops below the recorded baseline (conformance-baseline.json), so progress only ratchets up.
 */
const shared = path.resolve(import.meta.dirname, '../../../../shared/conformance');
const suites = path.join(shared, 'oql-suites');
const hasSuites = existsSync(suites);

interface Case {
  oql?: string;
  query: OqlQuery;
  ignore?: string[];
  title?: string;
  question?: string;
}

function load(file: string): Case[] {
  const text = readFileSync(path.join(suites, file), 'utf8');
  return (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as Case[];
}

/** OQL text as the suites compare it: trimmed, one trailing ';' removed. */
const canonical = (text: string) => text.trim().replace(/;$/, '');

function run(config: OqlConfig, cases: Case[]) {
  const counts = { oqlToQuery: 0, queryToOql: 0, roundTrip: 0, withOql: 0, total: cases.length };
  const failures: string[] = [];
  for (const [index, testCase] of cases.entries()) {
    const name = testCase.title ?? testCase.question ?? testCase.oql ?? `case ${index}`;
    let rendered = '';
    try {
      rendered = renderOql(testCase.query);
      if (compareQueries(parseOql(rendered, config), testCase.query, testCase.ignore)) counts.roundTrip++;
      else failures.push(`round trip: ${name}: ${rendered}`);
    } catch (error) {
      failures.push(`round trip: ${name}: ${rendered} → ${(error as Error).message}`);
    }
    if (testCase.oql === undefined) continue;
    counts.withOql++;
    if (canonical(rendered) === canonical(testCase.oql)) counts.queryToOql++;
    else failures.push(`query → OQL: ${name}: got ${rendered}`);
    try {
      if (compareQueries(parseOql(testCase.oql, config), testCase.query, testCase.ignore)) counts.oqlToQuery++;
      else failures.push(`OQL → query: ${name}: got ${JSON.stringify(parseOql(testCase.oql, config))}`);
    } catch (error) {
      failures.push(`OQL → query: ${name}: ${(error as Error).message}`);
    }
  }
  return { counts, failures };
}

describe.runIf(hasSuites)('OQL conformance suites', () => {
  const readConfig = (file: string) =>
    new OqlConfig(JSON.parse(readFileSync(path.join(shared, 'entity-config', file), 'utf8')) as OqlEntitiesConfig);
  // Each suite against the configuration of its time: the test repository's suites were written
  // with the 2024-09-17 configuration, the landing page examples with the one of December 2025.
  const september2024 = readConfig('config-2024-09-17/entities-config.json');
  const december2025 = readConfig('entities-config.json');
  const files: [string, OqlConfig][] = [
    ['main.yaml', september2024],
    ['all_columns.yaml', september2024],
    ['disjunctions.json', september2024],
    ['labels.json', september2024],
    ['landing_page.json', december2025],
    // the predecessor of main and all_columns, kept for information (stale in places)
    ['new_tests.yaml', september2024],
  ];

  it('tests.json (the older format, converted) round-trips', () => {
    const legacy = JSON.parse(readFileSync(path.join(suites, 'tests.json'), 'utf8')) as {
      query: LegacyQuery;
      ignore?: string[];
      description?: string;
    }[];
    const cases: Case[] = legacy.map((item) => ({
      query: fromLegacyQuery(item.query),
      ignore: (item.ignore ?? []).flatMap((field) => LEGACY_FIELD_NAMES[field] ?? [field]),
      title: item.description,
    }));
    const { counts, failures } = run(september2024, cases);
    console.log(
      `tests.json: round trip ${counts.roundTrip}/${counts.total}${failures.length ? `\n  ${failures.slice(0, 30).join('\n  ')}` : ''}`,
    );
    const floor = (baseline as Record<string, Record<string, number>>)['tests.json'] ?? {};
    expect(counts.roundTrip).toBeGreaterThanOrEqual(floor.roundTrip ?? 0);
  });

  for (const [file, config] of files) {
    it(`${file} does not fall below its baseline`, () => {
      const { counts, failures } = run(config, load(file));
      const line =
        counts.withOql > 0
          ? `OQL → query ${counts.oqlToQuery}/${counts.withOql}, query → OQL ${counts.queryToOql}/${counts.withOql}, round trip ${counts.roundTrip}/${counts.total}`
          : `round trip ${counts.roundTrip}/${counts.total}`;
      console.log(`${file}: ${line}${failures.length ? `\n  ${failures.slice(0, 30).join('\n  ')}` : ''}`);
      const floor = (baseline as Record<string, Record<string, number>>)[file] ?? {};
      expect(counts.oqlToQuery).toBeGreaterThanOrEqual(floor.oqlToQuery ?? 0);
      expect(counts.queryToOql).toBeGreaterThanOrEqual(floor.queryToOql ?? 0);
      expect(counts.roundTrip).toBeGreaterThanOrEqual(floor.roundTrip ?? 0);
    });
  }
});
