import { describe, expect, it } from 'vitest';
import {
  entityPath,
  entityTypeOfId,
  isDoi,
  isOrcid,
  isRor,
  normalizeDoi,
  normalizeOrcid,
  normalizeRor,
  parseEntityId,
  toOpenAlexUrl,
  toShortId,
} from './ids.js';

describe('toShortId', () => {
  it.each([
    ['https://openalex.org/W123', 'W123'],
    ['http://openalex.org/W123', 'W123'],
    ['https://api.openalex.org/A5', 'A5'],
    ['w123', 'W123'],
    ['W123', 'W123'],
    ['https://openalex.org/countries/US', 'countries/US'],
    ['works/W123', 'W123'],
    ['  sdgs/3 ', 'sdgs/3'],
  ])('%s → %s', (id, short) => {
    expect(toShortId(id)).toBe(short);
  });

  it('returns text that is no id trimmed and otherwise unchanged', () => {
    expect(toShortId(' not an id ')).toBe('not an id');
  });

  it('builds the full URL and the entity page path', () => {
    expect(toOpenAlexUrl('w123')).toBe('https://openalex.org/W123');
    expect(entityPath('https://openalex.org/I27837315')).toBe('/I27837315');
    expect(entityPath('https://openalex.org/countries/US')).toBe('/countries/US');
  });
});

describe('entity type of an id', () => {
  it.each([
    ['W1', 'works'],
    ['i1', 'institutions'],
    ['V1', 'sources'],
    ['S1', 'sources'],
    ['P1', 'publishers'],
    ['F1', 'funders'],
    ['A1', 'authors'],
    ['C1', 'concepts'],
    ['T10001', 'topics'],
    ['countries/US', 'countries'],
    ['keywords/cancer', 'keywords'],
    ['source-types/journal', 'source-types'],
    ['https://openalex.org/licenses/cc-by', 'licenses'],
  ])('%s is %s', (id, type) => {
    expect(entityTypeOfId(id)).toBe(type);
  });

  it.each(['X1', 'W', '123', 'https://doi.org/10.1/x', ''])('%j is not an entity id', (id) => {
    expect(entityTypeOfId(id)).toBeNull();
  });

  it('says whether an id is native and keeps the value of other ids', () => {
    expect(parseEntityId('W1')).toEqual({ isNative: true, entityType: 'works', shortId: 'W1' });
    expect(parseEntityId('Countries/US')).toEqual({
      isNative: false,
      entityType: 'countries',
      value: 'US',
      shortId: 'countries/US',
    });
    expect(parseEntityId('works/doi:10.1/abc')).toMatchObject({ isNative: false, value: 'doi:10.1/abc' });
  });
});

describe('external ids', () => {
  it('recognises ORCIDs as four groups of four digits, the last possibly X', () => {
    expect(isOrcid('0000-0001-6187-6610')).toBe(true);
    expect(isOrcid('0000-0002-1825-009X')).toBe(true);
    expect(isOrcid('0000-0002-1825-009x')).toBe(true);
    expect(isOrcid('https://orcid.org/0000-0001-6187-6610')).toBe(true);
    expect(isOrcid('0000-0001-6187-661')).toBe(false);
    expect(isOrcid('0000000161876610')).toBe(false);
    expect(isOrcid('0000-000X-6187-6610')).toBe(false);
  });

  it('recognises RORs as nine characters starting with 0', () => {
    expect(isRor('05ppvf150')).toBe(true);
    expect(isRor('https://ror.org/05ppvf150')).toBe(true);
    expect(isRor('15ppvf150')).toBe(false);
    expect(isRor('05ppvf15')).toBe(false);
    expect(isRor('05ppvf1500')).toBe(false);
  });

  it('recognises DOIs with or without their prefixes', () => {
    expect(isDoi('10.7717/peerj.4375')).toBe(true);
    expect(isDoi('doi:10.7717/peerj.4375')).toBe(true);
    expect(isDoi('https://doi.org/10.7717/peerj.4375')).toBe(true);
    expect(isDoi('11.7717/peerj.4375')).toBe(false);
    expect(isDoi('10.7717')).toBe(false);
  });

  it('normalises a DOI to a lower-case https://doi.org/ URL', () => {
    expect(normalizeDoi('10.7717/PeerJ.4375')).toBe('https://doi.org/10.7717/peerj.4375');
    expect(normalizeDoi('doi:10.1/x')).toBe('https://doi.org/10.1/x');
    expect(normalizeDoi(' http://dx.doi.org/10.1/x ')).toBe('https://doi.org/10.1/x');
    expect(normalizeDoi('https://doi.org/10.1/x')).toBe('https://doi.org/10.1/x');
    expect(normalizeDoi('not a doi')).toBeNull();
  });

  it('normalises ORCIDs and RORs to their URLs', () => {
    expect(normalizeOrcid('0000-0002-1825-009x')).toBe('https://orcid.org/0000-0002-1825-009X');
    expect(normalizeOrcid('nope')).toBeNull();
    expect(normalizeRor('https://ror.org/05PPVF150')).toBe('https://ror.org/05ppvf150');
    expect(normalizeRor('nope')).toBeNull();
  });
});
