import type { Catalogue } from '../catalogue/catalogue.js';
import { ENTITIES, type EntitySpec } from '../catalogue/query/entities.js';
import {
  NATIVE_PREFIX,
  normalizeOrcid,
  normalizeRor,
  normalizeDoi,
  parseNativeId,
  shortId,
} from '../catalogue/store/ids.js';
import { badRequest } from '../catalogue/query/errors.js';
import { derivedIdUrl } from '../catalogue/query/records.js';
import { AC_ENTITIES, type AcEntity } from '../catalogue/search/search-index.js';
import { prefixQuery, type AutocompleteRow } from '../catalogue/search/text-search.js';
import { INCLUDE_XPAC, parseIncludeXpac, xpacWorksAmong } from '../catalogue/query/xpac.js';

export interface AutocompleteResult {
  id: string;
  short_id: string;
  display_name: string;
  hint: string | null;
  cited_by_count: number;
  works_count: number | null;
  entity_type: string;
  external_id: string | null;
  filter_key: string | null;
}

const SINGULAR: Record<string, string> = {
  works: 'work',
  authors: 'author',
  sources: 'source',
  institutions: 'institution',
  publishers: 'publisher',
  funders: 'funder',
  topics: 'topic',
  concepts: 'concept',
  keywords: 'keyword',
};

function toResult(spec: EntitySpec, r: AutocompleteRow): AutocompleteResult {
  const id = spec.native ? `https://openalex.org/${NATIVE_PREFIX[spec.native]}${r.eid}` : derivedIdUrl(spec, r.eid);
  const short = spec.native ? `${spec.name}/${NATIVE_PREFIX[spec.native]}${r.eid}` : `${spec.name}/${r.eid}`;
  return {
    id,
    short_id: short,
    display_name: r.display_name,
    hint: r.hint ?? null,
    cited_by_count: Number(r.cited_by_count ?? 0),
    works_count: spec.name === 'works' ? null : Number(r.works_count ?? 0),
    entity_type: SINGULAR[spec.name] ?? spec.name,
    external_id: r.external_id ?? null,
    filter_key: spec.worksFilter ?? null,
  };
}

/** Candidates read per round, as a multiple of the page, and rounds at most, when xpac works are left out. */
const XPAC_READ_AHEAD = 4;
const XPAC_ROUNDS = 5;

/**
 * The works whose names match, without the xpac works (see xpac.ts): matches are read a few
 * pages at a time until the page is full. A name matched by xpac works alone in more than
 * XPAC_ROUNDS rounds gives a short page rather than a scan of every match.
 */
async function regularWorks(catalogue: Catalogue, pq: string, perPage: number): Promise<AutocompleteRow[]> {
  const text = catalogue.text!;
  const batch = perPage * XPAC_READ_AHEAD;
  const out: AutocompleteRow[] = [];
  for (let round = 0; round < XPAC_ROUNDS && out.length < perPage; round++) {
    const rows = text.autocomplete('works', pq, batch, round * batch);
    const xpac = await xpacWorksAmong(
      catalogue.duck,
      catalogue.entity('works'),
      rows.map((r) => Number(r.eid)),
    );
    out.push(...rows.filter((r) => !xpac.has(Number(r.eid))));
    if (rows.length < batch) break;
  }
  return out.slice(0, perPage);
}

/** An id typed into the box (W123, an ORCID, a ROR, a DOI) finds its entity first. */
async function exactMatch(catalogue: Catalogue, q: string, only?: EntitySpec): Promise<AutocompleteResult | undefined> {
  let entity: string | undefined;
  let id: string | undefined;
  const native = parseNativeId(q);
  if (native) [entity, id] = [native.entity, shortId(native.entity, native.id)];
  else if (normalizeOrcid(q)) {
    const hit = await catalogue.findByExternalId('orcid', normalizeOrcid(q)!);
    if (hit) [entity, id] = [hit.entity, hit.id];
  } else if (normalizeRor(q)) {
    const hit = await catalogue.findByExternalId('ror', normalizeRor(q)!);
    if (hit) [entity, id] = [hit.entity, hit.id];
  } else if (normalizeDoi(q)) {
    const hit = await catalogue.findByExternalId('doi', normalizeDoi(q)!);
    if (hit) [entity, id] = [hit.entity, hit.id];
  }
  if (!entity || !id || (only && only.name !== entity)) return undefined;
  const spec = ENTITIES[entity]!;
  const rec = await catalogue.get(entity, id, {}).catch(() => undefined);
  if (!rec) return undefined;
  return toResult(spec, {
    eid: id.replace(/^[A-Z]/, ''),
    display_name: String(rec.display_name ?? ''),
    hint: null,
    cited_by_count: Number(rec.cited_by_count ?? 0),
    works_count: Number(rec.works_count ?? 0),
    external_id: null,
  });
}

export async function autocomplete(
  catalogue: Catalogue,
  entityName: string | undefined,
  query: Record<string, unknown>,
) {
  const started = performance.now();
  for (const key of Object.keys(query)) {
    if (!['q', 'mailto', 'api_key', 'email', 'per_page', 'per-page', 'bypass_cache', '_', INCLUDE_XPAC].includes(key)) {
      throw badRequest(
        `'${key}' is not a valid parameter for autocomplete. Valid parameters are: q, per_page, ${INCLUDE_XPAC}.`,
      );
    }
  }
  const includeXpac = parseIncludeXpac(query[INCLUDE_XPAC] as string | string[] | undefined);
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  if (q.length > 200) throw badRequest('Parameter q is too long: at most 200 characters.');
  const perText = (query.per_page ?? query['per-page']) as string | undefined;
  const perPage = perText === undefined ? 10 : Number(perText);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 50)
    throw badRequest('per_page for autocomplete must be a whole number from 1 to 50.');
  const spec = entityName ? catalogue.entity(entityName) : undefined;
  let results: AutocompleteResult[] = [];
  if (q) {
    const exact = await exactMatch(catalogue, q, spec);
    const pq = prefixQuery(q);
    if (spec && !spec.ac) {
      const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      const page = await catalogue.list(
        spec.name,
        words.length
          ? { search: words.join(' '), per_page: String(perPage), sort: 'works_count:desc' }
          : { per_page: String(perPage) },
      );
      results = (page.results as Record<string, unknown>[]).map((r) => ({
        id: String(r.id),
        short_id: String(r.id).replace('https://openalex.org/', ''),
        display_name: String(r.display_name),
        hint: null,
        cited_by_count: Number(r.cited_by_count ?? 0),
        works_count: Number(r.works_count ?? 0),
        entity_type: spec.name.replace(/s$/, ''),
        external_id: null,
        filter_key: spec.worksFilter ?? null,
      }));
    } else if (pq && catalogue.text) {
      const targets: AcEntity[] = spec ? [spec.ac!] : [...AC_ENTITIES];
      for (const t of targets) {
        const s = ENTITIES[t]!;
        const rows =
          t === 'works' && !includeXpac
            ? await regularWorks(catalogue, pq, perPage)
            : catalogue.text.autocomplete(t, pq, perPage);
        results.push(...rows.map((r) => toResult(s, r)));
      }
      if (!spec) results.sort((a, b) => b.cited_by_count - a.cited_by_count);
    }
    if (exact) results = [exact, ...results.filter((r) => r.id !== exact.id)];
    results = results.slice(0, perPage);
  }
  return {
    meta: {
      count: results.length,
      db_response_time_ms: Math.round(performance.now() - started),
      page: 1,
      per_page: perPage,
    },
    results,
  };
}
