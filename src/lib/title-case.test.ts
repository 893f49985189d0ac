import { describe, expect, it } from 'vitest';
import { capitalize, keyToLabel, titleCase } from './title-case.js';

describe('titleCase', () => {
  it.each([
    ['ror', 'ROR'],
    ['orcid', 'ORCID'],
    ['doi', 'DOI'],
    ['oa status', 'OA Status'],
    ['issn', 'ISSN'],
    ['indexed by doaj', 'Indexed by DOAJ'],
    ['sdg un id', 'SDG Un ID'],
    ['mean fwci', 'Mean FWCI'],
  ])('keeps %j in capitals: %j', (text, cased) => {
    expect(titleCase(text)).toBe(cased);
  });

  it('keeps plural acronyms in capitals with a small s', () => {
    expect(titleCase('with orcids')).toBe('With ORCIDs');
    expect(titleCase('sdgs')).toBe('SDGs');
    expect(titleCase('author IDS')).toBe('Author IDs');
  });

  it('lower-cases small words except the first', () => {
    expect(titleCase('works BY country of the author')).toBe('Works by Country of the Author');
    expect(titleCase('the state of OA')).toBe('The State of OA');
    expect(titleCase('from the Global South')).toBe('From the Global South');
  });

  it('capitalises other words and keeps the rest of each word as written', () => {
    expect(titleCase('alternate names (Crossref)')).toBe('Alternate Names (Crossref)');
    expect(titleCase('OpenAlex works')).toBe('OpenAlex Works');
    expect(titleCase('title & abstract')).toBe('Title & Abstract');
    expect(titleCase("author's h-index")).toBe("Author's H-Index");
  });

  it('does not take small words inside other words', () => {
    expect(titleCase('andorra is on the map')).toBe('Andorra Is on the Map');
  });

  it('leaves an empty string empty', () => {
    expect(titleCase('')).toBe('');
  });
});

describe('keyToLabel', () => {
  it.each([
    ['open_access.is_oa', 'Open Access Is OA'],
    ['cited_by_count', 'Cited by Count'],
    ['best_oa_location.license', 'Best OA Location License'],
    ['apc_paid.value_usd', 'APC Paid Value USD'],
    ['ids.orcid', 'IDs ORCID'],
    ['source-types', 'Source Types'],
    ['summary_stats.2yr_mean_citedness', 'Summary Stats 2yr Mean Citedness'],
  ])('%s → %s', (key, label) => {
    expect(keyToLabel(key)).toBe(label);
  });
});

describe('capitalize', () => {
  it('upper-cases the first character only', () => {
    expect(capitalize('works')).toBe('Works');
    expect(capitalize('')).toBe('');
  });
});
