import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { Catalogue } from '../src/catalogue/catalogue.js';

export interface TestApp {
  app: FastifyInstance;
  catalogue: Catalogue;
  /** GET a path; returns status and parsed JSON body */
  get: (url: string) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close: () => Promise<void>;
}

/** The real app over the generated test catalogue (see global-setup.ts). */
export async function openTestApp(): Promise<TestApp> {
  const catalogue = await Catalogue.open(inject('catalogueDir'), { apiBase: 'http://localhost/api' });
  const app = await buildApp({ catalogue });
  return {
    app,
    catalogue,
    get: async (url) => {
      const res = await app.inject({ method: 'GET', url });
      return {
        status: res.statusCode,
        body: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body,
      };
    },
    close: async () => {
      await app.close();
      catalogue.close();
    },
  };
}
