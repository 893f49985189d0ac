import type { OqlQuery } from '../../../src/lib/oql/index.js';
import type { AppDb } from './app-db.js';

const DAY_MS = 86_400_000;

/** How long a kept query stays unread before it goes, and how many bytes the kept queries may hold. */
export interface SearchRetention {
  unusedDays: number;
  maxBytes: number;
}

export const DEFAULT_SEARCH_RETENTION: SearchRetention = { unusedDays: 180, maxBytes: 256 * 1024 * 1024 };

/**
 * The query of each analytics search by its id (a hash of the query), so /s/{id} can be run again
 * after a restart. Rows are small (the service takes queries of at most 32 KB) and shared: the
 * same question has the same id for everyone. Each row notes who first asked (for the hourly
 * limit of new searches) and when it was last used; `prune` drops the ones nobody used for
 * `unusedDays`, then the least recently used past `maxBytes`, but never one a saved search links to.
 */
export class AnalyticsSearchStore {
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
  ) {}

  has(id: string): boolean {
    return this.db.prepare('SELECT 1 FROM analytics_searches WHERE id = ?').get(id) !== undefined;
  }

  addedSince(userId: string, since: number): number {
    const row = this.db
      .prepare('SELECT count(*) AS n FROM analytics_searches WHERE created_by = ? AND created_at >= ?')
      .get(userId, since) as { n: number };
    return row.n;
  }

  save(id: string, query: OqlQuery, userId?: string): void {
    const at = this.now();
    this.db
      .prepare(
        `INSERT INTO analytics_searches (id, query, created_at, used_at, created_by) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET used_at = excluded.used_at`,
      )
      .run(id, JSON.stringify(query), at, at, userId ?? null);
  }

  /** The kept query of `id`; reading it counts as a use (noted at most once a day). */
  load(id: string): OqlQuery | undefined {
    const row = this.db.prepare('SELECT query, used_at FROM analytics_searches WHERE id = ?').get(id) as
      { query: string; used_at: number } | undefined;
    if (!row) return undefined;
    const at = this.now();
    if (at - row.used_at > DAY_MS) {
      try {
        this.db.prepare('UPDATE analytics_searches SET used_at = ? WHERE id = ?').run(at, id);
      } catch {
        // a busy app database: the use is noted next time
      }
    }
    return JSON.parse(row.query) as OqlQuery;
  }

  /** Drops what retention says may go; answers how many rows went. */
  prune(retention: SearchRetention = DEFAULT_SEARCH_RETENTION): number {
    const unlinked = `NOT EXISTS (SELECT 1 FROM saved_searches s WHERE instr(s.search_url, '/s/' || analytics_searches.id) > 0)`;
    const old = this.db
      .prepare(`DELETE FROM analytics_searches WHERE used_at < ? AND ${unlinked}`)
      .run(this.now() - retention.unusedDays * DAY_MS).changes;
    const excess = this.bytes() - retention.maxBytes;
    if (excess <= 0) return old;
    // the least recently used first, until what is left fits
    const over = this.db
      .prepare(
        `DELETE FROM analytics_searches WHERE id IN (
           SELECT id FROM (
             SELECT id, length(query) AS size,
                    sum(length(query)) OVER (ORDER BY used_at, id ROWS UNBOUNDED PRECEDING) AS upto
             FROM analytics_searches WHERE ${unlinked}
           ) WHERE upto - size < ?)`,
      )
      .run(excess).changes;
    return old + over;
  }

  /** Bytes the kept queries hold. */
  bytes(): number {
    return (
      this.db.prepare('SELECT coalesce(sum(length(query)), 0) AS bytes FROM analytics_searches').get() as {
        bytes: number;
      }
    ).bytes;
  }
}
