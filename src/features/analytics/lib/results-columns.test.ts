import type { ResultsColumn } from '../../../lib/analytics-search';
import { columnHeader, columnMinWidth, isYearColumn } from './results-columns';

const column = (id: string, displayName: string, isDate = false): ResultsColumn => ({
  id,
  type: 'number',
  displayName,
  isDate,
  actions: [],
  actionsPopular: [],
  objectEntity: null,
});

describe('analytics results columns', () => {
  it('knows year columns by the server’s isYear or a dated *_year id', () => {
    expect(isYearColumn(column('publication_year', 'year', true))).toBe(true);
    expect(isYearColumn({ ...column('year', 'year'), isYear: true })).toBe(true);
    expect(isYearColumn(column('publication_date', 'date', true))).toBe(false);
    expect(isYearColumn(column('count(works)', 'works count'))).toBe(false);
  });

  it('names citation columns by whose citations they count, other columns as they are', () => {
    expect(columnHeader(column('sum(citations)', 'citations sum'), 'openalex')).toEqual({
      name: 'citations sum in OpenAlex',
      description:
        "sum(citations): citations from all of OpenAlex (the records' own cited_by_count), not only from works in this catalogue",
    });
    expect(columnHeader(column('cited_by_count', 'cited by count'), 'catalogue')).toEqual({
      name: 'cited by count',
      description: 'cited_by_count: citations from works in this catalogue',
    });
    expect(columnHeader(column('count(works)', 'works count'), 'openalex').name).toBe('works count');
  });

  it('keeps a column wide enough for its header (issue 45 item 13: “sum citation…” at 130 px)', () => {
    expect(columnMinWidth('sum citation count', true)).toBeGreaterThanOrEqual(200);
    expect(columnMinWidth('works count', true)).toBeGreaterThan(130);
    expect(columnMinWidth('name', false)).toBe(180);
  });
});
