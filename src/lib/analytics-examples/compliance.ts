import type { AnalyticsExample } from './types.js';

/** Example questions of the compliance category (see index.ts). */
export const COMPLIANCE: readonly AnalyticsExample[] = [
  {
    question: "Which funders' works are most often open access?",
    type: 'funders',
    category: 'compliance',
    query: {
      get_rows: 'funders',
      filter_aggs: [
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 5,
        },
      ],
      sort_by_column: 'percent(is_open_access)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'percent(is_open_access)'],
    },
  },
  {
    question: 'Which funders funded the most works in 2020–2024?',
    type: 'funders',
    category: 'compliance',
    query: {
      get_rows: 'funders',
      filter_works: [
        {
          column_id: 'publication_year',
          value: '2020-2024',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'percent(is_open_access)'],
    },
  },
  {
    question: 'Which sources hold the most works without a DOI?',
    type: 'sources',
    category: 'compliance',
    query: {
      get_rows: 'sources',
      filter_works: [
        {
          column_id: 'has_doi',
          value: false,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which institutions have the most works without a DOI?',
    type: 'institutions',
    category: 'compliance',
    query: {
      get_rows: 'institutions',
      filter_works: [
        {
          column_id: 'has_doi',
          value: false,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'How many works of 2020–2024 have no abstract?',
    type: 'summary',
    category: 'compliance',
    query: {
      get_rows: 'summary',
      filter_works: [
        {
          column_id: 'has_abstract',
          value: false,
        },
        {
          column_id: 'publication_year',
          value: '2020-2024',
        },
      ],
      show_columns: ['count', 'sum(cited_by_count)', 'percent(is_oa)', 'sum(is_oa)'],
    },
  },
  {
    question: "Which funders' works are deposited in repositories?",
    type: 'funders',
    category: 'compliance',
    query: {
      get_rows: 'funders',
      filter_works: [
        {
          column_id: 'primary_location.source.type',
          value: 'source-types/repository',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
];
