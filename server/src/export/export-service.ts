import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmodSync, createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { AppDb } from '../users/app-db.js';
import type { Mailer } from '../users/mailer.js';
import { retryWhileBusy, storageProblem } from '../storage-errors.js';
import {
  checkExportLimits,
  DEFAULT_EXPORT_LIMITS,
  folderBytes,
  STOPPED_AT_DISK_LIMIT,
  type ExportLimits,
} from './export-limits.js';
import * as jobs from './export-job.js';
import type { ExportJob, ExportRequest, ExportStatus, JobRow } from './export-job.js';
import { jobFile, removeJobsEndedBefore } from './export-files.js';
import { writerFor } from './formats/index.js';
import { isJobKey, mayAccess, newJobKey, type JobAccess } from './job-access.js';
import { jobChunks, type AnalyticsCsvSource } from './job-source.js';

/** A job as its creator gets it: with the key its links carry (the server keeps only a hash). */
export type StartedExportJob = ExportJob & { key: string };
/** A job as a request that may see it gets it: with its key when the request brought a right one. */
export type GrantedExportJob = ExportJob & { key?: string | undefined };

/** Spec 1 §9: the largest export a browser downloads directly. */
export const MAX_EXPORT_RECORDS = 100_000;
/** Exports mailed as a link (POST /mega-csv) may be this large. */
export const MAX_MAILED_EXPORT_RECORDS = 10_000_000;
/** How long a finished (or failed) job and its file are kept. */
export const DEFAULT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** A job interrupted this many times by restarts is failed rather than started again. */
const MAX_ATTEMPTS = 3;
/** Progress is recorded at most this often (each record is a write to the app database)… */
const PROGRESS_EVERY_MS = 250;
/** …and not again for this long after the database was found locked. */
const PROGRESS_BACKOFF_MS = 2000;
/** Between two tries of a job-state write that found the database locked. */
const WRITE_RETRY_STEP_MS = 100;

export interface ExportServiceOptions {
  db: AppDb;
  catalogue: Catalogue;
  /** folder of the export files (DATA_DIR/exports) */
  dir: string;
  mailer?: Mailer | undefined;
  /** where the app runs, for links in mails */
  publicUrl: string;
  retentionMs?: number;
  /** jobs per client and in total, disk of `dir` (DEFAULT_EXPORT_LIMITS) */
  limits?: Partial<ExportLimits>;
  /** how long a job's start, end or failure is retried while the app database is locked (30 s) */
  writeRetryMs?: number;
  /** how soon the queue is taken up again after the app database refused a job's state (5 s) */
  requeueDelayMs?: number;
  /** awaited between a job's steps: lets requests being answered go first (see RequestGauge) */
  pace?: () => Promise<void>;
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * Works exports as jobs in the application database, run one at a time in the background: each
 * walks the catalogue in batches (memory stays flat) into a file under `dir`, records its progress,
 * and is kept for the retention period. Jobs a restart interrupted run again from the start.
 */
export class ExportService {
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  private readonly retentionMs: number;
  private readonly writeRetryMs: number;
  private readonly limits: ExportLimits;
  private readonly requeueDelayMs: number;
  private running: Promise<void> | null = null;
  private requeueTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private analyticsCsv: AnalyticsCsvSource | undefined;

  constructor(private readonly opts: ExportServiceOptions) {
    this.now = opts.now ?? Date.now;
    this.log = opts.log ?? (() => undefined);
    this.retentionMs = opts.retentionMs ?? DEFAULT_RETENTION_MS;
    this.writeRetryMs = opts.writeRetryMs ?? 30_000;
    this.limits = { ...DEFAULT_EXPORT_LIMITS, ...opts.limits };
    this.requeueDelayMs = opts.requeueDelayMs ?? 5000;
    // Exports show what users searched for: only the server's user may read them.
    mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
    chmodSync(opts.dir, 0o700);
  }

