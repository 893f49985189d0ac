import { DEFAULT_OPERATOR, OPERATORS, type OqlConfig } from './config.js';
import { OqlError, positionAt } from './errors.js';
import type { OqlFilter, OqlGroup, OqlLeaf, OqlQuery, OqlValue } from './types.js';

/** Symbols accepted for the operator phrases. */
const SYMBOLS: Record<string, string> = {
  '>': 'is greater than',
  '>=': 'is greater than or equal to',
  '<': 'is less than',
  '<=': 'is less than or equal to',
};

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}_]/u.test(char);

/** A leaf's value as typed: true/false → booleans, all digits → numbers, quoted text stays text. */
function valueOf(raw: string, quoted: boolean): OqlValue {
  if (quoted) return raw;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw) && Number.isSafeInteger(Number(raw))) return Number(raw);
  return raw;
}

/**
 * A recursive-descent parser over the text with positions: statements separated by ';' —
 * `using works where …`, `get <entity> [where …]`, `sort by <column> [asc|desc]`,
 * `show|return <column>, …` — and where clauses in which `and` binds tighter than `or` and
 * parentheses group anywhere. Errors carry the spec's message and where the text went wrong.
 */
class Parser {
  private pos = 0;
  private entity: string | null = null;

  constructor(
    private readonly text: string,
    private readonly config: OqlConfig,
  ) {}

  private fail(message: string, at = this.pos, length = 0): never {
    throw new OqlError(message, positionAt(this.text, at), length);
  }

  private skipSpace(): void {
    while (isSpace(this.text[this.pos])) this.pos++;
  }

  /** Whether the keyword (words separated by single spaces, any case) starts at `at`. */
  private keywordAt(keyword: string, at = this.pos): number {
    let i = at;
    const words = keyword.split(' ');
    for (const [index, word] of words.entries()) {
      if (index > 0) {
        if (!isSpace(this.text[i])) return -1;
        while (isSpace(this.text[i])) i++;
      }
      if (this.text.slice(i, i + word.length).toLowerCase() !== word) return -1;
      i += word.length;
    }
    if (isWordChar(words.at(-1)!.at(-1)) && isWordChar(this.text[i])) return -1;
    return i;
  }

  private acceptKeyword(keyword: string): boolean {
    this.skipSpace();
    const end = this.keywordAt(keyword);
    if (end < 0) return false;
    this.pos = end;
    return true;
  }

  /** A run of characters up to whitespace or ';'. */
  private word(): { text: string; at: number } {
    this.skipSpace();
    const at = this.pos;
    while (this.pos < this.text.length && !isSpace(this.text[this.pos]) && this.text[this.pos] !== ';') this.pos++;
    return { text: this.text.slice(at, this.pos), at };
  }

