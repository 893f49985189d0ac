import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { Catalogue } from './catalogue/catalogue.js';
import { clientErrorHandler } from './client-error-handler.js';
import { apiErrorHandler } from './routes/api-error-handler.js';
import { AnalyticsService, type AnalyticsLimits } from './analytics/service.js';
import { TestStories, type TextToQuery } from './analytics/test-stories.js';
import { servedConfig } from './analytics/served-config.js';
import { searchCsvById } from './analytics/csv.js';
import { textToOql } from './analytics/text-oql/index.js';
import { registerAnalyticsRoutes } from './routes/analytics.js';
import { registerDataRoutes } from './routes/data.js';
import { registerEventRoutes } from './routes/events.js';
import { acceptEmptyJsonBody } from './routes/empty-json-body.js';
import { registerExportRoutes, type ExportRoutesOptions } from './routes/exports.js';
import { registerUserRoutes, type UserRoutesOptions } from './routes/users.js';
import { registerSupportRoutes } from './routes/support.js';
import { requestLogSerializers } from './request-log.js';
import { registerSecurityHeaders } from './security-headers.js';
import { catalogueResolver, registerTextOqlRoutes } from './routes/text-oql.js';
import { registerTestSuiteRoutes } from './routes/test-suites.js';
import { TestSuiteFolder } from './analytics/test-suites.js';
import { BuiltInSuites, withSuiteLabels } from './analytics/suites/index.js';
import { registerWebApp, sendSpaPage, spaPolicySources, wantsSpaPage } from './web-app.js';
import type { RequestGauge } from './request-gauge.js';

export interface AppOptions {
  catalogue: Catalogue;
  /** switches `catalogue` to a new version while serving (its `catalogue` is then passed as `catalogue`) */
  catalogueSwitch?: { attach(app: FastifyInstance): void };
  /** counts the requests in flight (background jobs let them go first) */
  gauge?: RequestGauge;
  corsOrigins?: string[];
  /** which proxies' X-Forwarded-* headers to believe (TRUST_PROXY); none by default */
  trustProxy?: boolean | string[];
  logLevel?: string;
  /** Where log lines go (standard output when absent); tests read them. */
  logStream?: { write(line: string): void };
  /** Directory of the built SPA; without it only the APIs are served. */
  webRoot?: string | undefined;
  /** The user host (accounts, saved searches) under /user-api; absent, it is not served. */
  users?: UserRoutesOptions;
  /** The export host (works exports) under /export-api; absent, it is not served. */
  exports?: ExportRoutesOptions;
  /** The analytics search service under /api (testers and admins of `users`). */
  analytics?: { openToAll?: boolean; timeoutMs?: number; concurrency?: number; limits?: Partial<AnalyticsLimits> };
  /** The contact form's desk under /support-api (with `users`: their database and mailer). */
  support?: { requestsPerHour?: number };
  /** The folder of the query-language test suites (OQL_SUITES_DIR); absent, the project's own are served. */
  testSuitesDir?: string | undefined;
}

/** The analytics search service over the catalogue, reading labels and keeping queries in the app database. */
function analyticsService(opts: AppOptions): AnalyticsService {
  const store = opts.users?.store;
  return new AnalyticsService({
    catalogue: opts.catalogue,
    // the caller's labels, and the fixtures the built-in labels suite names
    labelsOf: (userId) =>
      withSuiteLabels((labelId) => (store && userId ? store.labels.labelIds(userId, labelId) : undefined)),
    definitions: store?.analyticsSearches,
    timeoutMs: opts.analytics?.timeoutMs,
    concurrency: opts.analytics?.concurrency,
    limits: opts.analytics?.limits,
    pace: opts.gauge ? () => opts.gauge!.yieldToRequests() : undefined,
  });
}

/** Natural language → a query, for the test server's prompt tests (422's message as the error). */
function textToQuery(catalogue: Catalogue): TextToQuery {
  const resolve = catalogueResolver(catalogue);
  return async (text) => {
    const result = await textToOql(text, { config: servedConfig(), resolve });
    if (!result.ok) throw new Error(result.message);
    return { query: result.query, oql: result.oql };
  };
}

/** The HTTP server without listening (tests call it with inject). */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logLevel && opts.logLevel !== 'silent'
        ? {
            level: opts.logLevel,
            serializers: requestLogSerializers,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          }
        : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
    trustProxy: opts.trustProxy ?? false,
    clientErrorHandler,
  });
  opts.gauge?.attach(app);
  opts.catalogueSwitch?.attach(app);
  await registerSecurityHeaders(
    app,
    opts.webRoot ? spaPolicySources(opts.webRoot) : { scriptHashes: [], connectOrigins: [] },
  );
  await app.register(compress, { threshold: 2048 });
  await app.register(cors, {
    origin: opts.corsOrigins && opts.corsOrigins.length ? opts.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });

  acceptEmptyJsonBody(app);
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler((request, reply) => {
    if (opts.webRoot && wantsSpaPage(request)) return sendSpaPage(reply);
    return reply
      .status(404)
      .send({ error: 'Not found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });

  const users = opts.users;
  // The data API reads a label only through a reference the user host made (label-clauses.ts).
  opts.catalogue.labelRefs = users ? (ref) => users.store.labels.resolveRef(ref) : undefined;
  const analytics = analyticsService(opts);
  // Mailed exports of a search's whole result read its rows from the engine (spec 2 §4 Export dialog).
  opts.exports?.service.useAnalyticsCsv((id, userId) => searchCsvById(analytics, id, userId));
  await app.register(
    async (api) => {
      // in a scope of their own: their per-user rate limits are a plugin of that scope
      await api.register(async (scope) =>
        registerAnalyticsRoutes(scope, {
          service: analytics,
          stories: new TestStories(analytics, textToQuery(opts.catalogue)),
          users: users?.store,
          openToAll: opts.analytics?.openToAll,
          exports: opts.exports?.service,
          gauge: opts.gauge,
        }),
      );
      registerDataRoutes(api, opts.catalogue);
      registerTextOqlRoutes(api, opts.catalogue);
      registerTestSuiteRoutes(api, opts.testSuitesDir ? new TestSuiteFolder(opts.testSuitesDir) : new BuiltInSuites());
      if (users) await api.register(async (scope) => registerEventRoutes(scope, users.store));
    },
    { prefix: '/api' },
  );
  if (users) await app.register(async (userApi) => registerUserRoutes(userApi, users), { prefix: '/user-api' });
  if (users) {
    const support = { store: users.store, mailer: users.mailer, ...opts.support };
    await app.register(async (supportApi) => registerSupportRoutes(supportApi, support), { prefix: '/support-api' });
  }
  const exports = opts.exports;
  if (exports)
    await app.register(async (exportApi) => registerExportRoutes(exportApi, exports), { prefix: '/export-api' });

  if (opts.webRoot) {
    await registerWebApp(app, opts.webRoot);
  } else {
    app.get('/', async (_request, reply) =>
      reply
        .type('text/html')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Alexandria</title></head><body><h1>Alexandria</h1><p>The web app has not been built (run <code>npm run build</code>). The catalogue API is at <a href="/api/works">/api/works</a>.</p></body></html>',
        ),
    );
  }
  return app;
}
