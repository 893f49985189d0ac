import { describe, expect, it } from 'vitest';
import type { AnalyticsExample } from '../../lib/analytics-examples';
import { choiceValue, exampleGroups, filterExamples, parseChoice } from './example-filter';

const example = (question: string, type: string, category: AnalyticsExample['category'], broken = false) =>
  ({
    question,
    type,
    category,
    query: { get_rows: type },
    ...(broken ? { broken, error: 'Wrong query.' } : {}),
  }) as AnalyticsExample;

const EXAMPLES = [
  example('Which journals index the most?', 'sources', 'discovery'),
  example('Who are the experts on coral reefs?', 'authors', 'expert discovery'),
  example('Which institutions publish open access?', 'institutions', 'open access'),
  example('Broken collaboration question', 'countries', 'collaboration', true),
];

describe('filterExamples', () => {
  it('hides broken examples and lists the rest reversed when nothing is typed and all questions are chosen', () => {
    expect(filterExamples(EXAMPLES, '', { kind: 'all' }).map((e) => e.type)).toEqual([
      'institutions',
      'authors',
      'sources',
    ]);
  });

  it('shows only the broken ones for ui=errors', () => {
    expect(filterExamples(EXAMPLES, '', { kind: 'all' }, true).map((e) => e.question)).toEqual([
      'Broken collaboration question',
    ]);
  });

  it('needs every typed word somewhere in the question, type and category together, in any case', () => {
    expect(filterExamples(EXAMPLES, 'EXPERTS authors', { kind: 'all' }).map((e) => e.type)).toEqual(['authors']);
    expect(filterExamples(EXAMPLES, 'open institutions', { kind: 'all' }).map((e) => e.type)).toEqual(['institutions']);
    expect(filterExamples(EXAMPLES, 'coral journals', { kind: 'all' })).toEqual([]);
  });

  it('keeps the given order once something is typed or a type or category is chosen', () => {
    expect(filterExamples(EXAMPLES, 'which', { kind: 'all' }).map((e) => e.type)).toEqual(['sources', 'institutions']);
    // a category is matched whole: 'discovery' is not 'expert discovery'
    expect(filterExamples(EXAMPLES, '', { kind: 'category', value: 'discovery' }).map((e) => e.type)).toEqual([
      'sources',
    ]);
    expect(filterExamples(EXAMPLES, '', { kind: 'type', value: 'authors' }).map((e) => e.type)).toEqual(['authors']);
  });
});

describe('the dropdown', () => {
  it('holds one choice: a type or a category, written as text and read back', () => {
    for (const choice of [
      { kind: 'all' },
      { kind: 'type', value: 'work-types' },
      { kind: 'category', value: 'trend detection' },
    ] as const) {
      expect(parseChoice(choiceValue(choice))).toEqual(choice);
    }
    expect(parseChoice('nonsense')).toEqual({ kind: 'all' });
  });

  it('offers the types and categories of the examples', () => {
    expect(exampleGroups(EXAMPLES)).toEqual({
      types: ['sources', 'authors', 'institutions', 'countries'],
      categories: ['discovery', 'expert discovery', 'open access', 'collaboration'],
    });
  });
});
