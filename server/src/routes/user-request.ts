import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverFault } from './api-error-handler.js';
import { clientKey } from './client-address.js';
import { z } from 'zod';
import { UserApiError } from '../users/user-api-error.js';
import type { UserJson, UserStore } from '../users/user-store.js';

/** Ids chosen by clients (new users, saved searches) or made by the server (labels): short, URL-safe. */
export const clientId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, - or _');

/** A page number or size of a list, from the query string. */
export const pageNumber = (max: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

/** The value as the schema reads it, or a 400 naming the first bad field of the `what`. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  // an absent (or empty) body, which zod would only call 'undefined'
  if (value === undefined) throw new UserApiError(400, `The ${what} needs a JSON body.`);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length ? `${what} field ${issue.path.join('.')}` : what;
  throw new UserApiError(400, `Invalid ${where}: ${issue.message}`);
}

export function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The user of the request's token; 401 without a live one. */
export function currentUser(store: UserStore, request: FastifyRequest): UserJson {
  const token = bearer(request);
  const user = token ? store.userForToken(token) : undefined;
  if (!user) throw new UserApiError(401, 'Log in first: this call needs a valid access token.');
  return user;
}

/** The current user when the path names them; anyone else's id is not found. */
export function pathUser(store: UserStore, request: FastifyRequest, userId: string): UserJson {
  const user = currentUser(store, request);
  if (user.id !== userId) throw new UserApiError(404, `No user ${userId}.`);
  return user;
}

/**
 * A route's limit on requests a minute, per user (per client network without a valid token), so
 * one account or many clients cannot ask past it; `message` says so, given the seconds to wait.
 */
export function perUserLimit(store: UserStore, max: number, message: (seconds: number) => string) {
  return {
    config: {
      rateLimit: {
        max,
        timeWindow: 60_000,
        keyGenerator: (request: FastifyRequest) => {
          const token = bearer(request);
          const user = token ? store.userForToken(token) : undefined;
          return user ? `user ${user.id}` : `address ${clientKey(request)}`;
        },
        errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
          statusCode: 429,
          error: 'Too many requests',
          message: message(Math.ceil(context.ttl / 1000)),
        }),
      },
    },
  };
}

/** A route's limit on changes a minute, per user; `what` names the things changed in the 429's message. */
export function writesPerUser(store: UserStore, max: number, what: string) {
  return perUserLimit(store, max, (seconds) => `Too many changes to ${what}; try again in ${seconds} s.`);
}

/**
 * The user host's errors (accounts, labels, the support desk): its own errors as they are, client
 * errors of the framework (bad JSON, rate limits) as a 4xx with their message, anything else a fault.
 */
export function userApiErrorHandler(
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof UserApiError)
    return reply.status(error.status).send({ error: error.error, message: error.message });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const text = error.statusCode === 429 ? 'Too many requests' : 'Bad request';
    return reply.status(error.statusCode).send({ error: text, message: error.message });
  }
  return serverFault(error, request, reply);
}
