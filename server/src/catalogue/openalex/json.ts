/**
 * Small, forgiving readers for untyped OpenAlex JSON, and the id/URL conversions the importer and
 * the record builder share. Structural mismatches (an array where an object belongs) throw a
 * RecordError naming the field; scalar mismatches coerce when the intent is clear ('2018' → 2018)
 * and become null otherwise.
 */

import { normalizeDoi, normalizeOrcid, normalizeRor, parseIdOf, type NativeEntity } from '../store/ids.js';

export type Obj = Record<string, unknown>;

/** A record that cannot be imported; `field` names the offending field when there is one. */
export class RecordError extends Error {
  readonly field: string | undefined;
  readonly recordId: string | undefined;
  constructor(message: string, field?: string, recordId?: string) {
    super(recordId ? `${recordId}: ${message}` : message);
    this.name = 'RecordError';
    this.field = field;
    this.recordId = recordId;
  }
}

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/** Reads fields of one JSON object, naming the path in errors. */
export class Fields {
  constructor(
    readonly o: Obj,
    readonly path: string,
    readonly recordId?: string,
  ) {}

  has(key: string): boolean {
    return Object.hasOwn(this.o, key) && this.o[key] !== undefined;
  }
  raw(key: string): unknown {
    return this.o[key];
  }
  str(key: string): string | null {
    return str(this.o[key]);
  }
  num(key: string): number | null {
    return num(this.o[key]);
  }
  int(key: string): number | null {
    const n = num(this.o[key]);
    return n === null ? null : Math.trunc(n);
  }
  bool(key: string): boolean | null {
    return bool(this.o[key]);
  }
  strs(key: string): string[] {
    return this.list(key).filter((v): v is string => typeof v === 'string');
  }
  /** The array at key ([] when absent or null); throws when it is something else. */
  list(key: string): unknown[] {
    const v = this.o[key];
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) this.fail(key, 'an array', v);
    return v as unknown[];
  }
  /** The object at key (null when absent or null); throws when it is something else. */
  obj(key: string): Fields | null {
    const v = this.o[key];
    if (v === undefined || v === null) return null;
    if (!isObj(v)) this.fail(key, 'an object', v);
    return new Fields(v as Obj, `${this.path}.${key}`, this.recordId);
  }
  /** Objects of the array at key, each wrapped; non-object entries throw. */
  objs(key: string): Fields[] {
    return this.list(key).map((v, i) => {
      if (!isObj(v)) this.fail(`${key}[${i}]`, 'an object', v);
      return new Fields(v as Obj, `${this.path}.${key}[${i}]`, this.recordId);
    });
  }
  fail(key: string, expected: string, got: unknown): never {
    const field = `${this.path}.${key}`.replace(/^\./, '');
    throw new RecordError(`field "${field}" must be ${expected}, got ${typeName(got)}`, field, this.recordId);
  }
}