  /**
   * Takes up jobs a restart left behind (running ones start again) and runs the queue. Also how the
   * queue recovers when the app database refused a job's state: with no job running, a job still
   * marked running was interrupted just as by a restart.
   */
  resume(): void {
    const interrupted = this.opts.db.prepare(`SELECT * FROM export_jobs WHERE status = 'running'`).all() as JobRow[];
    for (const job of interrupted) {
      if (job.attempts >= MAX_ATTEMPTS) {
        this.finish(
          job.id,
          'failed',
          'The export was interrupted by server restarts too often; please start it again.',
        );
      } else {
        this.opts.db.prepare(`UPDATE export_jobs SET status = 'queued', written = 0 WHERE id = ?`).run(job.id);
        this.log(`Export ${job.id} was interrupted by a restart; it runs again.`);
      }
    }
    this.kick();
  }

  /**
   * Queues an export of the works matching the request; `total` is their count. Throws an
   * ExportLimitError when the client or the server has as many jobs as it may, or the disk is used up.
   * The job's key is in the answer only: it opens the job to whoever holds it.
   */
  start(request: ExportRequest, total: number): StartedExportJob {
    checkExportLimits(this.opts.db, this.opts.dir, this.limits, request.client);
    const id = randomBytes(12).toString('hex');
    const { key, hash } = newJobKey();
    this.opts.db
      .prepare(
        `INSERT INTO export_jobs (id, user_id, client, email, format, filter, search, sort, truncate, max_records, status, total, submitted_at, analytics_search, key_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?)`,
      )
      .run(
        id,
        request.userId ?? null,
        request.client ?? null,
        request.email ?? null,
        request.format,
        request.filter ?? null,
        request.search ?? null,
        request.sort ?? null,
        request.truncate ? 1 : 0,
        request.maxRecords,
        Math.min(total, request.maxRecords),
        this.now(),
        request.analyticsSearch ?? null,
        hash,
      );
    this.kick();
    return { ...this.get(id)!, key };
  }

  /** Where analytics searches' rows come from (the app registers them); till then such jobs wait. */
  useAnalyticsCsv(source: AnalyticsCsvSource): void {
    this.analyticsCsv = source;
    this.kick();
  }

  get(id: string): ExportJob | undefined {
    const row = this.row(id);
    return row ? jobs.toJob(row) : undefined;
  }

  /** The job when the request may see it (mayAccess), else undefined as for a job that does not exist. */
  granted(id: string, access: JobAccess): GrantedExportJob | undefined {
    const row = this.row(id);
    if (!row || !mayAccess(row, access)) return undefined;
    return { ...jobs.toJob(row), ...(isJobKey(row, access.key) ? { key: access.key } : {}) };
  }

  /** Stops a queued or running job; its partial file is removed. */
  cancel(id: string): ExportJob | undefined {
    const row = this.row(id);
    if (!row) return undefined;
    if (row.status === 'queued' || row.status === 'running') this.finish(id, 'cancelled', null);
    return this.get(id);
  }

  /** The finished file of a job, with what a download needs. */
  file(id: string): { path: string; contentType: string; fileName: string } | undefined {
    const row = this.row(id);
    if (!row || row.status !== 'finished') return undefined;
    const writer = writerFor(row.format);
    const file = this.filePath(row.id, writer.extension);
    if (!existsSync(file)) return undefined;
    const day = new Date(row.submitted_at).toISOString().slice(0, 10);
    const name = row.analytics_search ? `search-${row.analytics_search}` : 'works';
    return {
      path: file,
      contentType: writer.contentType,
      fileName: `${name}-${day}-${row.id.slice(0, 8)}.${writer.extension}`,
    };
  }

  /** Deletes jobs (and files) older than the retention period, and files no job owns. */
  cleanup(): number {
    return removeJobsEndedBefore(this.opts.db, this.opts.dir, this.now() - this.retentionMs);
  }

