/**
 * Natural language → query object, offline (spec 2 §7 "GET /text/oql?natural_language={text}
 * returns a query"). A grammar of the ways people ask — what to list, filters by year, citations,
 * open access, type, place, language, SDG and field, names after 'at', 'by', 'funded by', 'in' and
 * 'about' resolved through the catalogue, ranking and sort words, column lists — read left to
 * right; whatever it cannot place is reported instead of guessed at.
 */
import {
  isGroup,
  OqlError,
  parseOql,
  renderOql,
  SUMMARY_COLUMNS,
  orderColumns,
  type OqlConfig,
  type OqlFilter,
  type OqlLeaf,
  type OqlQuery,
} from '../../../../src/lib/oql/index.js';
import { readColumns, readHead, readSort, sortColumn, type Head } from './clauses.js';
import { isFiller, NOT_A_NAME } from './fillers.js';
import { readNames, readSubjects, type NameRef } from './names.js';
import { resolveNames, singular } from './resolve-names.js';
import { Sentence } from './sentence.js';
import { readVocabulary } from './vocabulary-rules.js';
import {
  readIdentifiers,
  readOpenAccess,
  readRowThresholds,
  readThresholds,
  readWorkTypes,
  readYears,
  type Found,
} from './values.js';
import { ENTITY_NOUNS, MISSPELLINGS } from './entities.js';

export interface ResolvedName {
  id: string;
  display_name: string;
}

export interface TextOqlDeps {
  config: OqlConfig;
  /** the catalogue entity of `entityType` best matching `name`, or null */
  resolve(entityType: string, name: string): Promise<ResolvedName | null>;
}

export type TextOqlResult = { ok: true; query: OqlQuery; oql: string } | { ok: false; message: string };

export const MAX_TEXT_LENGTH = 1000;

/** The works column (or, for the listed rows, the rows' column) that a resolved name filters. */
const WORKS_COLUMN: Record<string, string> = {
  institutions: 'authorships.institutions.lineage',
  authors: 'authorships.author.id',
  funders: 'awards.funder.id',
  sources: 'primary_location.source.id',
  topics: 'primary_topic.id',
  keywords: 'keywords.id',
  publishers: 'primary_location.source.publisher_lineage',
};

/** Works filters that, when sources are listed, are about the sources themselves. */
const SOURCE_OWN: Record<string, string> = {
  'primary_location.source.is_in_doaj': 'is_in_doaj',
  'primary_location.source.is_oa': 'is_oa',
  'apc_paid.value_usd': 'apc_usd',
};

function fixSpelling(text: string): string {
  return text.replace(/[\p{L}]+/gu, (word) => {
    const fixed = MISSPELLINGS[word.toLowerCase()];
    if (!fixed) return word;
    return /^\p{Lu}/u.test(word) ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
  });
}

/** Leftover words that stand together (only spaces or 'of'/'and' between them) as one phrase. */
function wordRuns(s: Sentence, words: { word: string; index: number }[]) {
  const runs: { text: string; pos: number; end: number; words: number }[] = [];
  for (const w of words) {
    const last = runs[runs.length - 1];
    const gap = last ? s.lower.slice(last.end, w.index) : '';
    if (last && /^(?:\s+|\s+(?:of|and|the|in|for|de|la)\s+|-)$/.test(gap)) {
      last.text = s.slice(last.pos, w.index + w.word.length);
      last.end = w.index + w.word.length;
      last.words++;
    } else {
      runs.push({ text: w.word, pos: w.index, end: w.index + w.word.length, words: 1 });
    }
  }
  return runs;
}

function fail(message: string): TextOqlResult {
  return { ok: false, message };
}

/** Text between the head noun and `pos` that ties a filter to the listed rows ('universities in'). */
function nextToHead(s: Sentence, head: Head | undefined, pos: number, words: RegExp): boolean {
  if (!head || pos < head.end) return false;
  return words.test(s.lower.slice(head.end, pos));
}