export function str(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

export function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

export function bool(v: unknown): boolean | null {
  return typeof v === 'boolean' ? v : null;
}

/** ISO country code in upper case ('gb' → 'GB'); null when empty. */
export function countryCode(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : null;
}

export function distinct<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

// ---------------------------------------------------------------------------------------------
// ids

/** Numeric id of a native entity reference ('https://openalex.org/I123' → 123), or null. */
export function refId(entity: NativeEntity, v: unknown): number | null {
  if (typeof v !== 'string') return null;
  return parseIdOf(entity, v) ?? null;
}

/** Numeric ids of a list of references, dropping the unparseable ones. */
export function refIds(entity: NativeEntity, v: unknown): number[] {
  if (!Array.isArray(v)) return [];
  const out: number[] = [];
  for (const x of v) {
    const id = refId(entity, x);
    if (id !== null) out.push(id);
  }
  return out;
}

const KEYWORD_RE = /^(?:https?:\/\/(?:api\.)?openalex\.org\/)?keywords\/([^/?#\s]+)$/i;

/** 'https://openalex.org/keywords/cardiac-imaging' → 'cardiac-imaging'. */
export function keywordSlug(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const m = KEYWORD_RE.exec(v.trim());
  return m ? decodeURIComponent(m[1]!) : null;
}

/** A display name made into a keyword slug ('Open Science' → 'open-science'). */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'https://openalex.org/subfields/1804' → 1804 (kind: subfields | fields | domains). */
export function taxonomyId(kind: 'subfields' | 'fields' | 'domains', v: unknown): number | null {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v !== 'string') return null;
  const m = new RegExp(`(?:^|/)${kind}/(\\d+)$`).exec(v.trim());
  return m ? Number(m[1]) : /^\d+$/.test(v.trim()) ? Number(v) : null;
}

/** 'https://metadata.un.org/sdg/4' → 4. */
export function sdgId(v: unknown): number | null {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v !== 'string') return null;
  const m = /(?:^|\/)(\d{1,2})$/.exec(v.trim());
  return m ? Number(m[1]) : null;
}

export function doiBare(v: unknown): string | null {
  if (typeof v !== 'string' || v.trim() === '') return null;
  return (
    normalizeDoi(v) ??
    v
      .trim()
      .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
      .replace(/^doi:/i, '')
      .toLowerCase()
  );
}

export function orcidBare(v: unknown): string | null {
  if (typeof v !== 'string' || v.trim() === '') return null;
  return normalizeOrcid(v) ?? v.trim().replace(/^https?:\/\/(www\.)?orcid\.org\//i, '');
}

export function rorBare(v: unknown): string | null {
  if (typeof v !== 'string' || v.trim() === '') return null;
  return normalizeRor(v) ?? v.trim().replace(/^https?:\/\/(www\.)?ror\.org\//i, '');
}

/** The last path segment of a URL-ish id: pmid, pmcid, wikidata Q-ids. */
export function lastSegment(v: unknown): string | null {
  const s = str(v);
  if (s === null || s.trim() === '') return null;
  const t = s.trim().replace(/\/+$/, '');
  return t.slice(t.lastIndexOf('/') + 1) || null;
}

/** 'http://www.scopus.com/inward/authorDetails.url?authorID=36455008000&…' → '36455008000'. */
export function scopusBare(v: unknown): string | null {
  const s = str(v);
  if (s === null || s.trim() === '') return null;
  return /authorID=(\d+)/i.exec(s)?.[1] ?? s.trim();
}

/** A licence id without its prefix: 'https://openalex.org/licenses/cc-by' → 'cc-by'. */
export function licenseBare(v: unknown): string | null {
  const s = str(v);
  if (s === null || s.trim() === '') return null;
  return s.trim().replace(/^https?:\/\/openalex\.org\/licenses\//i, '');
}

export const URLS = {
  doi: (doi: string) => `https://doi.org/${doi}`,
  orcid: (orcid: string) => `https://orcid.org/${orcid}`,
  ror: (ror: string) => `https://ror.org/${ror}`,
  pmid: (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}`,
  pmcid: (pmcid: string) => `https://www.ncbi.nlm.nih.gov/pmc/articles/${pmcid}`,
  license: (license: string) => `https://openalex.org/licenses/${license}`,
  keyword: (slug: string) => `https://openalex.org/keywords/${slug}`,
  subfield: (id: number) => `https://openalex.org/subfields/${id}`,
  field: (id: number) => `https://openalex.org/fields/${id}`,
  domain: (id: number) => `https://openalex.org/domains/${id}`,
  sdg: (id: number) => `https://metadata.un.org/sdg/${id}`,
  institutionType: (type: string) => `https://openalex.org/institution-types/${type}`,
  scopusAuthor: (id: string) =>
    /^\d+$/.test(id) ? `http://www.scopus.com/inward/authorDetails.url?authorID=${id}&partnerID=MN8TOARS` : id,
  /** Wikidata as OpenAlex prints it: institutions/concepts use /wiki/, sources/publishers/funders /entity/. */
  wikidata: (q: string, style: 'wiki' | 'entity') =>
    /^Q\d+$/i.test(q) ? `https://www.wikidata.org/${style}/${q.toUpperCase()}` : q,
};

/**
 * Root fields of a record that the rows do not model, verbatim. `nested` names objects whose
 * unmodelled keys are kept (under the same name) so the builder can merge them back: e.g.
 * ids.wikipedia of an institution, geo.geonames_city_id.
 */
export function extraOf(
  rec: Obj,
  modelled: ReadonlySet<string>,
  nested: Record<string, ReadonlySet<string>> = {},
): Obj | null {
  const out: Obj = {};
  for (const [k, v] of Object.entries(rec)) {
    if (v === undefined) continue;
    const keep = nested[k];
    if (keep) {
      if (isObj(v)) {
        const rest: Obj = {};
        for (const [nk, nv] of Object.entries(v)) if (!keep.has(nk) && nv !== undefined) rest[nk] = nv;
        if (Object.keys(rest).length) out[k] = rest;
      }
      continue;
    }
    if (!modelled.has(k)) out[k] = v;
  }
  return Object.keys(out).length ? out : null;
}

/** Fields every record type has that the rows model or the builder regenerates. */
export const COMMON_MODELLED = [
  'id',
  'display_name',
  'works_count',
  'cited_by_count',
  'summary_stats',
  'counts_by_year',
  'created_date',
  'updated_date',
  'works_api_url',
  'relevance_score', // a search artefact, not part of the entity
] as const;
