import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { retryWhileBusy } from '../storage-errors.js';

/** Every route registered after this in `app`'s plugin retries its handler while the app database is locked. */
export function retryHandlersWhileBusy(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      return retryWhileBusy(() => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });
}
