import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rankBoosts } from './rank-boosts.js';
import { TextSearch, type ScoredWorks, type SplitScorer } from './text-search.js';

// Large match sets are scored in two halves of the id range, one in a worker thread (see
// ScoringWorker). Here the other half is scored on a second connection, through the same
// interface, and compared with scoring in one piece.
const file = () => path.join(inject('catalogueDir'), 'search.sqlite');
let plain: TextSearch;
let split: TextSearch;
let helper: TextSearch;
const halves: number[] = [];

beforeAll(() => {
  plain = new TextSearch(file());
  split = new TextSearch(file());
  helper = new TextSearch(file());
  const scorer: SplitScorer = {
    start: (fts, from, boosts) => {
      halves.push(from);
      const scored: ScoredWorks = helper.scoreWorks(fts, { from }, boosts);
      return () => scored;
    },
    close: () => helper.close(),
  };
  split.useSplitScorer(scorer);
});

afterAll(() => {
  plain.close();
  split.close();
});

function byId(ids: string, scores: string): Map<string, string> {
  const s = scores.split(',');
  return new Map(ids.split(',').map((id, i) => [id, s[i]!]));
}

describe('scoring a match set in two halves', () => {
  for (const query of ['"model"', '"climate" OR "soil"', '"model" NOT "soil"']) {
    it(`gives the same ids and scores for ${query}`, () => {
      const one = plain.matchWorks(query);
      const two = split.matchWorks(query);
      expect(one.count).toBeGreaterThan(10);
      expect(two.count).toBe(one.count);
      expect(two.ids).toBe(one.ids); // the halves joined in id order, as one query lists them
      expect(byId(two.ids, two.scores)).toEqual(byId(one.ids, one.scores));
    });
  }

  it('gives the same tiers and best score with rank boosts', () => {
    const boosts = rankBoosts('model of', ['title', 'abstract']);
    const one = plain.matchWorks('"model" AND "of"', true, boosts);
    const two = split.matchWorks('"model" AND "of"', true, boosts);
    expect(one.tiers?.split(',').length).toBeGreaterThan(10);
    expect(two.tiers?.split(',').sort()).toEqual(one.tiers?.split(',').sort());
    expect(two.top).toBe(one.top);
    expect(byId(two.ids, two.scores)).toEqual(byId(one.ids, one.scores));
  });

  it('really splits: the helper scored from the middle of the id range', () => {
    expect(halves.length).toBeGreaterThan(0);
    const ids = plain.matchWorks('"model"').ids.split(',').map(Number);
    expect(halves[0]).toBeGreaterThan(Math.min(...ids));
    expect(halves[0]).toBeLessThanOrEqual(Math.max(...ids));
  });

  it('scores everything itself when the helper fails', () => {
    const failing = new TextSearch(file());
    failing.useSplitScorer({ start: () => () => undefined, close: () => undefined });
    expect(failing.matchWorks('"model"')).toEqual(plain.matchWorks('"model"'));
    failing.close();
  });
});
