import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { fileLines } from './file-lines.js';
import type { WorkNames } from './work-names.js';
import { WorkNamesSort } from './work-names-sort.js';

/** Names are matched by word prefixes as typed, so no stemming ('mapp' must find 'mapping'). */
export function namesTableDdl(table: string): string {
  return `CREATE VIRTUAL TABLE ${table} USING fts5(name, eid UNINDEXED, display_name UNINDEXED, hint UNINDEXED, cited_by_count UNINDEXED, works_count UNINDEXED, external_id UNINDEXED, prefix='1 2 3', tokenize='unicode61 remove_diacritics 2')`;
}

/**
 * FTS5 keeps new postings in an in-memory hash and writes them out as a segment when the hash
 * passes this size or a transaction commits; later merges rewrite the segments. With the default
 * 1 MB and a commit per batch a million works make tens of thousands of small segments, and
 * merging them costs more than tokenizing. One open transaction and a large hash make a few big
 * segments instead: a million generated works fill about 390 MB, three or four segments at this
 * size. 512 MB made one (and saved the 7 s of merging two), but the hash held that much memory
 * through every build whatever its size, and a catalogue of millions of works makes several
 * segments at any size: with 128 rather than 256 MB the peak of generating 3 M works went from
 * 4.2 to 4.0 GB (see bench/README.md, "Memory").
 */
export const BUILD_HASH_SIZE = 128 * 2 ** 20;

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
 * build fails (an update's copy too), so journaling and syncing are off.
 */
export class NamesIndex {
  protected readonly db: Database.Database;
  private readonly workNames: WorkNamesSort;

  /** `existing`: add to the file as it is (an update's copy) rather than write it afresh. */
  constructor(file: string, existing = false) {
    if (!existing) rmSync(file, { force: true });
    this.workNames = new WorkNamesSort(`${file}.names-run`);
    this.db = new Database(file, { fileMustExist: existing });
    if (!existing) this.db.pragma(`page_size = ${PAGE_SIZE}`);
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    // Pages are written in order (segments, rows by id) and read back once by the final merge:
    // a small cache does (at 256 MB each of the two index threads could hold that much).
    this.db.pragma('cache_size = -65536');
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
    this.workNames.add(names);
  }

  /**
   * Fill a works name table from the names kept (see addWorkNames), in the rank order of the
   * works' row of AC_SOURCES: most cited first, then by id. Returns the number of rows.
   */
  finishWorkNames(table: string): number {
    const ins = this.namesTable(table);
    let rank = 0;
    this.db.exec('BEGIN');
    for (const w of this.workNames.ranked()) {
      const id = String(w.id);
      ins.run(++rank, w.title, id, w.title, w.hint, w.citedBy, 0, w.external === '' ? null : w.external);
    }
    this.db.exec('COMMIT');
    this.db.exec(`INSERT INTO ${table}(${table}) VALUES ('optimize')`);
    return rank;
  }

  close(): void {
    this.workNames.close();
    if (this.db.inTransaction) this.db.exec('COMMIT');
    this.db.close();
  }
}
