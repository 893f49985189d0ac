import { describe, expect, it } from 'vitest';
import { shortenCountryName } from './country-name.js';

describe('shortenCountryName', () => {
  it.each([
    ['United States of America', 'United States'],
    ['United Kingdom of Great Britain and Northern Ireland', 'United Kingdom'],
    ['Russian Federation', 'Russia'],
    ['Korea, Republic of', 'South Korea'],
    ["Korea, Democratic People's Republic of", 'North Korea'],
    ['Iran (Islamic Republic of)', 'Iran'],
    ['Viet Nam', 'Vietnam'],
    ['Taiwan, Province of China', 'Taiwan'],
  ])('%s → %s', (official, short) => {
    expect(shortenCountryName(official)).toBe(short);
  });

  it('ignores case, extra spaces and typographic apostrophes', () => {
    expect(shortenCountryName('  united states  of america ')).toBe('United States');
    expect(shortenCountryName('Korea, Democratic People’s Republic of')).toBe('North Korea');
  });

  it('returns other names unchanged', () => {
    expect(shortenCountryName('France')).toBe('France');
    expect(shortenCountryName('United States')).toBe('United States');
  });
});
