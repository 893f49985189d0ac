/**
 * OpenAlex ships abstracts as an inverted index (word → positions). The catalogue stores plain
 * text: words placed by position and joined with single spaces. A position the index leaves out
 * becomes an empty word (two spaces in a row), so rebuilding — split on single spaces, skipping
 * empty words — gives back the same positions.
 */

import { isObj } from './json.js';

const MAX_POSITION = 1_000_000;

export function invertedIndexToText(index: unknown): string | null {
  if (!isObj(index)) return null;
  const words = new Map<number, string>();
  let last = -1;
  for (const [word, positions] of Object.entries(index)) {
    if (!Array.isArray(positions)) continue;
    for (const p of positions) {
      if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p > MAX_POSITION) continue;
      words.set(p, word);
      if (p > last) last = p;
    }
  }
  if (last < 0) return null;
  const out: string[] = new Array<string>(last + 1);
  for (let i = 0; i <= last; i++) out[i] = words.get(i) ?? '';
  return out.join(' ');
}

export function textToInvertedIndex(text: string | null): Record<string, number[]> | null {
  if (text === null || text === '') return null;
  const index = new Map<string, number[]>();
  text.split(' ').forEach((word, i) => {
    if (word === '') return;
    const at = index.get(word);
    if (at) at.push(i);
    else index.set(word, [i]);
  });
  return index.size ? Object.fromEntries(index) : null;
}
