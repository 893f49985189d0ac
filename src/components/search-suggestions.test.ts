import { buildSuggestions } from './search-suggestions';

const work = (n: number) => ({ id: `https://openalex.org/W${n}`, display_name: `Work ${n}`, entity_type: 'work' });
const author = (n: number) => ({
  id: `https://openalex.org/A${n}`,
  display_name: `Author ${n}`,
  entity_type: 'author',
  hint: 'MIT, US',
});

describe('search suggestions', () => {
  it('shows 3 works when every suggestion is a work, then the search entry last', () => {
    const suggestions = buildSuggestions('works', 'cancer', [work(1), work(2), work(3), work(4)]);
    expect(suggestions.map((s) => s.label)).toEqual(['Work 1', 'Work 2', 'Work 3', 'cancer']);
    expect(suggestions.at(-1)).toMatchObject({ kind: 'search', text: 'cancer' });
  });

  it('drops works and shows up to 5 others when the suggestions are mixed', () => {
    const results = [work(1), author(1), author(2), author(3), author(4), author(5), author(6)];
    const labels = buildSuggestions('works', 'ma', results).map((s) => s.label);
    expect(labels).toEqual(['Author 1', 'Author 2', 'Author 3', 'Author 4', 'Author 5', 'ma']);
  });

  it('turns an author into a works filter on the author id', () => {
    const [first] = buildSuggestions('works', 'ma', [author(7)]);
    expect(first).toMatchObject({ kind: 'value', filterKey: 'authorships.author.id', value: 'A7', hint: 'MIT, US' });
  });

  it('offers filters by attribute only from 3 characters', () => {
    expect(buildSuggestions('works', 'op', []).map((s) => s.kind)).toEqual(['search']);
    const suggestions = buildSuggestions('works', 'open access', []);
    expect(suggestions.filter((s) => s.kind === 'filter').length).toBeGreaterThan(0);
    expect(suggestions[0]).toMatchObject({ kind: 'filter' });
  });

  it('shows an entity the answer names twice once, and a title without its inline tags', () => {
    const titled = { ...work(9), display_name: 'Measuring <i>b</i><sup>2</sup>' };
    const labels = buildSuggestions('works', 'meas', [titled, titled]).map((s) => s.label);
    expect(labels).toEqual(['Measuring b2', 'meas']);
  });

  it('suggests nothing for blank text', () => {
    expect(buildSuggestions('works', '   ', [work(1)])).toEqual([]);
  });
});
