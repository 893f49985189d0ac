import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The data API's answers by URL. A catalogue version is read-only, so the same URL gets the same
 * answer while the version is served: the JSON text is kept by version and URL (least recently
 * used out past `maxChars`) and sent again without touching the catalogue, and every answer
 * carries a weak ETag of this process, the version and the URL, so a client that has it gets a
 * 304. A switch to another version (see CatalogueSwitch) or a restart makes new tags; the bodies
 * of the version served before are no longer read and age out. `bypass_cache=true` skips both.
 */
export class ResponseCache {
  private readonly bodies = new Map<string, string>();
  private chars = 0;
  /** changes with every process: a new catalogue or a new version of the server is a new process */
  private readonly instance = randomBytes(6).toString('base64url');

  /** `version`: the catalogue version the request is answered from */
  constructor(
    private readonly maxChars: number,
    private readonly version: () => string = () => '',
  ) {}

  private etagOf(key: string): string {
    return `W/"${this.instance}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
  }

  /**
   * Answer a GET from the cache, with 304 when the client has it, or from `compute` (whose result
   * is kept only when the reply still allows caching, i.e. not `no-store`).
   */
  async answer(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>): Promise<unknown> {
    const query = request.query as Record<string, unknown>;
    if (query.bypass_cache === 'true') return compute();
    const key = `${this.version()}\u0000${request.url}`;
    const etag = this.etagOf(key);
    const sent = request.headers['if-none-match'];
    if (sent && sent.split(',').some((tag) => tag.trim() === etag)) {
      reply.header('ETag', etag);
      return reply.code(304).send();
    }
    let body = this.bodies.get(key);
    if (body !== undefined) {
      this.bodies.delete(key);
      this.bodies.set(key, body);
    } else {
      const result = await compute();
      if (String(reply.getHeader('Cache-Control') ?? '').includes('no-store')) return result;
      body = JSON.stringify(result);
      this.keep(key, body);
    }
    reply.header('ETag', etag).type('application/json; charset=utf-8');
    return body;
  }

  private keep(url: string, body: string): void {
    if (body.length > this.maxChars / 8) return;
    this.bodies.set(url, body);
    this.chars += body.length;
    for (const [oldest, old] of this.bodies) {
      if (this.chars <= this.maxChars) break;
      this.bodies.delete(oldest);
      this.chars -= old.length;
    }
  }
}
