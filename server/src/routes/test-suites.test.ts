import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testId } from '../../../src/lib/test-suites.js';
import { TestSuiteFolder } from '../analytics/test-suites.js';
import { apiErrorHandler } from './api-error-handler.js';
import { BuiltInSuites } from '../analytics/suites/index.js';
import { registerTestSuiteRoutes } from './test-suites.js';

async function appOver(dir: string | undefined) {
  const app = Fastify();
  app.setErrorHandler(apiErrorHandler);
  await app.register(
    async (api) => registerTestSuiteRoutes(api, dir ? new TestSuiteFolder(dir) : new BuiltInSuites()),
    {
      prefix: '/api',
    },
  );
  return app;
}

const disjunction = { title: 'One work ID', oql: 'get works where id is works/W1;', query: { get_rows: 'works' } };

function folder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'suites-'));
  writeFileSync(path.join(dir, 'disjunctions.json'), JSON.stringify([disjunction, { ...disjunction, title: 'Two' }]));
  writeFileSync(
    path.join(dir, 'main.yaml'),
    '- oql: get works;\n  natLang:\n    - what works are there?\n  searchTimeout: 5\n  query:\n    get_rows: works\n',
  );
  return dir;
}

describe('GET /api/test-suites', () => {
  it('lists the suites whose file is in OQL_SUITES_DIR, JSON or YAML, with their counts', async () => {
    const app = await appOver(folder());
    const response = await app.inject('/api/test-suites');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      suites: [
        { id: 'main', file: 'main.yaml', count: 1 },
        { id: 'disjunctions', file: 'disjunctions.json', count: 2 },
      ],
    });
  });

  it("serves a suite's tests with their content ids", async () => {
    const app = await appOver(folder());
    const json = (await app.inject('/api/test-suites/disjunctions')).json();
    expect(json.tests).toHaveLength(2);
    expect(json.tests[0]).toMatchObject({ id: testId(disjunction), title: 'One work ID', oql: disjunction.oql });
    expect(json.tests[0].id).toMatch(/^[1-9A-HJ-NP-Za-km-z]{5}$/);
    const main = (await app.inject('/api/test-suites/main')).json();
    expect(main.tests[0]).toMatchObject({ natLang: ['what works are there?'], searchTimeout: 5000 });
  });

  it('serves an edited suite file without a restart', async () => {
    const dir = folder();
    const app = await appOver(dir);
    expect((await app.inject('/api/test-suites/disjunctions')).json().tests).toHaveLength(2);
    writeFileSync(path.join(dir, 'disjunctions.json'), JSON.stringify([disjunction]));
    expect((await app.inject('/api/test-suites/disjunctions')).json().tests).toHaveLength(1);
  });

  it('answers 404 for a suite that is not one of the five, or has no file, and never reads a path', async () => {
    const app = await appOver(folder());
    for (const url of ['/api/test-suites/labels', '/api/test-suites/..%2Fpasswd', '/api/test-suites/nope']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/No (test suite|file for the suite)/);
    }
  });

  it("serves the project's own five suites when the server has no folder", async () => {
    const app = await appOver(undefined);
    const response = await app.inject('/api/test-suites');
    expect(response.statusCode).toBe(200);
    const suites = response.json().suites as { id: string; file: string; count: number }[];
    expect(suites.map((suite) => suite.id)).toEqual(['main', 'landing_page', 'all_columns', 'disjunctions', 'labels']);
    for (const suite of suites) expect(suite).toMatchObject({ file: 'built in', count: expect.any(Number) });
    const main = await app.inject('/api/test-suites/main');
    expect(main.statusCode).toBe(200);
    expect(main.json().tests[0]).toMatchObject({ oql: 'get works;', natLang: ['what works are there?'] });
    expect((await app.inject('/api/test-suites/nope')).statusCode).toBe(404);
  });
});