  /** Runs the cleanup now and every hour; returns the function that stops it. */
  scheduleCleanup(): () => void {
    const sweep = () => {
      try {
        const removed = this.cleanup();
        if (removed) this.log(`Exports: ${removed} expired jobs removed.`);
      } catch (error) {
        this.log(`Exports: cleanup failed: ${(error as Error).message}`);
      }
    };
    sweep();
    const timer = setInterval(sweep, 60 * 60 * 1000);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Stops taking new jobs and waits for the one running (which then counts as interrupted). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.requeueTimer) clearTimeout(this.requeueTimer);
    await this.running;
  }

  /** Resolves when the queue is empty (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private row(id: string): JobRow | undefined {
    return this.opts.db.prepare('SELECT * FROM export_jobs WHERE id = ?').get(id) as JobRow | undefined;
  }

  private filePath(id: string, extension: string): string {
    return jobFile(this.opts.dir, id, extension);
  }

  private finish(id: string, status: ExportStatus, error: string | null): void {
    this.opts.db
      .prepare(`UPDATE export_jobs SET status = ?, error = ?, finished_at = ? WHERE id = ?`)
      .run(status, error, this.now(), id);
  }

  private kick(): void {
    if (this.running || this.closed) return;
    this.running = (async () => {
      for (;;) {
        if (this.closed) return;
        // Analytics jobs wait while nothing provides their rows.
        const next = this.opts.db
          .prepare(
            `SELECT * FROM export_jobs WHERE status = 'queued' AND (analytics_search IS NULL OR ?)
             ORDER BY submitted_at, rowid LIMIT 1`,
          )
          .get(this.analyticsCsv ? 1 : 0) as JobRow | undefined;
        if (!next) return;
        await this.run(next);
      }
    })()
      // The queue runs in the background: nothing awaits it, so a failure here must not escape.
      .catch((error: unknown) => {
        this.log(`Exports: the queue stopped: ${(error as Error).message}; it is taken up again shortly.`);
        this.requeueLater();
      })
      .finally(() => {
        this.running = null;
      });
  }

  /** Takes the queue up again in a while (the app database was locked, full or read-only). */
  private requeueLater(): void {
    if (this.closed || this.requeueTimer) return;
    this.requeueTimer = setTimeout(() => {
      this.requeueTimer = null;
      if (this.running) return this.requeueLater();
      try {
        this.resume();
      } catch (error) {
        this.log(`Exports: the queue cannot be taken up yet: ${(error as Error).message}.`);
        this.requeueLater();
      }
    }, this.requeueDelayMs);
    this.requeueTimer.unref();
  }

  /**
   * A write of a job's state that must happen (start, end, failure): while the app database is
   * locked it is tried again between pauses, which leave the event loop free, for up to writeRetryMs.
   */
  private async writeState(write: () => void): Promise<void> {
    await retryWhileBusy(
      write,
      Array<number>(Math.ceil(this.writeRetryMs / WRITE_RETRY_STEP_MS)).fill(WRITE_RETRY_STEP_MS),
    );
  }

