import { describe, expect, it } from 'vitest';
import { bulkCheckFilter, detectBulkIdType, parseBulkIds, prefixBareOpenAlexIds, splitBulkIds } from './bulk-ids.js';

describe('splitBulkIds', () => {
  it('splits on newlines and commas, trims and drops empties', () => {
    expect(splitBulkIds(' A1 ,A2\n\n  A3\r\nA4,,\n')).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(splitBulkIds(' \n , ')).toEqual([]);
  });
});

describe('detectBulkIdType', () => {
  it.each([
    [['0000-0001-6187-6610'], 'orcid'],
    [['https://orcid.org/0000-0002-1825-009X'], 'orcid'],
    [['05ppvf150'], 'ror'],
    [['10.7717/peerj.4375'], 'doi'],
    [['https://doi.org/10.7717/peerj.4375'], 'doi'],
    [['A5023888391'], 'openalex'],
    [['5023888391'], 'openalex'],
  ])('%j → %s', (ids, type) => {
    expect(detectBulkIdType(ids)).toBe(type);
  });

  it('decides from the first non-empty entry only', () => {
    expect(detectBulkIdType(['', '05ppvf150', '0000-0001-6187-6610'])).toBe('ror');
    expect(detectBulkIdType(['A1', '0000-0001-6187-6610'])).toBe('openalex');
  });

  it('gives null for no entries', () => {
    expect(detectBulkIdType([])).toBeNull();
  });
});

describe('prefixing bare OpenAlex ids', () => {
  it("prefixes ids starting with a digit with the entity's upper-cased first letter", () => {
    expect(prefixBareOpenAlexIds(['123', 'A456', 'https://openalex.org/A7'], 'authors')).toEqual([
      'A123',
      'A456',
      'https://openalex.org/A7',
    ]);
    expect(prefixBareOpenAlexIds(['9'], 'institutions')).toEqual(['I9']);
  });

  it('prefixes only when the ids are OpenAlex ids', () => {
    expect(parseBulkIds('123\nA4', 'authors')).toEqual({ idType: 'openalex', ids: ['A123', 'A4'] });
    expect(parseBulkIds('0000-0001-6187-6610, 0000-0002-1825-009X', 'authors')).toEqual({
      idType: 'orcid',
      ids: ['0000-0001-6187-6610', '0000-0002-1825-009X'],
    });
    expect(parseBulkIds('  ', 'authors')).toEqual({ idType: null, ids: [] });
  });

  it('builds the check filter with the ids joined by pipes', () => {
    expect(bulkCheckFilter('orcid', ['0000-0001-6187-6610', '0000-0002-1825-009X'])).toBe(
      'orcid:0000-0001-6187-6610|0000-0002-1825-009X',
    );
  });
});
