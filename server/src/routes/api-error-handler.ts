import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryError } from '../catalogue/query/errors.js';
import { storageFaultAnswer, storageProblem } from '../storage-errors.js';

/**
 * The APIs' error answers: a QueryError with its status and `{error, message}` (OpenAlex's shape),
 * other client errors as 400-range answers, and anything else as a fault on our side.
 */
export function apiErrorHandler(
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof QueryError) {
    if (error.retryAfterS !== undefined) reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterS))));
    return reply.status(error.status).send({ error: error.error, message: error.message });
  }
  if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit;
    const size = limit ? ` of ${Math.floor(limit / 1024).toLocaleString('en-US')} KB` : '';
    return reply.status(413).send({
      error: 'Payload too large',
      message: `The request body is larger than the limit${size} of this endpoint.`,
    });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const title = error.statusCode === 429 ? 'Too many requests' : 'Bad request';
    return reply.status(error.statusCode).send({ error: title, message: error.message });
  }
  return serverFault(error, request, reply);
}

/**
 * A fault on our side, logged: a locked database (503, retry soon), a full disk (507) or a read-only
 * data folder (503) each get a sentence saying so; anything else is a 500.
 */
export function serverFault(error: Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const problem = storageProblem(error);
  if (problem) {
    // A lock passes by itself; a full or read-only disk needs someone to act.
    if (problem === 'busy') request.log.warn(error);
    else request.log.error(error);
    const answer = storageFaultAnswer(problem);
    if (problem === 'busy') reply.header('Retry-After', '1');
    return reply.status(answer.status).send({ error: answer.error, message: answer.message });
  }
  request.log.error(error);
  return reply
    .status(500)
    .send({ error: 'Internal server error', message: 'Something went wrong on our side; it has been logged.' });
}
