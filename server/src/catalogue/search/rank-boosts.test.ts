import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { rankBoosts } from './rank-boosts.js';

const TA = ['title', 'abstract'];

describe('rankBoosts', () => {
  it('lifts title matches, the phrase, and titles beginning with it', () => {
    expect(rankBoosts('Biodiversity finance', TA)).toEqual({
      title: '{title} : ("biodiversity" AND "finance")',
      phrase: '{title abstract} : ("biodiversity finance")',
      lead: '{title} : ^"biodiversity finance"',
    });
  });

  it('keeps stop words in the phrase, which the title match drops as the search does', () => {
    expect(rankBoosts('protection of biodiversity', TA)).toEqual({
      title: '{title} : ("protection" AND "biodiversity")',
      phrase: '{title abstract} : ("protection of biodiversity")',
      lead: '{title} : ^"protection of biodiversity"',
    });
  });

  it('has a phrase only for words and phrases joined by AND, two words or more', () => {
    expect(rankBoosts('biodiversity', TA)).toEqual({ title: '{title} : ("biodiversity")' });
    expect(rankBoosts('cats OR dogs', TA)).toEqual({ title: '{title} : ("cats" OR "dogs")' });
    expect(rankBoosts('cats NOT dogs', TA)).toEqual({ title: '{title} : ("cats" NOT "dogs")' });
    expect(rankBoosts('"neural network" training', TA)?.phrase).toBe('{title abstract} : ("neural network training")');
  });

  it('gives none where the search does not look at titles, or searches nothing', () => {
    expect(rankBoosts('biodiversity finance', ['abstract'])).toBeUndefined();
    expect(rankBoosts('  ', TA)).toBeUndefined();
  });

  describe('against a real FTS5 index', () => {
    const db = new Database(':memory:');
    db.exec(
      "CREATE VIRTUAL TABLE works_fts USING fts5(title, abstract, authors, affiliations, content='', tokenize='porter unicode61 remove_diacritics 2')",
    );
    const insert = db.prepare(
      'INSERT INTO works_fts(rowid, title, abstract, authors, affiliations) VALUES (?, ?, ?, ?, ?)',
    );
    insert.run(1, 'Biodiversity Finance', 'On paying for nature.', '', '');
    insert.run(2, 'The little biodiversity finance book', '', '', '');
    insert.run(3, 'Financing biodiversity conservation', 'Biodiversity finance at work.', '', '');
    insert.run(4, 'Forests', 'Biodiversity and finance.', '', '');
    afterAll(() => db.close());
    const ids = (fts: string) =>
      (db.prepare('SELECT rowid AS id FROM works_fts WHERE works_fts MATCH ?').all(fts) as { id: number }[]).map(
        (r) => r.id,
      );

    it('match what they say (stemmed, as the search is)', () => {
      const boosts = rankBoosts('biodiversity finance', TA)!;
      expect(ids(boosts.title)).toEqual([1, 2, 3]);
      expect(ids(boosts.phrase!)).toEqual([1, 2, 3]);
      expect(ids(boosts.lead!)).toEqual([1]);
    });
  });
});
