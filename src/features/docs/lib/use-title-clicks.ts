import { useRef } from 'react';

/** Spec 2 §9: the debug mode needs 4 clicks on the title, each within 1 s of the one before. */
export const DEBUG_CLICKS = 4;
export const DEBUG_CLICK_GAP_MS = 1000;

/** A click handler that calls `onSeries` at every DEBUG_CLICKS-th click in a quick series; a slower click starts a new series. */
export function useTitleClicks(onSeries: () => void): () => void {
  const series = useRef({ count: 0, last: -Infinity });
  return () => {
    const now = Date.now();
    const state = series.current;
    state.count = now - state.last <= DEBUG_CLICK_GAP_MS ? state.count + 1 : 1;
    state.last = now;
    if (state.count === DEBUG_CLICKS) {
      state.count = 0;
      onSeries();
    }
  };
}
