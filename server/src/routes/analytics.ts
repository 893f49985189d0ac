import { Readable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { QueryError } from '../catalogue/query/errors.js';
import { downloadCsv, downloadIds } from '../analytics/csv.js';
import { MAX_LABEL_IDS } from '../users/label-store.js';
import type { AnalyticsService, SearchObject } from '../analytics/service.js';
import { DEFAULT_STORY_TIMEOUT_S, MAX_STORY_TESTS, type TestStories } from '../analytics/test-stories.js';
import { ExportLimitError } from '../export/export-limits.js';
import { MAX_EXPORT_RECORDS, MAX_MAILED_EXPORT_RECORDS, type ExportService } from '../export/export-service.js';
import type { UserJson, UserStore } from '../users/user-store.js';
import { describeExportJob } from './exports.js';
import { MAX_OQL_LENGTH } from '../../../src/lib/oql/index.js';
import type { RequestGauge } from '../request-gauge.js';
import { bearer, perUserLimit } from './user-request.js';

export interface AnalyticsRoutesOptions {
  service: AnalyticsService;
  /** the test server (spec 2 §7, /test_stories) */
  stories: TestStories;
  /** accounts; without them nobody can sign in, so nobody may search */
  users?: UserStore | undefined;
  /** every signed-in user may search, not only testers and admins (ANALYTICS_OPEN) */
  openToAll?: boolean;
  /** the export host's jobs, for a search's whole result mailed as a link; absent, not offered */
  exports?: ExportService | undefined;
  /** the requests being answered: a download, which paces itself by them, is not counted among them */
  gauge?: RequestGauge | undefined;
}

/** Spec 2 §8: the export dialog's message once the job is queued. */
export const EXPORT_STARTED = 'Your export has been initiated. You will receive an email when it is ready to download.';

type Flags = Record<string, string | undefined>;
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The largest body of a search request: room for a query of the service's largest size, or OQL
 * text of the most characters at four bytes of UTF-8 each (80,000), with its JSON around it.
 */
const SEARCH_BODY_BYTES = 96 * 1024;
/** The largest test job: its 500 tests of a few hundred bytes each, with room to spare. */
const STORY_BODY_BYTES = 1024 * 1024;

const storyTest = z
  .object({
    test_id: z.string().min(1).max(100),
    query: z.unknown().optional(),
    oql: z.string().max(MAX_OQL_LENGTH).optional(),
    prompt: z.string().min(1).max(1000).optional(),
  })
  .strict()
  .refine(
    (test) => [test.query, test.oql, test.prompt].filter((part) => part !== undefined).length === 1,
    'each test needs one of query, oql or prompt',
  );
const storyJob = z
  .object({
    timeout: z.number().positive().max(3600).default(DEFAULT_STORY_TIMEOUT_S),
    tests: z.array(storyTest).min(1).max(MAX_STORY_TESTS),
  })
  .strict();
/**
 * Requests one user may make a minute: searches created (the test runner makes a few a second at
 * most), reads (the results page polls twice a second, the runner once a second per test),
 * test jobs and mailed exports. Each search's JSON is sent whole at every read, so an account
 * asking as fast as it can would otherwise take the event loop from everyone else.
 */
const CREATES_PER_MINUTE = 600;
const READS_PER_MINUTE = 1200;
const JOBS_PER_MINUTE = 60;
const EXPORTS_PER_MINUTE = 30;

/** The per-user limits of the analytics routes (none without accounts: nobody may search then). */
async function requestLimits(app: FastifyInstance, users: UserStore | undefined) {
  if (!users) return (_max: number) => ({});
  await app.register(rateLimit, { global: false });
  return (max: number) =>
    perUserLimit(users, max, (seconds) => `Too many analytics requests from this account; try again in ${seconds} s.`);
}

/** Aborts once the response is over: sent, or its client gone (whichever comes first). */
function leaving(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort(new Error('The client left.')));
  return controller.signal;
}

const isTrue = (value: string | boolean | undefined) => value === true || value === 'true' || value === '1';

