import { sqlString, type SqlParam } from '../store/duck.js';
import type { EntitySpec } from './entities.js';
import { toFtsQuery, SearchSyntaxError } from '../search/fts-query.js';
import { rankBoosts, type RankBoosts } from '../search/rank-boosts.js';
import { WORK_SCORE, type MatchSet, type TextSearch } from '../search/text-search.js';
import { badRequest } from './errors.js';
import { compileClause, type Bitmasks, type FieldDef } from './fields.js';
import { normalizeKey, parseFilterParam, type FilterClause } from './filter-syntax.js';
import { compileLabelClause, labelValueOf, type LabelRefResolver } from './label-clauses.js';
import { xpacExclusion } from './xpac.js';

/** FROM/WHERE of a list or group query, with the text-search match set joined when there is one. */
export interface CompiledQuery {
  /** `WITH s AS (...)` prefix or '' */
  with: string;
  from: string;
  where: string;
  params: SqlParam[];
  hasSearch: boolean;
  /** relevance expression when there is a search */
  relevance?: string;
  /**
   * The same rows without their scores, for counting them: the scored match set's `WITH` parses
   * the scores and joins the rank tiers, which a count does not need (a common word's count took
   * as long as its page).
   */
  unscored?: { with: string; params: SqlParam[] };
}

export function fieldOf(
  spec: EntitySpec,
  key: string,
  purpose: 'filter' | 'sort' | 'group_by',
  rawKey: string = key,
): FieldDef {
  const name = normalizeKey(key);
  // own keys only: '__proto__' or 'constructor' names no field
  const def = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
  if (!def) {
    const valid = Object.entries(spec.fields)
      .filter(([, d]) => purpose === 'filter' || (purpose === 'group_by' ? d.groupable : d.sortable))
      .map(([k]) => k)
      .sort();
    const what = purpose === 'filter' ? 'field' : purpose === 'sort' ? 'sort field' : 'group_by field';
    throw badRequest(
      `${rawKey} is not a valid ${what}. Valid fields are underscore or hyphenated versions of: ${valid.join(', ')}`,
    );
  }
  return def;
}

function ftsFor(def: Extract<FieldDef, { kind: 'search' }>, text: string, key: string): string | undefined {
  try {
    return toFtsQuery(text, def.columns[0] === 'name' ? undefined : def.columns);
  } catch (e) {
    if (e instanceof SearchSyntaxError) throw badRequest(`Invalid search in '${key}': ${e.message}`);
    throw e;
  }
}

/**
 * Compile filter + search into SQL. Positive text conditions are combined into one FTS5
 * expression (AND across clauses, OR across `|` values) whose match set joins the table as `s`;
 * negated text conditions become NOT IN sets.
 */
