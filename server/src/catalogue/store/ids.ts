/**
 * OpenAlex identifiers: the native entity letters, and parsers that accept every form a client
 * sends (short id, full URL, lower case, namespace/id) and the external ids (DOI, ORCID, ROR, ISSN).
 */

export const NATIVE_PREFIX = {
  works: 'W',
  authors: 'A',
  sources: 'S',
  institutions: 'I',
  publishers: 'P',
  funders: 'F',
  topics: 'T',
  concepts: 'C',
} as const;

export type NativeEntity = keyof typeof NATIVE_PREFIX;

const PREFIX_TO_ENTITY: Record<string, NativeEntity> = Object.fromEntries(
  Object.entries(NATIVE_PREFIX).map(([entity, letter]) => [letter, entity as NativeEntity]),
);
// Venues were renamed sources; their V ids resolve as sources.
PREFIX_TO_ENTITY.V = 'sources';

export const OPENALEX_URL = 'https://openalex.org/';

/** 'W123', 'w123', 'https://openalex.org/W123', 'works/W123' → {entity, id}; undefined if not an id. */
export function parseNativeId(value: string): { entity: NativeEntity; id: number } | undefined {
  const m = /^(?:https?:\/\/(?:api\.)?openalex\.org\/)?(?:[a-z-]+\/)?([wasipftcv])(\d{1,18})$/i.exec(value.trim());
  if (!m) return undefined;
  const entity = PREFIX_TO_ENTITY[m[1]!.toUpperCase()];
  const id = Number(m[2]);
  if (!entity || !Number.isSafeInteger(id)) return undefined;
  return { entity, id };
}

/** Parse an id that must be of the given native entity; undefined otherwise. */
export function parseIdOf(entity: NativeEntity, value: string): number | undefined {
  const parsed = parseNativeId(value);
  if (!parsed) return undefined;
  if (parsed.entity !== entity) return undefined;
  return parsed.id;
}

export function shortId(entity: NativeEntity, id: number): string {
  return `${NATIVE_PREFIX[entity]}${id}`;
}

export function openalexUrl(entity: NativeEntity, id: number): string {
  return `${OPENALEX_URL}${shortId(entity, id)}`;
}

/** '10.1/X', 'doi:10.1/x', 'https://doi.org/10.1/x' → '10.1/x' (lower case). */
export function normalizeDoi(value: string): string | undefined {
  const v = value
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:/i, '');
  if (!/^10\.\d{4,9}\/\S+$/.test(v)) return undefined;
  return v.toLowerCase();
}

/** '0000-0001-6187-6610' with or without https://orcid.org/ → bare form (checksum X upper case). */
export function normalizeOrcid(value: string): string | undefined {
  const v = value
    .trim()
    .replace(/^https?:\/\/(www\.)?orcid\.org\//i, '')
    .toUpperCase();
  if (!/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(v)) return undefined;
  return v;
}

/** '05ppvf150' with or without https://ror.org/ → bare lower-case form. */
export function normalizeRor(value: string): string | undefined {
  const v = value
    .trim()
    .replace(/^https?:\/\/(www\.)?ror\.org\//i, '')
    .toLowerCase();
  if (!/^0[a-z0-9]{6}\d{2}$/.test(v)) return undefined;
  return v;
}

/** '2167-8359' or '21678359' → '2167-8359' (X upper case). */
export function normalizeIssn(value: string): string | undefined {
  const v = value
    .trim()
    .toUpperCase()
    .replace(/^ISSN:?\s*/, '');
  const m = /^(\d{4})-?(\d{3}[\dX])$/.exec(v);
  if (!m) return undefined;
  return `${m[1]}-${m[2]}`;
}
