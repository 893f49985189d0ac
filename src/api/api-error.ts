import axios from 'axios';

/** Every failed call, whatever went wrong, reaches the app in this one shape. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure, timeout, cancel). */
  readonly status: number;
  /** The server's short error title (OpenAlex `error`), when it sent one. */
  readonly title: string | undefined;
  readonly url: string | undefined;
  readonly isCanceled: boolean;
  readonly data: unknown;

  constructor(init: {
    message: string;
    status: number;
    title?: string | undefined;
    url?: string | undefined;
    isCanceled?: boolean;
    data?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.title = init.title;
    this.url = init.url;
    this.isCanceled = init.isCanceled ?? false;
    this.data = init.data;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

function messageFromBody(data: unknown): { title?: string; message?: string } {
  if (typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<')) return { message: data.trim() };
  if (data && typeof data === 'object') {
    const body = data as Record<string, unknown>;
    const title = typeof body.error === 'string' ? body.error : undefined;
    const message =
      typeof body.message === 'string' ? body.message : typeof body.detail === 'string' ? body.detail : undefined;
    return { ...(title ? { title } : {}), ...(message ? { message } : {}) };
  }
  return {};
}

/** Turns anything an axios call can throw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error)) {
    return new ApiError({ message: 'The request was cancelled.', status: 0, isCanceled: true });
  }
  if (axios.isAxiosError(error)) {
    const url = error.config?.url;
    if (error.response) {
      const { status, data } = error.response;
      const body = messageFromBody(data);
      return new ApiError({
        message:
          body.message ??
          body.title ??
          `The server answered ${status}${error.response.statusText ? ` ${error.response.statusText}` : ''}.`,
        status,
        title: body.title,
        url,
        data,
      });
    }
    const isTimeout = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return new ApiError({
      message: isTimeout ? 'The server took too long to answer.' : 'Could not reach the server. Check your connection.',
      status: 0,
      url,
    });
  }
  return new ApiError({ message: error instanceof Error ? error.message : 'Something went wrong.', status: 0 });
}

// OpenAlex (and our server) answer an unknown filter or group-by key with "X is not a valid field.
// Valid fields are …" and a list of some 200 names: the first sentence is what a person needs.
const UNKNOWN_FIELD = /^(\S+) is not a valid (?:\w+ )?field\./;

/** The field an API 400 names as unknown ('DOESNTEXIST'), or null for any other failure. */
export function unknownFieldOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return UNKNOWN_FIELD.exec(error.message)?.[1] ?? null;
}

/** The error's message without the list of valid fields some 400s append. */
export function conciseMessage(error: Error): string {
  const match = UNKNOWN_FIELD.exec(error.message);
  return match ? match[0] : error.message;
}

/** The message the server itself sent with a failed call, if it sent one (not a transport error). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  return messageFromBody(error.data).message ?? messageFromBody(error.data).title;
}
