import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { ANALYTICS_EXAMPLES, EXAMPLE_CATEGORIES } from '../../../src/lib/analytics-examples/index.js';
import { AnalyticsService } from './service.js';

/** The home page's example questions (src/lib/analytics-examples) through the real engine. */
let t: TestApp;
let service: AnalyticsService;

beforeAll(async () => {
  t = await openTestApp();
  service = new AnalyticsService({ catalogue: t.catalogue, labelsOf: () => () => undefined });
});
afterAll(async () => t.close());

describe('the example questions', () => {
  it('are at least 50, across the eight categories and many entity types, each asked once', () => {
    expect(ANALYTICS_EXAMPLES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ANALYTICS_EXAMPLES.map((e) => e.category))).toEqual(new Set(EXAMPLE_CATEGORIES));
    expect(new Set(ANALYTICS_EXAMPLES.map((e) => e.type)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(ANALYTICS_EXAMPLES.map((e) => e.question)).size).toBe(ANALYTICS_EXAMPLES.length);
    for (const example of ANALYTICS_EXAMPLES) expect(example.type).toBe(example.query.get_rows);
  });

  it.each(ANALYTICS_EXAMPLES.filter((e) => !e.broken).map((e) => [e.question, e] as const))(
    '%s — runs on the demo catalogue and finds rows',
    async (_question, example) => {
      const query = service.normalise({ query: example.query });
      expect(query).toEqual(example.query);
      const done = await service.settled(service.create(query, {}).id);
      expect(done?.backend_error).toBeNull();
      expect(done?.meta.count).toBeGreaterThan(0);
      expect(done?.results.length).toBeGreaterThan(0);
    },
  );
});
