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

  it('shows other URLs as they came', async () => {
    await app.inject({ url: '/api/works?per_page=1&filter=publication_year:2020' });
    expect(lines.some((line) => line.includes('/api/works?per_page=1&filter=publication_year:2020'))).toBe(true);
  });
});