export function compileQuery(
  spec: EntitySpec,
  filter: string | undefined,
  search: string | undefined,
  text: TextSearch | undefined,
  opts: {
    scores?: boolean;
    bitmasks?: Bitmasks;
    labels?: LabelRefResolver | undefined;
    /** keep OpenAlex's xpac works in (see xpac.ts) */
    includeXpac?: boolean | undefined;
  } = {},
): CompiledQuery {
  const wantScores = opts.scores ?? true;
  const clauses: FilterClause[] = filter
    ? parseFilterParam(filter, (key) => {
        const def = Object.hasOwn(spec.fields, key) ? spec.fields[key] : undefined;
        return def?.kind === 'string' && def.parse !== undefined && !def.allowSpaces;
      })
    : [];
  const where: string[] = [];
  const params: SqlParam[] = [];
  const positive: string[] = [];
  const negative: string[] = [];
  // the label clauses' ids, bound after the match set's values (the WITH comes first in the SQL)
  const labelParams: SqlParam[] = [];
  // Works rank by the search (or else the first text filter of one value) in titles (see RankBoosts).
  let boosts: RankBoosts | undefined;
  const boostBy = (def: Extract<FieldDef, { kind: 'search' }>, text: string) => {
    if (spec.table === 'works' && wantScores) boosts ??= rankBoosts(text, def.columns);
  };
  if (search !== undefined) {
    const def = fieldOf(spec, 'default.search', 'filter') as Extract<FieldDef, { kind: 'search' }>;
    const fts = ftsFor(def, search, 'search');
    if (fts) {
      positive.push(fts);
      boostBy(def, search);
    }
  }
  for (const clause of clauses) {
    const def = fieldOf(spec, clause.key, 'filter', clause.rawKey);
    const label = labelValueOf(clause);
    if (label) {
      where.push(compileLabelClause(spec.table, def, clause, label, opts.labels, labelParams));
      continue;
    }
    if (def.kind !== 'search') {
      where.push(compileClause(def, clause, opts.bitmasks));
      continue;
    }
    const alts: string[] = [];
    for (const v of clause.values) {
      const fts = ftsFor(def, v.raw, clause.key);
      if (!fts) continue;
      if (v.negated) negative.push(fts);
      else alts.push(fts);
    }
    if (alts.length === 1 && clause.values.length === 1) boostBy(def, clause.values[0]!.raw);
    if (alts.length)
      positive.push(
        alts.length === 1 ? alts[0]! : `(${alts.map((a) => `(${a})`).join(clause.join === 'or' ? ' OR ' : ' AND ')})`,
      );
  }
  const xpac = xpacExclusion(
    spec,
    clauses.map((c) => c.key),
    opts.includeXpac ?? false,
  );
  if (xpac) where.push(xpac);
  const hasText = positive.length > 0 || negative.length > 0;
  if (hasText && !spec.ac && spec.native === undefined) {
    // Derived lists are small: match their names in SQL.
    return compileDerivedText(spec, where, search, clauses, labelParams);
  }
  if (hasText && !text) throw badRequest('Text search is not available: the search index is missing.');
  let withSql = '';
  let from = `"${spec.table}" t`;
  let relevance: string | undefined;
  let unscored: { with: string; params: SqlParam[]; replaces: number } | undefined;
  const match = (fts: string, scores: boolean, lifts?: RankBoosts): MatchSet =>
    spec.table === 'works' ? text!.matchWorks(fts, scores, lifts) : text!.matchEntity(spec.ac!, fts);
  const idType = spec.table === 'keywords' ? 'VARCHAR' : 'BIGINT';
  if (positive.length) {
    const all = positive.length === 1 ? positive[0]! : positive.map((p) => `(${p})`).join(' AND ');
    const set = match(all, wantScores, boosts);
    const ids = matchIdsSql(set, idType);
    if (set.count === 0) {
      withSql = `WITH s AS (SELECT CAST(NULL AS ${idType}) AS id, 0 AS tier, 0.0 AS text_score WHERE false)`;
    } else if (set.scores && set.encoding === 'csv') {
      // A work's tier: the rank boosts it matches (listed once per boost, see MatchSet.tiers);
      // its text score: BM25 as a share of the best match's (see WORK_SCORE).
      withSql = `WITH s AS (SELECT m.id, coalesce(b.tier, 0) AS tier, exp((m.code - ?)::DOUBLE / ${WORK_SCORE.SCALE}) AS text_score
        FROM (SELECT ${ids} AS id, unnest(string_split(?, ','))::BIGINT AS code) m
        LEFT JOIN (SELECT id, count(*) AS tier FROM (SELECT unnest(string_split(?, ','))::BIGINT AS id) GROUP BY id) b ON b.id = m.id)`;
      params.push(set.top ?? 0, set.ids, set.scores, set.tiers ?? null);
      unscored = { with: `WITH s AS (SELECT ${ids} AS id)`, params: [set.ids], replaces: params.length };
    } else if (set.scores) {
      // BM25 as a share of the best match's, as for works: a floored common word still orders
      withSql = `WITH r AS (SELECT ${ids} AS id, unnest(CAST(? AS DOUBLE[])) AS bm25),
        s AS (SELECT id, 0 AS tier, coalesce(bm25 / nullif(max(bm25) OVER (), 0), 1) AS text_score FROM r)`;
      params.push(set.ids, set.scores);
    } else {
      withSql = `WITH s AS (SELECT ${ids} AS id, 0 AS tier, 0.0 AS text_score)`;
      params.push(set.ids);
    }
    from = `"${spec.table}" t JOIN s ON s.id = t.id`;
    // Citations (works) or works (other entities) lift a text score by a factor 1 + log10(1 + n).
    // A work's tier counts 10 more: past any such factor below 10, i.e. under 10^9 citations, so
    // phrase and title matches come first and citations order the works within a tier as they
    // did before tiers. A text score is at least a thousandth of the best one's, so that every
    // match scores above 0 at the four decimals served.
    relevance =
      spec.table === 'works'
        ? `round(10 * s.tier + greatest(s.text_score, 0.001) * (1 + log10(1 + coalesce(t.cited_by_count, 0))), 4)`
        : `round(greatest(s.text_score, 0.001) * (1 + log10(1 + coalesce(t.works_count, 0))), 4)`;
  }
  params.push(...labelParams);
  for (const fts of negative) {
    const set = match(fts, false);
    if (set.count === 0) continue;
    where.push(`t.id NOT IN (SELECT ${matchIdsSql(set, idType)})`);
    params.push(set.ids);
  }
  const compiled: CompiledQuery = {
    with: withSql,
    from,
    where: where.length ? `WHERE ${where.join(' AND ')}` : '',
    params,
    hasSearch: positive.length > 0,
  };
  if (relevance) compiled.relevance = relevance;
  if (unscored)
    compiled.unscored = { with: unscored.with, params: [...unscored.params, ...params.slice(unscored.replaces)] };
  return compiled;
}

