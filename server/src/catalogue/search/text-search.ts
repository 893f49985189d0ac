import Database from 'better-sqlite3';
import type { RankBoosts } from './rank-boosts.js';
import type { AcEntity } from './search-index.js';
import { decodeWorkRow } from '../store/work-row-codec.js';
import { RowUnpacker } from './row-pack.js';

export interface MatchSet {
  /**
   * The matching ids, handed to DuckDB as one parameter: comma-separated numbers (`csv`, works;
   * DuckDB splits that several times faster than it parses a JSON list) or a JSON array of
   * strings (`json`, entities, whose ids may be any text).
   */
  ids: string;
  /**
   * Text scores (higher is better) in the same order and encoding, '' when not asked for. Works'
   * scores (`csv`) are integers (see WORK_SCORE): SQLite writes an integer as text in a fraction
   * of the time it takes to round and write a real (a fifth of a common word's search).
   */
  scores: string;
  count: number;
  encoding: 'csv' | 'json';
  /** works: the largest of `scores` (the best text match's), undefined when none */
  top?: number;
  /**
   * works: the ids of the matches that also match rank boosts (see RankBoosts), comma-separated,
   * an id once per boost it matches; undefined when none do
   */
  tiers?: string;
}

/**
 * A work's text score as an integer: ln(BM25) × SCALE, rounded.
 * Not BM25 itself, because FTS5's BM25 gives a word found in more than half of the rows a
 * weight of 1e-6 (its IDF is floored), so in a topical catalogue a search of its main words
 * scores every work around 1e-6: whole ten-thousandths of BM25, as scores were once stored, were
 * all 0 and "relevance" sorted by id. The logarithm keeps a relative precision of 1e-4 from
 * BM25's floor (1e-6 × a long row's term weight, ~1e-7; clamped at FLOOR) to its largest (64
 * words × ~20 IDF × 2.2 < e^8) in about as many digits as ten-thousandths of BM25 took (the
 * scores travel as text: each digit costs); they are then taken relative to the best match's
 * (see compile.ts), so only their ratios matter.
 */
export const WORK_SCORE = { SCALE: 10_000, FLOOR: 1e-9 } as const;

/** Scored matches as SQLite returns them: comma-separated ids and scores, null when none. */
export interface ScoredWorks {
  ids: string | null;
  scores: string | null;
  n: number;
  /** the largest of `scores` */
  top: number | null;
  /** the matches of the rank boosts asked for (see MatchSet.tiers), null when none */
  tiers?: string | null;
}

/** Scores the works with ids from `from` on, elsewhere, while the caller scores the rest. */
export interface SplitScorer {
  /** Starts scoring; the function returned waits for the result (undefined if it failed). */
  start(fts: string, from: number, boosts?: RankBoosts): () => ScoredWorks | undefined;
  close(): void;
}

/** A works row as stored in search.sqlite (see work-row-codec.ts). */
export interface WorkRowText {
  id: number;
  row: string;
}

/** Decoded works rows keyed by id as text. */
export function decodeWorkRows(rows: readonly WorkRowText[]): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const r of rows) out.set(String(r.id), decodeWorkRow(r.row));
  return out;
}

export interface AutocompleteRow {
  eid: string;
  display_name: string;
  hint: string | null;
  cited_by_count: number;
  works_count: number;
  external_id: string | null;
}

/** Read side of search.sqlite. Results leave SQLite as one JSON string, not row by row. */
export class TextSearch {
  private readonly db: Database.Database;
  private readonly cache = new Map<string, MatchSet>();
  private readonly scoreStatements = new Map<string, Database.Statement>();
  private splitScorer: SplitScorer | undefined;
  /** the middle of the works' id range once looked up (see splitPoint) */
  private split: number | undefined | null = null;

