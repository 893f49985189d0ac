/**
 * The fixed vocabularies a question can name without the catalogue: countries, continents,
 * languages, SDGs, work/source/institution types, open-access statuses and the topic taxonomy.
 * Each entry is a lower-case phrase and the filter value it stands for. All reference lists come
 * from the catalogue's own vocabularies, so a name means here what it means in the data.
 */
import { CONTINENTS, COUNTRIES } from '../../catalogue/vocab/geo.js';
import { LANGUAGES } from '../../catalogue/vocab/languages.js';
import { SDGS } from '../../catalogue/vocab/sdgs.js';
import { DOMAINS, FIELDS, SUBFIELDS } from '../../catalogue/vocab/taxonomy.js';
import { ALL_WORK_TYPES } from '../../catalogue/vocab/work-types.js';

export interface Phrase {
  /** lower-case words as they appear in a question */
  phrase: string;
  value: string;
}

const lower = (text: string) => text.toLowerCase();

/** Names people use that differ from the list's ('USA', 'Britain'); matched case-insensitively. */
const COUNTRY_ALIASES: Record<string, string> = {
  'united states of america': 'US',
  usa: 'US',
  america: 'US',
  'united kingdom': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'the netherlands': 'NL',
  holland: 'NL',
  korea: 'KR',
  'south korea': 'KR',
  russia: 'RU',
  iran: 'IR',
  vietnam: 'VN',
  'czech republic': 'CZ',
  czechia: 'CZ',
  turkey: 'TR',
  taiwan: 'TW',
};

/** Adjectives of the countries and continents that publish most ('German works'). */
const DEMONYMS: Record<string, string> = {
  american: 'US', british: 'GB', german: 'DE', french: 'FR', japanese: 'JP', chinese: 'CN',
  canadian: 'CA', australian: 'AU', indian: 'IN', italian: 'IT', spanish: 'ES', brazilian: 'BR',
  korean: 'KR', 'south korean': 'KR', russian: 'RU', dutch: 'NL', swiss: 'CH', swedish: 'SE',
  mexican: 'MX', belgian: 'BE', danish: 'DK', austrian: 'AT', portuguese: 'PT', polish: 'PL',
  iranian: 'IR', turkish: 'TR', norwegian: 'NO', finnish: 'FI', israeli: 'IL', irish: 'IE',
  greek: 'GR', egyptian: 'EG', nigerian: 'NG', 'south african': 'ZA', ukrainian: 'UA',
  argentinian: 'AR', chilean: 'CL', colombian: 'CO', indonesian: 'ID', pakistani: 'PK',
  'new zealand': 'NZ', singaporean: 'SG', malaysian: 'MY', thai: 'TH', vietnamese: 'VN',
  kenyan: 'KE', ghanaian: 'GH', ethiopian: 'ET', moroccan: 'MA', tunisian: 'TN', algerian: 'DZ',
  saudi: 'SA', emirati: 'AE', qatari: 'QA', peruvian: 'PE', venezuelan: 'VE', cuban: 'CU',
  filipino: 'PH', bangladeshi: 'BD', nepali: 'NP', 'sri lankan': 'LK', hungarian: 'HU', czech: 'CZ',
  slovak: 'SK', romanian: 'RO', bulgarian: 'BG', serbian: 'RS', croatian: 'HR', slovenian: 'SI',
  estonian: 'EE', latvian: 'LV', lithuanian: 'LT', icelandic: 'IS', ugandan: 'UG', tanzanian: 'TZ',
}; // prettier-ignore

/** Abbreviations only trusted in capitals: 'US' in lower case is the pronoun. */
export const COUNTRY_CAPITALS: Record<string, string> = { US: 'US', USA: 'US', 'U.S.': 'US', UK: 'GB', 'U.K.': 'GB' };

/** 'the EU' is taken for Europe, as the suites' own example reads it. */
export const CONTINENT_CAPITALS: Record<string, string> = { EU: 'Q46' };

export const COUNTRY_PHRASES: Phrase[] = [
  ...COUNTRIES.map((c) => ({ phrase: lower(c.display_name), value: `countries/${c.id}` })),
  ...Object.entries(COUNTRY_ALIASES).map(([phrase, code]) => ({ phrase, value: `countries/${code}` })),
];

export const COUNTRY_ADJECTIVES: Phrase[] = Object.entries(DEMONYMS).map(([phrase, code]) => ({
  phrase,
  value: `countries/${code}`,
}));

export const CONTINENT_PHRASES: Phrase[] = [
  ...CONTINENTS.map((c) => ({ phrase: lower(c.display_name), value: `continents/${c.id}` })),
  { phrase: 'african', value: 'continents/Q15' },
  { phrase: 'european', value: 'continents/Q46' },
  { phrase: 'asian', value: 'continents/Q48' },
  { phrase: 'north american', value: 'continents/Q49' },
  { phrase: 'south american', value: 'continents/Q18' },
  { phrase: 'latin america', value: 'continents/Q18' },
];

export const LANGUAGE_PHRASES: Phrase[] = LANGUAGES.filter((l) => l.display_name.length > 3).map((l) => ({
  phrase: lower(l.display_name),
  value: `languages/${l.id}`,
}));

/** SDG names, with the everyday names of a few goals ('climate change' is goal 13). */
export const SDG_PHRASES: Phrase[] = [
  ...SDGS.map((s) => ({ phrase: lower(s.display_name).replace(/-/g, ' '), value: `sdgs/${s.id}` })),
  { phrase: 'climate change', value: 'sdgs/13' },
  { phrase: 'good health and wellbeing', value: 'sdgs/3' },
  { phrase: 'good health', value: 'sdgs/3' },
];

