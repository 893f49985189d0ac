import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Catalogue } from '../catalogue/catalogue.js';
import { QueryError } from '../catalogue/query/errors.js';
import { ExportLimitError } from '../export/export-limits.js';
import {
  MAX_EXPORT_RECORDS,
  MAX_MAILED_EXPORT_RECORDS,
  type ExportService,
  type GrantedExportJob,
} from '../export/export-service.js';
import { EXPORT_FORMATS, type ExportFormat } from '../export/formats/index.js';
import { retryHandlersWhileBusy } from './busy-retry.js';
import { apiErrorHandler } from './api-error-handler.js';
import { clientKey } from './client-address.js';
import { normalizeEmail, type UserJson, type UserStore } from '../users/user-store.js';

export interface ExportRoutesOptions {
  service: ExportService;
  catalogue: Catalogue;
  /** for the logged-in-only large exports by e-mail */
  users?: UserStore | undefined;
  /** the direct-download limit (spec 1 §9: 100,000); smaller in tests */
  maxRecords?: number;
}

/** The export host's client errors, answered as the data API answers its own. */
class ExportApiError extends QueryError {
  constructor(status: 400 | 401 | 404, message: string) {
    super(message, status, { 400: 'Bad request', 401: 'Unauthorized', 404: 'Not found' }[status]);
  }
}

const text = z.string().max(4000).optional();
const booleanText = z
  .enum(['true', 'false'], { message: "must be 'true' or 'false'" })
  .optional()
  .transform((value) => value === 'true');
const format = z
  .enum(EXPORT_FORMATS as [ExportFormat, ...ExportFormat[]], { message: `must be one of ${EXPORT_FORMATS.join(', ')}` })
  .default('csv');
const exportQuery = z
  .object({
    filter: text,
    search: text,
    sort: text,
    format,
    truncate: booleanText,
    // accepted as the public API accepts them, and ignored
    mailto: z.string().optional(),
    api_key: z.string().optional(),
    email: z.string().optional(),
  })
  .strict();
const megaBody = z
  .object({ filter: text, search: text, sort: text, format, truncate: z.boolean().optional() })
  .strict();
const emailText = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address');
const jobId = z.string().regex(/^[a-f0-9]{24}$/, 'must be an export id');

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    throw new ExportApiError(400, `Unknown ${what} parameter '${issue.keys.join("', '")}'.`);
  }
  const where = issue.path.length ? `${what} parameter ${issue.path.join('.')}` : what;
  throw new ExportApiError(400, `Invalid ${where}: ${issue.message}`);
}

