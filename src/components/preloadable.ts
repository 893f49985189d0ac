import { lazy, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Starts loading the component's code (once); resolves when it can render without suspending. */
  load(): Promise<ComponentType<P>>;
  /** The component itself once loaded, else a lazy one that loads it (and suspends meanwhile). */
  current(): ComponentType<P>;
  /** The component if it has loaded. */
  loaded(): ComponentType<P> | undefined;
  /** Calls `listener` when the component has loaded (not if it already has); returns the unsubscribe. */
  onLoad(listener: (component: ComponentType<P>) => void): () => void;
}

/**
 * A component whose code loads on demand or ahead of time. Unlike a bare `lazy`, once loaded it
 * renders at once: a `lazy` component suspends on its first render even when its code is already
 * there, which shows its fallback for a frame. Read `current()` once per mount (in a state
 * initializer), so a mounted part never swaps from the lazy to the loaded component.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<(component: ComponentType<P>) => void>();
  const loadOnce = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of [...listeners]) listener(component);
        listeners.clear();
        return component;
      },
      (error: unknown) => {
        pending = undefined; // a later attempt may succeed (a network hiccup)
        throw error;
      },
    ));
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  return {
    load: loadOnce,
    current: () => loaded ?? Lazy,
    loaded: () => loaded,
    onLoad: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
