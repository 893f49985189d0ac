import { describe, it, expect } from 'vitest';
import { continents as packageContinents } from 'countries-list';
import {
  DOMAINS,
  FIELDS,
  SUBFIELDS,
  fieldById,
  domainById,
  subfieldById,
  subfieldsOfField,
  fieldsOfDomain,
} from './taxonomy.js';
import { SDGS, sdgUri, parseSdgId } from './sdgs.js';
import { WORK_TYPES, EMERGING_WORK_TYPES, ALL_WORK_TYPES, workTypeFromCrossref, workTypeById } from './work-types.js';
import { SOURCE_TYPES, parseSourceType, sourceTypeUrl } from './source-types.js';
import { INSTITUTION_TYPES, isInstitutionTypeId } from './institution-types.js';
import { LICENSES, licenseById, normaliseLicense } from './licenses.js';
import { LANGUAGES, languageName, isLanguageCode } from './languages.js';
import {
  COUNTRIES,
  CONTINENTS,
  GLOBAL_SOUTH_CODES,
  countryName,
  continentOf,
  parseContinent,
  countryByCode,
} from './geo.js';
import { ROOT_CONCEPTS, rootConceptsForField } from './concepts-level0.js';
import { FIELD_TERMS, termsForField } from './field-terms.js';
import {
  STUDY_NOUNS,
  METHODS,
  METHODS_BY_DOMAIN,
  POPULATIONS_BY_DOMAIN,
  FINDINGS,
  TITLE_TEMPLATES,
  ABSTRACT_SENTENCE_TEMPLATES,
  ABSTRACT_TEMPLATES_BY_ROLE,
  TEMPLATE_SLOTS,
  fillTemplate,
  indefiniteArticle,
} from './text-templates.js';

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

