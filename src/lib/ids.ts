/**
 * OpenAlex identifiers. Native ids are a letter and digits (`W2741809807`), written in full as
 * `https://openalex.org/W2741809807`; other entities use `type/value` (`countries/US`, `sdgs/3`,
 * `keywords/cancer`). External ids (DOI, ORCID, ROR) are recognised for lookups and bulk input.
 */

export const OPENALEX_URL = 'https://openalex.org/';

/**
 * The spec's letters (V for venues, now sources) plus T: OpenAlex topics have native `T…` ids and
 * the catalogue server resolves them. Keywords have no letter (`keywords/…`).
 */
export const NATIVE_ID_LETTERS = {
  W: 'works',
  A: 'authors',
  S: 'sources',
  V: 'sources',
  I: 'institutions',
  P: 'publishers',
  F: 'funders',
  C: 'concepts',
  T: 'topics',
} as const satisfies Record<string, string>;

export type NativeEntityType = (typeof NATIVE_ID_LETTERS)[keyof typeof NATIVE_ID_LETTERS];

export type ParsedEntityId =
  | { isNative: true; entityType: NativeEntityType; shortId: string }
  | { isNative: false; entityType: string; value: string; shortId: string };

const OPENALEX_URL_PREFIX = /^https?:\/\/(?:api\.)?openalex\.org\//i;
const NATIVE_ID = /^([A-Za-z])(\d+)$/;
const NAMESPACED_ID = /^([a-z][a-z-]*)\/(.+)$/i;

function parseNative(text: string): ParsedEntityId | null {
  const match = NATIVE_ID.exec(text);
  if (!match) return null;
  const letter = match[1]!.toUpperCase();
  const entityType = NATIVE_ID_LETTERS[letter as keyof typeof NATIVE_ID_LETTERS] as NativeEntityType | undefined;
  return entityType ? { isNative: true, entityType, shortId: `${letter}${match[2]}` } : null;
}

/**
 * 'W123', 'w123', 'https://openalex.org/W123', 'works/W123' → native works id W123;
 * 'countries/US', 'https://openalex.org/countries/US' → countries 'US'. Null for anything else.
 */
export function parseEntityId(id: string): ParsedEntityId | null {
  const text = id.trim().replace(OPENALEX_URL_PREFIX, '');
  const native = parseNative(text);
  if (native) return native;
  const namespaced = NAMESPACED_ID.exec(text);
  if (!namespaced) return null;
  const [, namespace, value] = namespaced as unknown as [string, string, string];
  return (
    parseNative(value) ?? {
      isNative: false,
      entityType: namespace.toLowerCase(),
      value,
      shortId: `${namespace.toLowerCase()}/${value}`,
    }
  );
}

/** 'https://openalex.org/W123' → 'W123', '…/countries/US' → 'countries/US'; other text comes back trimmed. */
export function toShortId(id: string): string {
  return parseEntityId(id)?.shortId ?? id.trim().replace(OPENALEX_URL_PREFIX, '');
}

export function toOpenAlexUrl(id: string): string {
  return `${OPENALEX_URL}${toShortId(id)}`;
}

/** The entity page path: '/W123', '/countries/US'. */
export function entityPath(id: string): string {
  return `/${toShortId(id)}`;
}

/** 'W123' → 'works', 'V5' → 'sources', 'countries/US' → 'countries'; null when not an id. */
export function entityTypeOfId(id: string): string | null {
  return parseEntityId(id)?.entityType ?? null;
}

const DOI_PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i;
const ORCID_PREFIX = /^https?:\/\/(?:www\.)?orcid\.org\//i;
const ROR_PREFIX = /^https?:\/\/(?:www\.)?ror\.org\//i;

function bareDoi(text: string): string | null {
  const bare = text.trim().replace(DOI_PREFIX, '');
  return /^10\.\S+\/\S+$/.test(bare) ? bare : null;
}

/** Four groups of four digits, the last character may be X; with or without https://orcid.org/. */
export function isOrcid(text: string): boolean {
  return /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/i.test(text.trim().replace(ORCID_PREFIX, ''));
}

/** Nine characters starting with 0; with or without https://ror.org/. */
export function isRor(text: string): boolean {
  return /^0[a-z0-9]{8}$/i.test(text.trim().replace(ROR_PREFIX, ''));
}

/** Starts with '10.' once any https://doi.org/ or doi: prefix is taken off. */
export function isDoi(text: string): boolean {
  return bareDoi(text) !== null;
}

/** '10.1/ABC', 'doi:10.1/abc', 'http://dx.doi.org/10.1/abc' → 'https://doi.org/10.1/abc' (DOIs ignore case). */
export function normalizeDoi(text: string): string | null {
  const bare = bareDoi(text);
  return bare === null ? null : `https://doi.org/${bare.toLowerCase()}`;
}

export function normalizeOrcid(text: string): string | null {
  return isOrcid(text) ? `https://orcid.org/${text.trim().replace(ORCID_PREFIX, '').toUpperCase()}` : null;
}

export function normalizeRor(text: string): string | null {
  return isRor(text) ? `https://ror.org/${text.trim().replace(ROR_PREFIX, '').toLowerCase()}` : null;
}
