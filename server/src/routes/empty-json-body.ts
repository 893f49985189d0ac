import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them, except that an empty one is no body: clients (axios among
 * them) send `Content-Type: application/json` with nothing after it on calls that need no body,
 * such as a DELETE. Routes that need a body still refuse a missing one with their own 400.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.trim() === '') done(null, undefined);
    else void parseJson(request, body, done);
  });
}
