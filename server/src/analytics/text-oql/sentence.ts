/**
 * A question being read: its cleaned text, a lower-case twin of the same length for matching,
 * and which characters the grammar has already explained. Rules consume the spans they
 * understand; what is left at the end is what the reader could not understand.
 */

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, fifty: 50, hundred: 100,
}; // prettier-ignore

/** A number written as digits ('1,500', '$3000') or a small number word. */
export const NUMBER = String.raw`(?:\$\s?)?(?:\d[\d,]*(?:\.\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;

export function toNumber(text: string): number {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[$,\s]/g, '');
  return NUMBER_WORDS[t] ?? Number(t);
}

/** Typographic quotes and dashes to plain ones, spaces collapsed, closing punctuation dropped. */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u201B]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/(\d)\s*[\u2013\u2014]\s*(\d)/g, '$1-$2')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?.!]+$/, '');
}

export class Sentence {
  readonly text: string;
  readonly lower: string;
  private readonly used: boolean[];

  constructor(text: string) {
    this.text = cleanText(text);
    // toLowerCase can change the length of a few letters (İ); keep offsets aligned with text
    this.lower = [...this.text].map((ch) => (ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch)).join('');
    this.used = Array.from({ length: this.text.length }, () => false);
  }

  /** A copy to try readings on without consuming anything here. */
  clone(): Sentence {
    const copy = new Sentence(this.text);
    for (let i = 0; i < this.used.length; i++) if (this.used[i]) copy.consume(i, i + 1);
    return copy;
  }

  isFree(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false;
    return true;
  }

  consume(start: number, end: number): void {
    for (let i = start; i < end; i++) this.used[i] = true;
  }

  /**
   * Every match of `pattern` (written for the lower-case text) over characters not yet consumed;
   * `onMatch` returns true to consume the match (or a [start, end] span to consume instead).
   */
  scan(pattern: RegExp, onMatch: (m: RegExpExecArray) => boolean | [number, number]): void {
    const re = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    let m: RegExpExecArray | null;
    while ((m = re.exec(this.lower)) !== null) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      // a match over words already explained is retried one character later, so a shorter
      // reading of the same words ('from 2020' inside 'works from 2020') is still found
      if (!this.isFree(m.index, m.index + m[0].length)) {
        re.lastIndex = m.index + 1;
        continue;
      }
      const result = onMatch(m);
      if (result === true) this.consume(m.index, m.index + m[0].length);
      else if (Array.isArray(result)) this.consume(result[0], result[1]);
    }
  }

  /** The original text of a span. */
  slice(start: number, end: number): string {
    return this.text.slice(start, end);
  }

  /** The words nobody consumed, in order. */
  leftoverWords(): { word: string; index: number }[] {
    const out: { word: string; index: number }[] = [];
    const re = /[\p{L}\p{N}][\p{L}\p{N}'’._/-]*/gu;
    let m: RegExpExecArray | null;
    while ((m = re.exec(this.text)) !== null) {
      // closing punctuation and a possessive are not part of the word
      const word = m[0].replace(/[._/-]+$/, '').replace(/['’]s$/, '');
      const start = m.index;
      let free = false;
      for (let i = start; i < start + word.length; i++) if (!this.used[i]) free = true;
      if (free) out.push({ word, index: start });
    }
    return out;
  }
}

/** Escapes a phrase for use inside a RegExp. */
export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex alternative of phrases, longest first, each bounded by word edges. */
export function alternatives(phrases: readonly string[]): string {
  return [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map((p) => escapeRe(p).replace(/ /g, String.raw`[\s-]+`))
    .join('|');
}
