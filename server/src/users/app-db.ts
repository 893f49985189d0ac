import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The application database (data/app.sqlite): accounts, sessions, saved searches, labels, export
 * jobs. Each migration runs once, in order, inside a transaction; the applied ones are listed in
 * schema_migrations.
 * Add a migration at the end, never edit one that has shipped.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     display_name TEXT NOT NULL,
     password_hash TEXT,
     created_at INTEGER NOT NULL,
     is_admin INTEGER NOT NULL DEFAULT 0,
     is_tester INTEGER NOT NULL DEFAULT 0,
     is_librarian INTEGER NOT NULL DEFAULT 0,
     author_id TEXT,
     author_claim_status TEXT
   );
   CREATE TABLE access_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     revoked_at INTEGER
   );
   CREATE INDEX access_tokens_user ON access_tokens(user_id);
   CREATE TABLE magic_tokens (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE TABLE saved_searches (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     search_url TEXT NOT NULL,
     name TEXT NOT NULL,
     description TEXT NOT NULL DEFAULT '',
     has_alert INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX saved_searches_user ON saved_searches(user_id, updated_at);`,
  // Alerts: the day from which a search's next digest looks for new works (null: no alert).
  `ALTER TABLE saved_searches ADD COLUMN alert_from INTEGER;
   UPDATE saved_searches SET alert_from = updated_at WHERE has_alert = 1;`,
  // Works exports: one row per job; the file lives in DATA_DIR/exports until the job expires.
  `CREATE TABLE export_jobs (
     id TEXT PRIMARY KEY,
     user_id TEXT,
     email TEXT,
     format TEXT NOT NULL,
     filter TEXT,
     search TEXT,
     sort TEXT,
     truncate INTEGER NOT NULL DEFAULT 0,
     max_records INTEGER NOT NULL,
     status TEXT NOT NULL,
     total INTEGER,
     written INTEGER NOT NULL DEFAULT 0,
     error TEXT,
     attempts INTEGER NOT NULL DEFAULT 0,
     submitted_at INTEGER NOT NULL,
     started_at INTEGER,
     finished_at INTEGER
   );
   CREATE INDEX export_jobs_status ON export_jobs(status, submitted_at);`,
  // Corrections users submit to the catalogue (an approved claimant's edits of their profile).
  `CREATE TABLE corrections (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     entity_id TEXT NOT NULL,
     property TEXT NOT NULL,
     value TEXT NOT NULL,
     comment TEXT NOT NULL DEFAULT '',
     status TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX corrections_user ON corrections(user_id, created_at);`,
  // Who started an export ('user:<id>' or 'ip:<address>'), for the per-client limit on jobs.
  `ALTER TABLE export_jobs ADD COLUMN client TEXT;
   CREATE INDEX export_jobs_client ON export_jobs(client, status);`,
  // Sign-up by login link: the account is made when the link is used, not when it is asked for.
  `CREATE TABLE magic_signups (
     token_hash TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     display_name TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );`,
  // Labels (spec 2 "collections"): a named, ordered list of entity ids of one type; ids is a JSON array.
  `CREATE TABLE collections (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     description TEXT NOT NULL DEFAULT '',
     entity_type TEXT NOT NULL,
     ids TEXT NOT NULL DEFAULT '[]',
     created_at INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE INDEX collections_user ON collections(user_id, updated_at);`,
  // Analytics searches: the query behind each /s/{id}, so a link outlives the server's cache.
  `CREATE TABLE analytics_searches (
     id TEXT PRIMARY KEY,
     query TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     used_at INTEGER NOT NULL
   );`,
  // Usage events of the analytics area (spec 2 §7): searches and JavaScript errors, kept here only.
  `CREATE TABLE events (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     type TEXT NOT NULL,
     at INTEGER NOT NULL,
     user_id TEXT,
     data TEXT NOT NULL
   );`,
  // An export of an analytics search's whole result (spec 2 §4 Export dialog) names the search here.
  `ALTER TABLE export_jobs ADD COLUMN analytics_search TEXT;`,
  // A librarian's label shared with every signed-in user, read-only to all but its owner.
  `ALTER TABLE collections ADD COLUMN shared INTEGER NOT NULL DEFAULT 0;
   CREATE INDEX collections_shared ON collections(shared, updated_at);`,
  // Contact-form requests (spec 2 §3 "Contact request"), answered by mail; admins list them.
  `CREATE TABLE contact_requests (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );`,
  // Testimonials people share (spec 2 §3); 'pending' until an admin approves or rejects them.
  `CREATE TABLE testimonials (
     id TEXT PRIMARY KEY,
     short TEXT NOT NULL,
     long TEXT NOT NULL,
     name TEXT NOT NULL,
     org TEXT NOT NULL,
     type TEXT NOT NULL,
     status TEXT NOT NULL,
     user_id TEXT REFERENCES users(id) ON DELETE SET NULL,
     created_at INTEGER NOT NULL,
     decided_at INTEGER
   );
   CREATE INDEX testimonials_status ON testimonials(status, created_at);`,
  // Who first asked each analytics search (the hourly limit of new ones), and its last use (retention).
  `ALTER TABLE analytics_searches ADD COLUMN created_by TEXT;
   CREATE INDEX analytics_searches_created_by ON analytics_searches(created_by, created_at);
   CREATE INDEX analytics_searches_used ON analytics_searches(used_at);`,
  // Who may see an export besides the signed-in user who started it: whoever holds the key its
  // progress_url carries, or the one its mailed link carries. Only SHA-256 hashes are kept.
  `ALTER TABLE export_jobs ADD COLUMN key_hash TEXT;
   ALTER TABLE export_jobs ADD COLUMN mail_key_hash TEXT;`,
  // Short-lived references to a label that the user host makes for a user who may read it, so the
  // data API can filter by a label of any size without the user's token (SHA-256 hashes only).
  `CREATE TABLE label_refs (
     ref_hash TEXT PRIMARY KEY,
     label_id TEXT NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
     user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX label_refs_expires ON label_refs(expires_at);`,
];

export type AppDb = Database.Database;

/**
 * How long a statement waits for another connection's lock before failing with SQLITE_BUSY.
 * better-sqlite3 waits on the event loop, so every request (data API included) would wait with
 * it: the server does not wait there at all. Its routes try again between other work (see
 * busy-retry.ts) and then answer 503; export jobs try again later.
 */
export const APP_DB_BUSY_TIMEOUT_MS = 0;
/** Opening and migrating may wait for a lock: nothing is served yet (and a command line may wait). */
const OPEN_BUSY_TIMEOUT_MS = 5000;

export interface AppDbOptions {
  /** the lock wait once open (the admin command line may wait longer) */
  busyTimeoutMs?: number;
}

/** Opens (creating if needed) the application database and brings its schema up to date. */
export function openAppDb(file: string, options: AppDbOptions = {}): AppDb {
  if (file !== ':memory:') {
    // Accounts, password hashes and mail addresses: only the server's user may read them. SQLite
    // gives the -wal and -shm files the mode of the database file.
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    closeSync(openSync(file, 'a', 0o600));
  }
  const db = new Database(file);
  db.pragma(`busy_timeout = ${OPEN_BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  // Files an older version made readable by everyone are closed up too.
  if (file !== ':memory:')
    for (const own of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(own)) chmodSync(own, 0o600);
  db.pragma('foreign_keys = ON');
  migrate(db);
  db.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? APP_DB_BUSY_TIMEOUT_MS)}`);
  return db;
}

function migrate(db: AppDb): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version),
  );
  MIGRATIONS.forEach((sql, index) => {
    const version = index + 1;
    if (applied.has(version)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(version, Date.now());
    })();
  });
}
