import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { SpaPolicySources } from './web-app.js';

/**
 * The Content-Security-Policy of every answer. Scripts: only our own files and the inline scripts
 * of the built index.html, by hash. Styles: MUI's emotion writes <style> tags at run time, so
 * inline styles are allowed. Requests: this server plus the API hosts the SPA was built for.
 */
export function contentSecurityPolicy(spa: SpaPolicySources): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...spa.scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...spa.connectOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Security headers on every answer, pages and APIs alike (no page of ours may be framed). */
export async function registerSecurityHeaders(app: FastifyInstance, spa: SpaPolicySources): Promise<void> {
  await app.register(helmet, {
    global: true,
    // Only the directives above: helmet's defaults add upgrade-insecure-requests, which breaks
    // the plain-http server on a local machine.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(spa) },
    xFrameOptions: { action: 'deny' },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // HSTS belongs to whatever terminates TLS in front of this server; here it is often plain http.
    strictTransportSecurity: false,
  });
}
