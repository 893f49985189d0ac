import { labelIdsOfQuery } from './label-ids-of-query';

describe('the labels a query reads', () => {
  it('finds label filters among works and entity filters, in nested groups, each once', () => {
    expect(
      labelIdsOfQuery({
        get_rows: 'authors',
        filter_works: [
          { column_id: 'authorships.institutions.lineage', operator: 'matches any item in label', value: 'lUnis' },
          { column_id: 'publication_year', value: 2024 },
        ],
        filter_aggs: [
          {
            join: 'or',
            filters: [
              { column_id: 'id', operator: 'matches every item in label', value: 'lPeople' },
              { column_id: 'id', operator: 'is', value: 'lNotALabel' },
              { column_id: 'id', operator: 'matches any item in label', value: 'lUnis' },
            ],
          },
        ],
      }),
    ).toEqual(['lUnis', 'lPeople']);
  });

  it('is empty for a query without label filters', () => {
    expect(labelIdsOfQuery({ get_rows: 'works', filter_works: [{ column_id: 'is_oa', value: true }] })).toEqual([]);
  });
});
