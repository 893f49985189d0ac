import type { AnalyticsExample } from './types.js';

/** Example questions of the collaboration category (see index.ts). */
export const COLLABORATION: readonly AnalyticsExample[] = [
  {
    question: 'Which countries does France collaborate with most?',
    type: 'countries',
    category: 'collaboration',
    query: {
      get_rows: 'countries',
      filter_works: [
        {
          column_id: 'authorships.countries',
          value: 'countries/FR',
        },
      ],
      filter_aggs: [
        {
          column_id: 'id',
          operator: 'is not',
          value: 'countries/FR',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which universities co-author most with companies?',
    type: 'institutions',
    category: 'collaboration',
    query: {
      get_rows: 'institutions',
      filter_works: [
        {
          column_id: 'authorships.institutions.type',
          value: 'institution-types/company',
        },
      ],
      filter_aggs: [
        {
          column_id: 'type',
          value: 'institution-types/education',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which countries of the Global North collaborate most with institutions of the Global South?',
    type: 'countries',
    category: 'collaboration',
    query: {
      get_rows: 'countries',
      filter_works: [
        {
          column_id: 'authorships.institutions.is_global_south',
          value: true,
        },
      ],
      filter_aggs: [
        {
          column_id: 'is_global_south',
          value: false,
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which topics do Japan and South Korea work on together?',
    type: 'topics',
    category: 'collaboration',
    query: {
      get_rows: 'topics',
      filter_works: [
        {
          column_id: 'authorships.countries',
          value: 'countries/JP',
        },
        {
          column_id: 'authorships.countries',
          value: 'countries/KR',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which continents co-author most with Europe?',
    type: 'continents',
    category: 'collaboration',
    query: {
      get_rows: 'continents',
      filter_works: [
        {
          column_id: 'authorships.institutions.continent',
          value: 'continents/Q46',
        },
      ],
      filter_aggs: [
        {
          column_id: 'id',
          operator: 'is not',
          value: 'continents/Q46',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
  {
    question: 'Which kinds of institution co-author with healthcare organisations?',
    type: 'institution-types',
    category: 'collaboration',
    query: {
      get_rows: 'institution-types',
      filter_works: [
        {
          column_id: 'authorships.institutions.type',
          value: 'institution-types/healthcare',
        },
      ],
      filter_aggs: [
        {
          column_id: 'id',
          operator: 'is not',
          value: 'institution-types/healthcare',
        },
      ],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
      show_columns: ['display_name', 'count(works)'],
    },
  },
];
