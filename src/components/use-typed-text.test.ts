import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOCOMPLETE_DEBOUNCE_MS, SUGGESTIONS_DEBOUNCE_MS, useTypedText } from './use-typed-text';

/** A load whose answers the test releases by hand. */
function manualLoad() {
  const calls: { text: string; release: () => void }[] = [];
  const load = vi.fn((text: string) => new Promise<void>((resolve) => calls.push({ text, release: () => resolve() })));
  return { load, calls };
}

/** Let `ms` of the fake clock pass. */
function pass(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useTypedText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the suggestion text after 100 ms and the autocomplete text once its answer is in', async () => {
    const { load, calls } = manualLoad();
    const { result } = renderHook(() => useTypedText('', load));
    act(() => result.current.setText('neur '));
    expect(result.current.text).toBe('neur ');

    pass(SUGGESTIONS_DEBOUNCE_MS - 1);
    expect(result.current.suggestionText).toBe('');
    pass(1);
    expect(result.current.suggestionText).toBe('neur ');

    pass(AUTOCOMPLETE_DEBOUNCE_MS - SUGGESTIONS_DEBOUNCE_MS - 1);
    expect(load).not.toHaveBeenCalled();
    pass(1);
    expect(load).toHaveBeenCalledWith('neur');
    expect(result.current.autocompleteText).toBe('');

    await act(async () => calls[0]!.release());
    expect(result.current.autocompleteText).toBe('neur');
  });

  it('restarts the delay on every change and never settles on an older text', async () => {
    const { load, calls } = manualLoad();
    const { result } = renderHook(() => useTypedText('', load));
    act(() => result.current.setText('ne'));
    pass(AUTOCOMPLETE_DEBOUNCE_MS);
    act(() => result.current.setText('neu'));
    pass(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    expect(load.mock.calls.map(([text]) => text)).toEqual(['ne']);
    pass(1);
    expect(load.mock.calls.map(([text]) => text)).toEqual(['ne', 'neu']);

    // The newer answer arrives first; the older one, late, changes nothing.
    await act(async () => calls[1]!.release());
    expect(result.current.autocompleteText).toBe('neu');
    await act(async () => calls[0]!.release());
    expect(result.current.autocompleteText).toBe('neu');
  });

  it('settles even when the answer fails', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useTypedText('', load));
    act(() => result.current.setText('clim'));
    await act(async () => vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS));
    expect(result.current.autocompleteText).toBe('clim');
  });
});
