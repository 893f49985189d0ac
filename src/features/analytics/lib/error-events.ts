import { appEnv } from '../../../config/env';
import { postEvent, type JavascriptErrorEvent } from './events';

/** JavaScript errors one page load reports at most: a loop of errors must not flood the server. */
export const MAX_ERROR_EVENTS = 10;

const MAX_MESSAGE = 2000;
const MAX_STACK = 20_000;
const MAX_URL = 2000;

/**
 * Messages that carry nothing to act on: a script of another origin hides its error ('Script
 * error.'), and a ResizeObserver loop warning is harmless (the data grid's resizing raises it).
 */
const IGNORED = [/^Script error\.?$/i, /ResizeObserver loop/i];

/** The event of an error or a rejection's reason; null when there is nothing worth sending. */
export function errorEventPayload(
  error: unknown,
  fallbackMessage: string,
  url: string,
  environment = appEnv.environment,
): JavascriptErrorEvent | null {
  const message = (error instanceof Error ? error.message || error.name : '') || fallbackMessage || String(error ?? '');
  const text = message.trim().slice(0, MAX_MESSAGE);
  if (!text || IGNORED.some((pattern) => pattern.test(text))) return null;
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack.slice(0, MAX_STACK) : undefined;
  return {
    type: 'javascript-error',
    message: text,
    ...(stack ? { stack } : {}),
    url: url.slice(0, MAX_URL),
    environment,
  };
}

function reasonText(reason: unknown): string {
  if (typeof reason === 'string') return reason;
  try {
    return reason === undefined
      ? 'Unhandled promise rejection'
      : `Unhandled promise rejection: ${JSON.stringify(reason)}`;
  } catch {
    return 'Unhandled promise rejection';
  }
}

/**
 * Reports the page's uncaught errors and unhandled rejections to this server as javascript-error
 * events (spec 2 §7), at most MAX_ERROR_EVENTS a page load. The listeners never throw and never
 * wait: the event leaves in the background. Returns a function that removes them.
 */
export function installErrorEvents(target: Window = window, send: (event: JavascriptErrorEvent) => void = postEvent) {
  let sent = 0;
  const report = (error: unknown, fallbackMessage: string) => {
    if (sent >= MAX_ERROR_EVENTS) return;
    try {
      const event = errorEventPayload(error, fallbackMessage, `${target.location.pathname}${target.location.search}`);
      if (!event) return;
      sent += 1;
      send(event);
    } catch {
      // reporting an error must never raise another
    }
  };
  const onError = (event: ErrorEvent) => report(event.error, event.message);
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, reasonText(event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
