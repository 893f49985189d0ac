import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { RowPacker, RowUnpacker } from './row-pack.js';

/** A row like a stored work's positional JSON, varied by n. */
const row = (n: number) =>
  JSON.stringify([
    n,
    `https://doi.org/10.1000/${n}`,
    `A study of item ${n} in the open catalogue`,
    2000 + (n % 25),
    Array.from({ length: 20 }, (_, i) => [`https://openalex.org/A${n * 100 + i}`, `Author ${i} of ${n}`, 'middle']),
  ]);

describe('stored works rows, packed', () => {
  let db: Database.Database;
  afterEach(() => db.close());

  function fill(count: number): void {
    db = new Database(':memory:');
    db.exec('CREATE TABLE work_rows (id INTEGER PRIMARY KEY, row BLOB NOT NULL)');
    const packer = new RowPacker(db, db.prepare('INSERT OR REPLACE INTO work_rows(id, row) VALUES (?, ?)'));
    for (let n = 1; n <= count; n++) packer.put(n, Buffer.from(row(n)));
    packer.flush();
  }

  const stored = () => db.prepare('SELECT id, row FROM work_rows ORDER BY id').all() as { id: number; row: Buffer }[];

  it('reads back every row as written, in far fewer bytes', () => {
    fill(200);
    const rows = stored();
    expect(rows).toHaveLength(200);
    const unpacker = new RowUnpacker(db);
    for (const r of rows) expect(unpacker.unpack(r.row).toString()).toBe(row(r.id));
    const packed = rows.reduce((n, r) => n + r.row.length, 0);
    const plain = rows.reduce((n, r) => n + Buffer.byteLength(row(r.id)), 0);
    expect(packed).toBeLessThan(plain / 4);
  });

  it('writes the rows held for the dictionary when fewer than its sample come', () => {
    fill(3);
    const unpacker = new RowUnpacker(db);
    expect(stored().map((r) => unpacker.unpack(r.row).toString())).toEqual([row(1), row(2), row(3)]);
  });

  it('reads rows of a catalogue written before rows were packed as they are', () => {
    db = new Database(':memory:');
    db.exec('CREATE TABLE work_rows (id INTEGER PRIMARY KEY, row BLOB NOT NULL)');
    db.prepare('INSERT INTO work_rows VALUES (1, ?)').run(Buffer.from(row(1)));
    expect(new RowUnpacker(db).unpack(stored()[0]!.row).toString()).toBe(row(1));
  });

  it('names the missing dictionary rather than returning garbage', () => {
    fill(100);
    db.exec('DELETE FROM work_rows_dictionary');
    expect(() => new RowUnpacker(db).unpack(stored()[0]!.row)).toThrow(/dictionary 1/);
  });
});
