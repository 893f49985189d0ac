import type { AnalyticsExample } from './types.js';

/** Example questions of the expert discovery category (see index.ts). */
export const EXPERT_DISCOVERY: readonly AnalyticsExample[] = [
  {
    question: 'Who are the most cited authors in medicine since 2020?',
    type: 'authors',
    category: 'expert discovery',
    query: {
      get_rows: 'authors',
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
      sort_by_column: 'sum(citations)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)'],
    },
  },
  {
    question: 'Which authors publish most on good health and well-being (SDG 3)?',
    type: 'authors',
    category: 'expert discovery',
    query: {
      get_rows: 'authors',
      filter_works: [
        {
          column_id: 'sustainable_development_goals.id',
          value: 'sdgs/3',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'mean(fwci)'],
    },
  },
  {
    question: 'Which authors based in Germany have an ORCID?',
    type: 'authors',
    category: 'expert discovery',
    query: {
      get_rows: 'authors',
      filter_aggs: [
        {
          column_id: 'last_known_institutions.country_code',
          value: 'countries/DE',
        },
        {
          column_id: 'has_orcid',
          value: true,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Who publishes most on learning?',
    type: 'authors',
    category: 'expert discovery',
    query: {
      get_rows: 'authors',
      filter_works: [
        {
          column_id: 'display_name.search',
          operator: 'contains',
          value: 'learning',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)'],
    },
  },
  {
    question: 'Which physicists have the highest mean FWCI?',
    type: 'authors',
    category: 'expert discovery',
    query: {
      get_rows: 'authors',
      filter_works: [
        {
          column_id: 'primary_topic.field.id',
          value: 'fields/31',
        },
      ],
      filter_aggs: [
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 1,
        },
      ],
      sort_by_column: 'mean(fwci)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'mean(fwci)'],
    },
  },
  {
    question: 'Which researchers publish most with companies?',
    type: 'authors',
    category: 'expert discovery',
    query: {
      get_rows: 'authors',
      filter_works: [
        {
          column_id: 'authorships.institutions.type',
          value: 'institution-types/company',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which institutions lead research in neuroscience?',
    type: 'institutions',
    category: 'expert discovery',
    query: {
      get_rows: 'institutions',
      filter_works: [
        {
          column_id: 'primary_topic.field.id',
          value: 'fields/28',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'mean(fwci)'],
    },
  },
];
