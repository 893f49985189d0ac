/**
 * Truncation lengths of the entity panel: property rows and hints 100 characters, chips 50. Longer
 * strings (over 200) and lists (over 5) fold behind 'more' / '+N more' and unfold with '(less)'.
 */

export const PROPERTY_TEXT_MAX_LENGTH = 100;
export const HINT_TEXT_MAX_LENGTH = 100;
export const CHIP_TEXT_MAX_LENGTH = 50;
export const LONG_TEXT_MAX_LENGTH = 200;
export const LIST_MAX_ITEMS = 5;

export const SHOW_MORE_LABEL = 'more';
export const SHOW_LESS_LABEL = '(less)';

const ELLIPSIS = '…';

/**
 * At most `maxLength` characters including the closing '…'; shorter text is returned as is.
 * Counts characters, not UTF-16 units, so an emoji or accented letter is never cut in half.
 */
export function truncateText(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  if (maxLength < 1) return '';
  return (
    characters
      .slice(0, maxLength - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

export function truncatePropertyText(text: string): string {
  return truncateText(text, PROPERTY_TEXT_MAX_LENGTH);
}

export function truncateHint(text: string): string {
  return truncateText(text, HINT_TEXT_MAX_LENGTH);
}

export function truncateChipText(text: string): string {
  return truncateText(text, CHIP_TEXT_MAX_LENGTH);
}

/** A long string folds when it has more than 200 characters. */
export function isLongText(text: string): boolean {
  return Array.from(text).length > LONG_TEXT_MAX_LENGTH;
}

/** The first `maxItems` items and how many are folded away. */
export function truncateList<T>(
  items: readonly T[],
  maxItems: number = LIST_MAX_ITEMS,
): { visible: T[]; hiddenCount: number } {
  const visible = items.slice(0, Math.max(0, maxItems));
  return { visible, hiddenCount: items.length - visible.length };
}

/** '+3 more' */
export function moreItemsLabel(hiddenCount: number): string {
  return `+${hiddenCount} more`;
}
