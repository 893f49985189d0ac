import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { Catalogue } from './catalogue/catalogue.js';

let app: FastifyInstance;
let catalogue: Catalogue;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'alexandria-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Alexandria</title><div id="root"></div>');
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
  app = await buildApp({ catalogue, webRoot });
});

afterAll(async () => {
  await app.close();
  catalogue.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it.each(['/', '/works?filter=type:article', '/me/labels/12', '/W123', '/login/magic-token/abc'])(
    'answers the client route %s with index.html, never cached',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache life', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe('console.log(1)');
  });

  it('keeps JSON 404s for the API hosts', async () => {
    for (const url of ['/api/nope/nope/nope', '/user-api/user', '/export-api/works', '/support-api/x']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: 'Not found' });
    }
  });

  it('does not answer other methods or missing assets with the page', async () => {
    expect((await app.inject({ method: 'POST', url: '/works' })).statusCode).toBe(404);
    const missing = await app.inject({ method: 'GET', url: '/assets/gone.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });

  it('still serves the data API', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/works?per_page=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.count).toBeGreaterThan(0);
  });
});
