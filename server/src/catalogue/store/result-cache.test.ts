import { describe, expect, it } from 'vitest';
import { ResultCache } from './result-cache.js';

describe('ResultCache', () => {
  it('answers the same query and values from the first result, and other values anew', async () => {
    const cache = new ResultCache({ maxCells: 1000, maxRowsPerResult: 100 });
    let runs = 0;
    const run = (n: number) => async () => {
      runs++;
      return [{ n, list: [1, 2] }];
    };
    expect(await cache.get('SELECT ?', [1], run(1))).toEqual([{ n: 1, list: [1, 2] }]);
    expect(await cache.get('SELECT ?', [1], run(99))).toEqual([{ n: 1, list: [1, 2] }]);
    expect(await cache.get('SELECT ?', [2], run(2))).toEqual([{ n: 2, list: [1, 2] }]);
    expect(runs).toBe(2);
  });

  it('keeps results of queries bound to long values (a search match set) apart by their values', async () => {
    const cache = new ResultCache({ maxCells: 1000, maxRowsPerResult: 100 });
    const ids = (from: number) => Array.from({ length: 20_000 }, (_, i) => from + i).join(',');
    let runs = 0;
    const run = (n: number) => async () => {
      runs++;
      return [{ n }];
    };
    expect(await cache.get('SELECT count(*) FROM s', [ids(1)], run(1))).toEqual([{ n: 1 }]);
    expect(await cache.get('SELECT count(*) FROM s', [ids(1)], run(9))).toEqual([{ n: 1 }]);
    expect(await cache.get('SELECT count(*) FROM s', [ids(2)], run(2))).toEqual([{ n: 2 }]);
    expect(runs).toBe(2);
  });

  it('runs identical queries in flight at once only once', async () => {
    const cache = new ResultCache({ maxCells: 1000, maxRowsPerResult: 100 });
    let runs = 0;
    const run = async () => {
      runs++;
      await new Promise((resolve) => setImmediate(resolve));
      return [{ n: 1 }];
    };
    const all = await Promise.all([cache.get('q', [], run), cache.get('q', [], run), cache.get('q', [], run)]);
    expect(all).toEqual([[{ n: 1 }], [{ n: 1 }], [{ n: 1 }]]);
    expect(runs).toBe(1);
  });

  it('gives each caller its own rows, and refuses changes to what they hold', async () => {
    const cache = new ResultCache({ maxCells: 1000, maxRowsPerResult: 100 });
    const first = await cache.get('q', [], async () => [{ n: 1, list: [1] }]);
    first[0]!.n = 5;
    expect(() => (first[0]!.list as number[]).push(2)).toThrow(TypeError);
    expect(await cache.get('q', [], async () => [])).toEqual([{ n: 1, list: [1] }]);
  });

  it('does not keep a failure: the next call runs the query again', async () => {
    const cache = new ResultCache({ maxCells: 1000, maxRowsPerResult: 100 });
    await expect(
      cache.get('q', [], async () => {
        throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
    expect(await cache.get('q', [], async () => [{ n: 2 }])).toEqual([{ n: 2 }]);
  });

  it('drops the least recently used results past its size, and never keeps large results', async () => {
    const cache = new ResultCache({ maxCells: 10, maxRowsPerResult: 3 });
    const rows = (n: number) => async () => Array.from({ length: n }, (_, i) => ({ i }));
    await cache.get('a', [], rows(3)); // 3 values (+1)
    await cache.get('b', [], rows(3));
    await cache.get('a', [], rows(0)); // a is now the most recent
    await cache.get('c', [], rows(3)); // past 10: b goes
    expect(await cache.get('a', [], rows(0))).toHaveLength(3);
    expect(await cache.get('b', [], rows(0))).toHaveLength(0);
    await cache.get('big', [], rows(4));
    expect(await cache.get('big', [], rows(1))).toHaveLength(1);
    expect(cache.size.cells).toBeLessThanOrEqual(10);
  });
});
