import type { FastifyInstance } from 'fastify';
import { isSuiteId, SUITE_IDS } from '../../../src/lib/test-suites.js';
import { QueryError } from '../catalogue/query/errors.js';
import { SuiteNotFound, type TestSuiteFolder } from '../analytics/test-suites.js';
import type { BuiltInSuites } from '../analytics/suites/index.js';

/**
 * `GET /test-suites` (the suites with their counts) and `GET /test-suites/{suite}` (its tests, each
 * with its id), for the test pages; open to everyone like the pages (spec 2 §6). The suites are
 * the folder's of OQL_SUITES_DIR, or by default the project's own.
 */
export function registerTestSuiteRoutes(app: FastifyInstance, suites: TestSuiteFolder | BuiltInSuites): void {
  app.get('/test-suites', async (_request, reply) => {
    const list = await suites.list();
    return reply.header('Cache-Control', 'no-store').send({ suites: list });
  });
  app.get<{ Params: { suite: string } }>('/test-suites/:suite', async (request, reply) => {
    const id = request.params.suite;
    // only the five names reach the file system, never a path from the request
    if (!isSuiteId(id))
      throw new QueryError(`No test suite ${id}: the suites are ${SUITE_IDS.join(', ')}.`, 404, 'Not found');
    try {
      return reply.header('Cache-Control', 'no-store').send(await suites.suite(id));
    } catch (e) {
      if (e instanceof SuiteNotFound) throw new QueryError(e.message, 404, 'Not found');
      throw e;
    }
  });
}
