import { zoomHref, zoomIdOf } from './use-open-entity';

describe('zoom ids', () => {
  it('reads every form of an entity id the app meets as the short id the URL keeps', () => {
    expect(zoomIdOf('https://openalex.org/A5')).toBe('A5');
    expect(zoomIdOf('institutions/I1')).toBe('I1');
    expect(zoomIdOf('W42')).toBe('W42');
    expect(zoomIdOf('countries/US')).toBe('countries/US');
    expect(zoomIdOf('https://metadata.un.org/sdg/3')).toBe('sdgs/3');
  });

  it("keeps the page's own parameters beside zoom", () => {
    expect(zoomHref({ pathname: '/s/abc', search: '?ui=side&zoom=W1' }, 'authors/A2')).toBe('/s/abc?ui=side&zoom=A2');
  });
});
