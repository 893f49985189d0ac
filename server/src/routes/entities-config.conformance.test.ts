import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { useImportedSample } from '../testing/imported-sample.js';
import {
  compareQueries,
  OqlConfig,
  parseOql,
  renderOql,
  type OqlEntitiesConfig,
  type OqlQuery,
} from '../../../src/lib/oql/index.js';

/**
 * The public OQL suites (../shared/conformance/oql-suites) parsed with the configuration our server
 * serves at /entities/config, not the reference one: how much of the language's public examples our
 * columns cover. Prints pass/total per suite and fails when a count falls below the floor measured
 * when the analytics columns were added.
 */
const suites = path.resolve(import.meta.dirname, '../../../../shared/conformance/oql-suites');

interface Case {
  oql?: string;
  query: OqlQuery;
  ignore?: string[];
}

/** Measured 2026-11-28 (landing_page.json has no OQL texts). Per suite: OQL texts that parse, that parse to the expected query, and query objects that render and parse back. */
const FLOORS: Record<string, { parses: number; matches: number; roundTrips: number }> = {
  'main.yaml': { parses: 8, matches: 8, roundTrips: 8 },
  'all_columns.yaml': { parses: 92, matches: 92, roundTrips: 92 },
  'disjunctions.json': { parses: 8, matches: 8, roundTrips: 8 },
  'labels.json': { parses: 2, matches: 2, roundTrips: 2 },
  'landing_page.json': { parses: 0, matches: 0, roundTrips: 52 },
};

function load(file: string): Case[] {
  const text = readFileSync(path.join(suites, file), 'utf8');
  return (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as Case[];
}

function measure(config: OqlConfig, cases: Case[]) {
  const counts = { parses: 0, matches: 0, roundTrips: 0, withOql: 0, total: cases.length };
  const failures = new Map<string, number>();
  const fail = (error: unknown) => {
    const message = (error as Error).message;
    failures.set(message, (failures.get(message) ?? 0) + 1);
  };
  for (const testCase of cases) {
    try {
      if (compareQueries(parseOql(renderOql(testCase.query), config), testCase.query, testCase.ignore)) {
        counts.roundTrips++;
      }
    } catch (error) {
      fail(error);
    }
    if (testCase.oql === undefined) continue;
    counts.withOql++;
    try {
      const parsed = parseOql(testCase.oql, config);
      counts.parses++;
      if (compareQueries(parsed, testCase.query, testCase.ignore)) counts.matches++;
    } catch (error) {
      fail(error);
    }
  }
  return { counts, failures };
}

describe('the OQL suites with the configuration we serve', () => {
  const sample = useImportedSample();

  for (const [file, floor] of Object.entries(FLOORS)) {
    it(`${file} does not fall below its floor`, async () => {
      const served = (await sample.get('/api/entities/config')).body as OqlEntitiesConfig;
      const { counts, failures } = measure(new OqlConfig(served), load(file));
      const top = [...failures].sort((a, b) => b[1] - a[1]).slice(0, 12);
      console.log(
        `${file} (served config): parses ${counts.parses}/${counts.withOql}, matches ${counts.matches}/${counts.withOql}, ` +
          `round trip ${counts.roundTrips}/${counts.total}\n  ${top.map(([m, n]) => `${n}× ${m}`).join('\n  ')}`,
      );
      expect(counts.parses).toBeGreaterThanOrEqual(floor.parses);
      expect(counts.matches).toBeGreaterThanOrEqual(floor.matches);
      expect(counts.roundTrips).toBeGreaterThanOrEqual(floor.roundTrips);
    });
  }
});
