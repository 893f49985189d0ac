import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { Catalogue } from './catalogue/catalogue.js';
import { spaPolicySources } from './web-app.js';

let app: FastifyInstance;
let catalogue: Catalogue;
let webRoot: string;
const inlineScript = "if (location.pathname === '/works') console.log('preload');";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'alexandria-csp-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><title>Alexandria</title><script>${inlineScript}</script>` +
      '<script type="module" crossorigin src="/assets/index-abc.js"></script><div id="root"></div>',
  );
  // What `VITE_DATA_API=https://api.openalex.org npm run build` records.
  writeFileSync(path.join(webRoot, 'api-origins.json'), '["https://api.openalex.org"]\n');
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
  app = await buildApp({ catalogue, webRoot });
});

afterAll(async () => {
  await app.close();
  catalogue.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** A CSP header as directive → its sources. */
function directives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('forbid framing /admin and allow only our scripts, the inline one of index.html by hash', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'", sha256(inlineScript)],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://api.openalex.org'],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it.each(['/api/works?per_page=1', '/api/no-such-route', '/user-api/user'])(
    'come with the API answer %s too',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(directives(res.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
    },
  );
});

describe('a damaged api-origins.json', () => {
  it('allows no other origin instead of stopping the server', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'alexandria-csp-bad-'));
    try {
      writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>A</title>');
      writeFileSync(path.join(root, 'api-origins.json'), '["https://api.openalex.org"');
      expect(spaPolicySources(root)).toEqual({ scriptHashes: [], connectOrigins: [] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