/** SQL that unnests a match set's ids (bound as one parameter) into rows. */
function matchIdsSql(set: MatchSet, idType: string): string {
  return set.encoding === 'csv' ? `unnest(string_split(?, ','))::${idType}` : `unnest(CAST(? AS ${idType}[]))`;
}

function compileDerivedText(
  spec: EntitySpec,
  where: string[],
  search: string | undefined,
  clauses: FilterClause[],
  params: SqlParam[],
): CompiledQuery {
  const words: string[] = [];
  const add = (text: string) => words.push(...(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
  if (search) add(search);
  for (const c of clauses)
    if (Object.hasOwn(spec.fields, c.key) && spec.fields[c.key]?.kind === 'search')
      for (const v of c.values) add(v.raw);
  for (const w of words) where.push(`lower(t.display_name) LIKE ${sqlString(`%${w}%`)}`);
  return {
    with: '',
    from: `"${spec.table}" t`,
    where: where.length ? `WHERE ${where.join(' AND ')}` : '',
    params,
    hasSearch: words.length > 0,
    relevance: 'log10(2 + t.works_count)',
  };
}

export interface SortKey {
  key: string;
  sql: string;
  desc: boolean;
}

/** `sort=cited_by_count:desc,publication_year` → SQL sort keys (the id tie-break is added later). */
export function compileSort(spec: EntitySpec, sort: string | undefined, q: CompiledQuery): SortKey[] {
  const text = sort ?? (q.hasSearch ? 'relevance_score:desc' : spec.defaultSort);
  const keys: SortKey[] = [];
  for (const part of text.split(',')) {
    const [rawKey, dir, ...rest] = part.trim().split(':');
    const key = normalizeKey(rawKey ?? '');
    if (!key || rest.length) throw badRequest(`Sort '${part}' is not of the form field or field:asc or field:desc.`);
    if (dir !== undefined && !['asc', 'desc'].includes(dir.toLowerCase())) {
      throw badRequest(`Sort direction '${dir}' in '${part}' must be asc or desc.`);
    }
    let sql: string | undefined;
    if (key === 'relevance_score') {
      if (!q.relevance) {
        throw badRequest(
          'Must include a search query (such as ?search=example or filter=display_name.search:example) in order to sort by relevance_score.',
        );
      }
      sql = q.relevance;
    } else {
      // own keys only: '__proto__' or 'constructor' is no sort field (it was the object's prototype)
      sql = Object.hasOwn(spec.sorts, key) ? spec.sorts[key] : undefined;
      if (!sql) {
        const def = Object.hasOwn(spec.fields, key) ? spec.fields[key] : undefined;
        if (def && def.kind !== 'search' && def.kind !== 'special' && (def.sortable || def.groupable) && def.sql)
          sql = def.sql;
      }
    }
    if (!sql) {
      const valid = [
        ...Object.keys(spec.sorts),
        ...Object.entries(spec.fields)
          .filter(([, d]) => d.sortable)
          .map(([k]) => k),
        ...(q.relevance ? ['relevance_score'] : []),
      ];
      throw badRequest(
        `${rawKey} is not a valid sort field. Valid sort fields are: ${[...new Set(valid)].sort().join(', ')}`,
      );
    }
    keys.push({
      key,
      sql,
      desc: (dir ?? (key === 'display_name' || key === 'title' ? 'asc' : 'desc')).toLowerCase() === 'desc',
    });
  }
  return keys;
}

export function orderBy(keys: SortKey[]): string {
  return [...keys.map((k) => `${k.sql} ${k.desc ? 'DESC' : 'ASC'} NULLS LAST`), 't.id ASC'].join(', ');
}
