import { OPERATORS } from './config.js';
import { OqlError, positionAt } from './errors.js';

/** Symbols accepted for the operator phrases. */
const SYMBOLS: Record<string, string> = {
  '>': 'is greater than',
  '>=': 'is greater than or equal to',
  '<': 'is less than',
  '<=': 'is less than or equal to',
};

export const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}_]/u.test(char);

/** The word operators, in OPERATORS' order (longest first), split into their words. */
const WORD_OPERATORS = OPERATORS.filter((operator) => /^[a-z]/.test(operator)).map((operator) => ({
  operator,
  words: operator.split(' '),
}));

/**
 * The parser's reading of the text: characters, keywords, words and operators, each read counted in
 * `steps`. Keyword and operator tests look at a place a fixed number of times, so the count (and the
 * time) stays linear in the text.
 */
export class Scanner {
  protected pos = 0;
  steps = 0;

  constructor(protected readonly text: string) {}

  /** The character at `i`; every read of the text goes through here or slice(), and is counted. */
  protected at(i: number): string | undefined {
    this.steps++;
    return this.text[i];
  }

  protected slice(from: number, to: number): string {
    const text = this.text.slice(from, to);
    this.steps += text.length + 1;
    return text;
  }

  protected fail(message: string, at = this.pos, length = 0): never {
    throw new OqlError(message, positionAt(this.text, at), length);
  }

  protected skipSpace(): void {
    while (isSpace(this.at(this.pos))) this.pos++;
  }

  /**
   * Where the keyword (words separated by whitespace, any case) that starts at `at` ends, or -1.
   * Callers call it at most a fixed number of times at one place, so each whitespace run it skips is
   * read a bounded number of times.
   */
  protected keywordAt(keyword: string | readonly string[], at = this.pos): number {
    let i = at;
    const words = typeof keyword === 'string' ? keyword.split(' ') : keyword;
    for (const [index, word] of words.entries()) {
      if (index > 0) {
        if (!isSpace(this.at(i))) return -1;
        while (isSpace(this.at(i))) i++;
      }
      if (this.slice(i, i + word.length).toLowerCase() !== word) return -1;
      i += word.length;
    }
    if (isWordChar(words.at(-1)!.at(-1)) && isWordChar(this.at(i))) return -1;
    return i;
  }

  protected acceptKeyword(keyword: string): boolean {
    this.skipSpace();
    const end = this.keywordAt(keyword);
    if (end < 0) return false;
    this.pos = end;
    return true;
  }

  /** A run of characters up to whitespace or ';'. */
  protected word(): { text: string; at: number } {
    this.skipSpace();
    const at = this.pos;
    for (let char = this.at(this.pos); char !== undefined && !isSpace(char) && char !== ';'; char = this.at(this.pos)) {
      this.pos++;
    }
    return { text: this.slice(at, this.pos), at };
  }

  /** The text up to ';' (or the end), for the sort and show clauses. */
  protected restOfStatement(): { text: string; at: number } {
    this.skipSpace();
    const at = this.pos;
    while (this.pos < this.text.length && this.at(this.pos) !== ';') this.pos++;
    const text = this.slice(at, this.pos);
    this.steps += text.length; // trimEnd reads it again, at most
    return { text: text.trimEnd(), at };
  }

  /** An operator starting at `i` with whitespace (or, for symbols, anything) around it. */
  protected operatorAt(i: number): { operator: string; end: number } | null {
    const first = this.at(i)!;
    if (first === '>' || first === '<') {
      const symbol = this.at(i + 1) === '=' ? `${first}=` : first;
      return { operator: SYMBOLS[symbol]!, end: i + symbol.length };
    }
    if (!isSpace(this.at(i - 1))) return null;
    // an ASCII character can only start the operators that begin with its letter; keywordAt decides
    const letter = first < '\x80' ? first.toLowerCase() : null;
    for (const { operator, words } of WORD_OPERATORS) {
      if (letter !== null && operator[0] !== letter) continue;
      const end = this.keywordAt(words, i);
      if (end >= 0) {
        const after = this.at(end);
        if (isSpace(after) || after === undefined) return { operator, end };
      }
    }
    return null;
  }
}
