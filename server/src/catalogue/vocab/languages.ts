/**
 * Languages of works (works.language), as ISO 639-1 two-letter codes, from the iso-639-1 package.
 * OpenAlex detects a work's language from its title and abstract and stores the 639-1 code;
 * its display names follow ISO 639-3 wording in places ('Modern Greek (1453-)'), where we keep the
 * package's plain English name ('Greek').
 */
import ISO6391 from 'iso-639-1';

export interface Language {
  id: string;
  display_name: string;
  native_name: string;
}

export const LANGUAGES: readonly Language[] = ISO6391.getAllCodes()
  .map((code) => ({
    id: code,
    display_name: ISO6391.getName(code),
    native_name: ISO6391.getNativeName(code),
  }))
  .sort((a, b) => a.id.localeCompare(b.id));

const BY_CODE: ReadonlyMap<string, Language> = new Map(LANGUAGES.map((l) => [l.id, l]));

/** True for a known ISO 639-1 code (case-insensitive). */
export function isLanguageCode(code: string): boolean {
  return BY_CODE.has(code.trim().toLowerCase());
}

/** 'en' → 'English'; undefined for an unknown code. */
export function languageName(code: string): string | undefined {
  return BY_CODE.get(code.trim().toLowerCase())?.display_name;
}

/**
 * Rough share of scholarly works per language, for the demo catalogue's generator. Shaped like
 * OpenAlex's language distribution (English dominant, then the large national literatures);
 * weights are relative, not percentages.
 */
export const LANGUAGE_WEIGHTS = [
  ['en', 700],
  ['zh', 40],
  ['es', 35],
  ['de', 30],
  ['fr', 30],
  ['ja', 25],
  ['pt', 25],
  ['ru', 20],
  ['ko', 12],
  ['id', 12],
  ['it', 8],
  ['pl', 6],
  ['tr', 6],
  ['nl', 5],
  ['fa', 4],
  ['ar', 4],
  ['uk', 3],
  ['cs', 3],
  ['sv', 2],
  ['hr', 2],
] as const satisfies readonly (readonly [string, number])[];
