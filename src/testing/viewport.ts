/**
 * jsdom has no matchMedia, so MUI's useMediaQuery answers false (a phone). A test of a
 * desktop-only control calls this: min-width queries match (widths up to 1280 px), max-width ones do not.
 */
export function withDesktopViewport(): void {
  const width = 1280;
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
