import { getFacet } from '../../../entities/facets';
import {
  formatShare,
  groupFilterValue,
  groupLabel,
  parseCardEntry,
  rowLimitFor,
  toCardEntry,
  toReportRows,
  toTrendPoints,
} from './group-by-rows';

const facet = (key: string) => getFacet('works', key);
const group = (key: string, count: number, key_display_name = key) => ({ key, key_display_name, count });

describe('card entries', () => {
  it('reads and writes the include_unknown option', () => {
    expect(parseCardEntry('type')).toEqual({ entry: 'type', key: 'type', isUnknownShown: false });
    expect(parseCardEntry('language:include_unknown')).toEqual({
      entry: 'language:include_unknown',
      key: 'language',
      isUnknownShown: true,
    });
    expect(toCardEntry('language', true)).toBe('language:include_unknown');
    expect(toCardEntry('language', false)).toBe('language');
  });
});

describe('group labels', () => {
  it('labels boolean groups with the facet’s value labels', () => {
    expect(groupLabel(facet('open_access.is_oa'), group('true', 1))).toBe('Open Access');
    expect(groupLabel(facet('open_access.is_oa'), group('false', 1))).toBe('NOT Open Access');
    expect(groupLabel(facet('is_retracted'), group('false', 1))).toBe("Isn't retracted");
  });

  it('shows the unknown group as the facet’s null label, else Unknown', () => {
    expect(groupLabel(facet('best_oa_location.license'), group('unknown', 1))).toBe('All rights reserved');
    expect(groupLabel(facet('language'), group('unknown', 1))).toBe('Unknown');
    expect(groupLabel(facet('type'), group('unknown', 1))).toBe('Unknown');
    expect(groupLabel(facet('type'), { key: null, key_display_name: null, count: 1 } as never)).toBe('Unknown');
  });

  it('uses the display name the API sent for other groups', () => {
    expect(groupLabel(facet('authorships.institutions.lineage'), group('https://openalex.org/I1', 1, 'MIT'))).toBe(
      'MIT',
    );
  });
});

describe('filter values of groups', () => {
  it('shortens native ids and strips vocabulary namespaces', () => {
    expect(groupFilterValue('https://openalex.org/I27837315')).toBe('I27837315');
    expect(groupFilterValue('https://openalex.org/types/article')).toBe('article');
    expect(groupFilterValue('https://openalex.org/countries/US')).toBe('US');
    expect(groupFilterValue('https://metadata.un.org/sdg/3')).toBe('3');
  });

  it('keeps plain values and names the unknown group unknown', () => {
    expect(groupFilterValue('article')).toBe('article');
    expect(groupFilterValue('true')).toBe('true');
    expect(groupFilterValue('2020')).toBe('2020');
    expect(groupFilterValue('unknown')).toBe('unknown');
  });
});

describe('report rows', () => {
  it('gives each group its share of the works matching the search', () => {
    const rows = toReportRows(
      facet('type'),
      [group('article', 600), group('book', 300), group('dataset', 100)],
      false,
      1000,
    );
    expect(rows.map((row) => row.share)).toEqual([0.6, 0.3, 0.1]);
    expect(rows.map((row) => formatShare(row.share))).toEqual(['60%', '30%', '10%']);
  });

  it('takes a multi-valued facet’s shares of the works, so they can add up to more than 100% (issue 45 item 3)', () => {
    const rows = toReportRows(
      facet('authorships.countries'),
      [group('US', 163), group('GB', 150), group('DE', 819)],
      false,
      289,
    );
    expect(rows.map((row) => formatShare(row.share))).toEqual(['56.4%', '51.9%', '283.4%']);
  });

  it('falls back to the sum of the groups for an answer without a count', () => {
    const rows = toReportRows(facet('type'), [group('article', 3), group('book', 1)], false, null);
    expect(rows.map((row) => row.share)).toEqual([0.75, 0.25]);
  });

  it('leaves the unknown group out of the rows while it is hidden, not out of the works', () => {
    const groups = [group('en', 300), group('unknown', 100), group('fr', 100)];
    const hidden = toReportRows(facet('language'), groups, false, 500);
    expect(hidden.map((row) => [row.label, row.share])).toEqual([
      ['en', 0.6],
      ['fr', 0.2],
    ]);
    const shown = toReportRows(facet('language'), groups, true, 500);
    expect(shown.map((row) => [row.label, row.share])).toEqual([
      ['en', 0.6],
      ['Unknown', 0.2],
      ['fr', 0.2],
    ]);
  });

  it('orders years newest first and other ranges smallest first, unknown last', () => {
    const years = toReportRows(
      facet('publication_year'),
      [group('2019', 5), group('unknown', 9), group('2021', 1)],
      true,
      null,
    );
    expect(years.map((row) => row.key)).toEqual(['2021', '2019', 'unknown']);
    const authors = toReportRows(facet('authors_count'), [group('3', 1), group('1', 9), group('12', 2)], false, null);
    expect(authors.map((row) => row.key)).toEqual(['1', '3', '12']);
  });

  it('plots the year trend oldest first', () => {
    const rows = toReportRows(
      facet('publication_year'),
      [group('2021', 1), group('2019', 5), group('2020', 3)],
      false,
      null,
    );
    expect(toTrendPoints(rows)).toEqual([
      { year: 2019, count: 5 },
      { year: 2020, count: 3 },
      { year: 2021, count: 1 },
    ]);
  });

  it('plots years without works inside the range as 0, not as a slope between their neighbours (issue 32 item 14)', () => {
    const rows = toReportRows(
      facet('publication_year'),
      [group('2023', 4), group('2010', 2), group('unknown', 7), group('2012', 1)],
      false,
      null,
    );
    const points = toTrendPoints(rows);
    expect(points.map((point) => point.year)).toEqual(Array.from({ length: 14 }, (_, i) => 2010 + i));
    expect(points.filter((point) => point.count > 0)).toEqual([
      { year: 2010, count: 2 },
      { year: 2012, count: 1 },
      { year: 2023, count: 4 },
    ]);
    expect(points.find((point) => point.year === 2011)?.count).toBe(0);
    expect(points.find((point) => point.year === 2020)?.count).toBe(0);
  });

  it('labels an entity with no name by its id: outside the catalogue, or nameless (issue 32 item 6, issue 45 item 11)', () => {
    const rows = toReportRows(
      facet('authorships.institutions.lineage'),
      [
        group('https://openalex.org/I27837315', 12, 'University of Michigan'),
        group('https://openalex.org/I124357947', 7, '124357947'),
        { key: 'https://openalex.org/I1305996414', key_display_name: null, count: 5 },
      ],
      false,
      null,
    );
    expect(rows.map((row) => row.label)).toEqual([
      'University of Michigan',
      'I124357947 (not in this catalogue)',
      'I1305996414 (no name in OpenAlex)',
    ]);
  });

  it('shows 25 rows of a range facet and 5 of any other', () => {
    expect(rowLimitFor(facet('publication_year'))).toBe(25);
    expect(rowLimitFor(facet('type'))).toBe(5);
  });

  it('formats tiny and empty shares readably', () => {
    expect(formatShare(0.0004)).toBe('<0.1%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(1 / 3)).toBe('33.3%');
  });
});
