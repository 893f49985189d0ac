import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppDb } from '../users/app-db.js';

/** What exports may take of the server: jobs waiting or running, and the disk of the exports folder. */
export interface ExportLimits {
  /** per client (a user when logged in, else an address) */
  jobsPerClient: number;
  /** all clients together */
  jobsTotal: number;
  /** bytes the exports folder may hold, finished and partial files together */
  diskBytes: number;
}

export const DEFAULT_EXPORT_LIMITS: ExportLimits = {
  jobsPerClient: 3,
  jobsTotal: 20,
  diskBytes: 5 * 1024 ** 3,
};

/** An export the limits refuse: 429 for jobs (wait and try again), 507 for disk. */
export class ExportLimitError extends Error {
  constructor(
    readonly status: 429 | 507,
    message: string,
  ) {
    super(message);
  }

  get error(): string {
    return this.status === 429 ? 'Too many requests' : 'Insufficient storage';
  }
}

export function tooManyForClient(active: number): ExportLimitError {
  return new ExportLimitError(
    429,
    `You already have ${active} exports waiting or running, the most one person may have; wait for one to finish, or cancel one, before starting another.`,
  );
}

export function tooManyInTotal(active: number): ExportLimitError {
  return new ExportLimitError(
    429,
    `The server is already working on ${active} exports, as many as it takes at once; please try again in a few minutes.`,
  );
}

export function exportsFolderFull(): ExportLimitError {
  return new ExportLimitError(
    507,
    "The server's export storage is full; please try again once older exports have expired (they are kept for a day).",
  );
}

/** What a job stopped at the disk limit reports. */
export const STOPPED_AT_DISK_LIMIT =
  "The export was stopped: it would have filled the server's export storage. Narrow the search, or try again later.";

/** Bytes the files directly in `dir` take. */
export function folderBytes(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    try {
      const stat = statSync(path.join(dir, name));
      if (stat.isFile()) total += stat.size;
    } catch {
      // removed between the listing and the stat: it takes nothing
    }
  }
  return total;
}

/**
 * Refuses a new job (429 or 507, see above) when its client or the server has as many jobs
 * waiting or running as allowed, or when the exports folder is full.
 */
export function checkExportLimits(db: AppDb, dir: string, limits: ExportLimits, client: string | undefined): void {
  const active = (where: string, ...params: string[]) =>
    (
      db
        .prepare(`SELECT count(*) AS n FROM export_jobs WHERE status IN ('queued', 'running') ${where}`)
        .get(...params) as { n: number }
    ).n;
  if (client) {
    const mine = active('AND client = ?', client);
    if (mine >= limits.jobsPerClient) throw tooManyForClient(mine);
  }
  const all = active('');
  if (all >= limits.jobsTotal) throw tooManyInTotal(all);
  if (folderBytes(dir) >= limits.diskBytes) throw exportsFolderFull();
}
