/**
 * jsdom has no matchMedia, so MUI's useMediaQuery answers false to every query: `up('md')` is
 * false (a phone) but so is `down('md')`. A test of a desktop-only control calls this: min-width
 * queries match (widths up to 1280 px), max-width ones do not.
 */
export function withDesktopViewport(): void {
  withViewportWidth(1280);
}

/** A phone's width (390 px) for both kinds of media query. */
export function withPhoneViewport(): void {
  withViewportWidth(390);
}

function withViewportWidth(width: number): void {
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
