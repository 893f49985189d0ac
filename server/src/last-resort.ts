import type { EventEmitter } from 'node:events';

/**
 * The last resort of `serve`: an error nothing handled (a rejected promise nobody awaited, a throw in a
 * timer) is logged with its stack and the server keeps serving, rather than Node ending the process
 * and every request with it. Each such log line is a bug to fix where the error arose.
 * Returns the function that removes the handlers.
 */
export function keepServingOnUnhandledErrors(
  log: (message: string) => void = (message) => console.error(message),
  target: EventEmitter = process,
): () => void {
  const report = (kind: string) => (error: unknown) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`A fault nothing handled (${kind}); the server keeps serving: ${detail}`);
  };
  const onRejection = report('unhandled rejection');
  const onException = report('uncaught exception');
  target.on('unhandledRejection', onRejection);
  target.on('uncaughtException', onException);
  return () => {
    target.off('unhandledRejection', onRejection);
    target.off('uncaughtException', onException);
  };
}
