/**
 * Title-casing for facet, column and entity names. Acronyms stay in capitals whatever case they
 * arrive in (also in the plural: 'orcids' → 'ORCIDs'); small words are lower-cased unless they come
 * first; other words get a capital first letter and keep the rest as written ('OpenAlex').
 */

/** The spec's list (ROR … FWCI) plus acronyms that appear in OpenAlex column names (ID, APC, USD, URL…). */
export const TITLE_CASE_ACRONYMS = [
  'ROR',
  'ORCID',
  'DOI',
  'OA',
  'ISSN',
  'DOAJ',
  'SDG',
  'FWCI',
  'ID',
  'APC',
  'USD',
  'URL',
  'PDF',
  'API',
] as const;

export const TITLE_CASE_SMALL_WORDS = [
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'by',
  'with',
  'from',
  'as',
  'per',
  'via',
  'vs',
] as const;

const acronyms = new Set<string>(TITLE_CASE_ACRONYMS);
const smallWords = new Set<string>(TITLE_CASE_SMALL_WORDS);
// A word is a run of letters, digits and apostrophes, so 'h-index' is two words and "don't" one.
const WORD = /[\p{L}\p{N}'’]+/gu;

function acronymOf(word: string): string | undefined {
  const upper = word.toUpperCase();
  if (acronyms.has(upper)) return upper;
  if (upper.length > 2 && upper.endsWith('S') && acronyms.has(upper.slice(0, -1))) return `${upper.slice(0, -1)}s`;
  return undefined;
}

/** Upper-cases the first character only: 'works' → 'Works'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'open access works by country' → 'Open Access Works by Country'; 'mean fwci' → 'Mean FWCI'. */
export function titleCase(text: string): string {
  let isFirst = true;
  return text.replace(WORD, (word) => {
    const wasFirst = isFirst;
    isFirst = false;
    const acronym = acronymOf(word);
    if (acronym) return acronym;
    const lower = word.toLowerCase();
    if (!wasFirst && smallWords.has(lower)) return lower;
    return capitalize(word);
  });
}

/** A filter or column key as a label: 'open_access.is_oa' → 'Open Access Is OA'. */
export function keyToLabel(key: string): string {
  return titleCase(key.replace(/[._-]+/g, ' ').trim());
}
