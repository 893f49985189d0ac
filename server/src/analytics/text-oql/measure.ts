/**
 * How well text-to-OQL reads the questions of the public suites (issue 33 §4): every natLang
 * prompt of tests.json and every question of landing_page.json, compared by structure with the
 * query the suite expects — entity, filters' columns, operators and values, sort, columns — with
 * the suite's `ignore` list applied, and ids of catalogue entities (institutions, authors, …)
 * compared by kind only, since our catalogue is not OpenAlex's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  compareQueries,
  fromLegacyQuery,
  isGroup,
  LEGACY_FIELD_NAMES,
  type LegacyQuery,
  type OqlFilter,
  type OqlQuery,
} from '../../../../src/lib/oql/index.js';
import { textToOql, type TextOqlDeps } from './text-oql.js';

export interface MeasureCase {
  set: 'tests.json' | 'landing_page.json';
  category: string;
  prompt: string;
  expected: OqlQuery;
  ignore: string[];
}

export interface MeasureOutcome extends MeasureCase {
  pass: boolean;
  /** why it failed: the reader's message, or the first part of the structure that differs */
  reason?: string;
  got?: OqlQuery;
}

const CATALOGUE_KINDS = /^(institutions|authors|funders|sources|topics|keywords|publishers)\/.+/i;

export function loadCases(suitesDir: string): MeasureCase[] {
  const tests = JSON.parse(readFileSync(path.join(suitesDir, 'tests.json'), 'utf8')) as {
    natLang?: string[];
    query: LegacyQuery;
    ignore?: string[];
    tags?: string[];
  }[];
  const landing = JSON.parse(readFileSync(path.join(suitesDir, 'landing_page.json'), 'utf8')) as {
    question: string;
    type: string;
    category: string;
    query: OqlQuery;
  }[];
  const cases: MeasureCase[] = [];
  for (const item of tests) {
    const ignore = (item.ignore ?? []).flatMap((field) => LEGACY_FIELD_NAMES[field] ?? [field]);
    const expected = fromLegacyQuery(item.query);
    for (const prompt of item.natLang ?? []) {
      cases.push({ set: 'tests.json', category: item.tags?.[0] ?? 'untagged', prompt, expected, ignore });
    }
  }
  for (const item of landing) {
    cases.push({
      set: 'landing_page.json',
      category: item.category,
      prompt: item.question,
      expected: item.query,
      ignore: [],
    });
  }
  return cases;
}

/** Spec 2 §9: 'includes' / 'does not include' are the multi-valued columns' 'is' / 'is not'. */
const SAME_OPERATOR: Record<string, string> = { includes: 'is', 'does not include': 'is not' };

/** Catalogue ids become their kind ('institutions/*'); operators take their single-valued form. */
function relaxFilters(filters: OqlFilter[] | undefined): OqlFilter[] | undefined {
  return filters?.map((filter) => {
    if (isGroup(filter)) return { join: filter.join, filters: relaxFilters(filter.filters) ?? [] };
    const match = typeof filter.value === 'string' ? CATALOGUE_KINDS.exec(filter.value) : null;
    const out = match ? { ...filter, value: `${match[1]!.toLowerCase()}/*` } : { ...filter };
    if (out.operator && SAME_OPERATOR[out.operator]) out.operator = SAME_OPERATOR[out.operator];
    return out;
  });
}

function relax(query: OqlQuery): OqlQuery {
  const out: OqlQuery = { ...query };
  const works = relaxFilters(query.filter_works);
  const aggs = relaxFilters(query.filter_aggs);
  if (works) out.filter_works = works;
  if (aggs) out.filter_aggs = aggs;
  return out;
}

/** The first part of two queries that differs, for the failure report. */
function difference(got: OqlQuery, expected: OqlQuery, ignore: string[]): string {
  for (const key of [
    'get_rows',
    'filter_works',
    'filter_aggs',
    'sort_by_column',
    'sort_by_order',
    'show_columns',
  ] as const) {
    if (ignore.includes(key)) continue;
    if (
      !compareQueries({ get_rows: '', [key]: got[key] } as OqlQuery, { get_rows: '', [key]: expected[key] } as OqlQuery)
    ) {
      return `${key} differs`;
    }
  }
  return 'other fields differ';
}

export async function measure(cases: MeasureCase[], deps: TextOqlDeps): Promise<MeasureOutcome[]> {
  const out: MeasureOutcome[] = [];
  for (const c of cases) {
    const result = await textToOql(c.prompt, deps);
    if (!result.ok) {
      out.push({ ...c, pass: false, reason: result.message });
      continue;
    }
    const got = relax(result.query);
    const expected = relax(c.expected);
    // show_underlying_works and summarize_by are not asked of the reader
    const ignore = [...c.ignore, 'show_underlying_works', 'summarize_by'];
    const pass = compareQueries(got, expected, ignore);
    out.push({ ...c, pass, got: result.query, ...(pass ? {} : { reason: difference(got, expected, ignore) }) });
  }
  return out;
}

export interface MeasureSummary {
  set: string;
  passed: number;
  total: number;
  categories: { category: string; passed: number; total: number }[];
  reasons: { reason: string; count: number }[];
}

/** A failure message with its names and numbers taken out, so alike failures count together. */
const reasonKind = (reason: string) =>
  reason
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\b\d+\b/g, 'N')
    .replace(/named .*$/, 'named …');

export function summarize(outcomes: MeasureOutcome[]): MeasureSummary[] {
  const sets = [...new Set(outcomes.map((o) => o.set))];
  return sets.map((set) => {
    const mine = outcomes.filter((o) => o.set === set);
    const categories = [...new Set(mine.map((o) => o.category))].map((category) => {
      const inCategory = mine.filter((o) => o.category === category);
      return { category, passed: inCategory.filter((o) => o.pass).length, total: inCategory.length };
    });
    const counts = new Map<string, number>();
    for (const o of mine)
      if (!o.pass && o.reason) counts.set(reasonKind(o.reason), (counts.get(reasonKind(o.reason)) ?? 0) + 1);
    const reasons = [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
    return { set, passed: mine.filter((o) => o.pass).length, total: mine.length, categories, reasons };
  });
}

/** A resolver that finds every name (its id is the kind and the name): the grammar alone. */
export const everyNameResolver: TextOqlDeps['resolve'] = async (kind, name) => ({
  id: `${kind}/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  display_name: name,
});
