/** What the request log may show of a request (Fastify's own fields, minus secrets). */
interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** A URL with the secrets it carries blanked out: a login link's token, an export's key (`?key=`). */
export function redactUrl(url: string): string {
  return url.replace(/(\/login\/magic-token\/)[^/?#]+/gi, '$1[redacted]').replace(/([?&]key=)[^&#]*/gi, '$1[redacted]');
}

/**
 * Fastify's request serializer with the URL redacted: a login link in the log would let whoever
 * reads the log log in as its owner, an export's key read what someone exported.
 */
export const requestLogSerializers = {
  req(request: LoggedRequest) {
    const version = request.headers?.['accept-version'];
    return {
      method: request.method,
      url: request.url === undefined ? undefined : redactUrl(request.url),
      version: typeof version === 'string' ? version : undefined,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
