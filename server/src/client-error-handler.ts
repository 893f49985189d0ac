import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a connection we answered with an error may stay open for the client to read it. */
const LINGER_MS = 5_000;

function answerFor(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      message: `The request's headers, the URL included, are larger than ${Math.round(http.maxHeaderSize / 1024)} KB; shorten the URL (a long filter can be saved as a search instead).`,
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, message: 'The request did not arrive in time; send it again.' };
  return { status: 400, message: 'The request is not valid HTTP/1.1.' };
}

/**
 * Answers a request Node's HTTP parser rejected (headers over the limit, malformed, too slow),
 * which never reaches a route. Unlike the default, the answer says `Connection: close` and the
 * connection is ended, not destroyed: a keep-alive client then knows not to send its next request
 * on it, and reads the answer instead of a reset.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = answerFor(error.code);
  const reason = http.STATUS_CODES[status] ?? 'Bad Request';
  // the client's doing, not a fault: its code and message say enough, a stack trace would only fill the log
  this.log.debug({ code: error.code }, `client error answered ${status}: ${error.message}`);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: reason, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  // Keep reading (and dropping) what the client still sends, so closing does not reset the
  // connection before it has read the answer; a client that never closes is cut off later.
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
