/** The statuses the APIs answer a request with when it cannot be served as asked. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

const ERROR_NAMES: Partial<Record<ErrorStatus, string>> = {
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  422: 'Unprocessable content',
  429: 'Too many requests',
  503: 'Unavailable',
};

/**
 * A client error (or a refusal while busy) the API answers with its status and `{error, message}`
 * (OpenAlex's shape); `retryAfterS` becomes a `Retry-After` header.
 */
export class QueryError extends Error {
  constructor(
    message: string,
    readonly status: ErrorStatus = 400,
    readonly error: string = ERROR_NAMES[status] ?? 'Invalid query parameters error.',
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export function badRequest(message: string): QueryError {
  return new QueryError(message, 400);
}

export function notFound(message: string): QueryError {
  return new QueryError(message, 404, 'Not found');
}
