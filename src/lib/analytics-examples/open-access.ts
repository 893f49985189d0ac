import type { AnalyticsExample } from './types.js';

/** Example questions of the open access category (see index.ts). */
export const OPEN_ACCESS: readonly AnalyticsExample[] = [
  {
    question:
      'Which institutions in France publish the most open-access work since 2020, with their citations and mean FWCI?',
    type: 'institutions',
    category: 'open access',
    query: {
      get_rows: 'institutions',
      filter_works: [
        {
          column_id: 'publication_year',
          value: '2020-2024',
        },
        {
          column_id: 'open_access.is_oa',
          value: true,
        },
      ],
      filter_aggs: [
        {
          column_id: 'country_code',
          value: 'countries/FR',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)', 'mean(fwci)'],
    },
  },
  {
    question: 'Which universities have the highest share of open-access works?',
    type: 'institutions',
    category: 'open access',
    query: {
      get_rows: 'institutions',
      filter_aggs: [
        {
          column_id: 'type',
          value: 'institution-types/education',
        },
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 20,
        },
      ],
      sort_by_column: 'percent(is_open_access)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'percent(is_open_access)'],
    },
  },
  {
    question: 'Which journals in DOAJ publish the most?',
    type: 'sources',
    category: 'open access',
    query: {
      get_rows: 'sources',
      filter_aggs: [
        {
          column_id: 'is_in_doaj',
          value: true,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)'],
    },
  },
  {
    question: 'Which fully open-access sources charge the highest APCs?',
    type: 'sources',
    category: 'open access',
    query: {
      get_rows: 'sources',
      filter_aggs: [
        {
          column_id: 'is_oa',
          value: true,
        },
      ],
      sort_by_column: 'apc_usd',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'apc_usd', 'count(works)'],
    },
  },
  {
    question: 'What licences do open-access works carry?',
    type: 'licenses',
    category: 'open access',
    query: {
      get_rows: 'licenses',
      filter_works: [
        {
          column_id: 'open_access.is_oa',
          value: true,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'How much of the catalogue is open access?',
    type: 'summary',
    category: 'open access',
    query: {
      get_rows: 'summary',
      show_columns: ['percent(is_oa)', 'sum(is_oa)', 'sum(cited_by_count)'],
    },
  },
  {
    question: 'Which countries publish the most open-access works?',
    type: 'countries',
    category: 'open access',
    query: {
      get_rows: 'countries',
      filter_works: [
        {
          column_id: 'open_access.is_oa',
          value: true,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)'],
    },
  },
  {
    question: 'Which publishers have the highest share of open-access works?',
    type: 'publishers',
    category: 'open access',
    query: {
      get_rows: 'publishers',
      filter_aggs: [
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 10,
        },
      ],
      sort_by_column: 'percent(is_open_access)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'percent(is_open_access)'],
    },
  },
  {
    question: 'Which highly cited works of 2020–2024 are closed access?',
    type: 'works',
    category: 'open access',
    query: {
      get_rows: 'works',
      filter_works: [
        {
          column_id: 'open_access.is_oa',
          value: false,
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
];
