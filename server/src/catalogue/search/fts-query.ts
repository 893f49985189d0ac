/**
 * OpenAlex search strings (`search=`, `*.search` filters) → SQLite FTS5 MATCH expressions.
 *
 * Grammar (AND/OR/NOT are operators only in upper case and as a whole whitespace-delimited word):
 *   query   := or
 *   or      := and ( "OR" and )*
 *   and     := not ( "AND"? not )*                 juxtaposition means AND
 *   not     := primary ( ( "NOT" | "AND" "NOT" ) primary )*
 *   primary := word | hyphen-or-dot-compound | "quoted phrase" | "(" or ")"
 * NOT binds tightest, then AND, then OR (as in FTS5), and the output carries explicit parentheses.
 * Every word or phrase is emitted as a double-quoted FTS5 string, so user text can never reach FTS5
 * as syntax (column filters, NEAR, ^, *, +, :).
 */

export class SearchSyntaxError extends Error {
  /** 1-based character position of the problem, when there is one. */
  readonly position: number | undefined;

  constructor(message: string, position?: number) {
    super(message);
    this.name = 'SearchSyntaxError';
    this.position = position;
  }
}

export const MAX_SEARCH_LENGTH = 1000;
export const MAX_SEARCH_TERMS = 64;

// Dropped from unquoted queries because nearly every abstract contains them; they only cost recall.
const STOP_WORDS = new Set(
  `the of and a an in on for to with by at from
   is are was were be as or that this it its`.split(/\s+/),
);

// unicode61 token characters are letters, numbers and private-use code points; combining marks
// are allowed inside a word (remove_diacritics folds them) but never make a word on their own.
const PART = String.raw`[\p{L}\p{N}\p{Co}][\p{L}\p{N}\p{M}\p{Co}]*`;
// Hyphens, dots and apostrophes join parts into one compound ('covid-19', 'e.coli', "o'brien"),
// which is searched as a phrase so the parts must be adjacent.
const CONNECTOR = String.raw`[-.'\u2019\u2010\u2011]`;
const COMPOUND = new RegExp(`${PART}(?:${CONNECTOR}${PART})*`, 'gu');
const WORD = new RegExp(PART, 'gu');
const SPACE = /\s/u;

type Op = 'AND' | 'OR' | 'NOT';
type Token =
  | { kind: 'term'; words: string[]; quoted: boolean; pos: number }
  | { kind: 'op'; op: Op; pos: number }
  | { kind: '(' | ')'; pos: number };
type OpToken = Extract<Token, { kind: 'op' }>;

/** A parsed search: words and quoted phrases (`term`) joined by AND, OR and NOT. */
export type SearchNode =
  | { kind: 'term'; words: string[]; quoted: boolean }
  | { kind: 'and' | 'or'; kids: SearchNode[] }
  | { kind: 'not'; left: SearchNode; right: SearchNode };
type Node = SearchNode;

/**
 * The FTS5 query for an OpenAlex search string, optionally restricted to `columns`;
 * undefined when there is nothing to search for. Throws SearchSyntaxError on malformed input.
 */
export function toFtsQuery(search: string, columns?: readonly string[]): string | undefined {
  const tree = parseSearch(search);
  if (!tree) return undefined;
  return withColumns(emit(tree, false), columns);
}

/** An FTS5 expression restricted to `columns` (all columns when undefined). */
export function withColumns(expr: string, columns?: readonly string[]): string {
  if (columns === undefined) return expr;
  if (columns.length === 0) throw new RangeError('toFtsQuery: columns must not be empty');
  for (const c of columns) {
    // Column names come from our code, not the user; still refuse anything that is not a name.
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(c)) throw new RangeError(`toFtsQuery: bad column ${c}`);
  }
  return `{${columns.join(' ')}} : (${expr})`;
}

/**
 * The lower-cased words the search looks for (for highlighting): deduplicated, in order,
 * without stop words that were dropped and without words that are only excluded (after NOT).
 */
