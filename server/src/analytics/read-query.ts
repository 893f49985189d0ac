import { z } from 'zod';
import { badRequest } from '../catalogue/query/errors.js';
import { fromLegacyQuery, type LegacyQuery, type OqlFilter, type OqlQuery } from '../../../src/lib/oql/index.js';

const MAX_FILTERS = 500;
const MAX_DEPTH = 20;

const value = z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()]);
const leaf = z
  .object({ column_id: z.string().min(1).max(200), operator: z.string().max(60).optional(), value: value.optional() })
  .strict();
const filter: z.ZodType<OqlFilter> = z.lazy(() =>
  z.union([
    leaf.transform((l) => ({ ...l, value: l.value ?? null })),
    z.object({ join: z.enum(['and', 'or']), filters: z.array(filter).max(MAX_FILTERS) }).strict(),
  ]),
);
const columnId = z.string().min(1).max(200);
const query = z
  .object({
    get_rows: z.string().min(1).max(60),
    filter_works: z.array(filter).max(MAX_FILTERS).optional(),
    filter_aggs: z.array(filter).max(MAX_FILTERS).optional(),
    sort_by_column: columnId.nullable().optional(),
    sort_by_order: z.enum(['asc', 'desc']).nullable().optional(),
    show_columns: z.array(columnId).max(100).optional(),
    show_underlying_works: z.boolean().optional(),
    summarize_by: z.string().max(60).nullable().optional(),
  })
  .strict();

const legacyFilter = z
  .object({
    id: z.string().max(100),
    subjectEntity: z.string().max(60).optional(),
    type: z.enum(['branch', 'leaf']),
    operator: z.string().max(60).optional(),
    children: z.array(z.string().max(100)).max(MAX_FILTERS).optional(),
    column_id: z.string().max(200).optional(),
    value: value.optional(),
  })
  .passthrough();
const legacy = z
  .object({
    filters: z.array(legacyFilter).max(MAX_FILTERS).optional(),
    summarize_by: z.string().max(60).nullable().optional(),
    sort_by: z
      .object({ column_id: columnId, direction: z.string().max(10).optional() })
      .nullable()
      .optional(),
    return_columns: z.array(columnId).max(100).nullable().optional(),
  })
  .passthrough();

/** Objects and arrays nested in a JSON value, counted without recursion and no further than `max + 1`. */
export function jsonDepth(value: unknown, max: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [item, level] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    deepest = Math.max(deepest, level);
    if (deepest > max) return deepest;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, level + 1]);
  }
  return deepest;
}

/**
 * How deep the JSON of a query may nest: a group is an object in an array (two levels), under
 * the query object and its filter list. Checked before the schema, which reads groups by recursion.
 */
const MAX_JSON_DEPTH = 2 * MAX_DEPTH + 4;

function depth(filters: readonly OqlFilter[] | undefined): number {
  let max = 0;
  for (const f of filters ?? []) if ('filters' in f) max = Math.max(max, 1 + depth(f.filters));
  return max;
}

/**
 * A query object from a request (spec 2 §3), or one of the older test format (filters with ids,
 * summarize_by, sort_by, return_columns), checked: a 400 names the first bad field.
 */
export function readQuery(input: unknown): OqlQuery {
  if (input === undefined || input === null) throw badRequest('Send a query object as `query` or OQL text as `oql`.');
  if (typeof input !== 'object' || Array.isArray(input)) throw badRequest('`query` must be a query object.');
  if (jsonDepth(input, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw badRequest(`Invalid query: filters nest at most ${MAX_DEPTH} groups deep.`);
  }
  const object = input as Record<string, unknown>;
  const isLegacy =
    !('get_rows' in object) && ('filters' in object || 'summarize_by' in object || 'return_columns' in object);
  const out = isLegacy ? readLegacy(object) : readCurrent(object);
  if (depth(out.filter_works) > MAX_DEPTH || depth(out.filter_aggs) > MAX_DEPTH) {
    throw badRequest(`Invalid query: filters nest at most ${MAX_DEPTH} groups deep.`);
  }
  return out;
}

function readCurrent(object: Record<string, unknown>): OqlQuery {
  const parsed = query.safeParse(object);
  if (!parsed.success) throw badRequest(`Invalid query field ${describe(parsed.error)}`);
  const out = parsed.data as OqlQuery & { sort_by_column?: string | null; sort_by_order?: 'asc' | 'desc' | null };
  if (out.sort_by_column === null) delete out.sort_by_column;
  if (out.sort_by_order === null) delete out.sort_by_order;
  if (out.summarize_by === null) delete out.summarize_by;
  return out;
}

function readLegacy(object: Record<string, unknown>): OqlQuery {
  const parsed = legacy.safeParse(object);
  if (!parsed.success) throw badRequest(`Invalid query field ${describe(parsed.error)}`);
  // The filters link by id: a filter named as a child twice would be copied into each place, and
  // a chain of such branches doubles at every level.
  const children = new Set<string>();
  for (const filter of parsed.data.filters ?? []) {
    for (const child of filter.children ?? []) {
      if (children.has(child)) throw badRequest(`Invalid query: filter ${child} is the child of more than one branch.`);
      children.add(child);
    }
  }
  try {
    return fromLegacyQuery(parsed.data as LegacyQuery);
  } catch (e) {
    throw badRequest(`Invalid query: ${(e as Error).message}`);
  }
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0]!;
  return `${issue.path.join('.') || '(root)'}: ${issue.message}`;
}
