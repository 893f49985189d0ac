import type { AnalyticsExample } from './types.js';

/** Example questions of the recommenders category (see index.ts). */
export const RECOMMENDERS: readonly AnalyticsExample[] = [
  {
    question: 'Where should I publish medical research?',
    type: 'sources',
    category: 'recommenders',
    query: {
      get_rows: 'sources',
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
      filter_aggs: [
        {
          column_id: 'type',
          value: 'source-types/journal',
        },
      ],
      sort_by_column: 'sum(citations)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'sum(citations)', 'mean(fwci)'],
    },
  },
  {
    question: 'Which open-access journals publish computer science?',
    type: 'sources',
    category: 'recommenders',
    query: {
      get_rows: 'sources',
      filter_works: [
        {
          column_id: 'primary_topic.field.id',
          value: 'fields/17',
        },
        {
          column_id: 'open_access.is_oa',
          value: true,
        },
      ],
      filter_aggs: [
        {
          column_id: 'type',
          value: 'source-types/journal',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which funders support research on good health (SDG 3)?',
    type: 'funders',
    category: 'recommenders',
    query: {
      get_rows: 'funders',
      filter_works: [
        {
          column_id: 'sustainable_development_goals.id',
          value: 'sdgs/3',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which institutions should a chemistry student look at?',
    type: 'institutions',
    category: 'recommenders',
    query: {
      get_rows: 'institutions',
      filter_works: [
        {
          column_id: 'primary_topic.field.id',
          value: 'fields/16',
        },
      ],
      filter_aggs: [
        {
          column_id: 'count(works)',
          operator: 'is greater than',
          value: 2,
        },
      ],
      sort_by_column: 'mean(fwci)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)', 'mean(fwci)'],
    },
  },
  {
    question: 'Which topics are close to climate research?',
    type: 'topics',
    category: 'recommenders',
    query: {
      get_rows: 'topics',
      filter_works: [
        {
          column_id: 'title_and_abstract.search',
          operator: 'contains',
          value: 'climate',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
];
