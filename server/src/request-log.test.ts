import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app.js';
import { Catalogue } from './catalogue/catalogue.js';

let app: FastifyInstance;
let catalogue: Catalogue;
const lines: string[] = [];

beforeAll(async () => {
  catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
  app = await buildApp({ catalogue, logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
});

afterAll(async () => {
  await app.close();
  catalogue.close();
});

describe('the request log', () => {
  it('never shows the token of a login link', async () => {
    const token = 'kP3x9TqL2vYb8RmN4sWd7FhJ1cGz6AeU0oIiQyXtBnM';
    await app.inject({ url: `/login/magic-token/${token}?from=mail`, headers: { accept: 'text/html' } });
    const logged = lines.map((line) => JSON.parse(line) as { req?: { url?: string } });
    expect(logged.map((entry) => entry.req?.url)).toContain('/login/magic-token/[redacted]?from=mail');
    expect(lines.join('\n')).not.toContain(token);
  });

  it("never shows an export's key, in its progress or its download link", async () => {
    const key = 'Zq8WmT3pLx0vRb7NcY2dKs5HfJ9gUa4EoQ1iXtBnM6w';
    await app.inject({ url: `/export-api/export/0123456789abcdef01234567?key=${key}` });
    await app.inject({ url: `/export-api/export/0123456789abcdef01234567/download?format=csv&key=${key}&x=1` });
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(urls).toContain('/export-api/export/0123456789abcdef01234567?key=[redacted]');
    expect(urls).toContain('/export-api/export/0123456789abcdef01234567/download?format=csv&key=[redacted]&x=1');
    expect(lines.join('\n')).not.toContain(key);
  });

  it('shows other URLs as they came', async () => {
    await app.inject({ url: '/api/works?per_page=1&filter=publication_year:2020' });
    expect(lines.some((line) => line.includes('/api/works?per_page=1&filter=publication_year:2020'))).toBe(true);
  });
});
