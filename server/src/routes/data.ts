import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue.js';
import { entityByName } from '../catalogue/query/entities.js';
import {
  normalizeDoi,
  normalizeIssn,
  normalizeOrcid,
  normalizeRor,
  parseNativeId,
  shortId,
} from '../catalogue/store/ids.js';
import { badRequest, notFound } from '../catalogue/query/errors.js';
import { autocomplete } from './autocomplete.js';
import { entitiesConfig } from '../analytics/entities-config.js';
import { entityUi } from '../catalogue/query/entity-ui.js';
import { ResponseCache } from './response-cache.js';
import { filterReadsLabels } from '../catalogue/query/label-clauses.js';

type Query = Record<string, string | string[] | undefined>;

function cache(request: FastifyRequest, reply: FastifyReply, seconds: number): void {
  const q = request.query as Query;
  // an answer filtered by a label is its readers' alone, and follows the label as it changes
  if (filterReadsLabels(q.filter)) reply.header('Cache-Control', 'private, no-store');
  else reply.header('Cache-Control', q.bypass_cache === 'true' ? 'no-store' : `public, max-age=${seconds}`);
}

/**
 * Resolve `/works/doi:10.1/x`, `/works/https://doi.org/10.1/x`, `/authors/orcid:…`,
 * `/institutions/ror:…`, `/sources/issn:…`, `/works/pmid:…` to a native id.
 */
async function resolveExternal(catalogue: Catalogue, entity: string, idText: string): Promise<string> {
  const [ns, ...rest] = idText.split(':');
  const value = rest.join(':');
  const lower = (ns ?? '').toLowerCase();
  let hit: { entity: string; id: string } | undefined;
  if (entity === 'works' && (lower === 'doi' || /^https?$/.test(lower) || idText.startsWith('10.'))) {
    const doi = normalizeDoi(lower === 'doi' ? value : idText);
    if (doi) hit = await catalogue.findByExternalId('doi', doi);
  } else if (entity === 'works' && (lower === 'mag' || lower === 'pmid')) {
    hit = await catalogue.findByExternalId(
      lower,
      value.replace(/^https?:\/\/pubmed\.ncbi\.nlm\.nih\.gov\//, '').replace(/\/$/, ''),
    );
  } else if (entity === 'authors' && (lower === 'orcid' || /orcid\.org/.test(idText))) {
    const orcid = normalizeOrcid(lower === 'orcid' ? value : idText);
    if (orcid) hit = await catalogue.findByExternalId('orcid', orcid);
  } else if (entity === 'institutions' && (lower === 'ror' || /ror\.org/.test(idText))) {
    const ror = normalizeRor(lower === 'ror' ? value : idText);
    if (ror) hit = await catalogue.findByExternalId('ror', ror);
  } else if (entity === 'sources' && lower === 'issn') {
    const issn = normalizeIssn(value);
    if (issn) hit = await catalogue.findByExternalId('issn', issn);
  } else {
    return idText;
  }
  if (!hit) throw notFound(`No ${entity} record with id '${idText}'.`);
  return hit.id;
}

/** The data API's answers kept for reuse, in characters of JSON (about bytes). */
const RESPONSE_CACHE_CHARS = 128 * 1024 * 1024;

export function registerDataRoutes(app: FastifyInstance, catalogue: Catalogue): void {
  const responses = new ResponseCache(RESPONSE_CACHE_CHARS, () => catalogue.version);
  app.get('/', async (request, reply) => {
    cache(request, reply, 60);
    const meta = await catalogue.duck
      .all<{ key: string; value: string }>('SELECT key, value FROM catalogue_meta')
      .catch(() => []);
    return {
      name: 'Alexandria catalogue API',
      catalogue: Object.fromEntries(meta.map((m) => [m.key, m.value])),
      documentation:
        'OpenAlex-compatible: /works, /authors, /sources, /institutions … with filter, search, sort, group_by, select, cursor',
    };
  });

  app.get('/counts', async (request, reply) => {
    cache(request, reply, 60);
    return responses.answer(request, reply, () => catalogue.counts());
  });

  app.get('/entities/config', async (request, reply) => {
    cache(request, reply, 300);
    return entitiesConfig();
  });

  app.get('/autocomplete', async (request, reply) => {
    cache(request, reply, 60);
    return responses.answer(request, reply, () => autocomplete(catalogue, undefined, request.query as Query));
  });

  app.get<{ Params: { entity: string } }>('/autocomplete/:entity', async (request, reply) => {
    cache(request, reply, 60);
    return responses.answer(request, reply, () =>
      autocomplete(catalogue, request.params.entity, request.query as Query),
    );
  });

  // /works (a list) or /W123 (a record by id, any entity)
  app.get<{ Params: { first: string } }>('/:first', async (request, reply) => {
    cache(request, reply, 60);
    return responses.answer(request, reply, () => listOrRecord(request.params.first, request.query as Query));
  });

  async function listOrRecord(first: string, query: Query) {
    if (entityByName(first)) return catalogue.list(first, query);
    const native = parseNativeId(first);
    if (native) return record(native.entity, async () => shortId(native.entity, native.id), query);
    for (const [prefix, entity] of [
      ['doi:', 'works'],
      ['orcid:', 'authors'],
      ['ror:', 'institutions'],
      ['issn:', 'sources'],
      ['pmid:', 'works'],
      ['mag:', 'works'],
    ] as const) {
      if (first.toLowerCase().startsWith(prefix))
        return record(entity, () => resolveExternal(catalogue, entity, first), query);
    }
    throw notFound(`'${first}' is neither an entity type nor an id.`);
  }

  // /works/W123, /countries/US, /works/doi:10.1/x, /works/https://doi.org/10.1/x
  app.get<{ Params: { entity: string; '*': string } }>('/:entity/*', async (request, reply) => {
    cache(request, reply, 60);
    return responses.answer(request, reply, () => oneRecord(request, reply));
  });

  async function oneRecord(request: FastifyRequest<{ Params: { entity: string; '*': string } }>, reply: FastifyReply) {
    const { entity } = request.params;
    // find-my-way has decoded the path once; decoding again would turn '%25' into a lone '%'
    const idText = request.params['*'];
    const spec = entityByName(entity);
    if (!spec) throw notFound(`'${entity}' is not an entity type.`);
    const query = request.query as Query;
    // OpenAlex's /works/random (any case): one random record; no record has that id.
    if (idText.toLowerCase() === 'random') {
      if (query.format !== undefined) throw badRequest('A random record has no format parameter.');
      // Without a seed each call is another pick, which a cache must not replay.
      if (!query.seed) reply.header('Cache-Control', 'no-store');
      return catalogue.random(spec.name, query);
    }
    return record(spec.name, () => resolveExternal(catalogue, spec.name, idText), query);
  }

  /**
   * One record, or with format=ui its entity-panel form (see entity-ui.ts). The parameters are
   * checked before the id is resolved: a bad select is a 400 whether or not the record exists.
   */
  async function record(entity: string, resolveId: () => Promise<string>, query: Query) {
    const { format, ...rest } = query;
    if (format !== undefined && format !== 'ui')
      throw badRequest(`'${String(format)}' is not a valid format. The only format is ui.`);
    if (format !== undefined && rest.select !== undefined)
      throw badRequest('format=ui answers with its own fields; it cannot be combined with select.');
    await catalogue.recordParams(entity, rest);
    const id = await resolveId();
    if (format === undefined) return catalogue.get(entity, id, query);
    const full = await catalogue.get(entity, id, rest);
    return entityUi(entity, full, (name, listQuery) => catalogue.list(name, listQuery));
  }
}
