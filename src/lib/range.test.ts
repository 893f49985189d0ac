import { describe, expect, it } from 'vitest';
import {
  RANGE_PLACEHOLDER,
  YEAR_RANGE_PLACEHOLDER,
  describeRange,
  describeRangeValue,
  formatRangeValue,
  isRangeExpression,
  parseRange,
  rangePlaceholder,
  type NumberRange,
} from './range.js';

const closed = (from: number | null, to: number | null): NumberRange => ({
  from,
  to,
  isFromExclusive: false,
  isToExclusive: false,
});

describe('parseRange', () => {
  it.each([
    ['1999', closed(1999, 1999)],
    ['1999-', closed(1999, null)],
    ['-2020', closed(null, 2020)],
    ['1999-2020', closed(1999, 2020)],
    [' 1999 - 2020 ', closed(1999, 2020)],
    ['2.5-3.5', closed(2.5, 3.5)],
    ['5-5', closed(5, 5)],
    ['<5', { ...closed(null, 5), isToExclusive: true }],
    ['>5', { ...closed(5, null), isFromExclusive: true }],
  ])('reads %j', (text, range) => {
    expect(parseRange(text)).toEqual({ ok: true, range });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-', 'not-a-range'],
    ['abc', 'not-a-range'],
    ['1999-x', 'not-a-range'],
    ['1-2-3', 'not-a-range'],
    ['<', 'not-a-range'],
    ['<>5', 'not-a-range'],
    ['2020-1999', 'reversed'],
  ])('rejects %j as %s', (text, code) => {
    const parsed = parseRange(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe(code);
      expect(parsed.error.message).not.toBe('');
    }
  });

  it('names the bad input in the message', () => {
    const parsed = parseRange('2020-1999');
    expect(!parsed.ok && parsed.error.message).toContain('2020-1999');
  });
});

describe('isRangeExpression', () => {
  it('is true only for range syntax, not for a plain number or other dashes', () => {
    expect(isRangeExpression('2010-2020')).toBe(true);
    expect(isRangeExpression('-5')).toBe(true);
    expect(isRangeExpression('>5')).toBe(true);
    expect(isRangeExpression('2010')).toBe(false);
    expect(isRangeExpression('2020-01-01')).toBe(false);
    expect(isRangeExpression('0000-0001-6187-6610')).toBe(false);
  });
});

describe('formatRangeValue', () => {
  it.each(['1999', '1999-', '-2020', '1999-2020', '<5', '>5', '2.5-3.5'])('writes %s back as read', (text) => {
    const parsed = parseRange(text);
    expect(parsed.ok && formatRangeValue(parsed.range)).toBe(text);
  });

  it('writes typed input canonically', () => {
    const parsed = parseRange(' 1999 - 2020 ');
    expect(parsed.ok && formatRangeValue(parsed.range)).toBe('1999-2020');
  });
});

describe('describeRange for publication years', () => {
  it.each([
    ['2020', '2020'],
    ['-2020', 'Before or in 2020'],
    ['2020-', '2020 and later'],
    ['2010-2020', '2010-2020'],
    ['2020-2020', '2020'],
    ['<2000', 'Before 2000'],
    ['>2000', 'After 2000'],
  ])('%s → %s', (text, shown) => {
    expect(describeRangeValue(text, { isYear: true })).toBe(shown);
  });
});

describe('describeRange for other numbers', () => {
  it.each([
    ['5', '5 exactly'],
    ['-1000', 'At most 1,000'],
    ['1000-', '1,000 or more'],
    ['10-20000', '10-20,000'],
    ['<5', 'Less than 5'],
    ['>5', 'More than 5'],
  ])('%s → %s', (text, shown) => {
    expect(describeRangeValue(text)).toBe(shown);
  });

  it('formats numbers in the given locale', () => {
    expect(describeRangeValue('1000-', { locale: 'de-DE' })).toBe('1.000 or more');
  });

  it('leaves text that is not a range unchanged', () => {
    expect(describeRangeValue('article')).toBe('article');
  });

  it('describes a range with no bounds as nothing', () => {
    expect(describeRange(closed(null, null))).toBe('');
  });
});

describe('placeholders', () => {
  it('asks for years on publication_year and numbers elsewhere', () => {
    expect(RANGE_PLACEHOLDER).toBe('Enter number or range');
    expect(YEAR_RANGE_PLACEHOLDER).toBe('Enter year or range of years');
    expect(rangePlaceholder('publication_year')).toBe('Enter year or range of years');
    expect(rangePlaceholder('cited_by_count')).toBe('Enter number or range');
  });
});