describe('taxonomy', () => {
  it('has 4 domains, 26 fields (ASJC 11..36) and 252 subfields', () => {
    expect(DOMAINS.map((d) => d.id)).toEqual([1, 2, 3, 4]);
    expect(FIELDS).toHaveLength(26);
    expect(FIELDS.map((f) => f.id)).toEqual(Array.from({ length: 26 }, (_, i) => i + 11));
    expect(SUBFIELDS).toHaveLength(252);
  });

  it('links every field to a domain and every subfield to a field', () => {
    for (const f of FIELDS) expect(domainById(f.domain_id), f.display_name).toBeDefined();
    for (const s of SUBFIELDS) expect(fieldById(s.field_id), s.display_name).toBeDefined();
    for (const d of DOMAINS) expect(fieldsOfDomain(d.id).length).toBeGreaterThan(0);
    for (const f of FIELDS) expect(subfieldsOfField(f.id).length, f.display_name).toBeGreaterThan(0);
  });

  it('uses unique subfield ids inside their field ASJC range, never a miscellaneous code', () => {
    expect(unique(SUBFIELDS.map((s) => s.id))).toBe(true);
    for (const s of SUBFIELDS) {
      expect(Math.floor(s.id / 100), `${s.id} ${s.display_name}`).toBe(s.field_id);
      expect(s.id % 100, `${s.id} is an xx01 miscellaneous code`).not.toBe(1);
    }
    const ids = SUBFIELDS.map((s) => s.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('has the known fixed points', () => {
    expect(subfieldById(1702)?.display_name).toBe('Artificial Intelligence');
    expect(subfieldById(1804)?.display_name).toBe('Statistics, Probability and Uncertainty');
    expect(subfieldById(1802)?.display_name).toBe('Information Systems and Management');
    expect(fieldById(17)).toMatchObject({ display_name: 'Computer Science', domain_id: 3 });
    expect(fieldById(27)).toMatchObject({ display_name: 'Medicine', domain_id: 4 });
    expect(fieldsOfDomain(1).map((f) => f.id)).toEqual([11, 13, 24, 28, 30]);
    expect(subfieldsOfField(27)).toHaveLength(42);
  });
});

describe('SDGs', () => {
  it('has the 17 goals with UN URIs', () => {
    expect(SDGS.map((s) => s.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(SDGS[0]?.display_name).toBe('No poverty');
    expect(sdgUri(3)).toBe('https://metadata.un.org/sdg/3');
    expect(parseSdgId('https://metadata.un.org/sdg/13')).toBe(13);
    expect(parseSdgId('sdgs/2')).toBe(2);
    expect(parseSdgId(18)).toBeUndefined();
  });
});

describe('work, source and institution types', () => {
  it('has the 22 classic work types and the emerging ones, all display_name === id', () => {
    expect(WORK_TYPES).toHaveLength(22);
    expect(EMERGING_WORK_TYPES).toHaveLength(5);
    expect(unique(ALL_WORK_TYPES.map((t) => t.id))).toBe(true);
    for (const t of ALL_WORK_TYPES) expect(t.display_name).toBe(t.id);
    expect(workTypeById('Article')?.id).toBe('article');
  });

  it('maps Crossref types onto one work type each', () => {
    const crossref = WORK_TYPES.flatMap((t) => t.crossref_types);
    expect(unique(crossref)).toBe(true);
    expect(workTypeFromCrossref('journal-article')).toBe('article');
    expect(workTypeFromCrossref('posted-content')).toBe('preprint');
    expect(workTypeFromCrossref('book-chapter')).toBe('book-chapter');
    expect(workTypeFromCrossref('component')).toBe('supplementary-materials');
    expect(workTypeFromCrossref('something-new')).toBe('other');
  });

  it('parses source types in every spelling', () => {
    expect(SOURCE_TYPES).toHaveLength(7);
    expect(parseSourceType('ebook-platform')?.id).toBe('ebook platform');
    expect(parseSourceType('https://openalex.org/source-types/book%20series')?.id).toBe('book series');
    expect(parseSourceType('Journal')?.slug).toBe('journal');
    expect(parseSourceType('magazine')).toBeUndefined();
    expect(sourceTypeUrl('ebook platform')).toBe('https://openalex.org/source-types/ebook%20platform');
  });

  it('has the 9 institution types', () => {
    expect(INSTITUTION_TYPES.map((t) => t.id).sort()).toEqual([
      'archive',
      'company',
      'education',
      'facility',
      'funder',
      'government',
      'healthcare',
      'nonprofit',
      'other',
    ]);
    expect(isInstitutionTypeId('funder')).toBe(true);
    expect(isInstitutionTypeId('university')).toBe(false);
  });
});

describe('licenses', () => {
  it('has OpenAlex ids, with urls for all but the catch-alls', () => {
    expect(LICENSES).toHaveLength(14);
    expect(unique(LICENSES.map((l) => l.id))).toBe(true);
    for (const l of LICENSES) {
      if (l.spdx_id === null) expect(l.url).toBeNull();
      else expect(l.url, l.id).toMatch(/^https?:\/\//);
    }
    expect(licenseById('public-domain')?.display_name).toBe('public domain (CC0)');
  });

  it('normalises upstream licence strings', () => {
    expect(normaliseLicense('CC-BY-4.0')).toBe('cc-by');
    expect(normaliseLicense('cc by-nc-nd')).toBe('cc-by-nc-nd');
    expect(normaliseLicense('https://creativecommons.org/licenses/by-nc-sa/3.0/igo/')).toBe('cc-by-nc-sa');
    expect(normaliseLicense('http://creativecommons.org/publicdomain/zero/1.0/')).toBe('public-domain');
    expect(normaliseLicense('cc0')).toBe('public-domain');
    expect(normaliseLicense('Apache-2.0')).toBe('apache-2-0');
    expect(normaliseLicense('GPL-3.0-or-later')).toBe('gpl-v3');
    expect(normaliseLicense('implied-oa')).toBe('other-oa');
    expect(normaliseLicense('elsevier-specific: oa user license')).toBe('publisher-specific-oa');
    expect(normaliseLicense('all rights reserved')).toBeUndefined();
  });
});

describe('languages', () => {
  it('lists ISO 639-1 languages', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(180);
    expect(LANGUAGES.length).toBeLessThanOrEqual(190);
    expect(unique(LANGUAGES.map((l) => l.id))).toBe(true);
    expect(languageName('en')).toBe('English');
    expect(languageName('ZH')).toBe('Chinese');
    expect(languageName('xx')).toBeUndefined();
    expect(isLanguageCode('pt')).toBe(true);
  });
});

describe('geo', () => {
  it('has the seven continents with Wikidata ids', () => {
    expect(CONTINENTS.map((c) => c.id).sort()).toEqual(['Q15', 'Q18', 'Q46', 'Q48', 'Q49', 'Q51', 'Q55643']);
    for (const c of CONTINENTS) {
      expect(packageContinents[c.code as keyof typeof packageContinents]).toBe(c.display_name);
    }
    expect(parseContinent('south_america')?.id).toBe('Q18');
    expect(parseContinent('https://openalex.org/continents/Q55643')?.display_name).toBe('Oceania');
  });

  it('has ~250 countries, each on a known continent', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.length).toBeLessThanOrEqual(252);
    expect(unique(COUNTRIES.map((c) => c.id))).toBe(true);
    const continentIds = new Set<string>(CONTINENTS.map((c) => c.id));
    for (const c of COUNTRIES) {
      expect(c.id).toMatch(/^[A-Z]{2}$/);
      expect(continentIds.has(c.continent_id), c.id).toBe(true);
    }
    expect(countryName('us')).toBe('United States');
    expect(continentOf('FR')?.display_name).toBe('Europe');
    expect(continentOf('TL')?.display_name).toBe('Asia');
    expect(countryByCode('AC')).toBeUndefined();
  });

  it('flags a plausible Global South', () => {
    for (const code of GLOBAL_SOUTH_CODES) expect(countryByCode(code), code).toBeDefined();
    for (const code of ['BR', 'IN', 'CN', 'NG', 'ZA', 'MX', 'ID', 'FJ']) {
      expect(countryByCode(code)?.is_global_south, code).toBe(true);
    }
    for (const code of ['US', 'GB', 'DE', 'JP', 'KR', 'AU', 'NZ', 'IL', 'SG', 'TW']) {
      expect(countryByCode(code)?.is_global_south, code).toBe(false);
    }
    const south = COUNTRIES.filter((c) => c.is_global_south).length;
    expect(south).toBeGreaterThan(120);
    expect(south).toBeLessThan(150);
  });
});

describe('root concepts', () => {
  it('has the 19 level-0 concepts, and every field has one', () => {
    expect(ROOT_CONCEPTS).toHaveLength(19);
    expect(unique(ROOT_CONCEPTS.map((c) => c.id))).toBe(true);
    expect(unique(ROOT_CONCEPTS.map((c) => c.wikidata_id))).toBe(true);
    for (const c of ROOT_CONCEPTS) {
      expect(c.id).toMatch(/^C\d+$/);
      expect(c.wikidata_id).toMatch(/^Q\d+$/);
      for (const f of c.field_ids) expect(fieldById(f), `${c.display_name} → ${f}`).toBeDefined();
    }
    for (const f of FIELDS) expect(rootConceptsForField(f.id).length, f.display_name).toBeGreaterThan(0);
    expect(rootConceptsForField(17)[0]?.id).toBe('C41008148');
  });
});

describe('field terms and templates', () => {
  it('gives every field at least 30 distinct terms', () => {
    for (const f of FIELDS) {
      const terms = termsForField(f.id);
      expect(terms.length, f.display_name).toBeGreaterThanOrEqual(30);
      expect(unique(terms), f.display_name).toBe(true);
    }
    expect(Object.keys(FIELD_TERMS)).toHaveLength(26);
    expect(termsForField(99)).toEqual([]);
  });

  it('has per-domain methods and populations for every domain', () => {
    for (const d of DOMAINS) {
      expect(METHODS_BY_DOMAIN[d.id].length).toBeGreaterThanOrEqual(10);
      expect(POPULATIONS_BY_DOMAIN[d.id].length).toBeGreaterThanOrEqual(10);
    }
    expect(METHODS.length).toBeGreaterThan(50);
    expect(STUDY_NOUNS.length).toBeGreaterThan(10);
    expect(FINDINGS.length).toBeGreaterThan(10);
  });

  it('uses only known slots and fills every template', () => {
    expect(TITLE_TEMPLATES.length).toBeGreaterThanOrEqual(20);
    expect(ABSTRACT_SENTENCE_TEMPLATES.length).toBeGreaterThanOrEqual(25);
    expect(ABSTRACT_SENTENCE_TEMPLATES.length).toBe(
      Object.values(ABSTRACT_TEMPLATES_BY_ROLE).reduce((n, list) => n + list.length, 0),
    );
    const values = {
      term: 'federated learning',
      term2: 'edge computing',
      method: 'deep learning',
      population: 'urban sensor networks',
      finding: 'a non-linear relationship',
      study_noun: 'analysis',
      adjective: 'integrated',
      aspect: 'determinants',
      count: 412,
    };
    expect(Object.keys(values).sort()).toEqual([...TEMPLATE_SLOTS].sort());
    for (const template of [...TITLE_TEMPLATES, ...ABSTRACT_SENTENCE_TEMPLATES]) {
      const out = fillTemplate(template, values);
      expect(out, template).not.toMatch(/[{}]/);
      expect(out.charAt(0), template).toMatch(/[A-Z]/);
    }
    expect(fillTemplate('{a:adjective} {study_noun}', values)).toBe('An integrated analysis');
    expect(() => fillTemplate('{term} and {nope}', values)).toThrow(/nope/);
    expect(indefiniteArticle('unified')).toBe('a');
    expect(indefiniteArticle('adaptive')).toBe('an');
  });
});
