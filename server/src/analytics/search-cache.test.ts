import { describe, expect, it } from 'vitest';
import { SearchCache, type CacheEntry } from './search-cache.js';

const entry = (): CacheEntry => ({ bytes: 0, isSettled: false });

describe('SearchCache', () => {
  it('evicts settled entries, least recently used first, past its bytes; running ones stay', () => {
    const cache = new SearchCache<CacheEntry>({ maxBytes: 250, maxEntries: 100 });
    const [a, b, c, running] = [entry(), entry(), entry(), entry()];
    cache.set('running', running);
    for (const [key, e] of [
      ['a', a],
      ['b', b],
    ] as const) {
      cache.set(key, e);
      cache.settle(key, e, 100);
    }
    cache.touch('a');
    cache.set('c', c);
    cache.settle('c', c, 100);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('running')]).toEqual([a, c, running]);
    expect(cache.bytes).toBe(200);
  });

  it('keeps the entry settled last even when it alone passes the budget', () => {
    const cache = new SearchCache<CacheEntry>({ maxBytes: 10, maxEntries: 100 });
    const [a, b] = [entry(), entry()];
    cache.set('a', a);
    cache.settle('a', a, 50);
    expect(cache.get('a')).toBe(a);
    cache.set('b', b);
    cache.settle('b', b, 50);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(b);
  });

  it('counts no bytes for an entry replaced before it settled', () => {
    const cache = new SearchCache<CacheEntry>({ maxBytes: 1000, maxEntries: 1 });
    const [old, replacement] = [entry(), entry()];
    cache.set('k', old);
    cache.set('k', replacement);
    cache.settle('k', old, 400);
    expect(cache.bytes).toBe(0);
    cache.settle('k', replacement, 300);
    expect(cache.bytes).toBe(300);
    cache.delete('k');
    expect([cache.bytes, cache.size]).toEqual([0, 0]);
  });
});
