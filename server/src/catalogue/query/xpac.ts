import type { Duck } from '../store/duck.js';
import type { EntitySpec } from './entities.js';
import { badRequest } from './errors.js';

/**
 * OpenAlex's xpac works (the "expansion pack" of 2025-11: DataCite and repository records, of
 * lower quality so far) are left out of every list, count, group and autocomplete of works unless
 * the request says `include_xpac=true`, as OpenAlex's API does; a work is still served by its id.
 * A filter on `is_xpac` itself (either value, negated or not) replaces that default: a client that
 * asks for `is_xpac:true` wants the xpac works, so it gets them without also saying include_xpac.
 */
export const INCLUDE_XPAC = 'include_xpac';
export const XPAC_FIELD = 'is_xpac';

/** `include_xpac` as the request gives it: true or false (any case), absent as false; else a 400. */
export function parseIncludeXpac(value: string | string[] | undefined): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) {
    if (value.length > 1) throw badRequest(`Parameter '${INCLUDE_XPAC}' is given ${value.length} times; give it once.`);
    return parseIncludeXpac(value[0]);
  }
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false' || v === '') return false;
  throw badRequest(`Parameter '${INCLUDE_XPAC}' must be true or false, not '${value}'.`);
}

/**
 * The condition that leaves the xpac works out of a query over `spec` whose filter names the
 * fields `filterKeys` (normalised), or undefined when none is wanted: another entity, include_xpac,
 * an is_xpac filter, or a catalogue written before works had the column (its field is no column;
 * see older-catalogue-specs.ts), whose works are all regular ones.
 */
export function xpacExclusion(spec: EntitySpec, filterKeys: Iterable<string>, include: boolean): string | undefined {
  if (include || spec.table !== 'works') return undefined;
  for (const key of filterKeys) if (key === XPAC_FIELD) return undefined;
  const def = Object.hasOwn(spec.fields, XPAC_FIELD) ? spec.fields[XPAC_FIELD] : undefined;
  if (def?.kind !== 'boolean' || !/^t\.\w+$/.test(def.sql)) return undefined;
  // as is_xpac:false compiles it: a row the column was added to later (NULL) is a regular work
  return `${def.sql} IS NOT TRUE`;
}

/** Which of these work ids are xpac works (none in a catalogue written before the column). */
export async function xpacWorksAmong(duck: Duck, works: EntitySpec, ids: readonly number[]): Promise<Set<number>> {
  const regular = xpacExclusion(works, [], false);
  if (!regular || ids.length === 0) return new Set();
  const rows = await duck.all<{ id: number | bigint }>(
    `SELECT t.id FROM works t WHERE t.id IN (SELECT unnest(CAST(? AS BIGINT[]))) AND NOT (${regular})`,
    [JSON.stringify(ids)],
  );
  return new Set(rows.map((r) => Number(r.id)));
}
