import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from './app.js';
import { Catalogue } from './catalogue/catalogue.js';

let app: FastifyInstance;
let catalogue: Catalogue;

beforeAll(async () => {
  catalogue = await Catalogue.open(inject('catalogueDir'));
  app = await buildApp({ catalogue, corsOrigins: ['http://allowed.test'] });
});

afterAll(async () => {
  await app.close();
  catalogue.close();
});

describe('HTTP plumbing', () => {
  it('allows configured origins only', async () => {
    const ok = await app.inject({ url: '/api/works?per_page=1', headers: { origin: 'http://allowed.test' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://allowed.test');
    const other = await app.inject({ url: '/api/works?per_page=1', headers: { origin: 'http://elsewhere.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large responses and sets cache headers, bypassed on request', async () => {
    const res = await app.inject({ url: '/api/works?per_page=50', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const fresh = await app.inject({ url: '/api/works?per_page=1&bypass_cache=true' });
    expect(fresh.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown routes with a JSON 404 and reports the demo catalogue', async () => {
    const res = await app.inject({ url: '/api/works/W1/extra/path' });
    expect(res.statusCode).toBe(404);
    const root = await app.inject({ url: '/api/' });
    expect(root.json().catalogue.kind).toBe('demo');
  });
});
