import type { SqlParam } from '../store/duck.js';
import { badRequest } from './errors.js';
import type { FieldDef } from './fields.js';
import type { FilterClause } from './filter-syntax.js';

/**
 * A label as a filter of the data API, of any size: `authorships.author.id:label:any:{ref}` (works
 * with any of the label's authors) or `…:label:every:{ref}` (works with all of them). `{ref}` is a
 * short-lived reference the user host makes for a user who may read the label (POST
 * /user-api/user/{userId}/collections/{labelId}/ref), so the request carries neither the label's
 * ids (5,000 authors would pass any URL limit, and an OR filter takes 100 values) nor the user's
 * token. The ids reach SQL as one bound parameter, joined to the rows, never as SQL text.
 */
export interface LabelSet {
  entity_type: string;
  ids: readonly string[];
}

/** The label a reference names now; undefined when it is unknown, expired or no longer readable. */
export type LabelRefResolver = (ref: string) => LabelSet | undefined;

const LABEL_VALUE = /^label:(any|every):(.*)$/i;

/** Whether a `filter=` parameter filters by a label (its answer is private to the label's readers). */
export function filterReadsLabels(filter: unknown): boolean {
  return typeof filter === 'string' && /(^|,)[^,:]+:\s*label:(any|every):/i.test(filter);
}

/** The label value of a clause (`label:any:{ref}`), or undefined for any other clause. */
export function labelValueOf(clause: FilterClause): { match: 'any' | 'every'; ref: string } | undefined {
  if (clause.values.length !== 1) return undefined;
  const value = clause.values[0]!;
  const m = LABEL_VALUE.exec(value.raw);
  if (!m) return undefined;
  if (value.negated) throw badRequest(`Filter '${clause.text}' negates a label; a label filter has no negated form.`);
  return { match: m[1]!.toLowerCase() as 'any' | 'every', ref: m[2]!.trim() };
}

/**
 * The SQL of a label clause over the entity table `table` (aliased t), its ids appended to
 * `params` as one comma-separated value. A list field matches through its unnested items joined
 * to the label's ids (one hash join, whatever the label's size); a single-valued one with IN.
 */
export function compileLabelClause(
  table: string,
  def: FieldDef,
  clause: FilterClause,
  label: { match: 'any' | 'every'; ref: string },
  resolve: LabelRefResolver | undefined,
  params: SqlParam[],
): string {
  if (def.kind !== 'string' || def.entity === undefined || !def.parse)
    throw badRequest(`Filter '${clause.rawKey}' takes no label: only filters of entity ids do.`);
  if (!resolve) throw badRequest(`Filter '${clause.text}' names a label, but this server keeps no labels.`);
  const set = label.ref === '' ? undefined : resolve(label.ref);
  if (!set)
    throw badRequest(
      `Label reference '${label.ref}' of filter '${clause.rawKey}' is unknown or has expired, or its label is no longer yours or shared. Ask the user API for a new one (POST /user-api/user/{userId}/collections/{labelId}/ref).`,
    );
  if (set.entity_type !== def.entity)
    throw badRequest(
      `The label of filter '${clause.rawKey}' holds ${set.entity_type}, but the filter takes ${def.entity}: choose a label of ${def.entity}.`,
    );
  const ids = [...new Set(set.ids.map((id) => def.parse!(id)).filter((id) => typeof id === 'number'))];
  if (ids.length === 0) return label.match === 'any' ? 'false' : 'true';
  params.push(ids.join(','));
  const labelIds = `SELECT unnest(string_split(?, ','))::BIGINT`;
  if (!def.list) {
    // one value equals every id of the label only when the label holds one
    return label.match === 'any' || ids.length === 1 ? `(${def.sql}) IN (${labelIds})` : 'false';
  }
  const items = `SELECT t.id, unnest(${def.sql}) AS label_item FROM "${table}" t`;
  const matching = `SELECT id, label_item FROM (${items}) WHERE label_item IN (${labelIds})`;
  return label.match === 'any'
    ? `t.id IN (SELECT id FROM (${matching}))`
    : `t.id IN (SELECT id FROM (${matching}) GROUP BY id HAVING count(DISTINCT label_item) = ${ids.length})`;
}