/**
 * The search service of the analytics area (spec 2 §7) under the data host: POST /analytics (and
 * /searches, the test runner's path) with `{query}` or `{oql}` creates or reuses a search;
 * GET /analytics/{id} reads it (`format=csv` streams every row, `format=ids` lists the rows' ids); DELETE cancels a running one.
 * Testers and admins only (spec 2 §6), unless the installation opens it to every signed-in user.
 */
export async function registerAnalyticsRoutes(app: FastifyInstance, opts: AnalyticsRoutesOptions): Promise<void> {
  const { service } = opts;
  const limit = await requestLimits(app, opts.users);

  const caller = (request: FastifyRequest): UserJson => {
    const token = bearer(request);
    const user = token && opts.users ? opts.users.userForToken(token) : undefined;
    if (!user) {
      throw new QueryError(
        'Log in first: analytics searches are open to signed-in testers and admins.',
        401,
        'Unauthorized',
      );
    }
    if (!opts.openToAll && !user.is_tester && !user.is_admin) {
      throw new QueryError(
        'Analytics searches are open to testers and admins: ask an admin to mark your account as a tester.',
        403,
        'Forbidden',
      );
    }
    return user;
  };

  /** A search whose rows may be downloaded or exported: finished, without an error (409 naming it otherwise). */
  const rowsReady = (search: SearchObject, what: 'download' | 'export') => {
    if (!search.is_completed) {
      throw new QueryError(`Search ${search.id} is still running; ${what} it once it has finished.`, 409);
    }
    if (search.backend_error) {
      throw new QueryError(
        `Search ${search.id} ended with an error, so it has no rows to ${what}: ${search.backend_error}`,
        409,
      );
    }
  };

  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = caller(request);
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new QueryError('Send a JSON body with a query object as `query` or OQL text as `oql`.', 400);
    }
    const input = body as { query?: unknown; oql?: unknown; bypass_cache?: boolean; is_test?: boolean };
    if (input.oql !== undefined && typeof input.oql !== 'string') throw new QueryError('`oql` must be text.', 400);
    const flags = request.query as Flags;
    const query = service.normalise(input);
    const search = service.create(query, {
      userId: user.id,
      bypassCache: isTrue(input.bypass_cache) || isTrue(flags.bypass_cache),
    });
    return reply.status(201).header('Cache-Control', 'no-store').type(JSON_TYPE).send(service.jsonOf(search));
  };

  const read = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const user = caller(request);
    const flags = request.query as Flags;
    const id = request.params.id;
    if (!/^[A-Za-z0-9]{1,64}$/.test(id)) throw new QueryError(`No search ${id}.`, 404, 'Not found');
    if (flags.format !== undefined && !['csv', 'json', 'ids'].includes(flags.format)) {
      throw new QueryError(`Parameter 'format' must be csv, json or ids; got '${flags.format}'.`, 400);
    }
    const search = service.read(id, { userId: user.id, bypassCache: isTrue(flags.bypass_cache) });
    if (flags.format === 'csv') {
      rowsReady(search, 'download');
      const count = search.meta.count ?? 0;
      if (count > MAX_EXPORT_RECORDS) {
        throw new QueryError(
          `This search has ${count.toLocaleString('en-US')} rows; a download holds at most ${MAX_EXPORT_RECORDS.toLocaleString('en-US')}: export the whole result by e-mail instead (POST /api/analytics/${id}/export).`,
          400,
        );
      }
      const download = await service.download(search.query, user.id, MAX_EXPORT_RECORDS, leaving(reply));
      opts.gauge?.setAside(request);
      // past the time limit the response is cut, also when its client has stopped reading (the
      // turn ended with the limit; the socket, full of unread rows, goes too)
      download.signal.addEventListener('abort', () => reply.raw.destroy(), { once: true });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="search-${id}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(downloadCsv(service, download)));
    }
    if (flags.format === 'ids') {
      // every row's id (at most a label's size), for applying an entire search to a label
      rowsReady(search, 'download');
      const download = await service.download(search.query, user.id, MAX_LABEL_IDS, leaving(reply));
      opts.gauge?.setAside(request);
      const count = Number(download.rows[0]?._total ?? 0);
      const ids = await downloadIds(service, download);
      return reply.header('Cache-Control', 'no-store').send({ id, count, ids, is_truncated: ids.length < count });
    }
    return reply.header('Cache-Control', 'no-store').type(JSON_TYPE).send(service.jsonOf(search));
  };

  // The whole result mailed as a download link (spec 2 §4 Export dialog): a job of the export host
  // whose rows are the search's CSV, mailed only to the account's own address.
  app.post<{ Params: { id: string } }>('/analytics/:id/export', limit(EXPORTS_PER_MINUTE), async (request, reply) => {
    const user = caller(request);
    const id = request.params.id;
    if (!/^[A-Za-z0-9]{1,64}$/.test(id)) throw new QueryError(`No search ${id}.`, 404, 'Not found');
    if (!opts.exports) {
      return reply.status(503).send({ error: 'Unavailable', message: 'Exports are not served by this installation.' });
    }
    const search = service.read(id, { userId: user.id });
    rowsReady(search, 'export');
    const count = search.meta.count ?? 0;
    if (count > MAX_MAILED_EXPORT_RECORDS) {
      throw new QueryError(
        `This search has ${count.toLocaleString('en-US')} rows; a mailed export can hold at most ${MAX_MAILED_EXPORT_RECORDS.toLocaleString('en-US')}.`,
        400,
      );
    }
    try {
      const job = opts.exports.start(
        {
          format: 'csv',
          truncate: false,
          userId: user.id,
          client: `user:${user.id}`,
          email: user.email,
          maxRecords: MAX_MAILED_EXPORT_RECORDS,
          analyticsSearch: id,
        },
        count,
      );
      return reply
        .status(202)
        .header('Cache-Control', 'no-store')
        .send({ ...describeExportJob(request, job), message: EXPORT_STARTED });
    } catch (error) {
      if (!(error instanceof ExportLimitError)) throw error;
      if (error.status === 429) reply.header('Retry-After', '60');
      return reply.status(error.status).send({ error: error.error, message: error.message });
    }
  });

  app.post('/test_stories', { bodyLimit: STORY_BODY_BYTES, ...limit(JOBS_PER_MINUTE) }, async (request, reply) => {
    const user = caller(request);
    const parsed = storyJob.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new QueryError(`Invalid test job field ${issue.path.join('.') || '(body)'}: ${issue.message}`, 400);
    }
    const job = opts.stories.start(parsed.data.tests, parsed.data.timeout, user.id);
    return reply.status(201).header('Cache-Control', 'no-store').send({ job_id: job.job_id });
  });
  app.get<{ Params: { jobId: string } }>('/test_stories/:jobId', limit(READS_PER_MINUTE), async (request, reply) => {
    const user = caller(request);
    const job = opts.stories.job(request.params.jobId, { userId: user.id, isAdmin: user.is_admin });
    if (!job) throw new QueryError(`No test job ${request.params.jobId}.`, 404, 'Not found');
    const { results, is_completed, status, error } = job;
    return reply.header('Cache-Control', 'no-store').send({ results, is_completed, status, error });
  });

  app.post('/analytics', { bodyLimit: SEARCH_BODY_BYTES, ...limit(CREATES_PER_MINUTE) }, create);
  app.post('/searches', { bodyLimit: SEARCH_BODY_BYTES, ...limit(CREATES_PER_MINUTE) }, create);
  app.get('/analytics/:id', limit(READS_PER_MINUTE), read);
  app.get('/searches/:id', limit(READS_PER_MINUTE), read);
  app.delete<{ Params: { id: string } }>('/analytics/:id', limit(CREATES_PER_MINUTE), async (request, reply) => {
    const user = caller(request);
    const search = await service.cancel(request.params.id, { userId: user.id, isAdmin: user.is_admin });
    if (!search) throw new QueryError(`No search ${request.params.id}.`, 404, 'Not found');
    return reply.header('Cache-Control', 'no-store').send(search);
  });
}
