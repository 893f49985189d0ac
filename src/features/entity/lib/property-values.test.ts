import { describe, expect, it } from 'vitest';
import { displayProps, entityRefPath, safeHttpUrl, type UiProp } from './property-values';

const config = (id: string, more: Partial<UiProp['config']> = {}): UiProp['config'] => ({
  id,
  displayName: id,
  type: 'string',
  isList: false,
  objectEntity: null,
  isCurrency: false,
  isYear: false,
  isId: false,
  ...more,
});

const show = (id: string, value: unknown, more: Partial<UiProp['config']> = {}) =>
  displayProps([{ config: config(id, more), value }]);

describe('entity panel values', () => {
  it('links only http and https URLs; javascript: and others stay text', () => {
    expect(show('homepage_url', 'https://example.org/a')[0]!.values).toEqual([
      { kind: 'link', href: 'https://example.org/a', text: 'https://example.org/a' },
    ]);
    expect(show('homepage_url', 'javascript:alert(1)')[0]!.values[0]).toMatchObject({ kind: 'text' });
    expect(show('homepage_url', 'ftp://example.org')[0]!.values[0]).toMatchObject({ kind: 'text' });
    expect(safeHttpUrl('http://')).toBeNull();
    expect(safeHttpUrl('HTTPS://Example.org/x')).toBe('https://example.org/x');
  });

  it('stacks pipe-separated lists', () => {
    expect(show('issn', 'a|b | c')[0]!.values.map((v) => v.kind === 'text' && v.text)).toEqual(['a', 'b', 'c']);
  });

  it('writes money with $, years and ids raw, other numbers with separators', () => {
    expect(show('apc', 4000, { isCurrency: true })[0]!.values[0]).toMatchObject({ text: '$4,000' });
    expect(show('publication_year', 2021, { isYear: true })[0]!.values[0]).toMatchObject({ text: '2021' });
    expect(show('mag', 123456789, { isId: true })[0]!.values[0]).toMatchObject({ text: '123456789' });
    expect(show('cited_by_count', 123456)[0]!.values[0]).toMatchObject({ text: '123,456' });
  });

  it('hides empty values, except those the spec names a text for', () => {
    expect(show('doi', null)).toEqual([]);
    expect(show('alternate_titles', [])).toEqual([]);
    expect(show('best_oa_location.license', null)[0]!.values[0]).toMatchObject({ text: 'All rights reserved' });
    expect(show('language', null)[0]!.values[0]).toMatchObject({ text: 'Unknown' });
    expect(show('sustainable_development_goals', null)[0]!.values[0]).toMatchObject({ text: 'Unknown' });
    // assessed, and matching no goal
    expect(show('sustainable_development_goals', [])[0]!.values[0]).toMatchObject({ text: 'None' });
  });

  it('links references to their entity pages, SDGs included', () => {
    const refs = show('authorships.author', [
      { id: 'https://openalex.org/A1', display_name: 'Ada' },
      { id: 'https://openalex.org/countries/US', display_name: null },
    ]);
    expect(refs[0]!.values).toEqual([
      { kind: 'entity', path: '/A1', text: 'Ada' },
      { kind: 'entity', path: '/countries/US', text: 'countries/US' },
    ]);
    expect(entityRefPath('https://metadata.un.org/sdg/3')).toBe('/sdgs/3');
  });

  it('marks strings over 200 characters as long, and booleans as Yes/No', () => {
    expect(show('description', 'x'.repeat(201))[0]!.values[0]).toMatchObject({ isLong: true });
    expect(show('description', 'x'.repeat(200))[0]!.values[0]).toMatchObject({ isLong: false });
    expect(show('is_oa', false)[0]!.values[0]).toMatchObject({ text: 'No' });
  });
});
