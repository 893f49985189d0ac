import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { readTotals, readVarints, RemovedTotals, writeVarint } from './fts5-totals.js';

describe('FTS5 totals', () => {
  it('reads back every size of varint it writes', () => {
    const values = [0n, 1n, 127n, 128n, 16_383n, 16_384n, 2n ** 35n + 7n, 2n ** 56n - 1n, 2n ** 56n, 2n ** 64n - 1n];
    const bytes = values.flatMap(writeVarint);
    expect(readVarints(Uint8Array.from(bytes))).toEqual(values);
    expect(writeVarint(300n)).toEqual([0x82, 0x2c]);
    expect(writeVarint(2n ** 64n - 1n)).toHaveLength(9);
  });

  it('leaves a contentless_delete table with the totals of one written afresh', () => {
    const make = () => {
      const db = new Database(':memory:');
      db.exec(`CREATE VIRTUAL TABLE t USING fts5(a, b, content='', contentless_delete=1)`);
      return db;
    };
    const put = (db: Database.Database, id: number, a: string, b: string) =>
      db.prepare('INSERT INTO t(rowid, a, b) VALUES (?, ?, ?)').run(id, a, b);
    const updated = make();
    for (let i = 1; i <= 50; i++) put(updated, i, `word ${'x '.repeat(i % 7)}`, `other ${'y '.repeat(i % 3)}`);
    updated.exec('BEGIN');
    const removed = new RemovedTotals(updated, 't');
    for (const id of [3, 4, 5, 99]) {
      removed.before(id);
      updated.prepare('DELETE FROM t WHERE rowid = ?').run(id);
    }
    updated.exec('COMMIT');
    removed.settle();
    put(updated, 3, 'word changed', 'other');
    const fresh = make();
    for (let i = 1; i <= 50; i++) {
      if (i === 4 || i === 5) continue;
      if (i === 3) put(fresh, 3, 'word changed', 'other');
      else put(fresh, i, `word ${'x '.repeat(i % 7)}`, `other ${'y '.repeat(i % 3)}`);
    }
    expect(readTotals(updated, 't')).toEqual(readTotals(fresh, 't'));
    expect(readTotals(updated, 't')[0]).toBe(48n);
    const scores = (db: Database.Database) =>
      db.prepare(`SELECT rowid, bm25(t) AS s FROM t WHERE t MATCH 'word' ORDER BY rowid`).all();
    expect(scores(updated)).toEqual(scores(fresh));
  });
});
