import { describe, expect, it } from 'vitest';
import {
  isLongText,
  moreItemsLabel,
  truncateChipText,
  truncateHint,
  truncateList,
  truncatePropertyText,
  truncateText,
} from './truncate.js';

describe('truncateText', () => {
  it('returns text within the limit unchanged', () => {
    expect(truncateText('short', 5)).toBe('short');
  });

  it('cuts longer text to the limit, ellipsis included', () => {
    expect(truncateText('abcdefghij', 5)).toBe('abcd…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateText('abc defgh', 5)).toBe('abc…');
  });

  it('never cuts a character made of two code units in half', () => {
    expect(truncateText('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('gives nothing for a limit below one', () => {
    expect(truncateText('abc', 0)).toBe('');
  });
});

describe('entity panel lengths', () => {
  it('cuts property rows and hints at 100 characters and chips at 50', () => {
    const text = 'x'.repeat(150);
    expect(Array.from(truncatePropertyText(text))).toHaveLength(100);
    expect(Array.from(truncateHint(text))).toHaveLength(100);
    expect(Array.from(truncateChipText(text))).toHaveLength(50);
    expect(truncatePropertyText('x'.repeat(100))).toBe('x'.repeat(100));
    expect(truncateChipText('x'.repeat(50))).toBe('x'.repeat(50));
    expect(truncateChipText('x'.repeat(51)).endsWith('…')).toBe(true);
  });

  it('folds strings over 200 characters', () => {
    expect(isLongText('x'.repeat(200))).toBe(false);
    expect(isLongText('x'.repeat(201))).toBe(true);
  });

  it('folds lists over 5 items and counts the rest', () => {
    expect(truncateList([1, 2, 3, 4, 5])).toEqual({ visible: [1, 2, 3, 4, 5], hiddenCount: 0 });
    expect(truncateList([1, 2, 3, 4, 5, 6, 7])).toEqual({ visible: [1, 2, 3, 4, 5], hiddenCount: 2 });
    expect(truncateList(['a', 'b', 'c'], 1)).toEqual({ visible: ['a'], hiddenCount: 2 });
    expect(moreItemsLabel(2)).toBe('+2 more');
  });
});
