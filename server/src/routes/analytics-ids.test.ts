import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsHarness, type Json } from '../testing/analytics-harness.js';

/**
 * A row's id is the entity's id as the label API takes it (institutions/I1200000138), also when the
 * search shows only metric columns and its records are never read (issue 45, item 2).
 */
const h = new AnalyticsHarness();
let app: FastifyInstance;

beforeAll(async () => {
  await h.open('alexandria-analytics-ids-');
  app = await h.start();
});

afterAll(async () => {
  await app.close();
  await h.close();
});

async function search(query: Json): Promise<Json> {
  const created = await h.call(app, 'POST', '/api/analytics', 'tess', { query });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const done = await h.completed(app, created.body.id);
  expect(done.backend_error).toBeNull();
  return done;
}

describe('the ids of a search that shows only metrics', () => {
  it.each([
    ['institutions', 'count(works)', /^institutions\/I\d+$/],
    ['authors', 'mean(fwci)', /^authors\/A\d+$/],
    ['sources', 'sum(citations)', /^sources\/S\d+$/],
  ] as const)('%s shown by %s only keep their letter and go into a label', async (entity, metric, form) => {
    const done = await search({
      get_rows: entity,
      show_columns: [metric],
      sort_by_column: metric,
      sort_by_order: 'desc',
    });
    expect(done.results.length).toBeGreaterThan(0);
    const shown: string[] = done.results.map((row: { id: string }) => row.id);
    for (const id of shown) expect(id).toMatch(form);

    // the same ids as the search with its names shown
    const named = await search({
      get_rows: entity,
      show_columns: ['display_name', metric],
      sort_by_column: metric,
      sort_by_order: 'desc',
    });
    expect(shown).toEqual(named.results.map((row: { id: string }) => row.id));

    const download = await h.call(app, 'GET', `/api/analytics/${done.id}?format=ids`, 'tess');
    expect(download.status).toBe(200);
    expect(download.body.ids.slice(0, shown.length)).toEqual(shown);
    for (const id of download.body.ids) expect(id).toMatch(form);

    const label = await h.call(app, 'POST', '/user-api/user/tess/collections', 'tess', {
      name: `Top ${entity} by ${metric}`,
      entity_type: entity,
      ids: download.body.ids.slice(0, 50),
    });
    expect(label.status, JSON.stringify(label.body)).toBe(201);
    expect(label.body.ids).toEqual(download.body.ids.slice(0, 50).map((id: string) => id.split('/')[1]));
  });
});
