/**
 * Titles and abstracts from the field-term templates. The templates are compiled once into
 * literal/slot parts (a regex replace per sentence is too slow for millions of works); the
 * output is what vocab/field-terms.ts fillTemplate would give. Terms come from the work's primary
 * topic, so a search for a topic's term finds that topic's works.
 */
import { termsForField } from '../vocab/field-terms.js';
import {
  ABSTRACT_ROLES,
  ABSTRACT_TEMPLATES_BY_ROLE,
  ADJECTIVES,
  ASPECTS,
  FINDINGS,
  indefiniteArticle,
  METHODS_BY_DOMAIN,
  POPULATIONS_BY_DOMAIN,
  STUDY_NOUNS,
  TITLE_TEMPLATES,
  type TemplateSlot,
} from '../vocab/text-templates.js';
import { bareTerm, FIELD_DOMAIN, FIELD_IDS } from './common.js';
import type { Rng } from './prng.js';

type Part = string | { slot: TemplateSlot; article: boolean };
/** parts, and the number of spaces in the literal parts (for word counts without scanning) */
interface Compiled {
  parts: Part[];
  spaces: number;
}

function compile(template: string): Compiled {
  const parts: Part[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{(a:)?([a-z_0-9]+)\}/g)) {
    if (m.index > last) parts.push(template.slice(last, m.index));
    parts.push({ slot: m[2] as TemplateSlot, article: m[1] !== undefined });
    last = m.index + m[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  if (typeof parts[0] === 'string') parts[0] = parts[0].charAt(0).toUpperCase() + parts[0].slice(1);
  let spaces = 0;
  for (const p of parts) if (typeof p === 'string') spaces += countSpaces(p);
  return { parts, spaces };
}

const TITLES = TITLE_TEMPLATES.map(compile);
const ROLES = ABSTRACT_ROLES.map((role) => ABSTRACT_TEMPLATES_BY_ROLE[role].map(compile));
const ROLE_SENTENCES = [1, 1, 2, 2, 1]; // background, objective, methods, results, conclusion
const SLOTS: readonly TemplateSlot[] = [
  'term',
  'term2',
  'method',
  'population',
  'finding',
  'study_noun',
  'adjective',
  'aspect',
  'count',
];

/** Bare topic term → the phrase as the field list writes it ('tumour microenvironment' → 'the …'). */
const PHRASE = new Map<string, string>();
for (const id of FIELD_IDS) for (const t of termsForField(id)) PHRASE.set(bareTerm(t), t);

/** Topic terms as sentences use them (with their article: 'the tumour microenvironment'). */
export function phrasesOf(terms: readonly string[]): string[] {
  return terms.map((t) => PHRASE.get(t) ?? t);
}

export class TextMaker {
  private readonly values: Record<TemplateSlot, string> = {
    term: '',
    term2: '',
    method: '',
    population: '',
    finding: '',
    study_noun: '',
    adjective: '',
    aspect: '',
    count: '',
  };

  constructor(private readonly rng: Rng) {}

  /**
   * Choose the slot values of one work: its topic's phrases (see phrasesOf; one of the first two
   * is the main term), and domain-appropriate methods and populations.
   */
  prepare(field: number, phrases: readonly string[]): void {
    const rng = this.rng;
    const v = this.values;
    const domain = FIELD_DOMAIN[field] as 1 | 2 | 3 | 4;
    const a = rng.int(Math.min(2, phrases.length));
    v.term = phrases[a]!;
    let b = rng.int(phrases.length);
    if (b === a) b = (b + 1) % phrases.length;
    v.term2 = phrases[b]!;
    v.method = rng.pick(METHODS_BY_DOMAIN[domain]);
    v.population = rng.pick(POPULATIONS_BY_DOMAIN[domain]);
    v.finding = rng.pick(FINDINGS);
    v.study_noun = rng.pick(STUDY_NOUNS);
    v.adjective = rng.pick(ADJECTIVES);
    v.aspect = rng.pick(ASPECTS);
    v.count = String(Math.round(Math.exp(2.5 + rng.next() * 6)));
  }

  /** Words of the last filled template. */
  private words = 0;
  private readonly valueSpaces: Record<TemplateSlot, number> = {
    term: 0,
    term2: 0,
    method: 0,
    population: 0,
    finding: 0,
    study_noun: 0,
    adjective: 0,
    aspect: 0,
    count: 0,
  };

  /** Fill a compiled template; the first letter is capitalized (literals were at compile time). */
  private fill(c: Compiled): string {
    let s = '';
    let spaces = c.spaces;
    const parts = c.parts;
    for (let k = 0; k < parts.length; k++) {
      const p = parts[k]!;
      if (typeof p === 'string') s += p;
      else {
        let value = this.values[p.slot];
        spaces += this.valueSpaces[p.slot];
        if (p.article) {
          value = indefiniteArticle(value) + ' ' + value;
          spaces++;
        }
        // Capitalize just the leading value rather than re-slicing the whole sentence.
        s += k === 0 ? value.charAt(0).toUpperCase() + value.slice(1) : value;
      }
    }
    this.words = spaces + 1;
    return s;
  }

  title(): string {
    return this.fill(this.rng.pick(TITLES));
  }

  /** 60–150 words: background, objective, methods, results and conclusion sentences in order. */
  abstract(): string {
    const rng = this.rng;
    for (const slot of SLOTS) this.valueSpaces[slot] = countSpaces(this.values[slot]);
    const sentences: string[] = [];
    const lengths: number[] = [];
    let words = 0;
    for (let r = 0; r < ROLES.length; r++) {
      const k = ROLE_SENTENCES[r]! === 1 ? 1 : 1 + rng.int(2);
      const pool = ROLES[r]!;
      const first = rng.int(pool.length);
      for (let j = 0; j < k; j++) {
        sentences.push(this.fill(pool[(first + j) % pool.length]!));
        lengths.push(this.words);
        words += this.words;
      }
    }
    while (words > 150 && sentences.length > 4) {
      sentences.splice(sentences.length - 2, 1);
      words -= lengths.splice(lengths.length - 2, 1)[0]!;
    }
    while (words < 60) {
      sentences.splice(sentences.length - 1, 0, this.fill(rng.pick(ROLES[3]!)));
      words += this.words;
    }
    return sentences.join(' ');
  }
}

function countSpaces(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 32) n++;
  return n;
}
