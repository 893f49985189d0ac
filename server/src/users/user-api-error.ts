/** A client error of the user API, answered as `{error, message}` with its status. */
export class UserApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
  }

  get error(): string {
    return STATUS_TEXT[this.status];
  }
}

const STATUS_TEXT = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  429: 'Too many requests',
} as const;