  private async run(job: JobRow): Promise<void> {
    const db = this.opts.db;
    // If this fails the job stays queued and the error stops the queue, which is taken up later.
    await this.writeState(() =>
      db
        .prepare(
          `UPDATE export_jobs SET status = 'running', started_at = ?, attempts = attempts + 1, written = 0 WHERE id = ?`,
        )
        .run(this.now(), job.id),
    );
    const writer = writerFor(job.format);
    const partial = this.filePath(job.id, 'part');
    const out = createWriteStream(partial, { encoding: 'utf8', mode: 0o600 });
    // A write still queued when a stopped job destroys the stream fails with it; a disk error while
    // writing fails the job below.
    let streamError: Error | null = null;
    out.on('error', (error) => {
      streamError ??= error;
    });
    const write = async (text: string) => {
      if (text && !out.write(text)) await once(out, 'drain');
    };
    const isStopped = () => this.closed || this.row(job.id)?.status !== 'running';
    // Jobs run one at a time, so the folder grows only by this job's file while it runs.
    const diskLeft = this.limits.diskBytes - folderBytes(this.opts.dir);
    let failure = 'An error occurred while processing your request. Please try again.';
    // Progress is advice for the client: it is recorded now and then, and skipped while the database
    // is locked rather than holding up the export (and, waiting on the event loop, every request).
    let progressDue = 0;
    let isProgressBlocked = false;
    const recordProgress = (written: number) => {
      if (performance.now() < progressDue) return;
      try {
        db.prepare('UPDATE export_jobs SET written = ? WHERE id = ?').run(written, job.id);
        progressDue = performance.now() + PROGRESS_EVERY_MS;
        isProgressBlocked = false;
      } catch (error) {
        if (storageProblem(error) !== 'busy') throw error;
        if (!isProgressBlocked) this.log(`Export ${job.id}: the app database is busy; progress is recorded later.`);
        isProgressBlocked = true;
        progressDue = performance.now() + PROGRESS_BACKOFF_MS;
      }
    };
    // One catalogue version throughout, kept open until the job ends (see CatalogueSwitch).
    const pinned = this.opts.catalogue.pin();
    try {
      let written = 0;
      const chunks = jobChunks(job, writer, { catalogue: pinned.catalogue, analyticsCsv: this.analyticsCsv });
      for await (const chunk of chunks) {
        await this.opts.pace?.();
        if (isStopped()) break;
        await write(chunk.text);
        if (out.bytesWritten + out.writableLength > diskLeft) {
          failure = STOPPED_AT_DISK_LIMIT;
          throw new Error(`the exports folder reached its limit of ${this.limits.diskBytes} bytes`);
        }
        written += chunk.rows;
        if (chunk.rows) recordProgress(written);
      }
      if (isStopped()) {
        out.destroy();
        rmSync(partial, { force: true });
        return;
      }
      out.end();
      await once(out, 'finish');
      if (streamError) throw streamError;
      renameSync(partial, this.filePath(job.id, writer.extension));
      await this.writeState(() =>
        db
          .prepare(`UPDATE export_jobs SET status = 'finished', total = ?, written = ?, finished_at = ? WHERE id = ?`)
          .run(written, written, this.now(), job.id),
      );
      this.log(`Export ${job.id}: ${written} ${jobs.recordsName(job)} as ${job.format}.`);
      if (job.email) {
        await this.mailLink(job, written).catch((error: unknown) =>
          this.log(`Export ${job.id}: the mail to ${job.email} failed: ${(error as Error).message}`),
        );
      }
    } catch (error) {
      out.destroy();
      rmSync(partial, { force: true });
      this.log(`Export ${job.id} failed: ${(error as Error).message}`);
      // Recording the failure can fail too (the database still locked, the disk full): the job then
      // stays marked running and the queue takes it up again later, as after a restart.
      await this.writeState(() => this.finish(job.id, 'failed', failure)).catch((recordError: unknown) => {
        this.log(`Export ${job.id}: the failure could not be recorded: ${(recordError as Error).message}`);
        this.requeueLater();
      });
    } finally {
      pinned.release();
    }
  }

  /** Mails the download link, with a key of its own: the mail is opened in a browser, without a token. */
  private async mailLink(job: JobRow, written: number): Promise<void> {
    if (!this.opts.mailer || !job.email) return;
    const { key, hash } = newJobKey();
    await this.writeState(() =>
      this.opts.db.prepare('UPDATE export_jobs SET mail_key_hash = ? WHERE id = ?').run(hash, job.id),
    );
    const link = `${this.opts.publicUrl.replace(/\/$/, '')}/export-api/export/${job.id}/download?key=${key}`;
    const hours = Math.round(this.retentionMs / 3_600_000);
    await this.opts.mailer.send({ to: job.email, ...jobs.readyMail(job, written, link, hours) });
  }
}
