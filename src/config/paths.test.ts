import { hrefs, safeRedirect } from './paths';

describe('paths', () => {
  it('keeps the full intended path in the login redirect', () => {
    expect(hrefs.login('/me/labels?x=1#y')).toBe('/login?redirect=%2Fme%2Flabels%3Fx%3D1%23y');
    expect(hrefs.login()).toBe('/login');
  });
  it.each([
    ['/me', '/me'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
  ])('follows redirect %s as %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
