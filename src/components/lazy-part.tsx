import type { ComponentType, ReactNode } from 'react';
import { LoadedPart } from './loaded-part';
import { preloadable } from './preloadable';

/**
 * A component whose code loads when it first renders, like React's `lazy`, showing `fallback`
 * meanwhile — but without suspending (see LoadedPart): a lazy dialog or drawer opened for the
 * first time showed up 300 ms after its Suspense fallback, however fast its code arrived (the
 * entity drawer 412-433 ms after the click, 197-215 ms this way). A failed load is tried again,
 * the fallback shown meanwhile; failing again, it throws to the nearest error boundary.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const part = preloadable(load);
  return function Part(props: P) {
    return <LoadedPart part={part} props={props} fallback={fallback} />;
  };
}
