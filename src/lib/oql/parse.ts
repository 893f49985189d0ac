import { DEFAULT_OPERATOR, type OqlConfig } from './config.js';
import { OqlError, positionAt } from './errors.js';
import { checkOqlLength, checkQueryLimits, MAX_DEPTH } from './limits.js';
import { isSpace, Scanner } from './scan.js';
import type { OqlFilter, OqlGroup, OqlLeaf, OqlQuery, OqlValue } from './types.js';

/** What a parse cost: `steps` counts the characters it read, so tests can check it stays linear. */
export interface OqlParseStats {
  steps: number;
}

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
class Parser extends Scanner {
  private entity: string | null = null;
  /** Parentheses open around the filter being read. */
  private depth = 0;
  private readonly longest = new Map<string, number>();

  constructor(
    text: string,
    private readonly config: OqlConfig,
  ) {
    super(text);
  }

  /** The column `text` names, counting the text as read. */
  private findColumn(entity: string, text: string) {
    this.steps += text.length + 1;
    return this.config.findColumn(entity, text);
  }

  private longestName(entity: string): number {
    let longest = this.longest.get(entity);
    if (longest === undefined) this.longest.set(entity, (longest = this.config.longestColumnName(entity)));
    return longest;
  }

  parse(): OqlQuery {
    const query: OqlQuery = { get_rows: '' };
    let hasGet = false;
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.text.length) break;
      if (this.at(this.pos) === ';') {
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
        append((query.filter_works ??= []), this.where('works'));
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
          if (name === 'works' || name === 'summary') append((query.filter_works ??= []), filters);
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
      if (this.pos < this.text.length && this.at(this.pos) !== ';') {
        this.fail(`Invalid OQL: expected ';' but found '${this.slice(this.pos, this.pos + 12)}'`);
      }
    }
    if (!hasGet) throw new OqlError('Invalid OQL: missing get statement', positionAt(this.text, 0));
    return query;
  }

  private requireEntity(at: number): string {
    if (!this.entity) this.fail('Invalid OQL: missing get statement', at);
    return this.entity === 'summary' ? 'works' : this.entity;
  }

  /**
   * `<column> [asc|desc]`: an order is the last word when whitespace comes before it, and the column
   * is what comes before that whitespace. Read from the end: a regex doing the same backtracked over
   * long whitespace, quadratically.
   */
  private sortClause(entity: string): { column: string; order: 'asc' | 'desc' } {
    const { text, at } = this.restOfStatement();
    const order = /\s(asc|desc)$/i.exec(text.slice(-5))?.[1]?.toLowerCase() as 'asc' | 'desc' | undefined;
    let columnEnd = text.length - (order?.length ?? 0);
    if (order) while (isSpace(text[columnEnd - 1])) columnEnd--;
    this.steps += text.length - columnEnd + 5;
    const columnText = text.slice(0, columnEnd).trim();
    if (!columnText) this.fail('Invalid OQL: sort by needs a column', at);
    const column = this.findColumn(entity, columnText);
    if (!column) this.fail(`${entity}.${columnText} is not a valid column`, at, columnText.length);
    return { column: column.id, order: order ?? 'desc' };
  }

  private columnList(entity: string): string[] {
    const rest = this.restOfStatement();
    const ids: string[] = [];
    let offset = rest.at;
    this.steps += rest.text.length;
    for (const part of rest.text.split(',')) {
      const name = part.trim();
      this.steps += part.length;
      // where the name starts: after the part's leading whitespace (indexOf could search a long part slowly)
      const at = name ? offset + part.length - part.trimStart().length : offset;
      offset += part.length + 1;
      if (!name) this.fail('Invalid OQL: empty column in show', at);
      const column = this.findColumn(entity, name);
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
    if (this.at(this.pos) === '(') {
      const open = this.pos;
      // the limit of the query object's groups, checked before recursing so deep text cannot exhaust the stack
      if (this.depth >= MAX_DEPTH) this.fail(`Invalid filter: parentheses nest at most ${MAX_DEPTH} deep`, open, 1);
      this.pos++;
      this.depth++;
      const inner = this.orExpr(entity);
      this.skipSpace();
      if (this.at(this.pos) !== ')') this.fail("Invalid filter: missing ')'", open, 1);
      this.pos++;
      this.depth--;
      this.topWasParenthesized = true;
      // a parenthesised single filter is just that filter
      return inner;
    }
    this.topWasParenthesized = false;
    return this.leaf(entity);
  }

  /**
   * `column operator value`: the first operator after a known column splits the two. The column text
   * before an operator at `i` is [start, end), `end` following the last non-space character; once it
   * is longer than any column name, no later operator can follow a column either.
   */
  private leaf(entity: string): OqlLeaf {
    this.skipSpace();
    const start = this.pos;
    const longest = this.longestName(entity);
    let end = start + 1;
    let firstCandidate: { column: string; at: number } | null = null;
    for (let i = start + 1; i < this.text.length; i++) {
      const char = this.at(i);
      if (char === ';') break;
      const found = this.operatorAt(i);
      if (found) {
        if (end - start > longest) {
          firstCandidate ??= { column: this.slice(start, end), at: start };
          break;
        }
        const columnText = this.slice(start, end);
        firstCandidate ??= { column: columnText, at: start };
        const column = this.findColumn(entity, columnText);
        if (column) {
          this.pos = found.end;
          const value = this.value();
          return found.operator === DEFAULT_OPERATOR
            ? { column_id: column.id, value }
            : { column_id: column.id, operator: found.operator, value };
        }
      }
      if (!isSpace(char)) end = i + 1;
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

  /** A quoted value (with \" and \\ escapes) or the text up to and/or, ')' or ';'. */
  private value(): OqlValue {
    this.skipSpace();
    const start = this.pos;
    if (this.at(this.pos) === '"') {
      let out = '';
      this.pos++;
      for (;;) {
        const char = this.at(this.pos);
        if (char === undefined) this.fail('Invalid filter: unclosed quote', start, 1);
        this.pos++;
        if (char === '"') break;
        const next = char === '\\' ? this.at(this.pos) : undefined;
        if (next === '"' || next === '\\') {
          out += next;
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
      const char = this.at(this.pos)!;
      if (char === ';') break;
      if (char === '(') depth++;
      if (char === ')') {
        if (depth === 0) break;
        depth--;
      }
      if (isSpace(char) && depth === 0) {
        let next = this.pos;
        while (isSpace(this.at(next))) next++;
        if (this.keywordAt('and', next) >= 0 || this.keywordAt('or', next) >= 0) break;
        // no and/or after this run: skip all of it, rather than look again from each of its characters
        this.pos = next;
        continue;
      }
      this.pos++;
      if (!isSpace(char)) end = this.pos;
    }
    this.pos = end;
    const raw = this.slice(start, end);
    if (!raw) this.fail('Invalid filter: missing value', start);
    return valueOf(raw, false);
  }
}

/** Appends in place: spreading the list again for each statement would copy it once per statement. */
function append(list: OqlFilter[], filters: readonly OqlFilter[]): void {
  for (const filter of filters) list.push(filter);
}

/**
 * OQL text → query object; an OqlError (with position) when the text is not valid OQL or breaks one
 * of the query limits (limits.ts). Linear in the text's length; `stats` receives what it cost.
 */
export function parseOql(text: string, config: OqlConfig, stats?: OqlParseStats): OqlQuery {
  checkOqlLength(text);
  const parser = new Parser(text, config);
  try {
    const query = parser.parse();
    checkQueryLimits(query);
    return query;
  } finally {
    if (stats) stats.steps = parser.steps;
  }
}

/** A parenthesised top-level group stays a group; exported for the renderer's tests. */
export type { OqlGroup };
