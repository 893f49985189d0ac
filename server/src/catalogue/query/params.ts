import { badRequest } from './errors.js';
import { INCLUDE_XPAC, parseIncludeXpac } from './xpac.js';

/** The query parameters of a list request, checked. */
export interface ListParams {
  filter?: string;
  search?: string;
  sort?: string;
  page: number;
  perPage: number;
  cursor?: string;
  select?: string[];
  sample?: number;
  seed?: string;
  groupBy?: string;
  groupBys?: string[];
  /** works: keep OpenAlex's xpac works in (see xpac.ts) */
  includeXpac?: boolean;
}

export const MAX_PER_PAGE = 200;
/** Past any catalogue's groups (200 a page); keeps page × per_page a safe integer. */
export const MAX_PAGE = 1_000_000;
export const MAX_RESULTS_BY_PAGE = 10_000;

/** Parameters any data endpoint accepts but does not act on (client identification, caching). */
const IGNORED = new Set([
  'mailto',
  'api_key',
  'email',
  'bypass_cache',
  'data_version',
  'data-version',
  'is_polling',
  'is_test',
  'format',
  '_',
]);

const KNOWN = new Set([
  'filter',
  'search',
  'sort',
  'page',
  'per_page',
  'per-page',
  'cursor',
  'select',
  'sample',
  'seed',
  'group_by',
  'group-by',
  'group_bys',
  'group-bys',
  INCLUDE_XPAC,
  'q',
]);

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = query[n];
    if (v === undefined) continue;
    if (Array.isArray(v)) {
      if (v.length > 1) throw badRequest(`Parameter '${n}' is given ${v.length} times; give it once.`);
      return v[0];
    }
    return v;
  }
  return undefined;
}

function positiveInt(name: string, value: string | undefined, max?: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value.trim()))
    throw badRequest(`Parameter '${name}' must be a positive whole number, not '${value}'.`);
  const n = Number(value);
  if (max === undefined && !Number.isSafeInteger(n)) throw badRequest(`Parameter '${name}' is too large: ${value}.`);
  if (n < 1) throw badRequest(`Parameter '${name}' must be at least 1.`);
  if (max !== undefined && n > max)
    throw badRequest(`Parameter '${name}' must be at most ${max}; got ${value.trim()}.`);
  return n;
}

export function checkKnownParams(query: Query, extra: readonly string[] = []): void {
  for (const key of Object.keys(query)) {
    if (KNOWN.has(key) || IGNORED.has(key) || extra.includes(key)) continue;
    throw badRequest(
      `'${key}' is not a valid parameter. Valid parameters are: ${[...KNOWN, ...extra].filter((k) => k !== 'q').join(', ')}.`,
    );
  }
}

/** The query parameters of a single-record request (or `/works/random`), checked. */
export interface RecordParams {
  select?: string[];
  /** `/random` only: the same seed picks the same record */
  seed?: string;
  /** `/random` only: the pick may be an xpac work (see xpac.ts) */
  includeXpac?: boolean;
}

function selectFields(select: string): string[] {
  const fields = select
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (fields.length === 0) throw badRequest(`Parameter 'select' names no fields.`);
  return fields;
}

/**
 * A single record acts on select alone. The list parameters are ignored, as OpenAlex ignores
 * them: clients send their list defaults with every call (openalexPro asks for
 * `/works/W2162348455?per_page=200&cursor=*`). Names neither kind knows are still a 400, so a
 * misspelled select is not silently dropped.
 */
export function parseRecordParams(query: Query, opts: { isRandom?: boolean } = {}): RecordParams {
  for (const key of Object.keys(query)) {
    if (KNOWN.has(key) || IGNORED.has(key)) continue;
    throw badRequest(
      `'${key}' is not a valid parameter for a single record. Valid parameters are: select (list parameters such as per_page, cursor or filter are accepted and ignored).`,
    );
  }
  const params: RecordParams = {};
  const select = single(query, 'select');
  if (select !== undefined) params.select = selectFields(select);
  const seed = opts.isRandom ? single(query, 'seed') : undefined;
  if (seed !== undefined && seed !== '') params.seed = seed;
  if (opts.isRandom && parseIncludeXpac(query[INCLUDE_XPAC])) params.includeXpac = true;
  return params;
}

/** A seed's text as a fraction in [0, 1) (FNV-1a): the same seed, the same pick. */
export function seedFraction(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return h / 2 ** 32;
}

export function parseListParams(query: Query): ListParams {
  checkKnownParams(query);
  const perPage = positiveInt('per_page', single(query, 'per_page', 'per-page'), MAX_PER_PAGE);
  const page = positiveInt('page', single(query, 'page'), MAX_PAGE);
  const cursor = single(query, 'cursor');
  const groupBy = single(query, 'group_by', 'group-by')?.trim();
  const groupBysText = single(query, 'group_bys', 'group-bys');
  const select = single(query, 'select');
  const sample = positiveInt('sample', single(query, 'sample'), MAX_RESULTS_BY_PAGE);
  if (cursor !== undefined && page !== undefined) throw badRequest('Use either page or cursor paging, not both.');
  if (sample !== undefined && cursor !== undefined)
    throw badRequest('Cursor paging is not available with sample; use page instead.');
  const params: ListParams = {
    page: page ?? 1,
    perPage: perPage ?? (groupBy || groupBysText ? MAX_PER_PAGE : 25),
  };
  if (cursor !== undefined) params.cursor = cursor;
  if (!params.cursor && params.page * params.perPage > MAX_RESULTS_BY_PAGE && !groupBy) {
    throw badRequest(
      `Maximum results size of 10,000 records is exceeded. Cursor pagination is required for records beyond 10,000. See the cursor parameter (cursor=*).`,
    );
  }
  const filter = single(query, 'filter');
  if (filter !== undefined && filter.trim() !== '') params.filter = filter;
  const search = single(query, 'search');
  if (search !== undefined && search.trim() !== '') params.search = search;
  const sort = single(query, 'sort');
  if (sort !== undefined && sort.trim() !== '') params.sort = sort;
  if (select !== undefined) params.select = selectFields(select);
  if (sample !== undefined) params.sample = sample;
  const seed = single(query, 'seed');
  if (seed !== undefined) {
    if (sample === undefined) throw badRequest(`Parameter 'seed' only works together with 'sample'.`);
    params.seed = seed;
  }
  if (parseIncludeXpac(query[INCLUDE_XPAC])) params.includeXpac = true;
  if (groupBy) params.groupBy = groupBy;
  if (groupBysText) {
    params.groupBys = groupBysText
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (params.groupBys.length > 10) throw badRequest('At most 10 group_bys can be requested at once.');
  }
  if ((params.groupBy || params.groupBys) && params.select) throw badRequest('select does not work with group_by.');
  if (params.groupBy && params.groupBys) throw badRequest('Use either group_by or group_bys, not both.');
  return params;
}
