import { MAX_TABS, useSearchTabsStore } from './search-tabs-store';

const store = () => useSearchTabsStore.getState();
const tabsOf = (userId: string) => store().byUser[userId] ?? { tabs: [], activeKey: null };

beforeEach(() => {
  useSearchTabsStore.setState({ byUser: {} });
});

describe('search tabs', () => {
  it('makes a first tab on the first visit, and the active tab follows the page without panel or page number', () => {
    store().pageVisited('u1', '/works?filter=a');
    expect(tabsOf('u1').tabs).toHaveLength(1);
    store().pageVisited('u1', '/works?filter=b&zoom=W1&page=2');
    expect(tabsOf('u1').tabs.map((tab) => tab.url)).toEqual(['/works?filter=b']);
  });

  it('opens new tabs as the active one and keeps users apart', () => {
    store().pageVisited('u1', '/works');
    const tab = store().tabOpened('u1', '/authors?id=s1');
    expect(tabsOf('u1')).toEqual({ tabs: [expect.anything(), tab], activeKey: tab.key });
    expect(tabsOf('u2').tabs).toEqual([]);
  });

  it('closing the active tab activates its neighbour; the last close leaves none', () => {
    store().pageVisited('u1', '/works?filter=1');
    const second = store().tabOpened('u1', '/works?filter=2');
    const third = store().tabOpened('u1', '/works?filter=3');
    store().tabActivated('u1', second.key);
    expect(store().tabClosed('u1', second.key)).toEqual(third);
    expect(store().tabClosed('u1', third.key)?.url).toBe('/works?filter=1');
    const last = tabsOf('u1').tabs[0]!;
    expect(store().tabClosed('u1', last.key)).toBeNull();
    expect(tabsOf('u1')).toEqual({ tabs: [], activeKey: null });
  });

  it('closing an inactive tab keeps the active one', () => {
    store().pageVisited('u1', '/works?filter=1');
    const first = tabsOf('u1').tabs[0]!;
    const second = store().tabOpened('u1', '/works?filter=2');
    expect(store().tabClosed('u1', first.key)).toEqual(second);
  });

  it(`keeps at most ${MAX_TABS} tabs, dropping the oldest inactive one`, () => {
    store().pageVisited('u1', '/works?filter=0');
    for (let i = 1; i <= MAX_TABS; i += 1) store().tabOpened('u1', `/works?filter=${i}`);
    const urls = tabsOf('u1').tabs.map((tab) => tab.url);
    expect(urls).toHaveLength(MAX_TABS);
    expect(urls[0]).toBe('/works?filter=1');
    expect(urls.at(-1)).toBe(`/works?filter=${MAX_TABS}`);
  });

  it('survives a reload through localStorage', () => {
    store().pageVisited('u1', '/works?filter=kept');
    expect(localStorage.getItem('alexandria.search-tabs')).toContain('filter=kept');
  });
});
