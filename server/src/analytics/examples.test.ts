import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import {
  ANALYTICS_EXAMPLES,
  EXAMPLE_CATEGORIES,
  type AnalyticsExample,
} from '../../../src/lib/analytics-examples/index.js';
import { isGroup, type OqlFilter } from '../../../src/lib/oql/index.js';
import type { ResultRow } from '../../../src/lib/analytics-search.js';
import { AnalyticsService } from './service.js';

/** The home page's example questions (src/lib/analytics-examples) through the real engine. */
let t: TestApp;
let service: AnalyticsService;

beforeAll(async () => {
  t = await openTestApp();
  service = new AnalyticsService({ catalogue: t.catalogue, labelsOf: () => () => undefined });
});
afterAll(async () => t.close());

/**
 * Columns an example may show with one value on every row, by question, with the reason the
 * question allows it. None does today: a column that cannot differ answers nothing (with only
 * open-access works counted, every country's open-access share is 100%).
 */
const SAME_ON_EVERY_ROW: Record<string, { column: string; reason: string }[]> = {};

/** Checks of what a question means that no general rule says, each against the data API. */
const MEANING: Record<string, (rows: ResultRow[]) => Promise<void>> = {
  'Which institutions in France publish the most open-access work since 2020, with their citations and mean FWCI?':
    async (rows) => {
      for (const row of rows) {
        const record = await t.get(`/api/${row.id}?select=id,country_code`);
        expect(record.body.country_code, `${row.id} is in France`).toBe('FR');
      }
    },
  'Which countries does France collaborate with most?': async (rows) => {
    const first = rows[0]!;
    const code = first.id.split('/')[1];
    const both = await t.get(`/api/works?filter=authorships.countries:FR,authorships.countries:${code}&per_page=1`);
    expect(first.cells['count(works)'], 'works with authors in France and in the first country').toBe(
      both.body.meta.count,
    );
  },
  'Which countries of the Global North collaborate most with institutions of the Global South?': async (rows) => {
    for (const row of rows) {
      const country = await t.get(`/api/${row.id}`);
      expect(country.body.is_global_south, `${row.id} is of the Global North`).toBe(false);
    }
  },
  'Where should I publish medical research?': async (rows) => {
    for (const row of rows) {
      const source = await t.get(`/api/${row.id}?select=id,type`);
      expect(source.body.type, `${row.id} is a journal`).toBe('journal');
    }
  },
};

/** The ids a query's works filter names (`countries/FR` …), at any depth, negated ones left out. */
function namedIds(filters: readonly OqlFilter[] | undefined): string[] {
  return (filters ?? []).flatMap((filter) =>
    isGroup(filter)
      ? namedIds(filter.filters)
      : typeof filter.value === 'string' && !/not|does not/.test(filter.operator ?? '')
        ? [filter.value]
        : [],
  );
}

async function run(example: AnalyticsExample) {
  const query = service.normalise({ query: example.query });
  expect(query).toEqual(example.query);
  const done = await service.settled(service.create(query, {}).id);
  expect(done?.backend_error).toBeNull();
  return done!;
}

describe('the example questions', () => {
  it('are at least 50, across the eight categories and many entity types, each asked once', () => {
    expect(ANALYTICS_EXAMPLES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ANALYTICS_EXAMPLES.map((e) => e.category))).toEqual(new Set(EXAMPLE_CATEGORIES));
    expect(new Set(ANALYTICS_EXAMPLES.map((e) => e.type)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(ANALYTICS_EXAMPLES.map((e) => e.question)).size).toBe(ANALYTICS_EXAMPLES.length);
    for (const example of ANALYTICS_EXAMPLES) expect(example.type).toBe(example.query.get_rows);
  });

  it('have meaning checks only for questions that exist', () => {
    const questions = new Set(ANALYTICS_EXAMPLES.map((e) => e.question));
    for (const question of [...Object.keys(MEANING), ...Object.keys(SAME_ON_EVERY_ROW)])
      expect(questions, question).toContain(question);
  });

  it.each(ANALYTICS_EXAMPLES.filter((e) => !e.broken).map((e) => [e.question, e] as const))(
    '%s — runs on the demo catalogue and its answer is plausible',
    async (question, example) => {
      const done = await run(example);
      expect(done.meta.count).toBeGreaterThan(0);
      const rows = done.results;
      expect(rows.length).toBeGreaterThan(0);
      const columns = done.results_header.map((column) => column.id);

      // a column that is the same on every row says nothing, unless the question says so
      if (rows.length > 1) {
        const allowed = new Set((SAME_ON_EVERY_ROW[question] ?? []).map((a) => a.column));
        const constant = columns.filter(
          (id) => !allowed.has(id) && new Set(rows.map((row) => JSON.stringify(row.cells[id]))).size === 1,
        );
        expect(constant, `columns with one value on every row: ${JSON.stringify(rows[0]!.cells)}`).toEqual([]);
      }

      // the thing the works are chosen by is not its own answer: France does not collaborate with France
      const own = namedIds(example.query.filter_works).filter((id) => id.startsWith(`${example.query.get_rows}/`));
      for (const id of own) expect(rows.map((row) => row.id)).not.toContain(id);

      // a list by number of works lists what has works
      if (example.query.sort_by_column === 'count(works)')
        for (const row of rows) expect(row.cells['count(works)'], `${row.id} has works`).toBeGreaterThan(0);

      // rows come in the order asked for
      const sort = example.query.sort_by_column;
      const values = rows.map((row) => row.cells[sort ?? ''] as unknown);
      if (sort && values.every((value) => typeof value === 'number')) {
        const ordered = [...(values as number[])].sort((a, b) =>
          example.query.sort_by_order === 'asc' ? a - b : b - a,
        );
        expect(values).toEqual(ordered);
      }

      // 'how many' is answered by a count
      if (/^How many\b|^How much was published/.test(question)) expect(columns).toContain('count');

      await MEANING[question]?.(rows);
    },
  );
});
