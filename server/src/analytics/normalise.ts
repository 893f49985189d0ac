import { createHash } from 'node:crypto';
import { badRequest } from '../catalogue/query/errors.js';
import { normalizeQuery, OqlError, parseOql, type OqlQuery } from '../../../src/lib/oql/index.js';
import { readQuery } from './read-query.js';
import { servedConfig } from './served-config.js';

/**
 * The largest query, as JSON, the service takes (the longest of the public test suites' and the
 * landing page's queries is under 1 KB): a query object of 500 filters of 2 KB values is a
 * megabyte that the queue, the cache and the app database would each hold.
 */
export const MAX_QUERY_BYTES = 32 * 1024;

/** JSON with every object's keys in order: the same query, the same text. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The id of a search: a stable hash of its normalised query (the same question, the same id). */
export function searchId(query: OqlQuery): string {
  return createHash('sha256').update(canonical(query)).digest('base64url').replace(/[-_]/g, '').slice(0, 16);
}

/** A query object or OQL text, checked (limits first) and normalised, with the default sort; 400 naming the problem. */
export function normaliseQuery(input: { query?: unknown; oql?: unknown }): OqlQuery {
  const config = servedConfig();
  try {
    const query = typeof input.oql === 'string' ? parseOql(input.oql, config) : readQuery(input.query);
    const normal = normalizeQuery(query, config);
    if (!normal.sort_by_column && normal.get_rows !== 'summary') {
      const defaults = config.defaults(normal.get_rows);
      if (defaults.sortColumn) {
        normal.sort_by_column = defaults.sortColumn;
        normal.sort_by_order = defaults.sortOrder;
      }
    }
    const bytes = Buffer.byteLength(canonical(normal));
    if (bytes > MAX_QUERY_BYTES) {
      throw badRequest(
        `Invalid query: it is ${Math.ceil(bytes / 1024).toLocaleString('en-US')} KB as JSON, and a query may be at most ${MAX_QUERY_BYTES / 1024} KB.`,
      );
    }
    return normal;
  } catch (e) {
    if (e instanceof OqlError) {
      const where = e.position ? ` (line ${e.position.line}, column ${e.position.column})` : '';
      throw badRequest(`${e.message}${where}`);
    }
    throw e;
  }
}
