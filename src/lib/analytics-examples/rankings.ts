import type { AnalyticsExample } from './types.js';

/** Example questions of the rankings category (see index.ts). */
export const RANKINGS: readonly AnalyticsExample[] = [
  {
    question: "Which institutions' 2020–2024 work is cited most?",
    type: 'institutions',
    category: 'rankings',
    query: {
      get_rows: 'institutions',
      filter_works: [
        {
          column_id: 'publication_year',
          value: '2020-2024',
        },
      ],
      sort_by_column: 'sum(citations)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)', 'mean(fwci)'],
    },
  },
  {
    question: 'Which countries have the highest mean FWCI for 2020–2024?',
    type: 'countries',
    category: 'rankings',
    query: {
      get_rows: 'countries',
      filter_works: [
        {
          column_id: 'publication_year',
          value: '2020-2024',
        },
      ],
      filter_aggs: [
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 20,
        },
      ],
      sort_by_column: 'mean(fwci)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'mean(fwci)'],
    },
  },
  {
    question: 'Which journals are cited most per article?',
    type: 'sources',
    category: 'rankings',
    query: {
      get_rows: 'sources',
      filter_aggs: [
        {
          column_id: 'type',
          value: 'source-types/journal',
        },
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 10,
        },
      ],
      sort_by_column: 'mean(citations)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'mean(citations)'],
    },
  },
  {
    question: 'Which publishers are cited most?',
    type: 'publishers',
    category: 'rankings',
    query: {
      get_rows: 'publishers',
      sort_by_column: 'sum(citations)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)'],
    },
  },
  {
    question: 'Which topics have the most citations per work?',
    type: 'topics',
    category: 'rankings',
    query: {
      get_rows: 'topics',
      filter_aggs: [
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 10,
        },
      ],
      sort_by_column: 'mean(citations)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'mean(citations)'],
    },
  },
  {
    question: "Which funders' works have the highest FWCI?",
    type: 'funders',
    category: 'rankings',
    query: {
      get_rows: 'funders',
      filter_aggs: [
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 5,
        },
      ],
      sort_by_column: 'mean(fwci)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'mean(fwci)'],
    },
  },
  {
    question: 'What are the most cited works in the catalogue?',
    type: 'works',
    category: 'rankings',
    query: {
      get_rows: 'works',
      sort_by_column: 'cited_by_count',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'publication_year', 'cited_by_count'],
    },
  },
];