export function searchTerms(search: string): string[] {
  const out = new Set<string>();
  const walk = (n: Node): void => {
    if (n.kind === 'term') for (const w of n.words) out.add(w);
    else if (n.kind === 'not') walk(n.left);
    else n.kids.forEach(walk);
  };
  const tree = parseSearch(search);
  if (tree) walk(tree);
  return [...out];
}

function parseSearch(search: string): Node | undefined {
  const tree = parseSearchTree(search);
  return tree ? dropStopWords(tree) : undefined;
}

/** The search as typed, stop words included; null when nothing is searched for. Throws SearchSyntaxError. */
export function parseSearchTree(search: string): SearchNode | null {
  if (search.length > MAX_SEARCH_LENGTH) {
    throw new SearchSyntaxError(`Search is too long: ${search.length} characters, the limit is ${MAX_SEARCH_LENGTH}`);
  }
  const tokens = lex(search);
  const words = tokens.reduce((n, t) => n + (t.kind === 'term' ? t.words.length : 0), 0);
  if (words > MAX_SEARCH_TERMS) {
    throw new SearchSyntaxError(
      `Search has ${words} terms, the limit is ${MAX_SEARCH_TERMS} (search ${quoteSearch(search)})`,
    );
  }
  return new Parser(tokens, search).parse();
}

function lex(s: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (SPACE.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch, pos: i });
      i++;
    } else if (ch === '"') {
      // An unclosed quote runs to the end: being lenient here costs nothing and helps users.
      const close = s.indexOf('"', i + 1);
      const end = close === -1 ? s.length : close;
      const words = [...s.slice(i + 1, end).matchAll(WORD)].map((m) => m[0].toLowerCase());
      if (words.length > 0) tokens.push({ kind: 'term', words, quoted: true, pos: i });
      i = end + 1;
    } else {
      let end = i;
      while (end < s.length && !SPACE.test(s[end]!) && !'()"'.includes(s[end]!)) end++;
      const run = s.slice(i, end);
      if (run === 'AND' || run === 'OR' || run === 'NOT') {
        tokens.push({ kind: 'op', op: run, pos: i });
      } else {
        // Other punctuation just separates words, which is what unicode61 does with it too.
        for (const m of run.matchAll(COMPOUND)) {
          const words = [...m[0].matchAll(WORD)].map((w) => w[0].toLowerCase());
          tokens.push({ kind: 'term', words, quoted: false, pos: i + m.index });
        }
      }
      i = end;
    }
  }
  return tokens;
}

