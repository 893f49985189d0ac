import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §9: autocomplete waits 300 ms after typing stops, the suggestion list 100 ms. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const SUGGESTIONS_DEBOUNCE_MS = 100;

export interface TypedText {
  /** what is in the box */
  text: string;
  /** the text once it has stopped changing for SUGGESTIONS_DEBOUNCE_MS */
  suggestionText: string;
  /** the trimmed text once it has stopped changing for AUTOCOMPLETE_DEBOUNCE_MS and `load` is done */
  autocompleteText: string;
  setText: (value: string) => void;
}

/**
 * The text of a search box and its two delayed copies. Both delays run from the change itself
 * (the keystroke), not from the render that follows it; when the autocomplete delay is over,
 * `load` fetches that text's answer first and the copy moves once it is in, so the box renders
 * once, with the answer, instead of once to ask and again to show. A text typed meanwhile wins:
 * an older text's copy is never set after a newer one was asked for.
 */
export function useTypedText(initial: string, load: (text: string) => Promise<unknown>): TypedText {
  const [text, setTextState] = useState(initial);
  const [suggestionText, setSuggestionText] = useState(initial);
  const [autocompleteText, setAutocompleteText] = useState(initial.trim());
  const timers = useRef<number[]>([]);
  const wanted = useRef(initial.trim());

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const setText = useCallback(
    (value: string) => {
      setTextState(value);
      timers.current.forEach((t) => window.clearTimeout(t));
      const trimmed = value.trim();
      wanted.current = trimmed;
      const settle = () => {
        if (wanted.current === trimmed) setAutocompleteText(trimmed);
      };
      timers.current = [
        window.setTimeout(() => setSuggestionText(value), SUGGESTIONS_DEBOUNCE_MS),
        window.setTimeout(() => void load(trimmed).then(settle, settle), AUTOCOMPLETE_DEBOUNCE_MS),
      ];
    },
    [load],
  );

  return { text, suggestionText, autocompleteText, setText };
}
