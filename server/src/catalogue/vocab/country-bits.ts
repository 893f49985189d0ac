/**
 * Country filters over a million works: `list_contains(w_countries, 'US')` compares strings in
 * every work's country list (about 35 ms at 1M works), while a bit test on one integer column
 * costs about 2 ms. Each work therefore also stores `w_country_bits`, one bit per country of
 * this list (the countries with the most research output, so nearly every country filter people
 * use is a bit test); countries outside it are filtered through the list.
 *
 * 53 bits, so the mask is an exact JavaScript number and plain JSON. The list is written into
 * each catalogue (table `country_bits`) when it is built, and queries use the catalogue's copy:
 * a catalogue built with another list, or without one, is still filtered correctly.
 */
export const BIT_COUNTRIES: readonly string[] = [
  'US', 'CN', 'GB', 'DE', 'JP', 'FR', 'IN', 'IT', 'CA', 'ES', 'AU', 'BR', 'KR', 'RU',
  'NL', 'ID', 'PL', 'IR', 'TR', 'CH', 'SE', 'TW', 'MX', 'BE', 'DK', 'AT', 'PT', 'MY',
  'ZA', 'NO', 'IL', 'FI', 'CZ', 'EG', 'SA', 'PK', 'GR', 'NG', 'SG', 'UA', 'NZ', 'AR',
  'HK', 'TH', 'CL', 'CO', 'RO', 'IE', 'HU', 'VN', 'BD', 'PE', 'RS',
]; // prettier-ignore

export const BIT_COUNTRY_INDEX: ReadonlyMap<string, number> = new Map(BIT_COUNTRIES.map((code, i) => [code, i]));

/** The bit mask of a work's countries (0 when none of them has a bit). */
export function countryBits(countries: readonly string[], index: ReadonlyMap<string, number> = BIT_COUNTRY_INDEX) {
  let mask = 0;
  for (const code of countries) {
    const bit = index.get(code);
    if (bit !== undefined && Math.floor(mask / 2 ** bit) % 2 === 0) mask += 2 ** bit;
  }
  return mask;
}
