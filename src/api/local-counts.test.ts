import { isPublicOpenAlex, localCountsParams, localSort } from './local-counts';

describe('local counts by data host', () => {
  it('knows the public OpenAlex API from the bundled server and other hosts', () => {
    expect(isPublicOpenAlex('https://api.openalex.org')).toBe(true);
    expect(isPublicOpenAlex('https://api.openalex.org/')).toBe(true);
    expect(isPublicOpenAlex('/api')).toBe(false);
    expect(isPublicOpenAlex('http://localhost:8080/api')).toBe(false);
    expect(isPublicOpenAlex('https://openalex.org.example.com/api')).toBe(false);
  });

  it('asks the bundled server for local counts and local sorts, never the public OpenAlex API', () => {
    expect(localCountsParams('/api')).toEqual({ local_counts: true });
    expect(localCountsParams('https://api.openalex.org')).toEqual({});
    expect(localSort('institutions', 'works_count:desc,cited_by_count', '/api')).toBe(
      'local_works_count:desc,local_cited_by_count',
    );
    expect(localSort('institutions', 'display_name', '/api')).toBe('display_name');
    expect(localSort('institutions', 'works_count:desc', 'https://api.openalex.org')).toBe('works_count:desc');
    expect(localSort('works', 'cited_by_count:desc', '/api')).toBe('cited_by_count:desc');
  });
});
