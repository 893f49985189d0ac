import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatCountCompact,
  formatCurrency,
  formatNumber,
  isApproximateCount,
  shortenNumber,
} from './format-number.js';

describe('formatNumber', () => {
  it('uses en-US grouping by default', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
  });

  it('follows another locale when given one', () => {
    expect(formatNumber(1234567, 'de-DE')).toBe('1.234.567');
  });

  it('gives nothing for values that are not numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('shortenNumber (precision 0)', () => {
  it.each([
    [999, '999'],
    [1234, '1K'],
    [1500, '2K'],
    [12_345, '12K'],
    [1_234_567, '1M'],
    [2_600_000_000, '3B'],
  ])('%d → %s', (value, text) => {
    expect(shortenNumber(value)).toBe(text);
  });
});

describe('approximate counts', () => {
  it('treats counts over 10,000 as approximate, 10,000 itself as exact', () => {
    expect(isApproximateCount(10_000)).toBe(false);
    expect(isApproximateCount(10_001)).toBe(true);
  });

  it("shows exact counts in full and larger ones as 'about'", () => {
    expect(formatCount(9_999)).toBe('9,999');
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(12_345)).toBe('about 12K');
    expect(formatCount(3_456_789)).toBe('about 3M');
  });

  it("uses '~' in the compact form", () => {
    expect(formatCountCompact(9_999)).toBe('9,999');
    expect(formatCountCompact(12_345)).toBe('~12K');
  });
});

describe('formatCurrency', () => {
  it('prefixes dollars and keeps cents only when there are any', () => {
    expect(formatCurrency(1234)).toBe('$1,234');
    expect(formatCurrency(12.5)).toBe('$12.50');
    expect(formatCurrency(-5)).toBe('-$5');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});
