/**
 * For tests: every occurrence of a work record in a folder of OpenAlex data, found without the
 * importer's reader (snapshot JSON Lines parts, single-record files, API list pages, recorded
 * responses {request, body}, JSON arrays), so that a round-trip test does not inherit its blind spots.
 */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type Json = Record<string, unknown>;

export interface Occurrence {
  record: Json;
  file: string;
}

const WORK_ID = /^https:\/\/openalex\.org\/W\d+$/;

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = path.join(dir, name);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
}

function collect(value: unknown, file: string, out: Occurrence[]): void {
  if (Array.isArray(value)) {
    for (const v of value) collect(v, file, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const o = value as Json;
  if (typeof o.id === 'string' && WORK_ID.test(o.id)) {
    out.push({ record: o, file });
    return;
  }
  if ('body' in o) collect(o.body, file, out);
  if (Array.isArray(o.results)) collect(o.results, file, out);
}

/** Every work record in the folder, in file order. */
export function workOccurrences(dir: string): Occurrence[] {
  const out: Occurrence[] = [];
  for (const file of walk(dir)) {
    const base = path.basename(file);
    if (base === 'manifest' || base.endsWith('.txt') || base.endsWith('.csv')) continue;
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(dir, file);
    try {
      collect(JSON.parse(text), rel, out);
    } catch {
      // JSON Lines (snapshot parts)
      for (const line of text.split('\n')) if (line.trim()) collect(JSON.parse(line), rel, out);
    }
  }
  return out;
}

/**
 * Root keys every full work record has, in every schema since 2022; a record without one of them
 * was trimmed (select=).
 */
export const FULL_WORK_KEYS = ['id', 'title', 'publication_year', 'ids', 'authorships', 'updated_date'];

export function isFullWork(r: Json): boolean {
  return FULL_WORK_KEYS.every((k) => Object.hasOwn(r, k));
}

/** The newest full occurrence of each work (the later one of equal updated_date), by id. */
export function newestOriginals(dir: string): Map<string, Occurrence> {
  const best = new Map<string, Occurrence>();
  for (const occ of workOccurrences(dir)) {
    if (!isFullWork(occ.record)) continue;
    const id = occ.record.id as string;
    const old = best.get(id);
    if (!old || String(occ.record.updated_date) >= String(old.record.updated_date)) best.set(id, occ);
  }
  return best;
}

/** How a served work may differ from its original, and how it did. */
export interface WorkComparison {
  /** paths whose values differ (or that the served record lacks) */
  differences: string[];
  /** paths of keys the served record has and the original lacks (array indices as []) */
  added: string[];
}

const LEGACY_BASE = 'https://api.openalex.org';

/**
 * Compare a served work with its original: object key order is free, array order is not; the
 * API-URL base of the served record (`apiBase`) counts as api.openalex.org; `mapType` says what a
 * legacy type becomes; the original's relevance_score (a search artefact) is left out.
 */
export function compareWork(
  served: unknown,
  original: Json,
  opts: { apiBase: string; mapType: (type: string) => string },
): WorkComparison {
  const out: WorkComparison = { differences: [], added: [] };
  const { relevance_score: _score, ...orig } = original;
  const want = typeof orig.type === 'string' ? { ...orig, type: opts.mapType(orig.type) } : orig;
  const base = opts.apiBase.replace(/\/+$/, '');
  const walkDiff = (s: unknown, o: unknown, at: string, shape: string): void => {
    if (typeof s === 'string' && s.startsWith(`${base}/`)) s = LEGACY_BASE + s.slice(base.length);
    if (o !== null && s !== null && typeof o === 'object' && typeof s === 'object') {
      if (Array.isArray(o) !== Array.isArray(s)) {
        out.differences.push(at);
        return;
      }
      if (Array.isArray(o)) {
        const sa = s as unknown[];
        if (sa.length !== o.length) out.differences.push(`${at} (length ${sa.length} instead of ${o.length})`);
        else o.forEach((v, i) => walkDiff(sa[i], v, `${at}[${i}]`, `${shape}[]`));
        return;
      }
      const so = s as Json;
      const oo = o as Json;
      for (const k of Object.keys(oo)) {
        if (!Object.hasOwn(so, k)) out.differences.push(`${at}.${k} (missing)`);
        else walkDiff(so[k], oo[k], `${at}.${k}`, `${shape}.${k}`);
      }
      for (const k of Object.keys(so)) if (!Object.hasOwn(oo, k)) out.added.push(`${shape}.${k}`);
      return;
    }
    if (!Object.is(s, o) && JSON.stringify(s) !== JSON.stringify(o)) out.differences.push(at);
  };
  walkDiff(served, want, '', '');
  return out;
}
