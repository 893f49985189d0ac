import type Database from 'better-sqlite3';

/**
 * The totals an FTS5 table keeps for BM25 (its number of rows and each column's number of
 * tokens: the "averages" record, rowid 1 of its %_data table, SQLite varints), kept right when
 * rows are taken out of a contentless_delete table by rowid. SQLite 3.53 leaves the totals as
 * they were on such a delete (it has no text to count), so every update would skew the average
 * lengths and the scores a little more; the rows' own sizes are in %_docsize, which the delete
 * does maintain. See RemovedTotals.
 */

/** SQLite varints (as FTS5 writes them): 7 bits a byte, high bit set on all but the last; a 9th byte holds 8. */
export function readVarints(buf: Uint8Array): bigint[] {
  const out: bigint[] = [];
  let i = 0;
  while (i < buf.length) {
    let v = 0n;
    for (let k = 0; ; k++) {
      const b = buf[i++]!;
      if (k === 8) {
        v = (v << 8n) | BigInt(b);
        break;
      }
      v = (v << 7n) | BigInt(b & 0x7f);
      if (!(b & 0x80)) break;
    }
    out.push(v);
  }
  return out;
}

export function writeVarint(v: bigint): number[] {
  if (v < 0n) throw new RangeError('a varint cannot be negative');
  if (v > 0x00ff_ffff_ffff_ffffn) {
    const out = new Array<number>(9);
    out[8] = Number(v & 0xffn);
    let x = v >> 8n;
    for (let i = 7; i >= 0; i--) {
      out[i] = Number(x & 0x7fn) | 0x80;
      x >>= 7n;
    }
    return out;
  }
  const groups: number[] = [];
  let x = v;
  do {
    groups.push(Number(x & 0x7fn));
    x >>= 7n;
  } while (x > 0n);
  groups.reverse();
  return groups.map((b, i) => (i < groups.length - 1 ? b | 0x80 : b));
}

/** The totals of table `table`: [rows, tokens of column 1, …]. */
export function readTotals(db: Database.Database, table: string): bigint[] {
  const row = db.prepare(`SELECT block FROM "${table}_data" WHERE id = 1`).get() as { block: Buffer } | undefined;
  return row ? readVarints(row.block) : [];
}

/**
 * Tallies the sizes of the rows taken out of a contentless_delete table (call `before` with each
 * rowid just before deleting it), then puts them right in its totals (`settle`, once the deletes
 * are committed and nothing else is pending), unless SQLite did so itself.
 */
export class RemovedTotals {
  private rows = 0n;
  private tokens: bigint[] = [];
  private readonly size: Database.Statement;
  private readonly start: bigint[];

  constructor(
    private readonly db: Database.Database,
    private readonly table: string,
  ) {
    this.size = db.prepare(`SELECT sz FROM "${table}_docsize" WHERE id = ?`);
    this.start = readTotals(db, table);
  }

  before(rowid: number): void {
    const r = this.size.get(rowid) as { sz: Buffer } | undefined;
    if (!r) return;
    this.rows++;
    readVarints(r.sz).forEach((n, i) => (this.tokens[i] = (this.tokens[i] ?? 0n) + n));
  }

  /** Write the totals less the rows removed, when the deletes left them as they were. */
  settle(): void {
    if (this.rows === 0n) return;
    const now = readTotals(this.db, this.table);
    if (now.length === 0 || now[0] !== this.start[0]) return; // SQLite counted the deletes
    const fixed = now.map((v, i) => {
      const less = v - (i === 0 ? this.rows : (this.tokens[i - 1] ?? 0n));
      return less < 0n ? 0n : less;
    });
    this.db.unsafeMode(true); // FTS5's tables are read-only to SQL in better-sqlite3's defensive mode
    try {
      this.db
        .prepare(`UPDATE "${this.table}_data" SET block = ? WHERE id = 1`)
        .run(Buffer.from(fixed.flatMap(writeVarint)));
    } finally {
      this.db.unsafeMode(false);
    }
  }
}
