import { lazy, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Starts loading the component's code (once); resolves when it can render without suspending. */
  load(): Promise<ComponentType<P>>;
  /**
   * The component itself once loaded, else a lazy one that loads it (and suspends meanwhile):
   * LoadedPart's way to retry a failed load.
   */
  current(): ComponentType<P>;
  /** The component if it has loaded. */
  loaded(): ComponentType<P> | undefined;
  /** Calls `listener` when the component has loaded (not if it already has); returns the unsubscribe. */
  onLoad(listener: (component: ComponentType<P>) => void): () => void;
}

/**
 * A component whose code loads on demand or ahead of time. Render it through LoadedPart (or make
 * a component of it with lazyPart): once loaded it renders at once, and until then the part comes
 * in by a state update. A bare `lazy` suspends on its first render even when its code is already
 * there, and React then holds the part back until 300 ms after its Suspense fallback appeared.
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
