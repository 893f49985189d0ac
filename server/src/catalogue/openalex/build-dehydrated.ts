/**
 * Dehydrated references as the 2025–26 OpenAlex API prints them inside other records, plus the
 * helpers every builder shares (key order, merging `extra`). A reference the resolver does not
 * know renders with display_name (and the other looked-up fields) null instead of failing.
 */

import { openalexUrl } from '../store/ids.js';
import type { CountsByYear, SourceRow, SummaryStats } from '../store/rows.js';
import type { RefResolver } from './build-record.js';
import { isObj, type Obj, URLS } from './json.js';

export interface BuildOptions {
  /** Base of the *_api_url links; default https://api.openalex.org */
  apiBase?: string;
}

export function apiBase(opts: BuildOptions | undefined): string {
  return (opts?.apiBase ?? 'https://api.openalex.org').replace(/\/+$/, '');
}

/** '' (a stub made from a reference without a name) prints as null. */
export function nameOr(v: { display_name: string } | undefined): string | null {
  return v?.display_name || null;
}

export function dehydratedInstitution(id: number, refs: RefResolver): Obj {
  const i = refs.institution(id);
  return {
    id: openalexUrl('institutions', id),
    display_name: nameOr(i),
    ror: i?.ror ? URLS.ror(i.ror) : null,
    country_code: i?.country_code ?? null,
    type: i?.type ?? null,
    lineage: (i?.lineage.length ? i.lineage : [id]).map((l) => openalexUrl('institutions', l)),
  };
}

/** host_organization, its name, lineage and lineage names of a source. */
export function hostOrganization(s: SourceRow | undefined, refs: RefResolver): Obj {
  const hostId = s?.host_organization_id ?? null;
  if (!s || hostId === null) {
    return {
      host_organization: null,
      host_organization_name: null,
      host_organization_lineage: [],
      host_organization_lineage_names: [],
    };
  }
  if (s.host_organization_kind === 'institution') {
    const i = refs.institution(hostId);
    const lineage = i?.lineage.length ? i.lineage : [hostId];
    return {
      host_organization: openalexUrl('institutions', hostId),
      host_organization_name: nameOr(i),
      host_organization_lineage: lineage.map((l) => openalexUrl('institutions', l)),
      host_organization_lineage_names: lineage.map((l) => nameOr(refs.institution(l))),
    };
  }
  const p = refs.publisher(hostId);
  const lineage = p?.lineage.length ? p.lineage : [hostId];
  return {
    host_organization: openalexUrl('publishers', hostId),
    host_organization_name: nameOr(p),
    host_organization_lineage: lineage.map((l) => openalexUrl('publishers', l)),
    host_organization_lineage_names: lineage.map((l) => nameOr(refs.publisher(l))),
  };
}

export function dehydratedSource(id: number | null, refs: RefResolver): Obj | null {
  if (id === null) return null;
  const s = refs.source(id);
  return {
    id: openalexUrl('sources', id),
    display_name: nameOr(s),
    issn_l: s?.issn_l ?? null,
    issn: s?.issn.length ? s.issn : null,
    is_oa: s?.is_oa ?? null,
    is_in_doaj: s?.is_in_doaj ?? null,
    is_core: s?.is_core ?? null,
    ...hostOrganization(s, refs),
    type: s?.type ?? null,
  };
}

export function dehydratedTopic(id: number, refs: RefResolver, extra: Obj = {}): Obj {
  const t = refs.topic(id);
  const named = (kind: 'subfield' | 'field' | 'domain', tid: number | undefined) =>
    tid ? { id: URLS[kind](tid), display_name: refs[kind](tid)?.display_name ?? null } : null;
  return {
    id: openalexUrl('topics', id),
    display_name: nameOr(t),
    ...extra,
    subfield: named('subfield', t?.subfield_id),
    field: named('field', t?.field_id),
    domain: named('domain', t?.domain_id),
  };
}

export function dehydratedConcept(id: number, refs: RefResolver, extra: Obj = {}): Obj {
  const c = refs.concept(id);
  return {
    id: openalexUrl('concepts', id),
    wikidata: c?.wikidata ? URLS.wikidata(c.wikidata, 'wiki') : null,
    display_name: nameOr(c),
    level: c?.level ?? null,
    ...extra,
  };
}

export function summaryStats(s: SummaryStats | null): Obj {
  return {
    '2yr_mean_citedness': s?.two_yr_mean_citedness ?? 0,
    h_index: s?.h_index ?? 0,
    i10_index: s?.i10_index ?? 0,
  };
}

export function countsByYear(c: CountsByYear[]): Obj[] {
  return c.map((y) => ({ year: y.year, works_count: y.works_count, cited_by_count: y.cited_by_count }));
}

/** Drop null/undefined values (OpenAlex leaves absent ids out of `ids`). */
export function compact(o: Obj): Obj {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));
}

/**
 * Merge a row's `extra` into a built record: keys the builder did not produce are added; `ids`
 * and `geo` (which hold only their unmodelled sub-keys in extra) are merged one level down.
 */
export function mergeExtra(out: Obj, extra: Obj | null): Obj {
  if (!extra) return out;
  for (const [k, v] of Object.entries(extra)) {
    if (!Object.hasOwn(out, k)) out[k] = v;
    else if ((k === 'ids' || k === 'geo') && isObj(out[k]) && isObj(v)) {
      const target = out[k];
      for (const [nk, nv] of Object.entries(v)) if (!Object.hasOwn(target, nk)) target[nk] = nv;
    }
  }
  return out;
}

/** The same object with keys in OpenAlex order; keys not in the list keep their order at the end. */
export function ordered(o: Obj, order: readonly string[]): Obj {
  const out: Obj = {};
  for (const k of order) if (Object.hasOwn(o, k)) out[k] = o[k];
  for (const [k, v] of Object.entries(o)) if (!Object.hasOwn(out, k)) out[k] = v;
  return out;
}

/** Keys of the kept original that are markers of ours, not keys of the record. */
export const PARTIAL_MARKER = '_partial';

/**
 * A built value with (what was kept of) the original over it: the original's keys keep its
 * values, laid over the built ones, and the built keys it lacks stay (in the builder's order,
 * keys only the original has after them); arrays of equal length are laid over element by
 * element, any other original value replaces the built one.
 */
export function overlayOriginal(built: unknown, original: unknown): unknown {
  if (isObj(built) && isObj(original)) {
    const out: Obj = {};
    for (const [k, v] of Object.entries(built))
      out[k] = Object.hasOwn(original, k) ? overlayOriginal(v, original[k]) : v;
    for (const [k, v] of Object.entries(original)) if (!Object.hasOwn(out, k)) out[k] = v;
    return out;
  }
  if (Array.isArray(built) && Array.isArray(original) && built.length === original.length) {
    return original.map((v, i) => overlayOriginal(built[i], v));
  }
  return original;
}
