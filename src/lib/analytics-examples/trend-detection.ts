import type { AnalyticsExample } from './types.js';

/** Example questions of the trend detection category (see index.ts). */
export const TREND_DETECTION: readonly AnalyticsExample[] = [
  {
    question: 'How much was published in 2020–2024, and how was it cited?',
    type: 'summary',
    category: 'trend detection',
    query: {
      get_rows: 'summary',
      filter_works: [
        {
          column_id: 'publication_year',
          value: '2020-2024',
        },
      ],
      show_columns: [
        'count',
        'sum(cited_by_count)',
        'mean(cited_by_count)',
        'mean(fwci)',
        'percent(is_oa)',
        'sum(is_oa)',
      ],
    },
  },
  {
    question: 'Which topics were published on most in 2024?',
    type: 'topics',
    category: 'trend detection',
    query: {
      get_rows: 'topics',
      filter_works: [
        {
          column_id: 'publication_year',
          value: 2024,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which fields were cited most per work in 2020–2024?',
    type: 'fields',
    category: 'trend detection',
    query: {
      get_rows: 'fields',
      filter_works: [
        {
          column_id: 'publication_year',
          value: '2020-2024',
        },
      ],
      sort_by_column: 'mean(citations)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'mean(citations)'],
    },
  },
  {
    question: 'Which countries published the most in 2023?',
    type: 'countries',
    category: 'trend detection',
    query: {
      get_rows: 'countries',
      filter_works: [
        {
          column_id: 'publication_year',
          value: 2023,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)'],
    },
  },
  {
    question: "What share of 2024's works are open access?",
    type: 'summary',
    category: 'trend detection',
    query: {
      get_rows: 'summary',
      filter_works: [
        {
          column_id: 'publication_year',
          value: 2024,
        },
      ],
      show_columns: ['percent(is_oa)', 'sum(is_oa)', 'mean(cited_by_count)'],
    },
  },
  {
    question: 'Which Sustainable Development Goals drew the most research in 2020–2024?',
    type: 'sdgs',
    category: 'trend detection',
    query: {
      get_rows: 'sdgs',
      filter_works: [
        {
          column_id: 'publication_year',
          value: '2020-2024',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'mean(fwci)'],
    },
  },
  {
    question: 'Which keywords were used most in 2024?',
    type: 'keywords',
    category: 'trend detection',
    query: {
      get_rows: 'keywords',
      filter_works: [
        {
          column_id: 'publication_year',
          value: 2024,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
];
