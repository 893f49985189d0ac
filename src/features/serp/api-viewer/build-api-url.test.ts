import { absoluteApiUrl, apiQueryString, apiRequestPath } from './build-api-url';

describe('apiQueryString', () => {
  it('drops empty params and keeps filters readable', () => {
    expect(
      apiQueryString({
        filter: 'publication_year:2020-2022,type:article|book,authorships.institutions.lineage:!I123',
        search: '',
        sort: undefined,
        page: null,
        per_page: 10,
      }),
    ).toBe('filter=publication_year:2020-2022,type:article|book,authorships.institutions.lineage:!I123&per_page=10');
  });

  it('encodes each value once, escaping only what would change the meaning', () => {
    expect(apiQueryString({ filter: 'title.search:cats & dogs', search: 'a+b=c #1 100%' })).toBe(
      'filter=title.search:cats+%26+dogs&search=a%2Bb%3Dc+%231+100%25',
    );
    // An already-escaped value is sent as typed, not unescaped nor escaped into something else.
    expect(new URLSearchParams(apiQueryString({ search: '%20' })).get('search')).toBe('%20');
  });

  it('sends SDG ids bare, as the data API expects', () => {
    expect(apiQueryString({ filter: 'sustainable_development_goals.id:sdgs/3' })).toBe(
      'filter=sustainable_development_goals.id:3',
    );
  });
});

describe('apiRequestPath', () => {
  it('is the list path, or the record path when an id is given', () => {
    expect(apiRequestPath('works', { group_by: 'publication_year' })).toBe('/works?group_by=publication_year');
    expect(apiRequestPath('authors', {})).toBe('/authors');
    expect(apiRequestPath('works', {}, 'https://openalex.org/W2741809807')).toBe('/works/W2741809807');
    expect(apiRequestPath('works', { select: 'id,doi' }, 'W1')).toBe('/works/W1?select=id,doi');
  });
});

describe('absoluteApiUrl', () => {
  it('resolves a path host against this origin and keeps an absolute host', () => {
    expect(absoluteApiUrl('/api', '/works?per_page=10', 'http://localhost:5173')).toBe(
      'http://localhost:5173/api/works?per_page=10',
    );
    expect(absoluteApiUrl('/', '/works', 'https://alexandria.example')).toBe('https://alexandria.example/works');
    expect(absoluteApiUrl('https://api.openalex.org', '/works', 'http://localhost:5173')).toBe(
      'https://api.openalex.org/works',
    );
  });
});