  parse(): OqlQuery {
    const query: OqlQuery = { get_rows: '' };
    let hasGet = false;
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.text.length) break;
      if (this.text[this.pos] === ';') {
        this.pos++;
        continue;
      }
      const start = this.pos;
      if (this.acceptKeyword('using')) {
        const entity = this.word();
        if (entity.text.toLowerCase() !== 'works') {
          this.fail(`${entity.text} is not a valid subjectEntity`, entity.at, entity.text.length);
        }
        if (!this.acceptKeyword('where')) this.fail("Invalid OQL: expected 'where' after 'using works'");
        const filters = this.where('works');
        query.filter_works = [...(query.filter_works ?? []), ...filters];
      } else if (this.acceptKeyword('get')) {
        const entity = this.word();
        const name = entity.text.toLowerCase();
        if (!entity.text) this.fail('Invalid OQL: missing entity after get', entity.at);
        if (name !== 'summary' && !this.config.hasEntity(name)) {
          this.fail(`${entity.text} is not a valid subjectEntity`, entity.at, entity.text.length);
        }
        hasGet = true;
        this.entity = name;
        query.get_rows = name;
        if (this.acceptKeyword('where')) {
          const filters = this.where(name === 'summary' ? 'works' : name);
          if (name === 'works' || name === 'summary') query.filter_works = [...(query.filter_works ?? []), ...filters];
          else query.filter_aggs = filters;
        }
      } else if (this.acceptKeyword('sort by')) {
        const entity = this.requireEntity(start);
        const { column, order } = this.sortClause(entity);
        query.sort_by_column = column;
        query.sort_by_order = order;
      } else if (this.acceptKeyword('show') || this.acceptKeyword('return')) {
        const entity = this.requireEntity(start);
        query.show_columns = this.columnList(entity);
      } else {
        const word = this.word();
        this.fail(
          hasGet ? `Invalid OQL: unknown statement '${word.text}'` : 'Invalid OQL: missing get statement',
          start,
          word.text.length,
        );
      }
      this.skipSpace();
      if (this.pos < this.text.length && this.text[this.pos] !== ';') {
        this.fail(`Invalid OQL: expected ';' but found '${this.text.slice(this.pos, this.pos + 12)}'`);
      }
    }
    if (!hasGet) throw new OqlError('Invalid OQL: missing get statement', positionAt(this.text, 0));
    return query;
  }

  private requireEntity(at: number): string {
    if (!this.entity) this.fail('Invalid OQL: missing get statement', at);
    return this.entity === 'summary' ? 'works' : this.entity;
  }

  /** The text up to ';' (or the end), for the sort and show clauses. */
  private restOfStatement(): { text: string; at: number } {
    this.skipSpace();
    const at = this.pos;
    while (this.pos < this.text.length && this.text[this.pos] !== ';') this.pos++;
    return { text: this.text.slice(at, this.pos).trimEnd(), at };
  }

  private sortClause(entity: string): { column: string; order: 'asc' | 'desc' } {
    const rest = this.restOfStatement();
    const match = /^(.*?)(?:\s+(asc|desc))?$/is.exec(rest.text)!;
    const columnText = match[1]!.trim();
    if (!columnText) this.fail('Invalid OQL: sort by needs a column', rest.at);
    const column = this.config.findColumn(entity, columnText);
    if (!column) this.fail(`${entity}.${columnText} is not a valid column`, rest.at, columnText.length);
    return { column: column.id, order: (match[2]?.toLowerCase() as 'asc' | 'desc' | undefined) ?? 'desc' };
  }

  private columnList(entity: string): string[] {
    const rest = this.restOfStatement();
    const ids: string[] = [];
    let offset = rest.at;
    for (const part of rest.text.split(',')) {
      const name = part.trim();
      const at = offset + part.indexOf(name);
      offset += part.length + 1;
      if (!name) this.fail('Invalid OQL: empty column in show', at);
      const column = this.config.findColumn(entity, name);
      if (!column) this.fail(`${entity}.${name} is not a valid column`, at, name.length);
      ids.push(column.id);
    }
    return ids;
  }

  /** A where clause as the list of filters joined by 'and' at its top level. */
  private where(entity: string): OqlFilter[] {
    const expr = this.orExpr(entity);
    return 'join' in expr && expr.join === 'and' && !this.topWasParenthesized ? expr.filters : [expr];
  }

  /** Set when the last expression read was a parenthesised group (kept as a group at the top). */
  private topWasParenthesized = false;

  private orExpr(entity: string): OqlFilter {
    return this.joined('or', () => this.andExpr(entity));
  }

  private andExpr(entity: string): OqlFilter {
    return this.joined('and', () => this.primary(entity));
  }

  /** Operands separated by one join keyword; a single operand stands alone. */
  private joined(join: 'and' | 'or', operand: () => OqlFilter): OqlFilter {
    const parts = [operand()];
    let parenthesized = this.topWasParenthesized;
    while (this.acceptKeyword(join)) {
      parts.push(operand());
      parenthesized = false;
    }
    this.topWasParenthesized = parts.length === 1 && parenthesized;
    return parts.length === 1 ? parts[0]! : { join, filters: parts };
  }

  private primary(entity: string): OqlFilter {
    this.skipSpace();
    if (this.text[this.pos] === '(') {
      const open = this.pos;
      this.pos++;
      const inner = this.orExpr(entity);
      this.skipSpace();
      if (this.text[this.pos] !== ')') this.fail("Invalid filter: missing ')'", open, 1);
      this.pos++;
      this.topWasParenthesized = true;
      // a parenthesised single filter is just that filter
      return inner;
    }
    this.topWasParenthesized = false;
    return this.leaf(entity);
  }

  /** `column operator value`: the first operator after a known column splits the two. */
  private leaf(entity: string): OqlLeaf {
    this.skipSpace();
    const start = this.pos;
    let firstCandidate: { column: string; at: number } | null = null;
    for (let i = start + 1; i < this.text.length && this.text[i] !== ';'; i++) {
      const found = this.operatorAt(i);
      if (!found) continue;
      const columnText = this.text.slice(start, i).trim();
      if (!columnText) continue;
      firstCandidate ??= { column: columnText, at: start };
      const column = this.config.findColumn(entity, columnText);
      if (!column) continue;
      this.pos = found.end;
      const value = this.value();
      return found.operator === DEFAULT_OPERATOR
        ? { column_id: column.id, value }
        : { column_id: column.id, operator: found.operator, value };
    }
    if (firstCandidate) {
      this.fail(
        `${entity}.${firstCandidate.column} is not a valid column`,
        firstCandidate.at,
        firstCandidate.column.length,
      );
    }
    this.fail('Invalid filter', start);
  }

  /** An operator starting at `i` with whitespace (or, for symbols, anything) around it. */
  private operatorAt(i: number): { operator: string; end: number } | null {
    const symbol = ['>=', '<=', '>', '<'].find((s) => this.text.startsWith(s, i));
    if (symbol) return { operator: SYMBOLS[symbol]!, end: i + symbol.length };
    if (!isSpace(this.text[i - 1])) return null;
    for (const operator of OPERATORS) {
      if (!/^[a-z]/.test(operator)) continue;
      const end = this.keywordAt(operator, i);
      if (end >= 0 && (isSpace(this.text[end]) || this.text[end] === undefined)) return { operator, end };
    }
    return null;
  }

  /** A quoted value (with \" and \\ escapes) or the text up to and/or, ')' or ';'. */
  private value(): OqlValue {
    this.skipSpace();
    const start = this.pos;
    if (this.text[this.pos] === '"') {
      let out = '';
      this.pos++;
      for (;;) {
        const char = this.text[this.pos];
        if (char === undefined) this.fail('Invalid filter: unclosed quote', start, 1);
        this.pos++;
        if (char === '"') break;
        if (char === '\\' && (this.text[this.pos] === '"' || this.text[this.pos] === '\\')) {
          out += this.text[this.pos];
          this.pos++;
        } else {
          out += char;
        }
      }
      return valueOf(out, true);
    }
    let depth = 0;
    let end = this.pos;
    while (this.pos < this.text.length) {
      const char = this.text[this.pos]!;
      if (char === ';') break;
      if (char === '(') depth++;
      if (char === ')') {
        if (depth === 0) break;
        depth--;
      }
      if (isSpace(char) && depth === 0) {
        let next = this.pos;
        while (isSpace(this.text[next])) next++;
        if (this.keywordAt('and', next) >= 0 || this.keywordAt('or', next) >= 0) break;
      }
      this.pos++;
      if (!isSpace(char)) end = this.pos;
    }
    this.pos = end;
    const raw = this.text.slice(start, end);
    if (!raw) this.fail('Invalid filter: missing value', start);
    return valueOf(raw, false);
  }
}

/** OQL text → query object; an OqlError (with position) when the text is not valid OQL. */
export function parseOql(text: string, config: OqlConfig): OqlQuery {
  return new Parser(text, config).parse();
}

/** A parenthesised top-level group stays a group; exported for the renderer's tests. */
export type { OqlGroup };
