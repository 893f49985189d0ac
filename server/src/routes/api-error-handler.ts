import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryError } from '../catalogue/query/errors.js';

/**
 * The APIs' error answers: a QueryError with its status and `{error, message}` (OpenAlex's shape),
 * other client errors as 400-range answers, and anything else logged and answered 500.
 */
export function apiErrorHandler(
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof QueryError) {
    return reply.status(error.status).send({ error: error.error, message: error.message });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ error: 'Bad request', message: error.message });
  }
  request.log.error(error);
  return reply
    .status(500)
    .send({ error: 'Internal server error', message: 'Something went wrong on our side; it has been logged.' });
}
