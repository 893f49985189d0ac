import type { FastifyInstance } from 'fastify';
import { OqlConfig, type OqlEntitiesConfig } from '../../../src/lib/oql/index.js';
import { textToOql, MAX_TEXT_LENGTH, type TextOqlDeps } from '../analytics/text-oql/index.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { badRequest } from '../catalogue/query/errors.js';
import { autocomplete } from './autocomplete.js';
import { entitiesConfig } from '../analytics/entities-config.js';

const norm = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const SMALL = new Set(['of', 'the', 'and', 'at', 'in', 'for', 'de', 'la']);

/**
 * True when `candidate` is a fair reading of the name someone typed: the same words, or (for two
 * words or more) every word typed starting a word of the candidate ('U of Michigan' →
 * 'University of Michigan').
 */
export function namesMatch(typed: string, candidate: string): boolean {
  const a = norm(typed);
  const b = norm(candidate);
  if (!a || !b) return false;
  if (a === b) return true;
  const words = b.split(' ');
  const wanted = a.split(' ').filter((w) => !SMALL.has(w));
  // one word ('fisheries') must be the whole name: as a prefix it would match half the catalogue
  if (wanted.length < 2) return false;
  return wanted.every((w) => words.some((x) => x.startsWith(w)));
}

/** 'National Institutes of Health' → 'NIH': the first letters of its significant words. */
export function initials(name: string): string {
  return norm(name)
    .split(' ')
    .filter((w) => w && !SMALL.has(w))
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

/**
 * Names resolved through the catalogue's autocomplete index (the same lookup as
 * /autocomplete/{entity}): an exact name first, otherwise the most prominent fair reading; an
 * acronym through the catalogue's search, when a result's acronyms or initials spell it.
 */
export function catalogueResolver(catalogue: Catalogue): TextOqlDeps['resolve'] {
  return async (entityType, name) => {
    let results: { short_id: string; display_name: string }[];
    try {
      results = (await autocomplete(catalogue, entityType, { q: name, per_page: '20' })).results;
    } catch {
      // an entity type this catalogue does not index is simply not a match
      return null;
    }
    const hit =
      results.find((r) => norm(r.display_name) === norm(name)) ?? results.find((r) => namesMatch(name, r.display_name));
    if (hit) return { id: hit.short_id, display_name: hit.display_name };
    // an acronym ('NIH', 'MIT') is not the start of a name: the catalogue's search may know it
    if (!/^[A-Z][A-Z&]{1,7}$/.test(name)) return null;
    const page = await catalogue.list(entityType, { search: name, per_page: '10' }).catch(() => null);
    const rows = (page?.results ?? []) as { id: string; display_name: string; display_name_acronyms?: string[] }[];
    const byAcronym = rows.find(
      (r) => (r.display_name_acronyms ?? []).includes(name) || initials(r.display_name) === name,
    );
    if (!byAcronym) return null;
    const local = byAcronym.id.replace(/^https:\/\/openalex\.org\//, '');
    return { id: local.includes('/') ? local : `${entityType}/${local}`, display_name: byAcronym.display_name };
  };
}

const ALLOWED = new Set(['natural_language', 'mailto', 'api_key', 'email', 'bypass_cache', '_']);

/**
 * GET /text/oql?natural_language=… (spec 2 §7): 200 {query, oql}, 422 {error, message} saying
 * what could not be understood, 400 when the parameter is missing, empty, repeated or too long.
 */
export function registerTextOqlRoutes(app: FastifyInstance, catalogue: Catalogue): void {
  const config = new OqlConfig(entitiesConfig() as OqlEntitiesConfig);
  const resolve = catalogueResolver(catalogue);
  app.get('/text/oql', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    for (const key of Object.keys(query)) {
      if (!ALLOWED.has(key)) {
        throw badRequest(`'${key}' is not a valid parameter for /text/oql. Valid parameters are: natural_language.`);
      }
    }
    const text = query.natural_language;
    if (Array.isArray(text)) throw badRequest('Give natural_language once.');
    if (typeof text !== 'string' || !text.trim()) {
      throw badRequest('Parameter natural_language is required: the question to turn into a query.');
    }
    if (text.length > MAX_TEXT_LENGTH) {
      throw badRequest(`Parameter natural_language is too long: at most ${MAX_TEXT_LENGTH} characters.`);
    }
    const result = await textToOql(text, { config, resolve });
    if (!result.ok) return reply.status(422).send({ error: 'Not understood', message: result.message });
    reply.header('Cache-Control', 'no-store');
    return { query: result.query, oql: result.oql };
  });
}
