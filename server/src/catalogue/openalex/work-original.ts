/**
 * What a work row keeps of its imported record so that the work is served as it was imported: the
 * root values the builder cannot reproduce from the row alone. The builder's dehydrated references
 * come from the entity tables, which change with later imports, so every root value that embeds
 * one is kept as the record has it; every other value only when the row does not reproduce it
 * (a DOI in `ids` that differs from `doi`, a recorded institutions_distinct_count, an
 * is_retracted of null, an abstract index the row's text does not give back exactly, …), and
 * keys the builder does not know are kept as they are.
 */

import type { WorkRow } from '../rows.js';
import { countryName } from '../vocab/geo.js';
import { sdgById } from '../vocab/sdgs.js';
import { domainById, fieldById, subfieldById } from '../vocab/taxonomy.js';
import { buildWork, type RefResolver } from './build-record.js';
import { PARTIAL_MARKER } from './build-dehydrated.js';
import { isObj, type Obj } from './json.js';

/** Root keys whose values embed dehydrated entities (their names, RORs, lineages, …). */
const EMBEDS_ENTITIES = new Set([
  'primary_location',
  'authorships',
  'primary_topic',
  'topics',
  'keywords',
  'concepts',
  'locations',
  'best_oa_location',
  'grants',
]);

/** Root keys every full work has, in every schema since 2022; a record lacking one was trimmed by select=. */
const FULL_WORK_KEYS = ['id', 'title', 'publication_year', 'ids', 'authorships', 'updated_date'];

/** A resolver that knows the fixed vocabularies only, never the entity tables. */
const VOCAB_ONLY: RefResolver = {
  institution: () => undefined,
  source: () => undefined,
  publisher: () => undefined,
  funder: () => undefined,
  topic: () => undefined,
  concept: () => undefined,
  keyword: () => undefined,
  subfield: (id) => subfieldById(id),
  field: (id) => fieldById(id),
  domain: (id) => domainById(id),
  sdg: (id) => sdgById(id),
  country: (code) => {
    const name = countryName(code);
    return name ? { display_name: name } : undefined;
  },
};

/** Deep equality of JSON values; object key order is free, array order is not. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
  }
  return false;
}

/**
 * The parts of a work record (`record`: as imported, with its type already mapped) that its row
 * does not reproduce; null when there are none.
 */
export function keptOriginal(record: Obj, row: WorkRow): Obj | null {
  const built = buildWork({ ...row, extra: null }, VOCAB_ONLY);
  const kept: Obj = {};
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined || k === 'relevance_score') continue; // a search artefact, not part of the work
    if (EMBEDS_ENTITIES.has(k) || !Object.hasOwn(built, k) || !sameJson(v, built[k])) kept[k] = v;
  }
  if (!FULL_WORK_KEYS.every((k) => Object.hasOwn(record, k))) kept[PARTIAL_MARKER] = true;
  return Object.keys(kept).length ? kept : null;
}
