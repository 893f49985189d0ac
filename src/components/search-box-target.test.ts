import { createFilter } from '../lib/filter-url';
import { hrefWithFilter, hrefWithZoom } from './search-box-target';

describe('shortcut box targets', () => {
  it('adds a filter to the current results route and goes back to page 1', () => {
    const href = hrefWithFilter(
      'works',
      { pathname: '/works', search: '?filter=type:article&page=3&sort=publication_date:desc' },
      createFilter('authorships.author.id', ['A1']),
    );
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('filter')).toBe('type:article,authorships.author.id:A1');
    expect(params.get('page')).toBeNull();
    expect(params.get('sort')).toBe('publication_date:desc');
  });

  it('replaces a filter with the same key and starts fresh from another page', () => {
    const fromResults = hrefWithFilter(
      'works',
      { pathname: '/works', search: '?filter=default.search:old' },
      createFilter('default.search', ['new']),
    );
    expect(new URLSearchParams(fromResults.split('?')[1]).get('filter')).toBe('default.search:new');
    const fromHome = hrefWithFilter('works', { pathname: '/', search: '?x=1' }, createFilter('type', ['book']));
    expect(fromHome).toBe('/works?filter=type%3Abook');
  });

  it('opens a work in the panel', () => {
    expect(hrefWithZoom('works', { pathname: '/works', search: '?filter=type:book' }, 'W9')).toBe(
      '/works?filter=type%3Abook&zoom=W9',
    );
  });
});
