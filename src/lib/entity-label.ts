import { parseEntityId } from './ids';

/** How an entity reads whose record this catalogue does not hold. */
export const NOT_IN_CATALOGUE = 'not in this catalogue';
/** How an entity reads whose record has no name (OpenAlex holds nameless institutions, untitled works). */
export const NO_NAME = 'no name in OpenAlex';
export const NO_TITLE = 'no title in OpenAlex';

/** 'I124357947 (no name in OpenAlex)', 'W2963341956 (no title in OpenAlex)'. */
export function namelessLabel(id: string): string {
  const parsed = parseEntityId(id);
  const shortId = parsed?.shortId ?? id;
  return `${shortId} (${parsed?.entityType === 'works' ? NO_TITLE : NO_NAME})`;
}

/** 'I124357947 (not in this catalogue)': an id the catalogue has no record of (a 404). */
export function outsideCatalogueLabel(id: string): string {
  return `${parseEntityId(id)?.shortId ?? id} (${NOT_IN_CATALOGUE})`;
}

/**
 * The label of an entity id with the name the API gave it, one rule wherever an entity is named:
 * a record without a name (null, empty) reads as its id and 'no name in OpenAlex', never as
 * 'Untitled' or an empty cell. A group of an id the catalogue has no record of comes with the id's
 * digits as its name ('124357947'): it reads 'I124357947 (not in this catalogue)'.
 */
export function entityLabel(id: string, name: string | null | undefined): string {
  const text = name?.trim() ?? '';
  const parsed = parseEntityId(id);
  if (!parsed?.isNative) return text || (parsed?.shortId ?? id);
  if (!text) return namelessLabel(id);
  const digits = parsed.shortId.slice(1);
  if (text === digits || text.toUpperCase() === parsed.shortId) return outsideCatalogueLabel(id);
  return text;
}
