import type { OqlQuery } from '../../../src/lib/oql/index.js';
import type { AppDb } from './app-db.js';

/**
 * The query of each analytics search by its id (a hash of the query), so /s/{id} can be run again
 * after a restart. Rows are small and shared: the same question has the same id for everyone.
 */
export class AnalyticsSearchStore {
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
  ) {}

  save(id: string, query: OqlQuery): void {
    const at = this.now();
    this.db
      .prepare(
        `INSERT INTO analytics_searches (id, query, created_at, used_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(id) DO UPDATE SET used_at = excluded.used_at`,
      )
      .run(id, JSON.stringify(query), at, at);
  }

  load(id: string): OqlQuery | undefined {
    const row = this.db.prepare('SELECT query FROM analytics_searches WHERE id = ?').get(id) as
      { query: string } | undefined;
    return row ? (JSON.parse(row.query) as OqlQuery) : undefined;
  }
}