/** Filters that sit inside an 'either … or …' (or '… that A or B') span become an or-group. */
function groupFilters(s: Sentence, found: Found[]): OqlFilter[] {
  const plain = found.map((f) => f.leaf as OqlFilter);
  const or = /\s(?:or|OR)\s(?!not\b|later\b|more\b|after\b)/.exec(s.text);
  if (!or) return plain;
  const before = s.lower.slice(0, or.index);
  const either = before.lastIndexOf('either');
  const relative = Math.max(...[...before.matchAll(/\b(?:that|which|where)\b/g)].map((m) => m.index), -1);
  const start = either >= 0 ? either : relative >= 0 ? relative : 0;
  // a full stop ends the either-or, but not the '2.' of a numbered choice
  const tail = /(?<!\b\d)[.;]\s/.exec(s.text.slice(or.index));
  const end = tail ? or.index + tail.index : s.text.length;
  const left = found.filter((f) => f.pos >= start && f.pos < or.index);
  const right = found.filter((f) => f.pos >= or.index && f.pos < end);
  if (!left.length || !right.length) return plain;
  const side = (list: Found[]): OqlFilter =>
    list.length === 1 ? list[0]!.leaf : { join: 'and', filters: list.map((f) => f.leaf) };
  const rest = found.filter((f) => !left.includes(f) && !right.includes(f)).map((f) => f.leaf as OqlFilter);
  return [...rest, { join: 'or', filters: [side(left), side(right)] }];
}

/** Multi-valued columns say 'includes' where single-valued ones say 'is' (spec 2 §9). */
const ARRAY_FORMS: Record<string, string> = { is: 'includes', 'is not': 'does not include' };

/** Each filter in the operator its column offers: 'is' becomes 'includes' where that is the column's form. */
function fitOperators(filters: OqlFilter[] | undefined, entity: string, config: OqlConfig): void {
  for (const filter of filters ?? []) {
    if (isGroup(filter)) {
      fitOperators(filter.filters, entity, config);
      continue;
    }
    const operators = config.findColumn(entity, filter.column_id)?.operators;
    const wanted = filter.operator ?? 'is';
    const alternative = ARRAY_FORMS[wanted];
    if (operators && !operators.includes(wanted) && alternative && operators.includes(alternative)) {
      filter.operator = alternative;
    }
  }
}

function checkOperators(filters: OqlFilter[] | undefined, entity: string, config: OqlConfig): string | undefined {
  for (const filter of filters ?? []) {
    if (isGroup(filter)) {
      const inner = checkOperators(filter.filters, entity, config);
      if (inner) return inner;
      continue;
    }
    const column = config.findColumn(entity, filter.column_id);
    if (!column) return `${entity}.${filter.column_id} is not a column here`;
    const operator = filter.operator ?? 'is';
    if (column.operators && !column.operators.includes(operator)) {
      return `${column.displayName ?? column.id} cannot use '${operator}'`;
    }
  }
  return undefined;
}

