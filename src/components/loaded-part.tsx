import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Preloadable } from './preloadable';

interface LoadedPartProps<P extends object> {
  part: Preloadable<P>;
  /** the part's props */
  props: P;
  /** shown until the part's code is there */
  fallback?: ReactNode;
}

/**
 * A part rendered once its code is there (loading it if need be), its fallback until then. The
 * part comes in by a plain state update, not through Suspense: React holds back content revealed
 * after a Suspense fallback until 300 ms after that fallback appeared, which kept the first
 * results off screen for that long after their code and data had arrived. Should the code fail
 * to load, the lazy component takes over: it tries again, showing the fallback meanwhile, and,
 * failing, throws to the nearest error boundary. One instance renders one part: give each part its own key where they share a
 * place.
 */
export function LoadedPart<P extends object>({ part, props, fallback = null }: LoadedPartProps<P>) {
  const [Part, setPart] = useState(part.loaded);
  useEffect(() => {
    if (Part) return;
    let live = true;
    part.load().then(
      // As a transition: React renders the part in slices, between which the browser handles
      // input, rather than in one long task (a results page with its rows, on a phone, took
      // about 550 ms at a 4× slower CPU in one piece).
      (loaded) => live && startTransition(() => setPart(() => loaded)),
      () => live && setPart(() => part.current()),
    );
    return () => {
      live = false;
    };
  }, [part, Part]);
  if (!Part) return fallback;
  const element = <Part {...props} />;
  return Part === part.loaded() ? element : <Suspense fallback={fallback}>{element}</Suspense>;
}
