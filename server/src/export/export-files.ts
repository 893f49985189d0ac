import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppDb } from '../users/app-db.js';
import type { JobRow } from './export-job.js';
import { writerFor } from './formats/index.js';

/** Where a job's file is kept in the exports folder (`part` while it is written). */
export function jobFile(dir: string, id: string, extension: string): string {
  return path.join(dir, `${id}.${extension}`);
}

/**
 * Deletes the jobs that ended before `cutoff`, with their files, and files no job owns that are as
 * old; answers how many jobs went.
 */
export function removeJobsEndedBefore(db: AppDb, dir: string, cutoff: number): number {
  const old = db
    .prepare(
      `SELECT * FROM export_jobs WHERE status NOT IN ('queued', 'running') AND coalesce(finished_at, submitted_at) < ?`,
    )
    .all(cutoff) as JobRow[];
  for (const job of old) {
    rmSync(jobFile(dir, job.id, writerFor(job.format).extension), { force: true });
    db.prepare('DELETE FROM export_jobs WHERE id = ?').run(job.id);
  }
  const known = new Set((db.prepare('SELECT id FROM export_jobs').all() as { id: string }[]).map((row) => row.id));
  for (const name of readdirSync(dir)) {
    const id = name.split('.')[0]!;
    const file = path.join(dir, name);
    if (!known.has(id) && statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
  }
  return old.length;
}
