import type { ExportFormat } from './formats/index.js';

export type ExportStatus = 'queued' | 'running' | 'finished' | 'failed' | 'cancelled';

export interface ExportQuery {
  filter?: string | undefined;
  search?: string | undefined;
  sort?: string | undefined;
}

export interface ExportRequest extends ExportQuery {
  format: ExportFormat;
  truncate: boolean;
  userId?: string | undefined;
  /** who asks, for the per-client limit: 'user:<id>' when logged in, else 'ip:<network>' (client-address.ts) */
  client?: string | undefined;
  /** mail the download link here when done (large exports) */
  email?: string | undefined;
  maxRecords: number;
  /** export the rows of this analytics search (its whole result as CSV) instead of works */
  analyticsSearch?: string | undefined;
}

export interface JobRow {
  id: string;
  user_id: string | null;
  email: string | null;
  format: ExportFormat;
  filter: string | null;
  search: string | null;
  sort: string | null;
  truncate: number;
  max_records: number;
  status: ExportStatus;
  total: number | null;
  written: number;
  error: string | null;
  attempts: number;
  submitted_at: number;
  started_at: number | null;
  finished_at: number | null;
  analytics_search: string | null;
  /** SHA-256 of the key the job's creator got (in progress_url), and of the key its mail carried */
  key_hash: string | null;
  mail_key_hash: string | null;
}

/** A job as the export host describes it (urls are added by the route, which knows the host). */
export interface ExportJob {
  id: string;
  status: ExportStatus;
  progress: number;
  format: ExportFormat;
  truncate: boolean;
  filter: string | null;
  search: string | null;
  sort: string | null;
  records_total: number | null;
  records_written: number;
  submitted: string;
  finished: string | null;
  error: string | null;
  /** the analytics search whose rows this job exports (null: works) */
  analytics_search: string | null;
}

/** A job row as the export host describes it. */
export function toJob(row: JobRow): ExportJob {
  const progress = row.status === 'finished' ? 1 : row.total ? Math.min(0.99, row.written / Math.max(1, row.total)) : 0;
  return {
    id: row.id,
    status: row.status,
    progress: Math.round(progress * 1000) / 1000,
    format: row.format,
    truncate: row.truncate === 1,
    filter: row.filter,
    search: row.search,
    sort: row.sort,
    records_total: row.total,
    records_written: row.written,
    submitted: new Date(row.submitted_at).toISOString(),
    finished: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    error: row.error,
    analytics_search: row.analytics_search ?? null,
  };
}

/** What a job's records are: works, or the rows of an analytics search. */
export function recordsName(row: JobRow): string {
  return row.analytics_search ? 'rows' : 'works';
}

/** The mail that sends a finished job's download link. */
export function readyMail(row: JobRow, written: number, link: string, hours: number) {
  const count = written.toLocaleString('en-US');
  const what = row.analytics_search ? `${count} rows of analytics search ${row.analytics_search}` : `${count} works`;
  return {
    subject: `Your Alexandria export is ready (${count} ${recordsName(row)})`,
    text: `Your export of ${what} as ${row.format} is ready:\n\n${link}\n\nThe file is kept for ${hours} hours.\n`,
  };
}
