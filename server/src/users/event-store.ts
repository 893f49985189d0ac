import type { AppDb } from './app-db.js';

/** The most events kept: the oldest go when more arrive. */
export const MAX_EVENTS = 20_000;

export interface EventJson {
  id: number;
  type: string;
  at: string;
  user_id: string | null;
  data: Record<string, unknown>;
}

/**
 * Usage events (spec 2 §7: searches and JavaScript errors), kept in the app database and never
 * sent anywhere else, up to MAX_EVENTS (older ones are dropped).
 */
export class EventStore {
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
    private readonly max = MAX_EVENTS,
  ) {}

  add(type: string, userId: string | null, data: Record<string, unknown>): void {
    this.db
      .prepare('INSERT INTO events (type, at, user_id, data) VALUES (?, ?, ?, ?)')
      .run(type, this.now(), userId, JSON.stringify(data));
    // ids only grow: the rows past the cap are a range of the primary key
    this.db.prepare('DELETE FROM events WHERE id <= (SELECT max(id) FROM events) - ?').run(this.max);
  }

  latest(limit: number): EventJson[] {
    const rows = this.db.prepare('SELECT * FROM events ORDER BY id DESC LIMIT ?').all(limit) as {
      id: number;
      type: string;
      at: number;
      user_id: string | null;
      data: string;
    }[];
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      at: new Date(row.at).toISOString(),
      user_id: row.user_id,
      data: JSON.parse(row.data) as Record<string, unknown>,
    }));
  }
}
