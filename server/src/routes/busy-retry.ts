import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { storageProblem } from '../storage-errors.js';

/**
 * Pauses before each new try of a handler that met a locked app database: about a second in all,
 * spent between other requests (better-sqlite3 itself would wait on the event loop, holding up
 * every request, the data API's included).
 */
const RETRY_DELAYS_MS = [10, 20, 40, 80, 160, 320, 370];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again while it fails on a lock, then lets the last failure through (answered
 * 503 by the error handlers). A statement that met the lock changed nothing, so trying the whole
 * handler again is safe: the writes before it, if any, succeeded only when there was no lock.
 */
export async function retryWhileBusy<T>(attempt: () => T | Promise<T>, delays = RETRY_DELAYS_MS): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (storageProblem(error) !== 'busy' || i >= delays.length) throw error;
      await pause(delays[i]!);
    }
  }
}

/** Every route registered after this in `app`'s plugin retries its handler while the app database is locked. */
export function retryHandlersWhileBusy(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      return retryWhileBusy(() => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });
}
