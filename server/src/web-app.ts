import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Path prefixes owned by the API hosts; everything else is the SPA's. */
export const API_PREFIXES = ['/api', '/user-api', '/export-api', '/support-api'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The built SPA (build/web) next to the compiled server, or undefined when it has not been built. */
export function findWebRoot(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../web'), path.resolve(here, '../../build/web')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html')));
}

/**
 * Serves the built SPA: its hashed assets cached for a year, and index.html (never cached) for every
 * other GET that asks for a page, so client routes such as /works or /me/labels load the app.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    // One route per built file; unknown paths fall through to the not-found handler (the SPA page).
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** True when a request that matched no route should get the SPA's index.html. */
export function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url) || request.url.startsWith('/assets/')) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

export function sendSpaPage(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

/** The file in which the build records the origins of API hosts that are not this server. */
export const API_ORIGINS_FILE = 'api-origins.json';

/** What the built SPA needs from its Content-Security-Policy beyond 'self'. */
export interface SpaPolicySources {
  /** `'sha256-…'` of each inline script in index.html. */
  scriptHashes: string[];
  /** Origins of the API hosts (data, user, export, support) the SPA was built to call elsewhere. */
  connectOrigins: string[];
}

/**
 * Read from the built files at start-up, so the policy follows index.html (its inline preload
 * script changes with every build) and the hosts the SPA was built with (`VITE_DATA_API=…`).
 */
export function spaPolicySources(webRoot: string): SpaPolicySources {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const scriptHashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  const originsFile = path.join(webRoot, API_ORIGINS_FILE);
  let origins: unknown = [];
  try {
    if (existsSync(originsFile)) origins = JSON.parse(readFileSync(originsFile, 'utf8'));
  } catch {
    // a damaged file allows no other origin; the SPA then reaches only this server
  }
  const connectOrigins = Array.isArray(origins)
    ? origins.filter((origin): origin is string => typeof origin === 'string' && /^https?:\/\/[^/\s;,']+$/.test(origin))
    : [];
  return { scriptHashes, connectOrigins };
}
