/**
 * Number display. Every function takes an optional BCP 47 locale (en-US by default) so the app can
 * follow the reader's locale later without touching call sites. Non-finite input gives '' because
 * empty values are hidden rather than shown as 'NaN'.
 */

export const DEFAULT_LOCALE = 'en-US';

/** Counts above this are estimates in the product's eyes and are shown as 'about …' / '~…'. */
export const APPROXIMATE_COUNT_THRESHOLD = 10_000;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, kind: 'plain' | 'compact' | 'integer' | 'cents'): Intl.NumberFormat {
  const cacheKey = `${locale}|${kind}`;
  let cached = formatters.get(cacheKey);
  if (!cached) {
    const options: Intl.NumberFormatOptions =
      kind === 'compact'
        ? { notation: 'compact', maximumFractionDigits: 0 }
        : kind === 'integer'
          ? { maximumFractionDigits: 0 }
          : kind === 'cents'
            ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
            : {};
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(cacheKey, cached);
  }
  return cached;
}

/**
 * en-US integers (nearly every number the app shows: counts) are formatted by hand: the first
 * `Intl.NumberFormat` of a kind costs several milliseconds of locale data loading, inside the
 * first render of a results page. The output is the same (format-number.test compares them).
 */
function isPlainInteger(value: number, locale: string): boolean {
  return locale === DEFAULT_LOCALE && Number.isSafeInteger(value) && !Object.is(value, -0);
}

function groupDigits(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

const COMPACT_UNITS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
];

/** en-US compact notation without fractions for integers below 10^15 (Intl's rounding: half away from zero). */
function compactInteger(value: number): string {
  const magnitude = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  for (const [index, unit] of COMPACT_UNITS.entries()) {
    if (magnitude < unit.size) continue;
    const rounded = Math.round(magnitude / unit.size);
    // 999,600 rounds to 1000K, which Intl writes as 1M
    if (rounded === 1000 && index > 0) return `${sign}1${COMPACT_UNITS[index - 1]!.suffix}`;
    return `${sign}${rounded}${unit.suffix}`;
  }
  return `${sign}${magnitude}`;
}

/** 1234567 → '1,234,567' (en-US), '1.234.567' (de-DE). */
export function formatNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(value)) return '';
  if (isPlainInteger(value, locale)) return groupDigits(value);
  return formatter(locale, 'plain').format(value);
}

/** Number shortening with precision 0: 999 → '999', 1234 → '1K', 1500 → '2K', 1234567 → '1M'. */
export function shortenNumber(value: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(value)) return '';
  if (isPlainInteger(value, locale) && Math.abs(value) < 1e15) return compactInteger(value);
  return formatter(locale, 'compact').format(value);
}

/** True for counts over 10,000 (10,000 itself is still shown exactly). */
export function isApproximateCount(count: number): boolean {
  return Number.isFinite(count) && Math.abs(count) > APPROXIMATE_COUNT_THRESHOLD;
}

/** Result counts in words: 9999 → '9,999', 12345 → 'about 12K'. */
export function formatCount(count: number, locale: string = DEFAULT_LOCALE): string {
  return isApproximateCount(count) ? `about ${shortenNumber(count, locale)}` : formatNumber(count, locale);
}

/** Result counts where space is short (chips, tabs): 9999 → '9,999', 12345 → '~12K'. */
export function formatCountCompact(count: number, locale: string = DEFAULT_LOCALE): string {
  return isApproximateCount(count) ? `~${shortenNumber(count, locale)}` : formatNumber(count, locale);
}

/** US-dollar amounts with a $ prefix: 1234 → '$1,234', 12.5 → '$12.50', -5 → '-$5'. */
export function formatCurrency(value: number, locale: string = DEFAULT_LOCALE): string {
  if (!Number.isFinite(value)) return '';
  const magnitude = Math.abs(value);
  const digits = formatter(locale, Number.isInteger(magnitude) ? 'integer' : 'cents').format(magnitude);
  return `${value < 0 ? '-' : ''}$${digits}`;
}
