/**
 * Titles and abstracts from the field-term templates. The templates are compiled once into
 * literal/slot parts (a regex replace per sentence is too slow for millions of works); the
 * output is what vocab/field-terms.ts fillTemplate would give. Terms come from the work's primary
 * topic, so a search for a topic's term finds that topic's works.
 */
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
  termsForField,
  TITLE_TEMPLATES,
  type TemplateSlot,
} from '../vocab/field-terms.js';
import { bareTerm, FIELD_DOMAIN, FIELD_IDS } from './common.js';
import type { Rng } from './prng.js';

type Part = string | { slot: TemplateSlot; article: boolean };
type Compiled = Part[];

function compile(template: string): Compiled {
  const parts: Part[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{(a:)?([a-z_0-9]+)\}/g)) {
    if (m.index > last) parts.push(template.slice(last, m.index));
    parts.push({ slot: m[2] as TemplateSlot, article: m[1] !== undefined });
    last = m.index + m[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

const TITLES = TITLE_TEMPLATES.map(compile);
const ROLES = ABSTRACT_ROLES.map((role) => ABSTRACT_TEMPLATES_BY_ROLE[role].map(compile));
const ROLE_SENTENCES = [1, 1, 2, 2, 1]; // background, objective, methods, results, conclusion

/** Bare topic term → the phrase as the field list writes it ('tumour microenvironment' → 'the …'). */
const PHRASE = new Map<string, string>();
for (const id of FIELD_IDS) for (const t of termsForField(id)) PHRASE.set(bareTerm(t), t);

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

  /** Choose the slot values of one work: its terms, and domain-appropriate methods and populations. */
  prepare(field: number, terms: readonly string[]): void {
    const rng = this.rng;
    const v = this.values;
    const domain = FIELD_DOMAIN[field] as 1 | 2 | 3 | 4;
    const a = rng.int(Math.min(2, terms.length));
    v.term = PHRASE.get(terms[a]!) ?? terms[a]!;
    let b = rng.int(terms.length);
    if (b === a) b = (b + 1) % terms.length;
    v.term2 = PHRASE.get(terms[b]!) ?? terms[b]!;
    v.method = rng.pick(METHODS_BY_DOMAIN[domain]);
    v.population = rng.pick(POPULATIONS_BY_DOMAIN[domain]);
    v.finding = rng.pick(FINDINGS);
    v.study_noun = rng.pick(STUDY_NOUNS);
    v.adjective = rng.pick(ADJECTIVES);
    v.aspect = rng.pick(ASPECTS);
    v.count = String(Math.round(Math.exp(2.5 + rng.next() * 6)));
  }

  private fill(c: Compiled): string {
    let s = '';
    for (const p of c) {
      if (typeof p === 'string') s += p;
      else {
        const value = this.values[p.slot];
        s += p.article ? `${indefiniteArticle(value)} ${value}` : value;
      }
    }
    return s.charAt(0).toUpperCase() + s.slice(1);
  }

  title(): string {
    return this.fill(this.rng.pick(TITLES));
  }

  /** 60–150 words: background, objective, methods, results and conclusion sentences in order. */
  abstract(): string {
    const rng = this.rng;
    const sentences: string[] = [];
    let words = 0;
    for (let r = 0; r < ROLES.length; r++) {
      const k = ROLE_SENTENCES[r]! === 1 ? 1 : 1 + rng.int(2);
      const pool = ROLES[r]!;
      const first = rng.int(pool.length);
      for (let j = 0; j < k; j++) {
        const s = this.fill(pool[(first + j) % pool.length]!);
        sentences.push(s);
        words += countWords(s);
      }
    }
    while (words > 150 && sentences.length > 4) words -= countWords(sentences.splice(sentences.length - 2, 1)[0]!);
    while (words < 60) {
      const s = this.fill(rng.pick(ROLES[3]!));
      sentences.splice(sentences.length - 1, 0, s);
      words += countWords(s);
    }
    return sentences.join(' ');
  }
}

function countWords(s: string): number {
  let n = 1;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 32) n++;
  return n;
}
