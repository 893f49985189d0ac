import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Duck } from './duck.js';

// A text-search match set reaches DuckDB as one long bound string (see BULK_PARAM_CHARS in
// duck.ts); such queries are planned with two optimizer passes switched off. They must still
// answer exactly, and leave the connection as it was for the next query.

let duck: Duck;

beforeAll(async () => {
  duck = await Duck.open(':memory:', { pool: 1 });
  await duck.run(`CREATE TABLE works AS SELECT i AS id, i % 7 AS cited FROM range(1, 200001) r(i)`);
});

afterAll(() => duck.close());

describe('queries with a bulk parameter', () => {
  it('joins 30,000 ids bound as one comma-separated string', async () => {
    const ids = Array.from({ length: 30_000 }, (_, i) => 3 * i + 1);
    const csv = ids.join(',');
    expect(csv.length).toBeGreaterThan(64 * 1024);
    const row = await duck.one<{ n: number; s: number; top: number }>(
      `WITH s AS (SELECT unnest(string_split(?, ','))::BIGINT AS id)
       SELECT count(*) AS n, sum(t.cited) AS s, max(t.id) AS top FROM works t JOIN s ON s.id = t.id WHERE t.cited > ?`,
      [csv, 2],
    );
    const expected = ids.filter((id) => id % 7 > 2);
    expect(Number(row?.n)).toBe(expected.length);
    expect(Number(row?.s)).toBe(expected.reduce((a, id) => a + (id % 7), 0));
    expect(Number(row?.top)).toBe(Math.max(...expected));
  });

  it('leaves the optimizer settings as they were for the next query', async () => {
    await duck.all(`SELECT count(*) FROM (SELECT unnest(string_split(?, ',')) AS x)`, ['1,'.repeat(40_000) + '1']);
    const row = await duck.one<{ v: string }>(`SELECT current_setting('disabled_optimizers') AS v`);
    expect(row?.v).toBe('');
  });

  it('resets the settings when the query fails', async () => {
    await expect(
      duck.all(`SELECT unnest(string_split(?, ','))::BIGINT AS id`, ['x,'.repeat(40_000) + 'x']),
    ).rejects.toThrow(/Could not convert|Conversion/i);
    const row = await duck.one<{ v: string }>(`SELECT current_setting('disabled_optimizers') AS v`);
    expect(row?.v).toBe('');
  });
});
