import { describe, expect, it } from 'vitest';
import { addFilterValue, removeFilterValue } from './filter-edit.js';
import { findFilter, hasFilter, removeFilter, setFilter, updateFilter } from './filter-list.js';
import { createFilter, encodeFilters, parseFilters, type UrlFilter } from './filter-url.js';

function filters(text: string): UrlFilter[] {
  const result = parseFilters(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.filters;
}

describe('filter list by key', () => {
  const list = filters('type:article,publication_year:2020,open_access.is_oa:true');

  it('finds a filter and says whether a key is in use', () => {
    expect(findFilter(list, 'publication_year')?.values[0]?.value).toBe('2020');
    expect(findFilter(list, 'language')).toBeUndefined();
    expect(hasFilter(list, 'type')).toBe(true);
    expect(hasFilter(list, 'language')).toBe(false);
  });

  it('replaces a filter in its place and appends a new one', () => {
    expect(encodeFilters(setFilter(list, createFilter('publication_year', ['2010-2020'])))).toBe(
      'type:article,publication_year:2010-2020,open_access.is_oa:true',
    );
    expect(encodeFilters(setFilter(list, createFilter('language', ['en'])))).toBe(
      'type:article,publication_year:2020,open_access.is_oa:true,language:en',
    );
  });

  it('removes a filter and keeps the order of the rest', () => {
    expect(encodeFilters(removeFilter(list, 'publication_year'))).toBe('type:article,open_access.is_oa:true');
    expect(removeFilter(list, 'language')).toEqual(list);
  });

  it('edits a repeated key as one filter in the place of the first', () => {
    const repeated = filters('authorships.countries:fr,type:article,authorships.countries:gb');
    expect(encodeFilters(setFilter(repeated, createFilter('authorships.countries', ['fr', 'gb'])))).toBe(
      'authorships.countries:fr|gb,type:article',
    );
    expect(encodeFilters(removeFilter(repeated, 'authorships.countries'))).toBe('type:article');
  });

  it('updates through a value edit, creating or removing the filter as needed', () => {
    const addBook = (f: UrlFilter | undefined) => (f ? addFilterValue(f, 'book') : createFilter('type', ['book']));
    expect(encodeFilters(updateFilter(list, 'type', addBook))).toBe(
      'type:article|book,publication_year:2020,open_access.is_oa:true',
    );
    expect(encodeFilters(updateFilter(filters('is_oa:true'), 'type', addBook))).toBe('is_oa:true,type:book');
    expect(encodeFilters(updateFilter(list, 'type', (f) => (f ? removeFilterValue(f, 'article') : null)))).toBe(
      'publication_year:2020,open_access.is_oa:true',
    );
  });

  it('does not change the list it was given', () => {
    const before = encodeFilters(list);
    setFilter(list, createFilter('type', ['book']));
    removeFilter(list, 'type');
    expect(encodeFilters(list)).toBe(before);
  });
});
