const started = new Set<() => Promise<unknown>>();

/**
 * Loads code the next interactions will need (a menu, the filter editors …) when the browser is
 * next idle, each loader once (again after a failure). A page calls it once its main content is on
 * screen, which keeps that code out of the first paint and still makes the first use instant.
 */
export function preloadWhenIdle(...loads: (() => Promise<unknown>)[]): void {
  const pending = loads.filter((load) => !started.has(load));
  if (pending.length === 0 || typeof window.requestIdleCallback !== 'function') return;
  for (const load of pending) started.add(load);
  window.requestIdleCallback(() => {
    for (const load of pending) load().catch(() => started.delete(load));
  });
}