/** Work types by their plural and singular nouns; 'theses' and 'PhD' are dissertations. */
const TYPE_NOUNS: Record<string, string> = {
  'journal articles': 'article', 'journal article': 'article', articles: 'article', article: 'article',
  'book chapters': 'book-chapter', 'book chapter': 'book-chapter', chapters: 'book-chapter',
  datasets: 'dataset', dataset: 'dataset', 'data sets': 'dataset',
  preprints: 'preprint', preprint: 'preprint', dissertations: 'dissertation', dissertation: 'dissertation',
  theses: 'dissertation', thesis: 'dissertation', phd: 'dissertation', 'graduate work': 'dissertation',
  books: 'book', book: 'book', reviews: 'review', review: 'review', letters: 'letter',
  editorials: 'editorial', editorial: 'editorial', errata: 'erratum', erratum: 'erratum',
  retractions: 'retraction', retraction: 'retraction', retracted: 'retraction', reports: 'report',
  report: 'report', software: 'software', standards: 'standard', 'peer reviews': 'peer-review',
  'conference papers': 'conference-paper', 'reference entries': 'reference-entry',
}; // prettier-ignore

export const WORK_TYPE_PHRASES: Phrase[] = [
  ...Object.entries(TYPE_NOUNS).map(([phrase, id]) => ({ phrase, value: `types/${id}` })),
  // 'database' and 'other' read as everyday words ('all works in the database')
  ...ALL_WORK_TYPES.filter((t) => !['database', 'other'].includes(t.id)).map((t) => ({
    phrase: t.id.replace(/-/g, ' '),
    value: `types/${t.id}`,
  })),
];

export const SOURCE_TYPE_PHRASES: Phrase[] = [
  { phrase: 'journals', value: 'source-types/journal' },
  { phrase: 'journal', value: 'source-types/journal' },
  { phrase: 'repositories', value: 'source-types/repository' },
  { phrase: 'repository', value: 'source-types/repository' },
  { phrase: 'conferences', value: 'source-types/conference' },
  { phrase: 'conference', value: 'source-types/conference' },
  { phrase: 'book series', value: 'source-types/book series' },
  { phrase: 'ebook platforms', value: 'source-types/ebook platform' },
];

export const INSTITUTION_TYPE_PHRASES: Phrase[] = [
  { phrase: 'universities', value: 'institution-types/education' },
  { phrase: 'university', value: 'institution-types/education' },
  { phrase: 'educational', value: 'institution-types/education' },
  { phrase: 'education', value: 'institution-types/education' },
  { phrase: 'academic', value: 'institution-types/education' },
  { phrase: 'colleges', value: 'institution-types/education' },
  { phrase: 'companies', value: 'institution-types/company' },
  { phrase: 'company', value: 'institution-types/company' },
  { phrase: 'corporate', value: 'institution-types/company' },
  { phrase: 'industry', value: 'institution-types/company' },
  { phrase: 'hospitals', value: 'institution-types/healthcare' },
  { phrase: 'healthcare', value: 'institution-types/healthcare' },
  { phrase: 'government', value: 'institution-types/government' },
  { phrase: 'governmental', value: 'institution-types/government' },
  { phrase: 'nonprofits', value: 'institution-types/nonprofit' },
  { phrase: 'nonprofit', value: 'institution-types/nonprofit' },
  { phrase: 'facilities', value: 'institution-types/facility' },
  { phrase: 'archives', value: 'institution-types/archive' },
];

export const OA_STATUSES = ['gold', 'green', 'bronze', 'hybrid', 'diamond', 'closed'] as const;

/**
 * Fields, subfields and domains by name; a field is also found by the words before its first
 * comma or 'and' ('business' → Business, Management and Accounting) when that part is unique.
 */
export interface TaxonomyPhrase extends Phrase {
  level: 'field' | 'subfield' | 'domain';
}

function taxonomyPhrases(): TaxonomyPhrase[] {
  const out: TaxonomyPhrase[] = [];
  const add = (level: TaxonomyPhrase['level'], name: string, value: string) => {
    const phrase = lower(name).replace(/,/g, '');
    // one-word subfields ('Development', 'Research') are everyday words: only with 'subfield'
    if (level === 'subfield' && !phrase.includes(' ')) out.push({ level, phrase: `${phrase} subfield`, value });
    else out.push({ level, phrase, value });
    const head = lower(name)
      .split(/,| and /)[0]!
      .trim();
    if (level === 'field' && head !== lower(name) && head.length > 4) out.push({ level, phrase: head, value });
  };
  for (const d of DOMAINS) add('domain', d.display_name, `domains/${d.id}`);
  for (const f of FIELDS) add('field', f.display_name, `fields/${f.id}`);
  for (const s of SUBFIELDS) add('subfield', s.display_name, `subfields/${s.id}`);
  // a short name shared by two entries names neither
  const seen = new Map<string, number>();
  for (const p of out) seen.set(p.phrase, (seen.get(p.phrase) ?? 0) + 1);
  const unique = out.filter((p, i) => {
    const full = out.findIndex((q) => q.phrase === p.phrase);
    return seen.get(p.phrase) === 1 || full === i;
  });
  return unique;
}

export const TAXONOMY_PHRASES: TaxonomyPhrase[] = taxonomyPhrases();

/** Longest phrase first, so 'south korea' wins over 'korea'. */
export function byLength<T extends { phrase: string }>(list: T[]): T[] {
  return [...list].sort((a, b) => b.phrase.length - a.phrase.length);
}
