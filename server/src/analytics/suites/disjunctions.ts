import type { SuiteEntry } from './entry.js';

const id = (n: string) => ({ column_id: 'id', value: `works/${n}` });
const W1 = 'W1400000000';
const W2 = 'W1400000001';
const W3 = 'W1400000002';
const leaf = (column_id: string, value: string | number | boolean, operator?: string) => ({
  column_id,
  ...(operator ? { operator } : {}),
  value,
});
const or = (...filters: ReturnType<typeof leaf>[]) => ({ join: 'or' as const, filters });

/** Groups of filters joined by 'or' and 'and', nested, over the first works of the demo catalogue. */
export const DISJUNCTIONS: SuiteEntry[] = [
  {
    title: 'One work ID',
    oql: `get works where id is works/${W1};`,
    query: { get_rows: 'works', filter_works: [id(W1)] },
    dataApiCount: `/works?filter=openalex:${W1}`,
  },
  {
    title: 'Two work IDs, or',
    oql: `get works where (id is works/${W1} or id is works/${W2});`,
    query: { get_rows: 'works', filter_works: [{ join: 'or', filters: [id(W1), id(W2)] }] },
    dataApiCount: `/works?filter=openalex:${W1}|${W2}`,
  },
  {
    title: 'Two work IDs, and',
    expectsZeroResults: true,
    oql: `get works where (id is works/${W1} and id is works/${W2});`,
    query: { get_rows: 'works', filter_works: [{ join: 'and', filters: [id(W1), id(W2)] }] },
    dataApiCount: `/works?filter=openalex:${W1},openalex:${W2}`,
  },
  {
    title: 'Intersecting work IDs, and/or+or',
    oql: `get works where ((id is works/${W1} or id is works/${W2}) and (id is works/${W1} or id is works/${W3}));`,
    query: {
      get_rows: 'works',
      filter_works: [
        {
          join: 'and',
          filters: [
            { join: 'or', filters: [id(W1), id(W2)] },
            { join: 'or', filters: [id(W1), id(W3)] },
          ],
        },
      ],
    },
    dataApiCount: `/works?filter=openalex:${W1}`,
  },
  {
    title: 'Two types, or',
    oql: 'get works where (type is types/book or type is types/dataset);',
    query: {
      get_rows: 'works',
      filter_works: [or(leaf('type', 'types/book'), leaf('type', 'types/dataset'))],
    },
    dataApiCount: '/works?filter=type:book|dataset',
  },
  {
    title: 'A filter and an or-group',
    oql: 'get works where open_access.is_oa is true and (authorships.countries is countries/FR or authorships.countries is countries/DE);',
    query: {
      get_rows: 'works',
      filter_works: [
        { column_id: 'open_access.is_oa', value: true },
        or(leaf('authorships.countries', 'countries/FR'), leaf('authorships.countries', 'countries/DE')),
      ],
    },
    dataApiCount: '/works?filter=open_access.is_oa:true,authorships.countries:FR|DE',
  },
  {
    title: 'Or-group of an entity’s own columns',
    oql: 'get institutions where (country_code is countries/FR or country_code is countries/DE);',
    query: {
      get_rows: 'institutions',
      filter_aggs: [or(leaf('country_code', 'countries/FR'), leaf('country_code', 'countries/DE'))],
    },
    dataApiCount: '/institutions?filter=country_code:FR|DE',
  },
  {
    title: 'Or of a year and a negated type',
    oql: 'get works where (publication_year is 2024 or type is not types/article);',
    query: {
      get_rows: 'works',
      filter_works: [or(leaf('publication_year', 2024), leaf('type', 'types/article', 'is not'))],
    },
  },
];