export async function textToOql(input: string, deps: TextOqlDeps): Promise<TextOqlResult> {
  const { config } = deps;
  const s = new Sentence(fixSpelling(input));
  if (!s.text) return fail('The question is empty.');
  const found: Found[] = [];
  const names: NameRef[] = [];

  // 'what share of Kenyan research is open access': one summary row, whose percent(is_oa) answers it
  let shareOfOpenAccess = false;
  s.scan(/\b(?:what|which)\s+(?:share|percentage|proportion|fraction|percent)\s+of\b|\bhow much of\b/, () => {
    shareOfOpenAccess = /open[- ]access|\boa\b/.test(s.lower);
    return shareOfOpenAccess;
  });
  readIdentifiers(s, found);
  readThresholds(s, found);
  readYears(s, found);
  // what the question lists decides what its column and sort words mean: a first guess here
  const guess = () => {
    const head = readHead(s.clone());
    return head === 'summary' ? 'summary' : (head?.entity ?? 'works');
  };
  const shown = readColumns(s, guess, config);
  const wish = readSort(s, guess, config);
  let head = readHead(s);
  const listed = head === 'summary' ? 'summary' : head?.entity;
  const headNoun = head === 'summary' ? undefined : head;

  readWorkTypes(s, found, listed);
  readOpenAccess(s, found);
  // 'with an ORCID', 'without a DOI': the has_… columns, of the authors listed or of the works
  s.scan(
    /\b(?:(with\s+no|without|no|lacking|missing)|with|having|that\s+have|have|has)\s+(?:an?\s+)?(orcid|doi|abstract|pmid|pubmed id)s?\b/,
    (m) => {
      const column = `has_${m[2] === 'pubmed id' ? 'pmid' : m[2]}`;
      const rows = listed === 'authors' && column === 'has_orcid';
      if (!rows && !config.findColumn('works', column)) return false;
      found.push({ leaf: { column_id: column, value: !m[1] }, on: rows ? 'rows' : 'works', pos: m.index });
      return true;
    },
  );
  readRowThresholds(s, found, listed);
  readSubjects(s, names, isFiller, true);
  readNames(s, names);
  const rowsCountry = (pos: number, end = pos) => {
    // 'Canadian universities': an adjective just before the listed rows
    const before = headNoun && end <= headNoun.start && /^\s*$/.test(s.lower.slice(end, headNoun.start));
    if (
      !before &&
      !nextToHead(
        s,
        headNoun,
        pos,
        /^\s*(?:(?:that are\s+|who are\s+)?(?:based|located)\s+)?(?:in|from)\s+(?:the\s+)?$/,
      )
    ) {
      return undefined;
    }
    return { institutions: 'country_code', authors: 'last_known_institutions.country_code', sources: 'country_code' }[
      listed ?? ''
    ];
  };
  readVocabulary(s, found, rowsCountry);
  s.scan(/\b(?:are\s+|is\s+)?named\s+(.+)$/, (m) => {
    const start = m.index + m[0].length - m[1]!.length;
    found.push({
      leaf: { column_id: 'display_name.search', operator: 'contains', value: s.slice(start, s.text.length) },
      on: 'rows',
      pos: m.index,
    });
    return true;
  });
  readSubjects(s, names, isFiller);

  // 'who does NASA collaborate with' lists institutions; other 'who' questions list people
  if (!head && /^who\b/.test(s.lower)) {
    const subject = names.find((n) => n.cue === 'subject');
    head = {
      entity: subject?.kinds[0] === 'institutions' ? 'institutions' : 'authors',
      noun: undefined,
      start: 0,
      end: 3,
    };
  }
  if (
    !head &&
    !found.length &&
    !names.length &&
    !wish &&
    !shown.columns &&
    s.leftoverWords().every((w) => isFiller(w.word))
  ) {
    return fail('The question asks for nothing: name what to list (works, authors, institutions …) or a filter.');
  }
  const entity =
    head === 'summary' || (shareOfOpenAccess && (!head || head.entity === 'works'))
      ? 'summary'
      : (head?.entity ?? 'works');
  if (entity !== 'summary' && !config.hasEntity(entity)) return fail(`Listing ${entity} is not supported.`);
  const rowsEntity = entity === 'summary' ? 'works' : entity;

  // words no rule explained: a run of them may still be a name ('pubmed', 'public health policy')
  const leftover = s.leftoverWords().filter((w) => !isFiller(w.word) && !ENTITY_NOUNS[w.word.toLowerCase()]);
  for (const run of wordRuns(s, leftover)) {
    if (run.words > 6 || !/\p{L}/u.test(run.text) || NOT_A_NAME.has(run.text.toLowerCase()))
      return fail(`Could not understand "${run.text}" in the question.`);
    // one word is most often a source ('pubmed'); several a subject ('pharmaceutical sciences')
    const kinds =
      run.words === 1
        ? ['sources', 'institutions', 'keywords', 'topics']
        : ['keywords', 'topics', 'sources', 'institutions'];
    names.push({ text: run.text, pos: run.pos, kinds, cue: 'leftover' });
  }
  if (shown.unknown?.length)
    return fail(
      `Could not understand the column${shown.unknown.length > 1 ? 's' : ''} "${shown.unknown.join('", "')}".`,
    );

  const hits = await resolveNames(names, deps);
  if (typeof hits === 'string') return fail(hits);
  for (const { name, kind, id } of hits) {
    // 'researchers at X' are filtered by their current institution
    const rowsInstitution =
      kind === 'institutions' &&
      entity === 'authors' &&
      headNoun &&
      nextToHead(s, headNoun, name.pos, /^\s*(?:(?:who are|who work|working|based)\s+)?$/);
    if (rowsInstitution) {
      found.push({ leaf: { column_id: 'last_known_institutions.id', value: id }, on: 'rows', pos: name.pos });
    } else if (kind === 'publishers' && entity === 'sources') {
      // the journals a publisher publishes: the sources' own publisher
      found.push({ leaf: { column_id: 'host_organization', value: id }, on: 'rows', pos: name.pos });
    } else {
      const column = WORKS_COLUMN[kind];
      if (!column) return fail(`Could not use the ${singular(kind)} "${name.text}" as a filter.`);
      found.push({ leaf: { column_id: column, value: id }, on: 'works', pos: name.pos });
    }
  }

  const byPos = [...found].sort((a, b) => a.pos - b.pos);
  const onRows = entity !== 'works' && entity !== 'summary';
  const works = byPos.filter(
    (f) =>
      (f.on === 'works' || !onRows) &&
      !(entity === 'summary' && shareOfOpenAccess && f.leaf.column_id === 'open_access.is_oa'),
  );
  const rows = onRows ? byPos.filter((f) => f.on === 'rows') : [];
  // journals in DOAJ, with an APC over 2000: the sources' own columns
  if (entity === 'sources') {
    for (const f of [...works]) {
      const own = SOURCE_OWN[f.leaf.column_id];
      if (!own) continue;
      works.splice(works.indexOf(f), 1);
      rows.push({ ...f, leaf: { ...f.leaf, column_id: own }, on: 'rows' });
    }
  }
  if (onRows && headNoun?.noun?.implies && headNoun.noun.entity === entity) {
    const { column, value } = headNoun.noun.implies;
    rows.push({ leaf: { column_id: column, value }, on: 'rows', pos: headNoun.start });
  }

  // diamond open-access journals are open access and charge no APC
  const diamond = entity === 'sources' && /\bdiamond\b/.test(s.lower);
  if (diamond) {
    const index = works.findIndex((f) => f.leaf.column_id === 'open_access.oa_status' && f.leaf.value === 'diamond');
    if (index >= 0) works.splice(index, 1);
    rows.push({ leaf: { column_id: 'apc_usd', value: 0 }, on: 'rows', pos: 0 });
    rows.push({ leaf: { column_id: 'is_oa', value: true }, on: 'rows', pos: 0 });
  }

  const query: OqlQuery = { get_rows: entity };
  const filterWorks = groupFilters(s, works);
  if (filterWorks.length) query.filter_works = filterWorks;
  if (rows.length) query.filter_aggs = rows.map((f) => f.leaf as OqlLeaf);

  const sortId = wish ? sortColumn(wish, entity, config) : undefined;
  if (wish && !sortId) return fail(`Could not sort ${entity} that way.`);
  const defaults =
    entity === 'works'
      ? { columns: ['display_name', 'publication_year', 'type', 'cited_by_count'], sort: 'cited_by_count' }
      : entity === 'summary'
        ? { columns: [...SUMMARY_COLUMNS], sort: 'sum(cited_by_count)' }
        : { columns: ['display_name', 'count(works)'], sort: 'count(works)' };
  let columns = shown.columns ?? (diamond ? ['display_name', 'apc_usd', 'count(works)'] : defaults.columns);
  // rows other than works are named by their name, whatever else is asked to be shown
  if (shown.columns && entity !== 'works' && entity !== 'summary' && !columns.includes('display_name')) {
    columns = ['display_name', ...columns];
  }
  // without a sort asked for, a chosen list of columns sorts by the first of them that can sort
  const sortable = (id: string) => (config.findColumn(rowsEntity, id)?.actions ?? []).includes('sort');
  // the summary row is one row: nothing to sort unless asked
  const sortBy =
    entity === 'summary' && !sortId
      ? undefined
      : (sortId ??
        (shown.columns && !shown.columns.includes(defaults.sort) ? shown.columns.find(sortable) : defaults.sort));
  if (sortBy) {
    query.sort_by_column = sortBy;
    query.sort_by_order = wish?.order ?? 'desc';
  }
  if (sortBy && !columns.includes(sortBy) && entity !== 'summary') {
    columns = sortBy === 'display_name' ? [sortBy, ...columns] : [...columns, sortBy];
  }
  query.show_columns = shown.columns ? columns : orderColumns(columns);

  fitOperators(query.filter_works, 'works', config);
  fitOperators(query.filter_aggs, rowsEntity, config);
  const operatorProblem =
    checkOperators(query.filter_works, 'works', config) ?? checkOperators(query.filter_aggs, rowsEntity, config);
  if (operatorProblem) return fail(`Could not build the query: ${operatorProblem}.`);
  const oql = renderOql(query);
  try {
    parseOql(oql, config);
  } catch (error) {
    if (error instanceof OqlError) return fail(`Could not build a valid query: ${error.message}`);
    throw error;
  }
  return { ok: true, query, oql };
}
