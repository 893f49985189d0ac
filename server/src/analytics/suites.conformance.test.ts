import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { useImportedSample } from '../testing/imported-sample.js';
import { QueryError } from '../catalogue/query/errors.js';
import type { OqlQuery } from '../../../src/lib/oql/index.js';
import { AnalyticsService } from './service.js';

/**
 * Every query of the public suites (landing_page.json, main.yaml, all_columns.yaml) through the
 * engine over the real records of ../shared/conformance/openalex-sample: a query whose columns our
 * configuration has must run without a backend_error. A query naming a column or entity type this
 * catalogue does not keep is counted as unsupported, and their number may not grow.
 */
const suites = path.resolve(import.meta.dirname, '../../../../shared/conformance/oql-suites');

interface Case {
  oql?: string;
  query?: OqlQuery;
  question?: string;
  title?: string;
}

/** At least this many queries of each suite run; measured 2026-11-28 (see the printed table). */
const FLOORS: Record<string, number> = { 'landing_page.json': 52, 'main.yaml': 8, 'all_columns.yaml': 92 };
const UNSUPPORTED =
  /is not a valid (column|subjectEntity)|cannot be (filtered|sorted|listed) in this catalogue|is not computed by this server|cannot be listed with/;

function load(file: string): Case[] {
  const text = readFileSync(path.join(suites, file), 'utf8');
  return (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as Case[];
}

describe.runIf(existsSync(suites))('the query-language suites through the engine', () => {
  const sample = useImportedSample();

  it.each(Object.keys(FLOORS))('%s: every supported query runs without a backend_error', async (file) => {
    const service = new AnalyticsService({ catalogue: sample.catalogue, labelsOf: () => () => undefined });
    const unsupported = new Map<string, number>();
    const failures: string[] = [];
    let ran = 0;
    const cases = load(file);
    for (const testCase of cases) {
      const name = testCase.question ?? testCase.title ?? testCase.oql ?? JSON.stringify(testCase.query);
      let query: OqlQuery;
      try {
        query = service.normalise(testCase.query ? { query: testCase.query } : { oql: testCase.oql });
        service.compile(query, undefined);
      } catch (e) {
        const message = (e as Error).message;
        if (e instanceof QueryError && UNSUPPORTED.test(message)) {
          const reason = message.replace(/ \(line.*$/, '');
          unsupported.set(reason, (unsupported.get(reason) ?? 0) + 1);
        } else failures.push(`${name}: refused: ${message}`);
        continue;
      }
      const created = service.create(query, {});
      const done = await service.settled(created.id);
      if (done?.backend_error) failures.push(`${name}: ${done.backend_error}`);
      else ran++;
    }
    const reasons = [...unsupported].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `  ${n} × ${reason}`);
    console.log(`${file}: ${ran} of ${cases.length} ran; unsupported:\n${reasons.join('\n')}`);
    expect(failures).toEqual([]);
    expect(ran).toBeGreaterThanOrEqual(FLOORS[file]!);
  });
});
