/**
 * Countries and continents.
 *
 * Countries come from the countries-list package: every ISO 3166-1 alpha-2 code plus Kosovo
 * (XK, the user-assigned code in common use). Ascension (AC) and Tristan da Cunha (TA) are
 * dropped: they are parts of Saint Helena (SH), not ISO 3166-1 codes. Display names are the
 * package's common English names ('United States', 'United Kingdom'), which is also what
 * OpenAlex shows, with a few overrides to ISO spellings the package simplifies.
 *
 * Continents are OpenAlex's seven, keyed like OpenAlex by Wikidata QID (continents/Q15 = Africa;
 * Oceania is Q55643, not the Q538 "Insular Oceania" item). Each country has one continent: the
 * package's main one, except Timor-Leste, which the package puts in Oceania and the UN (M49)
 * and Wikidata place in South-eastern Asia.
 *
 * is_global_south follows the list OpenAlex cites, the UN Finance Center for South-South
 * Cooperation's Global South countries (broadly the G77 and China): Africa, Latin America and
 * the Caribbean, developing Asia including the Gulf states, and the Pacific island states. We
 * add the G77 members missing from copies of that list (Saint Kitts and Nevis, Saint Lucia,
 * North Korea, the Marshall Islands, Nauru) and, like that list, flag Aruba and Guadeloupe but no
 * other dependent territory. Singapore, although a G77 member, is left out as that list does.
 * Japan, South Korea, Israel, Taiwan, Hong Kong, Macao, Australia and New Zealand are not flagged.
 */
import { countries as packageCountries } from 'countries-list';

export interface Continent {
  id: string;
  display_name: string;
  /** The package's two-letter continent code ('AF', 'OC', …). */
  code: string;
  wikidata: string;
}

export interface Country {
  id: string;
  display_name: string;
  continent_id: string;
  is_global_south: boolean;
}

export const CONTINENTS = [
  { id: 'Q15', display_name: 'Africa', code: 'AF', wikidata: 'https://www.wikidata.org/wiki/Q15' },
  {
    id: 'Q51',
    display_name: 'Antarctica',
    code: 'AN',
    wikidata: 'https://www.wikidata.org/wiki/Q51',
  },
  { id: 'Q48', display_name: 'Asia', code: 'AS', wikidata: 'https://www.wikidata.org/wiki/Q48' },
  { id: 'Q46', display_name: 'Europe', code: 'EU', wikidata: 'https://www.wikidata.org/wiki/Q46' },
  {
    id: 'Q49',
    display_name: 'North America',
    code: 'NA',
    wikidata: 'https://www.wikidata.org/wiki/Q49',
  },
  {
    id: 'Q55643',
    display_name: 'Oceania',
    code: 'OC',
    wikidata: 'https://www.wikidata.org/wiki/Q55643',
  },
  {
    id: 'Q18',
    display_name: 'South America',
    code: 'SA',
    wikidata: 'https://www.wikidata.org/wiki/Q18',
  },
] as const satisfies readonly Continent[];

export type ContinentId = (typeof CONTINENTS)[number]['id'];

/** Codes of the UN FCSSC Global South list (plus the additions explained above). */
// prettier-ignore
export const GLOBAL_SOUTH_CODES: ReadonlySet<string> = new Set([
  // Africa
  'DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CD', 'CG', 'CI', 'DJ', 'EG',
  'GQ', 'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML',
  'MR', 'MU', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD',
  'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW',
  // Latin America and the Caribbean
  'AG', 'AR', 'AW', 'BS', 'BB', 'BZ', 'BO', 'BR', 'CL', 'CO', 'CR', 'CU', 'DM', 'DO', 'EC', 'SV',
  'GD', 'GP', 'GT', 'GY', 'HT', 'HN', 'JM', 'MX', 'NI', 'PA', 'PY', 'PE', 'KN', 'LC', 'VC', 'SR',
  'TT', 'UY', 'VE',
  // Asia, including West and Central Asia
  'AF', 'AZ', 'BH', 'BD', 'BT', 'BN', 'KH', 'CN', 'IN', 'ID', 'IR', 'IQ', 'JO', 'KZ', 'KW', 'KG',
  'LA', 'LB', 'MY', 'MV', 'MN', 'MM', 'NP', 'KP', 'OM', 'PK', 'PS', 'PH', 'QA', 'SA', 'LK', 'SY',
  'TJ', 'TH', 'TL', 'TR', 'TM', 'AE', 'UZ', 'VN', 'YE',
  // Pacific island states
  'FJ', 'KI', 'MH', 'FM', 'NR', 'PW', 'PG', 'WS', 'SB', 'TO', 'TV', 'VU',
]);

/** Codes the package lists that are not ISO 3166-1 countries of their own. */
const EXCLUDED_CODES: ReadonlySet<string> = new Set(['AC', 'TA']);

const CONTINENT_OVERRIDES: Readonly<Record<string, string>> = { TL: 'AS' };

const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  AX: 'Åland Islands',
  BL: 'Saint Barthélemy',
  CI: "Côte d'Ivoire",
  CW: 'Curaçao',
  RE: 'Réunion',
  TL: 'Timor-Leste',
};

const CONTINENT_BY_CODE: ReadonlyMap<string, Continent> = new Map(CONTINENTS.map((c) => [c.code, c]));

function continentIdFor(code: string, packageContinent: string): string {
  const continentCode = CONTINENT_OVERRIDES[code] ?? packageContinent;
  const continent = CONTINENT_BY_CODE.get(continentCode);
  if (!continent) {
    throw new Error(`countries-list gave ${code} an unknown continent ${continentCode}`);
  }
  return continent.id;
}

export const COUNTRIES: readonly Country[] = Object.entries(packageCountries)
  .filter(([code]) => !EXCLUDED_CODES.has(code))
  .map(([code, data]) => ({
    id: code,
    display_name: NAME_OVERRIDES[code] ?? data.name,
    continent_id: continentIdFor(code, data.continent),
    is_global_south: GLOBAL_SOUTH_CODES.has(code),
  }))
  .sort((a, b) => a.id.localeCompare(b.id));

const COUNTRY_BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.id, c]));
const CONTINENT_BY_ID: ReadonlyMap<string, Continent> = new Map(CONTINENTS.map((c) => [c.id, c]));

export function countryByCode(code: string): Country | undefined {
  return COUNTRY_BY_CODE.get(code.trim().toUpperCase());
}

/** 'us' / 'US' → 'United States'; undefined for an unknown code. */
export function countryName(code: string): string | undefined {
  return countryByCode(code)?.display_name;
}

/** 'FR' → the Europe continent; undefined for an unknown code. */
export function continentOf(code: string): Continent | undefined {
  const country = countryByCode(code);
  return country ? CONTINENT_BY_ID.get(country.continent_id) : undefined;
}

export function continentById(id: string): Continent | undefined {
  return CONTINENT_BY_ID.get(id.trim().toUpperCase());
}

/**
 * Accepts what clients send for a continent: the QID ('Q15', 'continents/Q15', the full URL),
 * the English name in any case with '_' or '-' for spaces ('south_america', 'North America'),
 * or the two-letter continent code ('SA').
 */
export function parseContinent(value: string): Continent | undefined {
  const v = value.trim().replace(/^(?:https?:\/\/openalex\.org\/)?continents\//i, '');
  const byId = CONTINENT_BY_ID.get(v.toUpperCase());
  if (byId) return byId;
  const name = v.toLowerCase().replace(/[_-]+/g, ' ');
  return CONTINENTS.find((c) => c.display_name.toLowerCase() === name) ?? CONTINENT_BY_CODE.get(v.toUpperCase());
}
