import type { AppDb } from './app-db.js';

export interface ContactRequestInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactRequestJson extends ContactRequestInput {
  id: number;
  created_at: string;
}

interface Row extends ContactRequestInput {
  id: number;
  created_at: number;
}

const toJson = (row: Row): ContactRequestJson => ({ ...row, created_at: new Date(row.created_at).toISOString() });

/** The contact form's requests (spec 2 §3), kept in the app database for the team to answer. */
export class ContactRequestStore {
  constructor(
    private readonly db: AppDb,
    private readonly now: () => number,
  ) {}

  add(input: ContactRequestInput): ContactRequestJson {
    const createdAt = this.now();
    const { lastInsertRowid } = this.db
      .prepare('INSERT INTO contact_requests (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(input.name, input.email, input.subject, input.message, createdAt);
    return toJson({ ...input, id: Number(lastInsertRowid), created_at: createdAt });
  }

  /** The newest `limit` requests, newest first. */
  latest(limit: number): ContactRequestJson[] {
    const rows = this.db.prepare('SELECT * FROM contact_requests ORDER BY id DESC LIMIT ?').all(limit) as Row[];
    return rows.map(toJson);
  }
}