function bearer(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The export host as the client reached it (behind a proxy, the forwarded host). */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * A job as the export host answers it, with its links (an analytics job's query is its search).
 * The links carry the job's key when the request has it (its creator, or a holder of the key): the
 * browser follows result_url without a token.
 */
export function describeExportJob(request: FastifyRequest, { key, ...job }: GrantedExportJob) {
  const base = origin(request);
  const query = new URLSearchParams();
  if (job.filter) query.set('filter', job.filter);
  if (job.search) query.set('search', job.search);
  if (job.sort) query.set('sort', job.sort);
  const queryString = query.toString();
  const withKey = key ? `?key=${encodeURIComponent(key)}` : '';
  return {
    ...job,
    progress_url: `${base}/export-api/export/${job.id}${withKey}`,
    query_url: job.analytics_search
      ? `${base}/api/analytics/${job.analytics_search}`
      : `${base}/api/works${queryString ? `?${queryString}` : ''}`,
    result_url: job.status === 'finished' ? `${base}/export-api/export/${job.id}/download${withKey}` : null,
  };
}

/**
 * The export host (spec 1 §7, spec 2 §6), mounted under /export-api: a works export is a job whose
 * progress is polled and whose file is downloaded when done; large exports are mailed as a link.
 */
export async function registerExportRoutes(app: FastifyInstance, opts: ExportRoutesOptions): Promise<void> {
  const { service, catalogue } = opts;
  const maxRecords = opts.maxRecords ?? MAX_EXPORT_RECORDS;
  retryHandlersWhileBusy(app);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof ExportLimitError) {
      if (error.status === 429) reply.header('Retry-After', '60');
      return reply.status(error.status).send({ error: error.error, message: error.message });
    }
    return apiErrorHandler(error, request, reply);
  });

  /** The logged-in user of the request's token, if any (anonymous calls may carry an API key). */
  function userOf(request: FastifyRequest): UserJson | undefined {
    const token = bearer(request);
    return token && opts.users ? opts.users.userForToken(token) : undefined;
  }

  /** Whose jobs count against the per-client limit: the user when logged in, else the client's network. */
  function clientOf(request: FastifyRequest, user: UserJson | undefined): string {
    return user ? `user:${user.id}` : `ip:${clientKey(request)}`;
  }
  // Jobs carry their requester's query (and, mailed, address): no shared cache may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/works', async (request, reply) => {
    const query = parse(exportQuery, request.query, 'export');
    const user = userOf(request);
    const count = await catalogue.count('works', query);
    if (count > maxRecords) {
      throw new ExportApiError(
        400,
        `This search matches ${count.toLocaleString('en-US')} works; an export can hold at most ${maxRecords.toLocaleString('en-US')}. Narrow the search with filters, or ask for a large export by e-mail.`,
      );
    }
    const job = service.start(
      {
        filter: query.filter,
        search: query.search,
        sort: query.sort,
        format: query.format,
        truncate: query.truncate,
        userId: user?.id,
        client: clientOf(request, user),
        maxRecords,
      },
      count,
    );
    return reply.status(201).send(describeExportJob(request, job));
  });

  app.post('/mega-csv', async (request, reply) => {
    const user = userOf(request);
    if (!user) throw new ExportApiError(401, 'To download large datasets, please login or create an account.');
    // The link goes only to the account's own address: a large export must not be mailed to anyone else.
    const asked = parse(emailText, (request.query as Record<string, unknown>).email ?? user.email, 'email');
    if (normalizeEmail(asked) !== normalizeEmail(user.email)) {
      throw new ExportApiError(
        400,
        `Large exports are mailed only to your account's address (${user.email}); leave out email or give that address.`,
      );
    }
    const email = user.email;
    const body = parse(megaBody, request.body ?? {}, 'export');
    const count = await catalogue.count('works', body);
    if (count > MAX_MAILED_EXPORT_RECORDS) {
      throw new ExportApiError(
        400,
        `This search matches ${count.toLocaleString('en-US')} works; a mailed export can hold at most ${MAX_MAILED_EXPORT_RECORDS.toLocaleString('en-US')}.`,
      );
    }
    const job = service.start(
      {
        filter: body.filter,
        search: body.search,
        sort: body.sort,
        format: body.format,
        truncate: body.truncate ?? false,
        userId: user.id,
        client: clientOf(request, user),
        email,
        maxRecords: MAX_MAILED_EXPORT_RECORDS,
      },
      count,
    );
    return reply.status(202).send({
      ...describeExportJob(request, job),
      message: 'Your export has been initiated. You will receive an email when it is ready to download.',
    });
  });

  /**
   * The job of the path when the request may see it: its signed-in owner, or whoever brings one of
   * its keys (`?key=`). Anyone else gets the 404 of a job that does not exist, so ids cannot be probed.
   */
  function jobOf(request: FastifyRequest<{ Params: { id: string } }>): GrantedExportJob {
    const id = parse(jobId, request.params.id, 'export id');
    const key = (request.query as Record<string, unknown>).key;
    const job = service.granted(id, { userId: userOf(request)?.id, key: typeof key === 'string' ? key : undefined });
    if (!job) throw new ExportApiError(404, `No export ${id}; exports are kept for a day.`);
    return job;
  }

  app.get<{ Params: { id: string } }>('/export/:id', async (request) => {
    const job = jobOf(request);
    return describeExportJob(request, job);
  });

  app.delete<{ Params: { id: string } }>('/export/:id', async (request) => {
    const job = jobOf(request);
    return describeExportJob(request, { ...(service.cancel(job.id) ?? job), key: job.key });
  });

  app.get<{ Params: { id: string } }>('/export/:id/download', async (request, reply: FastifyReply) => {
    const job = jobOf(request);
    const file = service.file(job.id);
    if (!file) {
      throw new ExportApiError(
        404,
        job.status === 'finished'
          ? `The file of export ${job.id} is gone.`
          : `Export ${job.id} is ${job.status}, not finished.`,
      );
    }
    reply.header('Content-Type', file.contentType);
    reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return reply.send(createReadStream(file.path));
  });
}