class Parser {
  private i = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly search: string,
  ) {}

  parse(): Node | null {
    const tree = this.parseOr();
    const extra = this.tokens[this.i];
    // parseOr only stops early at a ')' it cannot match.
    if (extra) throw this.fail('Unbalanced parenthesis', extra.pos, ': ")" has no matching "("');
    return tree;
  }

  private parseOr(): Node | null {
    const kids: Node[] = [];
    const first = this.parseAnd();
    if (first) kids.push(first);
    for (let op = this.takeOp('OR'); op; op = this.takeOp('OR')) {
      if (kids.length === 0) throw this.noTermBefore(op);
      const next = this.parseAnd();
      if (!next) throw this.noTermAfter(op);
      kids.push(next);
    }
    return combine('or', kids);
  }

  private parseAnd(): Node | null {
    const kids: Node[] = [];
    let pendingAnd: OpToken | undefined;
    for (;;) {
      const t = this.tokens[this.i];
      if (!t || t.kind === ')' || (t.kind === 'op' && t.op === 'OR')) break;
      if (t.kind === 'op' && t.op === 'AND') {
        this.i++;
        if (pendingAnd) throw this.noTermAfter(pendingAnd);
        if (kids.length === 0) throw this.noTermBefore(t);
        pendingAnd = t;
        continue;
      }
      const node = this.parseNot();
      // An empty group or phrase may sit between words, but cannot be the operand of AND.
      if (node) kids.push(node);
      else if (pendingAnd) throw this.noTermAfter(pendingAnd);
      pendingAnd = undefined;
    }
    if (pendingAnd) throw this.noTermAfter(pendingAnd);
    return combine('and', kids);
  }

  private parseNot(): Node | null {
    let left = this.parsePrimary();
    for (;;) {
      const t = this.tokens[this.i];
      const u = this.tokens[this.i + 1];
      // 'a AND NOT b' is how many people write 'a NOT b'; FTS5 itself would reject it.
      const andNot = t?.kind === 'op' && t.op === 'AND' && u?.kind === 'op' && u.op === 'NOT';
      if (!(t?.kind === 'op' && t.op === 'NOT') && !andNot) return left;
      const op = (andNot ? u : t) as OpToken;
      this.i += andNot ? 2 : 1;
      if (!left) {
        // FTS5 NOT is binary (set difference): there is no way to ask only for what is absent.
        if (t === this.tokens[0]) {
          const where = `(in search ${quoteSearch(this.search)})`;
          throw new SearchSyntaxError(
            `A search cannot start with NOT: add a term to search for before NOT ${where}`,
            op.pos + 1,
          );
        }
        throw this.fail('NOT', op.pos, ' has no term before it (NOT only excludes from a search)');
      }
      const right = this.parsePrimary();
      if (!right) throw this.noTermAfter(op);
      left = { kind: 'not', left, right };
    }
  }

  private parsePrimary(): Node | null {
    const t = this.tokens[this.i];
    if (!t || t.kind === 'op' || t.kind === ')') return null;
    this.i++;
    if (t.kind === 'term') return { kind: 'term', words: t.words, quoted: t.quoted };
    const inner = this.parseOr();
    if (this.tokens[this.i]?.kind !== ')') {
      throw this.fail('Unbalanced parenthesis', t.pos, ': "(" is never closed');
    }
    this.i++;
    return inner;
  }

  private takeOp(op: Op): OpToken | undefined {
    const t = this.tokens[this.i];
    if (t?.kind !== 'op' || t.op !== op) return undefined;
    this.i++;
    return t;
  }

  private noTermBefore(t: OpToken): SearchSyntaxError {
    return this.fail(t.op, t.pos, ' has no term before it');
  }

  private noTermAfter(t: OpToken): SearchSyntaxError {
    return this.fail(t.op, t.pos, ' has no term after it');
  }

  private fail(what: string, pos: number, detail: string): SearchSyntaxError {
    return new SearchSyntaxError(
      `${what} at position ${pos + 1}${detail} in search ${quoteSearch(this.search)}`,
      pos + 1,
    );
  }
}

/** Flattens same-kind children so the output nests no deeper than the user's own structure. */
function combine(kind: 'and' | 'or', kids: Node[]): Node | null {
  const flat = kids.flatMap((k) => (k.kind === kind ? k.kids : [k]));
  if (flat.length === 0) return null;
  return flat.length === 1 ? flat[0]! : { kind, kids: flat };
}

/**
 * Drops lone unquoted stop words from AND groups that still search for something else. Applying
 * this per group (never emptying an OR or NOT operand) means a query made only of stop words
 * keeps them, and 'x NOT the' still means what it says.
 */
function dropStopWords(n: Node): Node {
  if (n.kind === 'term') return n;
  if (n.kind === 'not') {
    return {
      kind: 'not',
      left: dropStopWords(n.left),
      right: dropStopWords(n.right),
    };
  }
  const kids = n.kids.map(dropStopWords);
  if (n.kind === 'or') return { kind: 'or', kids };
  const kept = kids.filter((k) => !isStopWord(k));
  return combine('and', kept.length > 0 ? kept : kids)!;
}

function isStopWord(n: Node): boolean {
  return n.kind === 'term' && !n.quoted && n.words.length === 1 && STOP_WORDS.has(n.words[0]!);
}

function emit(n: Node, nested: boolean): string {
  let s: string;
  if (n.kind === 'term') return `"${n.words.join(' ').replaceAll('"', '""')}"`;
  if (n.kind === 'not') s = `${emit(n.left, true)} NOT ${emit(n.right, true)}`;
  else s = n.kids.map((k) => emit(k, true)).join(n.kind === 'and' ? ' AND ' : ' OR ');
  return nested ? `(${s})` : s;
}

function quoteSearch(search: string): string {
  return JSON.stringify(search.length > 80 ? `${search.slice(0, 79)}…` : search);
}
