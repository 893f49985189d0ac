import { csvCell, groupsFileName, groupsToCsv, groupsToJson } from './group-by-file';

const typeGroups = {
  groupByKey: 'type',
  groupsCount: 2,
  recordsCount: 12,
  groups: [
    { key: 'https://openalex.org/types/article', key_display_name: 'article', count: 10 },
    { key: 'https://openalex.org/types/book', key_display_name: 'book', count: 2 },
  ],
};

describe('group-by files', () => {
  it('quotes CSV cells holding commas, quotes or line breaks and doubles their quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('Harvard University, Cambridge')).toBe('"Harvard University, Cambridge"');
    expect(csvCell('The "Lancet"')).toBe('"The ""Lancet"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('writes one card’s groups as key, key_display_name and count', () => {
    const csv = groupsToCsv([
      {
        groupByKey: 'authorships.institutions.lineage',
        groupsCount: 1,
        recordsCount: null,
        groups: [
          { key: 'https://openalex.org/I1', key_display_name: 'University of California, "Berkeley"', count: 7 },
        ],
      },
    ]);
    expect(csv).toBe(
      'key,key_display_name,count\r\nhttps://openalex.org/I1,"University of California, ""Berkeley""",7\r\n',
    );
  });

  it('names the group-by of each row when several cards are downloaded together', () => {
    const csv = groupsToCsv([
      typeGroups,
      {
        groupByKey: 'language:include_unknown',
        groupsCount: 1,
        recordsCount: null,
        groups: [{ key: 'unknown', key_display_name: 'unknown', count: 3 }],
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'group_by,key,key_display_name,count',
      'type,https://openalex.org/types/article,article,10',
      'type,https://openalex.org/types/book,book,2',
      'language,unknown,unknown,3',
      '',
    ]);
  });

  it('writes JSON as the API’s groups, a list for several cards', () => {
    expect(JSON.parse(groupsToJson([typeGroups]))).toEqual({ group_by: 'type', groups: typeGroups.groups });
    expect(JSON.parse(groupsToJson([typeGroups, typeGroups]))).toHaveLength(2);
  });

  it('names files after the entity type and group-by', () => {
    expect(groupsFileName('works', ['type'], 'csv')).toBe('works-group-by-type.csv');
    expect(groupsFileName('works', ['open_access.is_oa'], 'json')).toBe('works-group-by-open_access-is_oa.json');
    expect(groupsFileName('authors', ['has_orcid', 'last_known_institutions.id'], 'csv')).toBe('authors-group-bys.csv');
  });
});
