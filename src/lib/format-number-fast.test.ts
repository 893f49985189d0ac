import { formatNumber, shortenNumber } from './format-number';

// formatNumber and shortenNumber write en-US integers by hand; they must match Intl exactly.
const plain = new Intl.NumberFormat('en-US');
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 0 });

function samples(): number[] {
  const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1499, 1500, 9999, 10_000, 99_499, 99_500, 999_499, 999_500];
  values.push(999_999, 1_000_000, 1_499_999, 1_500_000, 999_499_999, 999_500_000, 2_147_483_647);
  values.push(999_499_999_999, 999_500_000_000, 1e12, 999_499_999_999_999, 1e15, Number.MAX_SAFE_INTEGER);
  // a fixed pseudo-random spread over every magnitude
  let seed = 12345;
  for (let i = 0; i < 2000; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    values.push(Math.floor((seed / 2 ** 31) * 10 ** ((i % 16) + 1)));
  }
  return [...values, ...values.map((value) => -value)];
}

describe('en-US integers formatted without Intl', () => {
  it('formatNumber matches Intl.NumberFormat', () => {
    for (const value of samples()) expect(formatNumber(value)).toBe(plain.format(value));
  });

  it('shortenNumber matches Intl compact notation', () => {
    for (const value of samples()) expect(shortenNumber(value)).toBe(compact.format(value));
  });

  it('leaves fractions, negative zero and other locales to Intl', () => {
    expect(formatNumber(1234.5678)).toBe(plain.format(1234.5678));
    expect(formatNumber(-0)).toBe(plain.format(-0));
    expect(shortenNumber(1499.5)).toBe(compact.format(1499.5));
    expect(formatNumber(1234567, 'de-DE')).toBe('1.234.567');
  });
});
