import { isOrcid, isRor } from './ids.js';

/**
 * Bulk id input for labels: one id per line or comma-separated. The id type is read from the first
 * entry only (the checker then reports the entries that do not fit); OpenAlex ids typed as bare
 * digits get the entity's letter.
 */

export type BulkIdType = 'orcid' | 'ror' | 'doi' | 'openalex';

/** Split on newlines or commas, trimmed, empties dropped. */
export function splitBulkIds(text: string): string[] {
  return text
    .split(/[\r\n,]+/)
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** ORCID, then ROR, then DOI (starts with '10.'), otherwise OpenAlex; null when there is no entry. */
export function detectBulkIdType(ids: readonly string[]): BulkIdType | null {
  const first = ids.find((id) => id.trim() !== '');
  if (first === undefined) return null;
  if (isOrcid(first)) return 'orcid';
  if (isRor(first)) return 'ror';
  if (/^10\./.test(first.trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i, ''))) return 'doi';
  return 'openalex';
}

/** '123' → 'A123' for authors: the entity type's first letter, upper-cased. Other ids are untouched. */
export function prefixBareOpenAlexIds(ids: readonly string[], entityType: string): string[] {
  const letter = entityType.charAt(0).toUpperCase();
  return ids.map((id) => (/^\d/.test(id) ? `${letter}${id}` : id));
}

/** The text box's content as ids to check, with their detected type. */
export function parseBulkIds(text: string, entityType: string): { idType: BulkIdType | null; ids: string[] } {
  const ids = splitBulkIds(text);
  const idType = detectBulkIdType(ids);
  return { idType, ids: idType === 'openalex' ? prefixBareOpenAlexIds(ids, entityType) : ids };
}

/** The check call's filter: `orcid:0000-0001-…|0000-0002-…`. */
export function bulkCheckFilter(idType: BulkIdType, ids: readonly string[]): string {
  return `${idType}:${ids.join('|')}`;
}
