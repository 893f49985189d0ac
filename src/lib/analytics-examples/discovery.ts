import type { AnalyticsExample } from './types.js';

/** Example questions of the discovery category (see index.ts). */
export const DISCOVERY: readonly AnalyticsExample[] = [
  {
    question: 'What journals does this catalogue index?',
    type: 'sources',
    category: 'discovery',
    query: {
      get_rows: 'sources',
      filter_aggs: [
        {
          column_id: 'type',
          value: 'source-types/journal',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)'],
    },
  },
  {
    question: 'Which repositories hold the most works?',
    type: 'sources',
    category: 'discovery',
    query: {
      get_rows: 'sources',
      filter_aggs: [
        {
          column_id: 'type',
          value: 'source-types/repository',
        },
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 0,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which topics appear most in medicine since 2020?',
    type: 'topics',
    category: 'discovery',
    query: {
      get_rows: 'topics',
      filter_works: [
        {
          column_id: 'primary_topic.field.id',
          value: 'fields/27',
        },
        {
          column_id: 'publication_year',
          value: '2020-2024',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)'],
    },
  },
  {
    question: 'What kinds of work are written in Spanish?',
    type: 'types',
    category: 'discovery',
    query: {
      get_rows: 'types',
      filter_works: [
        {
          column_id: 'language',
          value: 'languages/es',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which keywords are most common in computer science?',
    type: 'keywords',
    category: 'discovery',
    query: {
      get_rows: 'keywords',
      filter_works: [
        {
          column_id: 'primary_topic.field.id',
          value: 'fields/17',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'What are the most cited books published in 2020–2024?',
    type: 'works',
    category: 'discovery',
    query: {
      get_rows: 'works',
      filter_works: [
        {
          column_id: 'type',
          value: 'types/book',
        },
        {
          column_id: 'publication_year',
          value: '2020-2024',
        },
      ],
      sort_by_column: 'cited_by_count',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'publication_year', 'cited_by_count'],
    },
  },
  {
    question: 'Which publishers publish the most articles?',
    type: 'publishers',
    category: 'discovery',
    query: {
      get_rows: 'publishers',
      filter_works: [
        {
          column_id: 'type',
          value: 'types/article',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)'],
    },
  },
  {
    question: 'Which languages are works written in?',
    type: 'languages',
    category: 'discovery',
    query: {
      get_rows: 'languages',
      filter_aggs: [
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 0,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'How are works spread across the four domains?',
    type: 'domains',
    category: 'discovery',
    query: {
      get_rows: 'domains',
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)', 'mean(citations)'],
    },
  },
  {
    question: 'Which subfields of the physical sciences are largest?',
    type: 'subfields',
    category: 'discovery',
    query: {
      get_rows: 'subfields',
      filter_works: [
        {
          column_id: 'primary_topic.domain.id',
          value: 'domains/3',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
];
