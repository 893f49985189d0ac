/**
 * Official (ISO 3166 / UN) country names as OpenAlex and other sources give them, mapped to the
 * names people use. Keys are lower case; names not listed are returned unchanged.
 */
const SHORT_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  'united states of america': 'United States',
  'united kingdom of great britain and northern ireland': 'United Kingdom',
  'russian federation': 'Russia',
  'korea, republic of': 'South Korea',
  'republic of korea': 'South Korea',
  "korea, democratic people's republic of": 'North Korea',
  "democratic people's republic of korea": 'North Korea',
  'iran, islamic republic of': 'Iran',
  'iran (islamic republic of)': 'Iran',
  'venezuela, bolivarian republic of': 'Venezuela',
  'venezuela (bolivarian republic of)': 'Venezuela',
  'bolivia, plurinational state of': 'Bolivia',
  'bolivia (plurinational state of)': 'Bolivia',
  'tanzania, united republic of': 'Tanzania',
  'united republic of tanzania': 'Tanzania',
  'moldova, republic of': 'Moldova',
  'republic of moldova': 'Moldova',
  'micronesia, federated states of': 'Micronesia',
  'micronesia (federated states of)': 'Micronesia',
  'taiwan, province of china': 'Taiwan',
  'palestine, state of': 'Palestine',
  'state of palestine': 'Palestine',
  'syrian arab republic': 'Syria',
  "lao people's democratic republic": 'Laos',
  'viet nam': 'Vietnam',
  'brunei darussalam': 'Brunei',
  'holy see (vatican city state)': 'Vatican City',
  'macedonia, the former yugoslav republic of': 'North Macedonia',
  'the former yugoslav republic of macedonia': 'North Macedonia',
  'congo, the democratic republic of the': 'Democratic Republic of the Congo',
  'netherlands (kingdom of the)': 'Netherlands',
};

/** 'United States of America' → 'United States'; unknown names come back as given. */
export function shortenCountryName(name: string): string {
  const key = name.trim().replace(/\s+/g, ' ').replace(/’/g, "'").toLowerCase();
  return SHORT_COUNTRY_NAMES[key] ?? name;
}
