/**
 * What a work row keeps of its imported record so that the work is served as it was imported: the
 * values the builder cannot reproduce from the row alone. Values printed from the entity tables
 * (an institution's name, ROR and lineage inside an authorship, a location's source, a concept's
 * wikidata id), which change with later imports, are always kept as the record has them; every
 * other value only where the row does not give it back (a DOI in `ids` that differs from `doi`, a
 * recorded institutions_distinct_count, an is_retracted of null, an abstract index the row's text
 * does not reproduce, …); keys the builder does not know are kept whole. Inside objects and
 * arrays of objects only the differing keys are kept, which overlayOriginal lays back over the
 * built value.
 */

import type { WorkRow } from '../store/rows.js';
import { countryName } from '../vocab/geo.js';
import { sdgById } from '../vocab/sdgs.js';
import { domainById, fieldById, subfieldById } from '../vocab/taxonomy.js';
import { buildWork, type RefResolver } from './build-record.js';
import { PARTIAL_MARKER } from './build-dehydrated.js';
import { isObj, type Obj } from './json.js';

/** Root keys every full work has, in every schema since 2022; a record lacking one was trimmed by select=. */
const FULL_WORK_KEYS = ['id', 'title', 'publication_year', 'ids', 'authorships', 'updated_date'];

const vocab = {
  subfield: (id: number) => subfieldById(id),
  field: (id: number) => fieldById(id),
  domain: (id: number) => domainById(id),
  sdg: (id: number) => sdgById(id),
  country: (code: string) => {
    const name = countryName(code);
    return name ? { display_name: name } : undefined;
  },
};

/** A resolver that knows the fixed vocabularies only, never the entity tables. */
const VOCAB_ONLY: RefResolver = {
  institution: () => undefined,
  source: () => undefined,
  publisher: () => undefined,
  funder: () => undefined,
  topic: () => undefined,
  concept: () => undefined,
  keyword: () => undefined,
  ...vocab,
};

/**
 * A resolver whose entities have a value in every field no real entity has: what a work built
 * with it and with VOCAB_ONLY prints differently comes from the entity tables (or vocabularies).
 */
const ODD = '\u0000';
const ODD_ENTITY = {
  display_name: ODD,
  ror: ODD,
  country_code: ODD,
  type: ODD,
  lineage: [-1],
  issn_l: ODD,
  issn: [ODD],
  is_oa: true,
  is_in_doaj: true,
  is_core: true,
  host_organization_id: -1,
  host_organization_kind: 'publisher',
  subfield_id: 1,
  field_id: 1,
  domain_id: 1,
  wikidata: ODD,
  level: -1,
} as never;
const ODD_REFS: RefResolver = {
  institution: () => ODD_ENTITY,
  source: () => ODD_ENTITY,
  publisher: () => ODD_ENTITY,
  funder: () => ODD_ENTITY,
  topic: () => ODD_ENTITY,
  concept: () => ODD_ENTITY,
  keyword: () => ODD_ENTITY,
  // names from the vocabularies too: they may change with a later version of ours
  subfield: () => ({ display_name: ODD }),
  field: () => ({ display_name: ODD }),
  domain: () => ({ display_name: ODD }),
  sdg: () => ({ display_name: ODD }),
  country: () => ({ display_name: ODD }),
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
  const bare = { ...row, extra: null };
  const built = buildWork(bare, VOCAB_ONLY);
  // the abstract owes nothing to the entity tables, and its index is the costly part of a build
  const odd: Obj = {
    ...buildWork({ ...bare, abstract: null }, ODD_REFS),
    abstract_inverted_index: built.abstract_inverted_index,
  };
  const kept: Obj = {};
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined || k === 'relevance_score') continue; // a search artefact, not part of the work
    const d = difference(built[k], odd[k], v, Object.hasOwn(built, k));
    if (d !== SAME) kept[k] = d;
  }
  if (!FULL_WORK_KEYS.every((k) => Object.hasOwn(record, k))) kept[PARTIAL_MARKER] = true;
  return Object.keys(kept).length ? kept : null;
}

const SAME = Symbol('same');

/**
 * What overlayOriginal needs to lay over the built value to give `original` (SAME: nothing):
 * values that differ from the built one or that come from the entity tables (`built` and `odd`,
 * built with two different resolvers, differ there) whole, or, of objects and arrays of objects
 * of equal length, the difference of each key or element ({} where nothing).
 *
 * One pass: a value is SAME when all its parts are and no side has keys the others lack (it used
 * to compare each value whole and then again part by part, once per level above it).
 */
function difference(built: unknown, odd: unknown, original: unknown, present = true): unknown {
  if (!present) return original;
  if (isObj(built) && isObj(odd) && isObj(original)) {
    const out: Obj = {};
    let same = true;
    let keys = 0;
    for (const k in original) {
      const v = original[k];
      if (v === undefined) continue;
      keys++;
      const d = difference(built[k], odd[k], v, Object.hasOwn(built, k));
      if (d !== SAME) {
        out[k] = d;
        same = false;
      }
    }
    return same && definedKeys(built) === keys && definedKeys(odd) === keys ? SAME : out;
  }
  if (
    Array.isArray(built) &&
    Array.isArray(odd) &&
    Array.isArray(original) &&
    built.length === original.length &&
    odd.length === original.length &&
    original.every(isObj) &&
    built.every(isObj)
  ) {
    const parts = original.map((v, i) => difference(built[i], odd[i], v));
    return parts.every((d) => d === SAME) ? SAME : parts.map((d) => (d === SAME ? {} : d));
  }
  return sameJson(original, built) && sameJson(built, odd) ? SAME : original;
}

function definedKeys(o: Obj): number {
  let n = 0;
  for (const k in o) if (o[k] !== undefined) n++;
  return n;
}
