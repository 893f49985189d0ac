import { formatSavedTime, isSameSearch, newSavedSearchId, searchUrlFor } from './saved-search-url';

describe('newSavedSearchId', () => {
  it('makes 12-character ids the user API accepts, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newSavedSearchId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{12}$/);
  });
});

describe('searchUrlFor', () => {
  it('keeps the search, writes the id and drops the open panel and the page number', () => {
    expect(searchUrlFor('/works?filter=publication_year%3A2020&zoom=W1&page=3&sort=cited_by_count%3Adesc', 'abc')).toBe(
      '/works?filter=publication_year%3A2020&sort=cited_by_count%3Adesc&id=abc',
    );
  });

  it('replaces an existing id, or removes it', () => {
    expect(searchUrlFor('/authors?id=old&filter=x', 'new')).toBe('/authors?id=new&filter=x');
    expect(searchUrlFor('/authors?id=old', null)).toBe('/authors');
  });
});

describe('isSameSearch', () => {
  it('ignores the id, the panel, the page and parameter order', () => {
    expect(isSameSearch('/works?filter=a&sort=b&id=1', '/works?sort=b&filter=a&zoom=W2&page=2')).toBe(true);
  });

  it('notices a different filter or entity type', () => {
    expect(isSameSearch('/works?filter=a', '/works?filter=b')).toBe(false);
    expect(isSameSearch('/works?filter=a', '/authors?filter=a')).toBe(false);
  });
});

describe('formatSavedTime', () => {
  const now = new Date('2026-11-24T15:00:00Z');

  it('shows the time of day for a change within the last day', () => {
    const text = formatSavedTime('2026-11-24T09:30:00Z', now);
    expect(text).toBe(
      new Date('2026-11-24T09:30:00Z').toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
    );
  });

  it('shows a short date for anything older', () => {
    const text = formatSavedTime('2026-11-20T09:30:00Z', now);
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/Nov/);
  });

  it('shows nothing for a missing or broken time', () => {
    expect(formatSavedTime('', now)).toBe('');
    expect(formatSavedTime('not a date', now)).toBe('');
  });
});
