import * as z from 'zod/mini';
import { http } from '../../../api/http-clients';

export type ExportFormat = 'csv' | 'ris' | 'wos-plaintext' | 'bibtex';

export interface ExportRequest {
  filter: string;
  search: string;
  sort: string;
  format: ExportFormat;
  truncate: boolean;
}

const jobResponse = z.object({
  id: z.string(),
  progress_url: z.string(),
  status: z.optional(z.string()),
  progress: z.optional(z.number()),
  result_url: z.nullish(z.string()),
  error: z.nullish(z.string()),
});

export interface ExportJob {
  id: string;
  progressUrl: string;
  status: string;
  /** 0…1 */
  progress: number;
  resultUrl: string | null;
  error: string | null;
}

function parseJob(data: unknown): ExportJob {
  const job = jobResponse.parse(data);
  return {
    id: job.id,
    progressUrl: job.progress_url,
    status: job.status ?? 'queued',
    progress: job.progress ?? 0,
    resultUrl: job.result_url ?? null,
    error: job.error ?? null,
  };
}

/** GET {exportApi}/works?filter&search&sort&format&truncate — starts an export job. */
export async function startExport(request: ExportRequest): Promise<ExportJob> {
  const response = await http.export.get<unknown>('/works', {
    params: {
      filter: request.filter,
      search: request.search,
      sort: request.sort,
      format: request.format,
      truncate: request.truncate ? 'true' : undefined,
    },
  });
  return parseJob(response.data);
}

/** GET {progress_url} — the job's progress and, when finished, its result_url. */
export async function getExport(progressUrl: string, signal?: AbortSignal): Promise<ExportJob> {
  const response = await http.export.get<unknown>(progressUrl, {
    signal,
    headers: { 'Cache-Control': 'no-cache' },
  });
  return parseJob(response.data);
}

/** DELETE {progress_url} — stops the job (best effort: a finished job just stays). */
export async function cancelExport(progressUrl: string): Promise<void> {
  await http.export.delete(progressUrl);
}

/** POST {exportApi}/mega-csv?email= — a large export whose download link is mailed. */
export async function requestMailedExport(email: string, request: Omit<ExportRequest, 'truncate'>): Promise<void> {
  await http.export.post(
    '/mega-csv',
    {
      filter: request.filter || undefined,
      search: request.search || undefined,
      sort: request.sort || undefined,
      format: request.format,
    },
    { params: { email } },
  );
}
