import { DEFAULT_FILTER_MENU_TOPS } from '../../../entities/defaults';
import { popularFacets } from '../../../entities/facets';
import { filterMenuSections } from './filter-menu-facets';

describe('filterMenuSections', () => {
  it('starts the works menu with the spec tops, in order', () => {
    const [popular] = filterMenuSections('works');
    expect(popular?.title).toBe('Popular');
    expect(popular?.facets.map((facet) => facet.key)).toEqual([...DEFAULT_FILTER_MENU_TOPS]);
  });

  it('lists every offered filter once, hidden ones left out', () => {
    const keys = filterMenuSections('works').flatMap((section) => section.facets.map((facet) => facet.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('publication_year');
    expect(keys).not.toContain('related_to');
    expect(keys).not.toContain('display_name'); // a column, not a filter
  });

  it('groups the rest by category in the registry order', () => {
    const titles = filterMenuSections('works').map((section) => section.title);
    expect(titles.slice(0, 3)).toEqual(['Popular', 'Aboutness', 'Author']);
    expect(titles).toContain('Open Access');
  });

  it("leads other entity types' menus with their popular filters", () => {
    const [popular] = filterMenuSections('authors');
    expect(popular?.facets).toEqual(popularFacets('authors', 'filter'));
  });

  it('matches every typed word against names and keys', () => {
    const found = filterMenuSections('works', 'open access');
    expect(found).toHaveLength(1);
    expect(found[0]?.facets.map((facet) => facet.key)).toContain('open_access.is_oa');
    expect(filterMenuSections('works', 'is_retracted')[0]?.facets.map((facet) => facet.key)).toEqual(['is_retracted']);
    expect(filterMenuSections('works', 'no such filter')).toEqual([]);
  });
});
