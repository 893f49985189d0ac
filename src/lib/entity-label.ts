import { parseEntityId } from './ids';

/** How an entity reads that the catalogue holds no record (or no name) of. */
export const NOT_IN_CATALOGUE = 'not in this catalogue';

/**
 * The label of an entity id with the name the API gave it. An imported catalogue holds ids it
 * has no record of (an institution's lineage ancestors): the API then sends no name, or the
 * id's digits as the name ('124357947'). Such an entity reads as its id and a marker,
 * 'I124357947 (not in this catalogue)', rather than as a bare number.
 */
export function entityLabel(id: string, name: string | null | undefined): string {
  const text = name?.trim() ?? '';
  const parsed = parseEntityId(id);
  if (!parsed?.isNative) return text || id;
  const digits = parsed.shortId.slice(1);
  if (text && text !== digits && text.toUpperCase() !== parsed.shortId) return text;
  return `${parsed.shortId} (${NOT_IN_CATALOGUE})`;
}
