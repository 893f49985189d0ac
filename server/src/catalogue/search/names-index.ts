import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { fileLines } from './file-lines.js';
import type { WorkNames } from './work-names.js';

/** Names are matched by word prefixes as typed, so no stemming ('mapp' must find 'mapping'). */
export function namesTableDdl(table: string): string {
  return `CREATE VIRTUAL TABLE ${table} USING fts5(name, eid UNINDEXED, display_name UNINDEXED, hint UNINDEXED, cited_by_count UNINDEXED, works_count UNINDEXED, external_id UNINDEXED, prefix='1 2 3', tokenize='unicode61 remove_diacritics 2')`;
}

/**
 * FTS5 keeps new postings in an in-memory hash and writes them out as a segment when the hash
 * passes this size or a transaction commits; later merges rewrite the segments. With the default
 * 1 MB and a commit per batch a million works make tens of thousands of small segments, and
 * merging them costs more than tokenizing. One open transaction and a large hash make a few big
 * segments instead: a million generated works fill about 390 MB, so they make one segment, which
 * the final 'optimize' leaves as it is (with 256 MB they made two, and merging them took 7 s).
 */
export const BUILD_HASH_SIZE = 512 * 2 ** 20;

/**
 * Pages of 16 KB rather than SQLite's 4 KB: a stored works row is about 2.5 KB, so with 4 KB pages
 * most pages held one row and the rest of the page went unused. A million works: the file
 * 4.4 → about 3.6 GB, the rows written about twice as fast; reading a row by id costs the same.
 */
const PAGE_SIZE = 16_384;

/** One line of a names file: an entity's autocomplete row, most popular first. */
interface NameRow {
  eid: string;
  name: string | null;
  display_name: string | null;
  hint: string | null;
  cited_by_count: number | null;
  works_count: number | null;
  external_id: string | null;
}

/**
 * An index file being built: the name tables of autocomplete (names.sqlite; see WorksTextIndex
 * for search.sqlite, which has the works). Written in long transactions and thrown away if a
 * build fails, so journaling and syncing are off.
 */
export class NamesIndex {
  protected readonly db: Database.Database;
  private workNames: WorkNames[] = [];

  constructor(file: string) {
    rmSync(file, { force: true });
    this.db = new Database(file);
    this.db.pragma(`page_size = ${PAGE_SIZE}`);
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('cache_size = -262144');
  }

  protected useLargeHash(table: string): void {
    this.db.exec(`INSERT INTO ${table}(${table}, rank) VALUES ('hashsize', ${BUILD_HASH_SIZE})`);
  }

  /**
   * Fill the name table of an entity type from a JSON Lines file in rank order: FTS5's rowid
   * order is then popularity order, so autocomplete's LIMIT 10 needs no sort.
   */
  addNames(table: string, file: string): number {
    const ins = this.namesTable(table);
    let rank = 0;
    this.db.exec('BEGIN');
    for (const line of fileLines(file)) {
      const r = JSON.parse(line) as NameRow;
      ins.run(
        ++rank,
        r.name ?? '',
        r.eid,
        r.display_name,
        r.hint ?? null,
        r.cited_by_count ?? 0,
        r.works_count ?? 0,
        r.external_id ?? null,
      );
    }
    this.db.exec('COMMIT');
    this.db.exec(`INSERT INTO ${table}(${table}) VALUES ('optimize')`);
    return rank;
  }

  private namesTable(table: string): Database.Statement {
    this.db.exec(namesTableDdl(table));
    this.useLargeHash(table);
    return this.db.prepare(
      `INSERT INTO ${table}(rowid, name, eid, display_name, hint, cited_by_count, works_count, external_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
  }

  /** Keep a batch of works' names for finishWorkNames. */
  addWorkNames(names: WorkNames): void {
    this.workNames.push(names);
  }

  /**
   * Fill a works name table from the names kept (see addWorkNames), in the rank order of the
   * works' row of AC_SOURCES: most cited first, then by id. Returns the number of rows.
   */
  finishWorkNames(table: string): number {
    const batches = this.workNames;
    this.workNames = [];
    let total = 0;
    for (const b of batches) total += b.ids.length;
    // Every work as (batch, position), and its citations and id.
    const batchOf = new Int32Array(total);
    const at = new Int32Array(total);
    const cites = new Int32Array(total);
    const ids = new Float64Array(total);
    let g = 0;
    batches.forEach((b, i) => {
      for (let k = 0; k < b.ids.length; k++, g++) {
        batchOf[g] = i;
        at[g] = k;
        cites[g] = b.citedBy[k]!;
        ids[g] = b.ids[k]!;
      }
    });
    const order = Int32Array.from({ length: total }, (_, i) => i);
    order.sort((x, y) => cites[y]! - cites[x]! || ids[x]! - ids[y]!);
    const texts = batches.map((b) => Buffer.from(b.text.buffer, b.text.byteOffset, b.text.byteLength));
    const ins = this.namesTable(table);
    let rank = 0;
    this.db.exec('BEGIN');
    for (let r = 0; r < total; r++) {
      const w = order[r]!;
      const b = batches[batchOf[w]!]!;
      const k = at[w]!;
      if (!b.titled[k]) continue;
      const text = texts[batchOf[w]!]!;
      const from = k > 0 ? b.ends[3 * k - 1]! : 0;
      const title = text.toString('utf8', from, b.ends[3 * k]);
      const external = b.ends[3 * k + 2]! > b.ends[3 * k + 1]!;
      ins.run(
        ++rank,
        title,
        String(ids[w]),
        title,
        text.toString('utf8', b.ends[3 * k], b.ends[3 * k + 1]),
        cites[w],
        0,
        external ? text.toString('utf8', b.ends[3 * k + 1], b.ends[3 * k + 2]) : null,
      );
    }
    this.db.exec('COMMIT');
    this.db.exec(`INSERT INTO ${table}(${table}) VALUES ('optimize')`);
    return rank;
  }

  close(): void {
    if (this.db.inTransaction) this.db.exec('COMMIT');
    this.db.close();
  }
}
