import { z } from 'zod';
import { badRequest } from '../catalogue/query/errors.js';
import {
  checkQueryLimits,
  fromLegacyQuery,
  MAX_COLUMN_ID_LENGTH,
  MAX_FILTERS,
  MAX_SHOW_COLUMNS,
  MAX_VALUE_LENGTH,
  type LegacyQuery,
  type OqlFilter,
  type OqlQuery,
} from '../../../src/lib/oql/index.js';

const value = z.union([z.string().max(MAX_VALUE_LENGTH), z.number().finite(), z.boolean(), z.null()]);
const columnId = z.string().min(1).max(MAX_COLUMN_ID_LENGTH);
const leaf = z
  .object({ column_id: columnId, operator: z.string().max(60).optional(), value: value.optional() })
  .strict();
const filter: z.ZodType<OqlFilter> = z.lazy(() =>
  z.union([
    leaf.transform((l) => ({ ...l, value: l.value ?? null })),
    z.object({ join: z.enum(['and', 'or']), filters: z.array(filter).max(MAX_FILTERS) }).strict(),
  ]),
);
const query = z
  .object({
    get_rows: z.string().min(1).max(60),
    filter_works: z.array(filter).max(MAX_FILTERS).optional(),
    filter_aggs: z.array(filter).max(MAX_FILTERS).optional(),
    sort_by_column: columnId.nullable().optional(),
    sort_by_order: z.enum(['asc', 'desc']).nullable().optional(),
    show_columns: z.array(columnId).max(MAX_SHOW_COLUMNS).optional(),
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
    column_id: z.string().max(MAX_COLUMN_ID_LENGTH).optional(),
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
    return_columns: z.array(columnId).max(MAX_SHOW_COLUMNS).nullable().optional(),
  })
  .passthrough();

/**
 * A query object from a request (spec 2 §3), or one of the older test format (filters with ids,
 * summarize_by, sort_by, return_columns), checked: a 400 names the first bad field.
 */
export function readQuery(input: unknown): OqlQuery {
  if (input === undefined || input === null) throw badRequest('Send a query object as `query` or OQL text as `oql`.');
  if (typeof input !== 'object' || Array.isArray(input)) throw badRequest('`query` must be a query object.');
  const object = input as Record<string, unknown>;
  const isLegacy =
    !('get_rows' in object) && ('filters' in object || 'summarize_by' in object || 'return_columns' in object);
  // the limits first, without recursion: the schema reads groups by recursion and would overflow
  if (!isLegacy) checkQueryLimits(object as unknown as OqlQuery);
  const out = isLegacy ? readLegacy(object) : readCurrent(object);
  checkQueryLimits(out);
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
