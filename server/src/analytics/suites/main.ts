import type { SuiteEntry } from './entry.js';

/**
 * The main suite: the query language's basic stories over the demo catalogue, written for this
 * project. `dataApiCount` is the data API request whose count the search's row count must equal
 * (server/src/analytics/suites/suites.test.ts checks it; the test pages ignore it).
 */
export const MAIN: SuiteEntry[] = [
  {
    title: 'Every work',
    oql: 'get works;',
    natLang: ['what works are there?'],
    query: { get_rows: 'works' },
    dataApiCount: '/works',
  },
  {
    title: 'One filter',
    oql: 'get works where type is types/article;',
    natLang: ['what articles are there?'],
    query: { get_rows: 'works', filter_works: [{ column_id: 'type', value: 'types/article' }] },
    dataApiCount: '/works?filter=type:article',
  },
  {
    title: 'A negated filter',
    oql: 'get works where type is not types/article;',
    natLang: ["what works aren't articles?"],
    query: { get_rows: 'works', filter_works: [{ column_id: 'type', operator: 'is not', value: 'types/article' }] },
    dataApiCount: '/works?filter=type:!article',
  },
  {
    title: 'Two filters',
    oql: 'get works where type is types/article and publication_year is greater than 2013;',
    natLang: ['what articles were published since 2014?'],
    query: {
      get_rows: 'works',
      filter_works: [
        { column_id: 'type', value: 'types/article' },
        { column_id: 'publication_year', operator: 'is greater than', value: 2013 },
      ],
    },
    dataApiCount: '/works?filter=type:article,publication_year:>2013',
  },
  {
    title: 'Another entity, from its works',
    oql: 'using works where primary_topic.field.id is fields/27; get topics;',
    natLang: ['what topics does medicine cover?'],
    query: {
      get_rows: 'topics',
      filter_works: [{ column_id: 'primary_topic.field.id', value: 'fields/27' }],
    },
    dataApiCount: '/works?filter=primary_topic.field.id:27&group_by=primary_topic.id',
  },
  {
    title: 'An entity filtered by its own column',
    oql: 'get institutions where country_code is countries/FR;',
    natLang: ['which institutions are in France?'],
    query: { get_rows: 'institutions', filter_aggs: [{ column_id: 'country_code', value: 'countries/FR' }] },
    dataApiCount: '/institutions?filter=country_code:FR',
  },
  {
    title: 'Grouped and sorted by a metric',
    oql: 'using works where publication_year is 2020-2024; get countries; sort by count(works) desc;',
    natLang: ['which countries published the most in the last five years?'],
    query: {
      get_rows: 'countries',
      filter_works: [{ column_id: 'publication_year', value: '2020-2024' }],
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
    },
    dataApiCount: '/works?filter=publication_year:2020-2024&group_by=authorships.countries',
  },
  {
    title: 'The summary row',
    oql: 'get summary where open_access.is_oa is true;',
    natLang: ['how many works are open access?'],
    query: { get_rows: 'summary', filter_works: [{ column_id: 'open_access.is_oa', value: true }] },
  },
  {
    title: 'A search that finds nothing',
    oql: 'get works where publication_year is greater than 2099;',
    expectsZeroResults: true,
    query: {
      get_rows: 'works',
      filter_works: [{ column_id: 'publication_year', operator: 'is greater than', value: 2099 }],
    },
    dataApiCount: '/works?filter=publication_year:>2099',
  },
];
