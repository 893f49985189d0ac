import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AnalyticsSearchStore, SearchRetention } from './analytics-search-store.js';
import type { AppDb } from './app-db.js';

/**
 * How long a spent secret is kept after it expired, was revoked or was used: an hour in which an
 * operator can still see why someone's link or session stopped working. Its owner gets the same
 * answer either way (401, or 'This login link has expired or has already been used.').
 */
export const SPENT_SECRET_GRACE_MS = 60 * 60_000;
/**
 * How long a mail stays in the outbox (DATA_DIR/outbox, without SMTP): a day, the longest any link
 * in it works. Login and sign-up links last 15 minutes (user-store.ts), an export's download link
 * as long as the export is kept, a day (export-service.ts); digests and confirmations hold none.
 */
export const OUTBOX_RETENTION_MS = 24 * 60 * 60_000;
/** How often the sweep runs. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

export interface HousekeepingOptions {
  db: AppDb;
  /** the mailer's outbox folder; it may not exist (SMTP, or nothing mailed yet) */
  outboxDir: string;
  now: () => number;
  log: (message: string) => void;
  /** the queries behind /s/{id} links, pruned by their retention */
  searches?: { store: AnalyticsSearchStore; retention: SearchRetention };
}

/** What a sweep removed. */
export interface SweepReport {
  accessTokens: number;
  loginLinks: number;
  signUpLinks: number;
  outboxFiles: number;
  analyticsSearches: number;
}

const REPORT_NAMES: Record<keyof SweepReport, string> = {
  accessTokens: 'access tokens',
  loginLinks: 'login links',
  signUpLinks: 'sign-up links',
  outboxFiles: 'outbox mails',
  analyticsSearches: 'kept analytics searches (unused, or past the size budget)',
};

/** Mail files in the outbox older than OUTBOX_RETENTION_MS, removed; answers how many. */
function sweepOutbox(outboxDir: string, now: number): number {
  let names: string[];
  try {
    names = readdirSync(outboxDir);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const file = path.join(outboxDir, name);
    try {
      if (statSync(file).mtimeMs >= now - OUTBOX_RETENTION_MS) continue;
      rmSync(file, { force: true });
      removed++;
    } catch (error) {
      // removed by someone else between the listing and here: nothing left to do
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}

/**
 * Deletes what can no longer be used, once past its grace: access tokens expired or revoked, login
 * and sign-up links expired or used, outbox mail older than its links, kept analytics searches
 * past their retention.
 */
export function sweepExpired(opts: Omit<HousekeepingOptions, 'log'>): SweepReport {
  const now = opts.now();
  const spent = now - SPENT_SECRET_GRACE_MS;
  const { db } = opts;
  const removed = db.transaction(() => ({
    accessTokens: db.prepare('DELETE FROM access_tokens WHERE expires_at <= ? OR revoked_at <= ?').run(spent, spent)
      .changes,
    loginLinks: db.prepare('DELETE FROM magic_tokens WHERE expires_at <= ? OR used_at <= ?').run(spent, spent).changes,
    signUpLinks: db.prepare('DELETE FROM magic_signups WHERE expires_at <= ? OR used_at <= ?').run(spent, spent)
      .changes,
  }))();
  const analyticsSearches = opts.searches ? opts.searches.store.prune(opts.searches.retention) : 0;
  return { ...removed, outboxFiles: sweepOutbox(opts.outboxDir, now), analyticsSearches };
}

/**
 * Sweeps now and every HOUSEKEEPING_EVERY_MS; a sweep that fails (the database locked, a folder
 * unreadable) is logged and the next one tries again. Returns the function that stops it.
 */
export function scheduleHousekeeping(opts: HousekeepingOptions): () => void {
  const sweep = () => {
    try {
      const report = sweepExpired(opts);
      const parts = (Object.keys(report) as (keyof SweepReport)[])
        .filter((what) => report[what] > 0)
        .map((what) => `${report[what]} ${REPORT_NAMES[what]}`);
      if (parts.length) opts.log(`Housekeeping: removed ${parts.join(', ')}.`);
    } catch (error) {
      opts.log(`Housekeeping failed (tried again in an hour): ${(error as Error).message}`);
    }
  };
  sweep();
  const timer = setInterval(sweep, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
