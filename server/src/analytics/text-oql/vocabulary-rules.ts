/**
 * Rules for the fixed vocabularies a question names: countries (by name, adjective or capital
 * abbreviation), continents, SDGs, languages, source and institution types, fields, subfields and
 * domains. Countries next to the listed rows ('universities in Austria') filter those rows.
 */
import type { OqlLeaf } from '../../../../src/lib/oql/index.js';
import { alternatives, type Sentence } from './sentence.js';
import type { Found } from './values.js';
import {
  byLength,
  CONTINENT_CAPITALS,
  CONTINENT_PHRASES,
  COUNTRY_ADJECTIVES,
  COUNTRY_CAPITALS,
  COUNTRY_PHRASES,
  INSTITUTION_TYPE_PHRASES,
  LANGUAGE_PHRASES,
  SDG_PHRASES,
  SOURCE_TYPE_PHRASES,
  TAXONOMY_PHRASES,
  type Phrase,
} from './vocabulary.js';

const leaf = (column_id: string, value: OqlLeaf['value']): OqlLeaf => ({ column_id, value });

/** The first phrase of a list that the text at `m` spells, ignoring hyphens and spacing. */
function pick<T extends Phrase>(list: T[], text: string): T | undefined {
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[\s-]+/g, ' ')
      .trim();
  return list.find((p) => norm(p.phrase) === norm(text));
}

export function readVocabulary(
  s: Sentence,
  out: Found[],
  rowsCountry: (pos: number, end?: number) => string | undefined,
): void {
  // abbreviations in capitals only
  const capitals: [string, (pos: number) => Found][] = [
    ...Object.entries(COUNTRY_CAPITALS).map(([abbr, code]): [string, (pos: number) => Found] => [
      abbr,
      (pos) => {
        const column = rowsCountry(pos);
        return {
          leaf: leaf(column ?? 'authorships.countries', `countries/${code}`),
          on: column ? 'rows' : 'works',
          pos,
        };
      },
    ]),
    ...Object.entries(CONTINENT_CAPITALS).map(([abbr, id]): [string, (pos: number) => Found] => [
      abbr,
      (pos) => ({ leaf: leaf('authorships.institutions.continent', `continents/${id}`), on: 'works', pos }),
    ]),
  ];
  for (const [abbr, make] of capitals) {
    const re = new RegExp(String.raw`(?<![\w.])${abbr.replace(/\./g, '\\.')}(?![\w.])`, 'g');
    let m: RegExpExecArray | null;
    while ((m = re.exec(s.text)) !== null) {
      if (!s.isFree(m.index, m.index + m[0].length)) continue;
      out.push(make(m.index));
      s.consume(m.index, m.index + m[0].length);
    }
  }
  const scanList = (list: Phrase[], make: (p: Phrase, pos: number, end: number) => Found | undefined, prefix = '') => {
    const sorted = byLength(list);
    s.scan(new RegExp(String.raw`${prefix}\b(${alternatives(sorted.map((p) => p.phrase))})\b`), (m) => {
      const p = pick(sorted, m[1]!);
      const found = p && make(p, m.index, m.index + m[0].length);
      if (!found) return false;
      out.push(found);
      return true;
    });
  };
  const country = (p: Phrase, pos: number, end: number): Found => {
    const column = rowsCountry(pos, end);
    return { leaf: leaf(column ?? 'authorships.countries', p.value), on: column ? 'rows' : 'works', pos };
  };
  scanList(SDG_PHRASES, (p, pos) => ({ leaf: leaf('sustainable_development_goals.id', p.value), on: 'works', pos }));
  s.scan(/\b(?:the\s+)?(?:un\s+)?(?:sdg|sustainable development goal)\s*(?:#|number\s+)?(\d{1,2})\b/, (m) => {
    out.push({ leaf: leaf('sustainable_development_goals.id', `sdgs/${Number(m[1])}`), on: 'works', pos: m.index });
    return true;
  });
  // 'in Portuguese', 'Spanish-language': a language, though the word also names a people
  const langs = byLength(LANGUAGE_PHRASES);
  const language = (explicit: boolean) =>
    s.scan(
      new RegExp(
        explicit
          ? String.raw`\b(?:(?:written|published)\s+)?(?:in\s+|language\s+is\s+)(${alternatives(langs.map((p) => p.phrase))})\b(?![\s-]+(?:universit|institution|compan|author|researcher|journal|funder))|\b(${alternatives(langs.map((p) => p.phrase))})[\s-]+language\b`
          : String.raw`\b(${alternatives(langs.map((p) => p.phrase))})\b`,
      ),
      (m) => {
        const p = pick(langs, (m[1] ?? m[2])!);
        if (!p) return false;
        out.push({ leaf: leaf('language', p.value), on: 'works', pos: m.index });
        return true;
      },
    );
  language(true);
  scanList(COUNTRY_PHRASES, country);
  scanList(COUNTRY_ADJECTIVES, country);
  scanList(CONTINENT_PHRASES, (p, pos) => ({
    leaf: leaf('authorships.institutions.continent', p.value),
    on: 'works',
    pos,
  }));
  // a language word no country took ('English works')
  language(false);
  s.scan(
    /\b(?:where\s+)?(?:the\s+)?source\s+(?:type\s+)?is\s+an?\s+(journal|repository|conference)\b|\b(?:from|in|published in)\s+(?:a\s+)?(journals?|repositor(?:y|ies)|conferences?)\b/,
    (m) => {
      const word = (m[1] ?? m[2])!;
      const p = SOURCE_TYPE_PHRASES.find((t) => t.phrase === word);
      if (!p) return false;
      out.push({ leaf: leaf('primary_location.source.type', p.value), on: 'works', pos: m.index });
      return true;
    },
  );
  const instTypes = byLength(
    INSTITUTION_TYPE_PHRASES.filter(
      (p) => !['academic', 'university', 'universities', 'colleges', 'education'].includes(p.phrase),
    ),
  );
  s.scan(
    new RegExp(
      String.raw`\b(${alternatives(instTypes.map((p) => p.phrase))})(?:\s+(?:institutions?|organi[sz]ations?|bodies|agencies|sector))?\b`,
    ),
    (m) => {
      const p = pick(instTypes, m[1]!);
      if (!p) return false;
      out.push({ leaf: leaf('authorships.institutions.type', p.value), on: 'works', pos: m.index });
      return true;
    },
  );
  const taxonomy = byLength(TAXONOMY_PHRASES);
  s.scan(
    new RegExp(
      String.raw`\b(?:(?:in\s+)?the\s+(?:sub)?field\s+of\s+|(?:in\s+)?the\s+domain\s+of\s+)?(${alternatives(taxonomy.map((p) => p.phrase))})(\s+(?:sub)?field|\s+domain)?\b`,
    ),
    (m) => {
      // 'the field of Medicine', 'Medicine field': the word says which level a shared name means
      const level = /subfield/.test(m[0])
        ? 'subfield'
        : /field/.test(m[0])
          ? 'field'
          : /domain/.test(m[0])
            ? 'domain'
            : undefined;
      const norm = m[1]!.replace(/[\s-]+/g, ' ');
      const candidates = taxonomy.filter((p) => p.phrase === norm);
      const p = (level && candidates.find((c) => c.level === level)) ?? candidates[0];
      if (!p) return false;
      const column = {
        field: 'primary_topic.field.id',
        subfield: 'primary_topic.subfield.id',
        domain: 'primary_topic.domain.id',
      }[p.level];
      out.push({ leaf: leaf(column, p.value), on: 'works', pos: m.index });
      return true;
    },
  );
}
