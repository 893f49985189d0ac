import type { FastifyInstance } from 'fastify';
import { isSuiteId, SUITE_IDS } from '../../../src/lib/test-suites.js';
import { QueryError } from '../catalogue/query/errors.js';
import { SuiteNotFound, type TestSuiteFolder } from '../analytics/test-suites.js';

/** What a request for the suites answers on a server started without OQL_SUITES_DIR. */
export const SUITES_NOT_CONFIGURED =
  'This server serves no test suites: start it with OQL_SUITES_DIR set to a folder of suite files (main.yaml, landing_page.json, …).';

/**
 * `GET /test-suites` (the suites with their counts) and `GET /test-suites/{suite}` (its tests, each
 * with its id), for the test pages; open to everyone like the pages (spec 2 §6).
 */
export function registerTestSuiteRoutes(app: FastifyInstance, folder: TestSuiteFolder | undefined): void {
  const configured = () => {
    if (!folder) throw new QueryError(SUITES_NOT_CONFIGURED, 404, 'Not configured');
    return folder;
  };
  app.get('/test-suites', async (_request, reply) => {
    const suites = await configured().list();
    return reply.header('Cache-Control', 'no-store').send({ suites });
  });
  app.get<{ Params: { suite: string } }>('/test-suites/:suite', async (request, reply) => {
    const id = request.params.suite;
    // only the five names reach the file system, never a path from the request
    if (!isSuiteId(id))
      throw new QueryError(`No test suite ${id}: the suites are ${SUITE_IDS.join(', ')}.`, 404, 'Not found');
    try {
      return reply.header('Cache-Control', 'no-store').send(await configured().suite(id));
    } catch (e) {
      if (e instanceof SuiteNotFound) throw new QueryError(e.message, 404, 'Not found');
      throw e;
    }
  });
}
