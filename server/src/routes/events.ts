import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { UserStore } from '../users/user-store.js';
import { retryHandlersWhileBusy } from './busy-retry.js';
import { clientKey } from './client-address.js';
import { nestsAtMost } from './json-depth.js';
import { bearer } from './user-request.js';

/** Events one signed-in user, or one client network when anonymous (client-address.ts), may send a minute. */
const EVENTS_PER_MINUTE = 120;

/**
 * How deep a search event's query may nest: a query whose and/or groups nest 100 deep (the most
 * `boolean_depth` says) takes about two levels a group; storing the event walks it recursively.
 */
export const MAX_QUERY_DEPTH = 256;

const environment = z.enum(['local', 'staging', 'production']).optional();
const search = z
  .object({
    type: z.literal('search'),
    entity: z.string().min(1).max(60),
    filter_keys: z.array(z.string().max(200)).max(200),
    filter_count: z.number().int().min(0).max(10_000),
    boolean_depth: z.number().int().min(0).max(100),
    query: z
      .record(z.string(), z.unknown())
      .refine((query) => nestsAtMost(query, MAX_QUERY_DEPTH), `must nest at most ${MAX_QUERY_DEPTH} levels deep`),
    results_count: z.number().int().min(0).nullable(),
    duration: z.number().min(0).nullable(),
    sql: z.string().max(50_000).nullable(),
    environment,
  })
  .strict();
const javascriptError = z
  .object({
    type: z.literal('javascript-error'),
    message: z.string().min(1).max(2000),
    stack: z.string().max(20_000).optional(),
    url: z.string().max(2000).optional(),
    environment,
  })
  .strict();
const event = z.discriminatedUnion('type', [search, javascriptError]);
/** A query object of any size a search may have, but not a flood. */
const MAX_EVENT_BYTES = 64 * 1024;

/**
 * Usage events of the analytics area (spec 2 §7) come here, to this server, and stay in its app
 * database (`npm run admin -- events`); nothing goes to a third party. Anyone may send them (a
 * JavaScript error happens to anonymous visitors too); a valid token records who.
 */
export async function registerEventRoutes(app: FastifyInstance, store: UserStore): Promise<void> {
  // a locked app database is waited out between other requests, as on the user host
  retryHandlersWhileBusy(app);
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => {
      const token = bearer(request);
      const user = token ? store.userForToken(token) : undefined;
      return user ? `user ${user.id}` : `address ${clientKey(request)}`;
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too many requests',
      message: `Too many events; try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
  app.post(
    '/events',
    { bodyLimit: MAX_EVENT_BYTES, config: { rateLimit: { max: EVENTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply) => {
      const parsed = event.safeParse(request.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return reply.status(400).send({
          error: 'Bad request',
          message: `Invalid event field ${issue.path.join('.') || 'type'}: ${issue.message}`,
        });
      }
      const token = bearer(request);
      const user = token ? store.userForToken(token) : undefined;
      const { type, ...data } = parsed.data;
      store.events.add(type, user?.id ?? null, data);
      return reply.status(204).send();
    },
  );
}
