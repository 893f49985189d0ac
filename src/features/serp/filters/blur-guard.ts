import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Spec 1 §9: blur settling after an editor mounts, and the guard around an operator click. */
export const BLUR_SETTLE_MS = 100;
export const OPERATOR_CLICK_GUARD_MS = 100;

/**
 * Blur events to ignore for a while: right after an editor mounts (a closing menu may still move
 * focus) and while an operator is clicked (the click takes focus from the editor).
 */
export interface BlurGuard {
  /** ignore blurs for the next `ms` milliseconds */
  arm(ms: number): void;
  isIgnoring(): boolean;
}

export function createBlurGuard(now: () => number = () => performance.now()): BlurGuard {
  let ignoreUntil = 0;
  return {
    arm(ms) {
      ignoreUntil = Math.max(ignoreUntil, now() + ms);
    },
    isIgnoring() {
      return now() < ignoreUntil;
    },
  };
}

/** One guard per filter row, shared by its editor and its operator menu. */
export function useBlurGuard(): BlurGuard {
  const [guard] = useState(() => createBlurGuard());
  return guard;
}

/**
 * For an editor's input: arms the guard as the editor mounts and then focuses the input. The focus
 * waits for the passive effects, by which time a menu closing in the same update has released its
 * focus trap (with `autoFocus` the trap would pull focus straight back).
 */
export function useEditorFocus<T extends HTMLElement>(guard: BlurGuard): RefObject<T | null> {
  const ref = useRef<T>(null);
  useLayoutEffect(() => guard.arm(BLUR_SETTLE_MS), [guard]);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
