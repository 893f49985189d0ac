import type { AppDb } from './app-db.js';
import { UserApiError } from './user-api-error.js';

interface SavedSearchRow {
  id: string;
  user_id: string;
  search_url: string;
  name: string;
  description: string;
  has_alert: number;
  created_at: number;
  updated_at: number;
  alert_from: number | null;
}

/** A search with an alert, with what its digest needs. */
export interface AlertingSearch {
  id: string;
  name: string;
  search_url: string;
  alert_from: number;
  email: string;
  display_name: string;
}

export interface SavedSearchJson {
  id: string;
  search_url: string;
  name: string;
  description: string;
  has_alert: boolean;
  created: string;
  updated: string;
}

export interface SavedSearchInput {
  search_url: string;
  name: string;
  description: string;
  has_alert: boolean;
}

function savedSearchJson(row: SavedSearchRow): SavedSearchJson {
  return {
    id: row.id,
    search_url: row.search_url,
    name: row.name,
    description: row.description,
    has_alert: row.has_alert === 1,
    created: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
  };
}

/** The most saved searches one account keeps: enough for anyone's work, small enough to list at once. */
export const MAX_SAVED_SEARCHES = 500;

/** The users' saved searches and their alerts; someone else's search is as unknown as a missing one. */
export class SavedSearchStore {
  constructor(
    private readonly db: AppDb,
    /** the clock, replaceable in tests */
    private readonly now: () => number = Date.now,
  ) {}

  /** A page of the user's searches, most recently changed first, and how many they have. */
  list(userId: string, page = { offset: 0, limit: MAX_SAVED_SEARCHES }): { count: number; results: SavedSearchJson[] } {
    const rows = this.db
      .prepare('SELECT * FROM saved_searches WHERE user_id = ? ORDER BY updated_at DESC, id LIMIT ? OFFSET ?')
      .all(userId, page.limit, page.offset) as SavedSearchRow[];
    return { count: this.count(userId), results: rows.map(savedSearchJson) };
  }

  private count(userId: string): number {
    return (this.db.prepare('SELECT count(*) AS n FROM saved_searches WHERE user_id = ?').get(userId) as { n: number })
      .n;
  }

  /** One of the user's searches; someone else's id is as unknown as a missing one. */
  get(userId: string, id: string): SavedSearchJson {
    const row = this.db.prepare('SELECT * FROM saved_searches WHERE id = ? AND user_id = ?').get(id, userId) as
      SavedSearchRow | undefined;
    if (!row) throw new UserApiError(404, `No saved search ${id}.`);
    return savedSearchJson(row);
  }

  /** Creates or replaces the user's search of this id; `created` says which. 409 past MAX_SAVED_SEARCHES. */
  put(userId: string, id: string, input: SavedSearchInput): { search: SavedSearchJson; created: boolean } {
    return this.db.transaction(() => this.write(userId, id, input))();
  }

  private write(userId: string, id: string, input: SavedSearchInput): { search: SavedSearchJson; created: boolean } {
    const owner = this.db.prepare('SELECT user_id, alert_from FROM saved_searches WHERE id = ?').get(id) as
      { user_id: string; alert_from: number | null } | undefined;
    if (owner && owner.user_id !== userId) throw new UserApiError(404, `No saved search ${id}.`);
    if (!owner && this.count(userId) >= MAX_SAVED_SEARCHES)
      throw new UserApiError(
        409,
        `You have ${MAX_SAVED_SEARCHES} saved searches, the most an account can keep; delete one to save another.`,
      );
    const now = this.now();
    // An alert looks for works new from the moment it is turned on; turning it off forgets that.
    const alertFrom = input.has_alert ? (owner?.alert_from ?? now) : null;
    const hasAlert = input.has_alert ? 1 : 0;
    if (owner) {
      this.db
        .prepare(
          `UPDATE saved_searches
           SET search_url = ?, name = ?, description = ?, has_alert = ?, alert_from = ?, updated_at = ? WHERE id = ?`,
        )
        .run(input.search_url, input.name, input.description, hasAlert, alertFrom, now, id);
    } else {
      this.db
        .prepare(
          `INSERT INTO saved_searches
             (id, user_id, search_url, name, description, has_alert, alert_from, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, userId, input.search_url, input.name, input.description, hasAlert, alertFrom, now, now);
    }
    return { search: this.get(userId, id), created: !owner };
  }

  /** Every search with an alert, with its owner's address. */
  alerting(): AlertingSearch[] {
    return this.db
      .prepare(
        `SELECT s.id, s.name, s.search_url, s.alert_from, u.email, u.display_name
         FROM saved_searches s JOIN users u ON u.id = s.user_id
         WHERE s.has_alert = 1 AND s.alert_from IS NOT NULL ORDER BY s.id`,
      )
      .all() as AlertingSearch[];
  }

  /** The next digest of this search looks for works new from `from` on. */
  advanceAlert(id: string, from: number): void {
    this.db.prepare('UPDATE saved_searches SET alert_from = ? WHERE id = ? AND has_alert = 1').run(from, id);
  }

  delete(userId: string, id: string): void {
    const result = this.db.prepare('DELETE FROM saved_searches WHERE id = ? AND user_id = ?').run(id, userId);
    if (result.changes === 0) throw new UserApiError(404, `No saved search ${id}.`);
  }
}
