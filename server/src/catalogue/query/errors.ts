/** A client error the API answers with its status and `{error, message}` (OpenAlex's shape). */
export class QueryError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 = 400,
    readonly error: string = status === 404 ? 'Not found' : 'Invalid query parameters error.',
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