  /**
   * `namesFile`: the catalogue's name tables (names.sqlite), attached so that they read as if
   * they were in search.sqlite, where catalogues written before it keep them.
   */
  constructor(file: string, opts: { cacheMb?: number; namesFile?: string } = {}) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.unpacker = new RowUnpacker(this.db);
    this.db.pragma(`cache_size = -${(opts.cacheMb ?? 128) * 1024}`);
    if (opts.namesFile) {
      this.db.prepare('ATTACH DATABASE ? AS names').run(opts.namesFile);
      this.db.pragma(`names.cache_size = -${(opts.cacheMb ?? 128) * 256}`);
    }
  }

  private remember(key: string, value: MatchSet): MatchSet {
    // A small LRU: paging through one search or grouping it reuses the match set.
    this.cache.set(key, value);
    if (this.cache.size > 64) this.cache.delete(this.cache.keys().next().value as string);
    return value;
  }

  /**
   * Works matching an FTS5 expression, with scores (BM25, title weighted over abstract; see
   * WORK_SCORE) and the matches of the rank boosts when asked: scoring costs far more than
   * matching on common words, and counts and group-bys need only the ids.
   */
  matchWorks(fts: string, withScores = true, boosts?: RankBoosts): MatchSet {
    const key = `w${withScores ? `s${JSON.stringify(boosts ?? {})}` : ''}\u0000${fts}`;
    const hit = this.cache.get(key) ?? (withScores ? undefined : this.anyScored(fts));
    if (hit) return hit;
    if (!withScores) {
      const row = this.matchIds.get(fts) as { ids: string | null; n: number };
      return this.remember(key, { ids: row.ids ?? '', scores: '', count: row.n, encoding: 'csv' });
    }
    const row = this.scoreWorksSplit(fts, boosts);
    const set: MatchSet = { ids: row.ids ?? '', scores: row.scores ?? '', count: row.n, encoding: 'csv' };
    if (row.top !== null) set.top = row.top;
    if (row.tiers) set.tiers = row.tiers;
    return this.remember(key, set);
  }

  private get matchIds(): Database.Statement {
    this.matchIdsStatement ??= this.db.prepare(
      `SELECT group_concat(rowid, ',') AS ids, count(*) AS n FROM works_fts WHERE works_fts MATCH ?`,
    );
    return this.matchIdsStatement;
  }

  private matchIdsStatement: Database.Statement | undefined;

  /** A scored match set of an expression already made (its ids serve an unscored one). */
  private anyScored(fts: string): MatchSet | undefined {
    for (const [key, set] of this.cache) if (key.startsWith('ws') && key.endsWith(`\u0000${fts}`)) return set;
    return undefined;
  }

  /**
   * Scores (see WORK_SCORE) of the works matching an FTS5 expression whose ids are in [from, to)
   * when given. A rowid range does not change a score: BM25's term statistics come from the whole
   * index.
   */
  scoreWorks(fts: string, range: { from?: number; to?: number } = {}, boosts?: RankBoosts): ScoredWorks {
    const bounds = [range.from, range.to].filter((bound) => bound !== undefined);
    const kind = `${range.from === undefined ? '' : 'from'}${range.to === undefined ? '' : 'to'}`;
    const where = `${range.from === undefined ? '' : ' AND rowid >= ?'}${range.to === undefined ? '' : ' AND rowid < ?'}`;
    let statement = this.scoreStatements.get(kind);
    if (!statement) {
      const { SCALE, FLOOR } = WORK_SCORE;
      statement = this.db.prepare(
        `WITH m AS MATERIALIZED (SELECT rowid AS id, CAST(round(ln(max(-bm25(works_fts, 4.0, 1.0, 1.0, 1.0), ${FLOOR})) * ${SCALE}) AS INTEGER) AS s
           FROM works_fts WHERE works_fts MATCH ?${where})
         SELECT group_concat(id, ',') AS ids, group_concat(s, ',') AS scores, count(*) AS n, max(s) AS top FROM m`,
      );
      this.scoreStatements.set(kind, statement);
    }
    const scored = statement.get(fts, ...bounds) as ScoredWorks;
    if (!boosts || scored.n === 0) return scored;
    // Boosts are matched, not scored: each costs about what finding the matches did.
    let matching = this.scoreStatements.get(`ids${kind}`);
    if (!matching) {
      matching = this.db.prepare(
        `SELECT group_concat(rowid, ',') AS ids FROM works_fts WHERE works_fts MATCH ?${where}`,
      );
      this.scoreStatements.set(`ids${kind}`, matching);
    }
    const ids = (boost: string | undefined) =>
      boost === undefined ? null : (matching.get(boost, ...bounds) as { ids: string | null }).ids;
    const title = ids(boosts.title);
    // A title beginning with the words has them all: no title match, no lead.
    const lists = [title, ids(boosts.phrase), title ? ids(boosts.lead) : null];
    return { ...scored, tiers: lists.filter((list) => list).join(',') || null };
  }

  /**
   * Scoring costs about a microsecond per matching work, so a common word's tens of thousands
   * of matches are scored in two halves of the id range at once: the upper half by the split
   * scorer (a worker thread), the lower half here. Without one, or should it fail, all here.
   */
  private scoreWorksSplit(fts: string, boosts: RankBoosts | undefined): ScoredWorks {
    const split = this.splitScorer ? this.splitPoint() : undefined;
    if (split === undefined || !this.splitScorer) return this.scoreWorks(fts, {}, boosts);
    const finish = this.splitScorer.start(fts, split, boosts);
    const lower = this.scoreWorks(fts, { to: split }, boosts);
    const upper = finish() ?? this.scoreWorks(fts, { from: split }, boosts);
    const join = (a: string | null | undefined, b: string | null | undefined) =>
      a && b ? `${a},${b}` : (a ?? b ?? null);
    const tops = [lower.top, upper.top].filter((top) => top !== null);
    return {
      ids: join(lower.ids, upper.ids),
      scores: join(lower.scores, upper.scores),
      n: lower.n + upper.n,
      top: tops.length > 0 ? Math.max(...tops) : null,
      tiers: join(lower.tiers, upper.tiers),
    };
  }

  /** The middle of the works' id range; undefined without stored rows (older catalogues). */
  private splitPoint(): number | undefined {
    if (this.split === null) {
      const range = this.hasWorkRows
        ? (this.db.prepare('SELECT min(id) AS lo, max(id) AS hi FROM work_rows').get() as {
            lo: number | null;
            hi: number | null;
          })
        : undefined;
      this.split =
        range?.lo != null && range.hi != null && range.hi > range.lo
          ? Math.floor((range.lo + range.hi) / 2) + 1
          : undefined;
    }
    return this.split;
  }

  /** Score the upper half of large match sets elsewhere (see scoreWorksSplit); closed with this. */
  useSplitScorer(scorer: SplitScorer | undefined): void {
    this.splitScorer = scorer;
  }

  /**
   * Entities whose names match; ids are the entity ids as text. Scores are BM25 as it comes, not
   * rounded: a word in more than half of the names gets FTS5's floored weight (1e-6), whose scores
   * rounding made 0; the query takes them relative to the best match's.
   */
  matchEntity(entity: AcEntity, fts: string): MatchSet {
    const key = `${entity}\u0000${fts}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const row = this.db
      .prepare(
        `WITH m AS MATERIALIZED (SELECT eid, -bm25(ac_${entity}) AS s FROM ac_${entity} WHERE ac_${entity} MATCH ?)
         SELECT json_group_array(eid) AS ids, json_group_array(s) AS scores, count(*) AS n FROM m`,
      )
      .get(fts) as { ids: string; scores: string; n: number };
    return this.remember(key, { ids: row.ids, scores: row.scores, count: row.n, encoding: 'json' });
  }

  /** Most popular entities whose name words start with the typed words (from the `offset`-th on). */
  autocomplete(entity: AcEntity, prefixQuery: string, limit: number, offset = 0): AutocompleteRow[] {
    return this.db
      .prepare(
        `SELECT eid, display_name, hint, cited_by_count, works_count, external_id FROM ac_${entity}
         WHERE ac_${entity} MATCH ? ORDER BY rowid LIMIT ? OFFSET ?`,
      )
      .all(prefixQuery, limit, offset) as AutocompleteRow[];
  }

  /** Look up by exact id among the autocomplete rows (an id typed into the box). */
  byId(entity: AcEntity, eid: string): AutocompleteRow | undefined {
    return this.db
      .prepare(
        `SELECT eid, display_name, hint, cited_by_count, works_count, external_id FROM ac_${entity} WHERE eid = ?`,
      )
      .get(eid) as AutocompleteRow | undefined;
  }

  /** Stored works rows by id (written beside the text index); missing ids are absent. */
  workRows(ids: readonly number[]): Map<string, Record<string, unknown>> {
    return decodeWorkRows(this.workRowTexts(ids));
  }

  /** The stored (encoded) text of works rows by id, in no particular order; missing ids are absent. */
  workRowTexts(ids: readonly number[]): WorkRowText[] {
    return this.workRowBytes(ids).map((r) => ({ id: r.id, row: r.row.toString() }));
  }

  /** The stored rows as read from SQLite: UTF-8 bytes (or text, for rows written as text). */
  workRowBytes(ids: readonly number[]): { id: number; row: Buffer | string }[] {
    if (!this.hasWorkRows || ids.length === 0) return [];
    // One statement per list length, kept: pages and export batches repeat a few lengths, and a
    // statement prepared per call holds native memory until the garbage collector finalizes it.
    let statement = this.workRowStatements.get(ids.length);
    if (!statement) {
      statement = this.db.prepare(`SELECT id, row FROM work_rows WHERE id IN (${ids.map(() => '?').join(', ')})`);
      if (this.workRowStatements.size < 64) this.workRowStatements.set(ids.length, statement);
    }
    const rows = statement.all(...ids) as { id: number; row: Buffer | string }[];
    for (const r of rows) r.row = this.unpacker.unpack(r.row);
    return rows;
  }

  private get hasWorkRows(): boolean {
    this.workRowsKnown ??= Boolean(this.db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'work_rows'`).get());
    return this.workRowsKnown;
  }

  private workRowsKnown: boolean | undefined;
  private readonly unpacker: RowUnpacker;
  private readonly workRowStatements = new Map<number, Database.Statement>();

  close(): void {
    this.splitScorer?.close();
    this.db.close();
  }
}

/** Typed words → FTS5 prefix query ("jo"* "smi"*); undefined when nothing searchable was typed. */
export function prefixQuery(q: string): string | undefined {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  return words
    .slice(0, 12)
    .map((w) => `"${w}"*`)
    .join(' ');
}
