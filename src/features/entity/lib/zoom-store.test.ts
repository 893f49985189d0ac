import { resetZoomStore, selectCanGoBack, useZoomStore } from './zoom-store';

const store = () => useZoomStore.getState();

/** A browser history of `zoom` values, the way the drawer's URL sync reports them to the store. */
function browserAt(zoom: string | null) {
  const entries = [zoom];
  let index = 0;
  const report = (isPop: boolean) => store().urlChanged(entries[index]!, isPop);
  store().writerSet({
    show: (id) => {
      entries.splice(index + 1, Infinity, id);
      index += 1;
      report(false);
    },
    back: () => {
      index -= 1;
      report(true);
    },
  });
  report(true); // the first load
  return {
    zoom: () => entries[index],
    entries: () => entries.slice(0, index + 1),
    back: () => store().writer!.back(),
    forward: () => {
      index += 1;
      report(true);
    },
    /** A link on the page (not the store) sets zoom. */
    follow: (id: string | null) => store().writer!.show(id),
  };
}

beforeEach(resetZoomStore);

describe('zoom store', () => {
  it('opens a URL with zoom as a trail of one, without Back', () => {
    browserAt('W1');
    expect(store().trail).toEqual(['W1']);
    expect(selectCanGoBack(store())).toBe(false);
  });

  it('opens from a page link, adds linked entities to the trail, steps back and closes, writing zoom each time', () => {
    const browser = browserAt(null);
    browser.follow('W1');
    expect(browser.zoom()).toBe('W1');
    expect(store().trail).toEqual(['W1']);

    store().linkedEntityOpened('A2');
    store().linkedEntityOpened('I3');
    expect(browser.zoom()).toBe('I3');
    expect(store().trail).toEqual(['W1', 'A2', 'I3']);
    expect(selectCanGoBack(store())).toBe(true);

    store().backStepped();
    expect(browser.zoom()).toBe('A2');
    expect(store().trail).toEqual(['W1', 'A2']);
    // Back in the drawer is the browser's Back: no entry piles up.
    expect(browser.entries()).toEqual([null, 'W1', 'A2']);

    store().drawerClosed();
    expect(browser.zoom()).toBeNull();
    expect(store().trail).toEqual([]);
  });

  it('does not add the shown entity to the trail again', () => {
    const browser = browserAt(null);
    browser.follow('W1');
    store().linkedEntityOpened('W1');
    expect(store().trail).toEqual(['W1']);
    expect(browser.entries()).toEqual([null, 'W1']);
  });

  it("walks the trail with the browser's Back and Forward", () => {
    const browser = browserAt(null);
    browser.follow('W1');
    store().linkedEntityOpened('A2');
    store().linkedEntityOpened('I3');
    browser.back();
    browser.back();
    expect(store().trail).toEqual(['W1']);
    browser.forward();
    expect(store().trail).toEqual(['W1', 'A2']);
    browser.forward();
    expect(store().trail).toEqual(['W1', 'A2', 'I3']);
    browser.back();
    browser.back();
    browser.back();
    expect(browser.zoom()).toBeNull();
    expect(store().trail).toEqual([]);
  });

  it("reopens a closed drawer with its trail on the browser's Back", () => {
    const browser = browserAt(null);
    browser.follow('W1');
    store().linkedEntityOpened('A2');
    store().drawerClosed();
    browser.back();
    expect(browser.zoom()).toBe('A2');
    expect(store().trail).toEqual(['W1', 'A2']);
    store().backStepped();
    expect(browser.zoom()).toBe('W1');
    expect(store().trail).toEqual(['W1']);
  });

  it('starts a trail of one when a link on the page sets zoom, even to an entity of an earlier trail', () => {
    const browser = browserAt(null);
    browser.follow('W1');
    store().linkedEntityOpened('A2');
    store().drawerClosed();
    browser.follow('A2');
    expect(store().trail).toEqual(['A2']);
    browser.follow('W9');
    expect(store().trail).toEqual(['W9']);
  });

  it('a new linked entity after a browser Back drops what was ahead', () => {
    const browser = browserAt(null);
    browser.follow('W1');
    store().linkedEntityOpened('A2');
    browser.back();
    store().linkedEntityOpened('S4');
    expect(store().trail).toEqual(['W1', 'S4']);
    expect(browser.entries()).toEqual([null, 'W1', 'S4']);
    expect(store().forward).toEqual([]);
  });

  it('steps back without a URL writer too', () => {
    store().urlChanged('W1', false);
    store().linkedEntityOpened('A2');
    store().backStepped();
    expect(store().trail).toEqual(['W1']);
    store().backStepped();
    expect(store().trail).toEqual(['W1']);
  });
});
