import { describe, expect, it } from 'vitest';
import {
  addFilterValue,
  canMatchAny,
  getValueState,
  isFilterNegated,
  negateFilter,
  removeFilterValue,
  setMatchMode,
  setValueState,
  toggleValueNegation,
} from './filter-edit.js';
import { createFilterValue, encodeFilter, parseFilter, type UrlFilter } from './filter-url.js';

function filter(text: string): UrlFilter {
  const result = parseFilter(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.filter;
}

const encode = (f: UrlFilter | null) => (f ? encodeFilter(f) : null);

describe('adding and removing values', () => {
  it('appends a new value and keeps the match mode', () => {
    expect(encode(addFilterValue(filter('type:article'), 'book'))).toBe('type:article|book');
    expect(encode(addFilterValue(filter('authorships.countries:US+GB'), 'FR'))).toBe('authorships.countries:US+GB+FR');
  });

  it('ignores a value already present, whatever its case', () => {
    const before = filter('type:article|book');
    expect(addFilterValue(before, 'Book')).toBe(before);
  });

  it('removes a value, and the filter with its last value', () => {
    expect(encode(removeFilterValue(filter('type:article|book'), 'ARTICLE'))).toBe('type:book');
    expect(removeFilterValue(filter('type:article'), 'article')).toBeNull();
  });

  it('leaves the filter alone when removing a value it does not have', () => {
    const before = filter('type:article');
    expect(removeFilterValue(before, 'book')).toBe(before);
  });

  it('does not change the filter it was given', () => {
    const before = filter('type:article|book');
    addFilterValue(before, 'dataset');
    toggleValueNegation(before, 'book');
    expect(encodeFilter(before)).toBe('type:article|book');
  });
});

describe('negating values and the match mode', () => {
  it("forces 'all' once a value is negated", () => {
    expect(encode(toggleValueNegation(filter('type:article|book'), 'book'))).toBe('type:article+!book');
    expect(encode(addFilterValue(filter('type:article|book'), createFilterValue('dataset', true)))).toBe(
      'type:article+book+!dataset',
    );
  });

  it('negates a single value in the key:!value form', () => {
    expect(encode(toggleValueNegation(filter('type:article'), 'article'))).toBe('type:!article');
    expect(encode(toggleValueNegation(filter('type:!article'), 'article'))).toBe('type:article');
  });

  it("keeps the match mode at 'all' after the negation is undone", () => {
    expect(encode(toggleValueNegation(filter('type:article+!book'), 'book'))).toBe('type:article+book');
  });

  it("offers 'any' only while no value is negated", () => {
    expect(canMatchAny(filter('type:article|book'))).toBe(true);
    expect(canMatchAny(filter('type:article+!book'))).toBe(false);
    expect(encode(setMatchMode(filter('type:article+!book'), 'any'))).toBe('type:article+!book');
    expect(encode(setMatchMode(filter('type:article+book'), 'any'))).toBe('type:article|book');
    expect(encode(setMatchMode(filter('type:article|book'), 'all'))).toBe('type:article+book');
  });

  it('keeps a single value on any', () => {
    expect(setMatchMode(filter('type:article'), 'all').matchMode).toBe('any');
  });

  it('collapses to any when removing leaves one value', () => {
    const removed = removeFilterValue(filter('type:!article+book'), 'book');
    expect(removed?.matchMode).toBe('any');
    expect(encode(removed)).toBe('type:!article');
  });
});

describe('option states', () => {
  it('reads unapplied, applied and negated', () => {
    const f = filter('type:article+!book');
    expect(getValueState(f, 'article')).toBe('applied');
    expect(getValueState(f, 'book')).toBe('negated');
    expect(getValueState(f, 'dataset')).toBe('unapplied');
    expect(getValueState(undefined, 'dataset')).toBe('unapplied');
  });

  it('moves an option between states', () => {
    expect(encode(setValueState(filter('type:article'), 'book', 'applied'))).toBe('type:article|book');
    expect(encode(setValueState(filter('type:article'), 'book', 'negated'))).toBe('type:article+!book');
    expect(encode(setValueState(filter('type:article+!book'), 'book', 'applied'))).toBe('type:article+book');
    expect(encode(setValueState(filter('type:article|book'), 'book', 'unapplied'))).toBe('type:article');
    expect(setValueState(filter('type:book'), 'book', 'unapplied')).toBeNull();
  });
});

describe('negating the whole filter', () => {
  it('negates a single value in OpenAlex form and back', () => {
    const negated = negateFilter(filter('type:article'));
    expect(encodeFilter(negated)).toBe('type:!article');
    expect(isFilterNegated(negated)).toBe(true);
    expect(encodeFilter(negateFilter(negated))).toBe('type:article');
  });

  it("marks a filter of several values with '!' before the key ('is none of')", () => {
    const negated = negateFilter(filter('type:article|book'));
    expect(encodeFilter(negated)).toBe('!type:article|book');
    expect(isFilterNegated(negated)).toBe(true);
    expect(encodeFilter(negateFilter(negated))).toBe('type:article|book');
  });

  it("undoes an existing '!' before the key", () => {
    const f = negateFilter(filter('!type:article'));
    expect(encodeFilter(f)).toBe('type:article');
    expect(isFilterNegated(f)).toBe(false);
  });

  it('treats a negated filter of one negated value as not negated', () => {
    expect(isFilterNegated(filter('!type:!article'))).toBe(false);
    expect(isFilterNegated(filter('type:!article+book'))).toBe(false);
  });
});
