import { authorsLine, resultDetails } from './result-row-text';

const author = (name: string) => ({ author: { id: `https://openalex.org/A${name.length}`, display_name: name } });

describe('result rows', () => {
  it('lists two authors then et al., or says there are none', () => {
    expect(authorsLine({ id: 'W1', display_name: 't', authorships: [] })).toBe('No authors');
    expect(authorsLine({ id: 'W1', display_name: 't', authorships: [author('Ada')] })).toBe('Ada');
    expect(authorsLine({ id: 'W1', display_name: 't', authorships: [author('Ada'), author('Bo'), author('Cy')] })).toBe(
      'Ada, Bo, et al.',
    );
  });

  it('shows year, type, authors and source for works', () => {
    const work = {
      id: 'W1',
      display_name: 'A study',
      publication_year: 2021,
      type: 'article',
      authorships: [author('Ada'), author('Bo')],
      primary_location: { source: { id: 'S1', display_name: 'PeerJ' } },
    };
    expect(resultDetails('works', work)).toEqual(['2021', 'article', 'Ada, Bo', 'PeerJ']);
  });

  it('shows institutions, source access and institution places', () => {
    expect(
      resultDetails('authors', {
        id: 'A1',
        display_name: 'x',
        last_known_institutions: [{ id: 'I1', display_name: 'MIT' }],
      }),
    ).toEqual(['MIT']);
    expect(
      resultDetails('sources', {
        id: 'S1',
        display_name: 'x',
        type: 'journal',
        host_organization_name: 'Elsevier',
        is_oa: false,
      }),
    ).toEqual(['journal', 'Elsevier', 'Toll access']);
    expect(
      resultDetails('institutions', {
        id: 'I1',
        display_name: 'x',
        type: 'education',
        geo: { city: 'Boston', country: 'United States of America' },
      }),
    ).toEqual(['Boston, United States', 'education']);
  });
});

describe('rows of the other entity lists', () => {
  it('show how often the works of a topic or country are cited', () => {
    expect(
      resultDetails('topics', { id: 'https://openalex.org/T1', display_name: 'x', cited_by_count: 12345 } as never),
    ).toEqual(['12,345 citations']);
    expect(
      resultDetails('keywords', {
        id: 'https://openalex.org/keywords/x',
        display_name: 'x',
        cited_by_count: 1,
      } as never),
    ).toEqual(['1 citation']);
    expect(
      resultDetails('countries', { id: 'https://openalex.org/countries/FR', display_name: 'France' } as never),
    ).toEqual([]);
  });
});
