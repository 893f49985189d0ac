import { describe, expect, it } from 'vitest';
import { NamePools } from './names.js';
import { PLACES } from './places.js';
import { Rng } from './prng.js';

const PLACEHOLDERS = new Set(['Name', 'Unknown', 'Anonymous', 'Author', 'Test', 'Null', 'None']);

describe('demo author names', () => {
  it('never gives an author a placeholder such as "Name" for a given or family name', () => {
    const pools = new NamePools(42);
    const rng = new Rng(7);
    const seen: string[] = [];
    for (const place of PLACES) {
      for (let i = 0; i < 3_000; i++) {
        const { first, last } = pools.person(rng, place.code);
        if (PLACEHOLDERS.has(first) || PLACEHOLDERS.has(last)) seen.push(`${place.code}: ${first} ${last}`);
      }
    }
    expect(seen).toEqual([]);
  });
});
