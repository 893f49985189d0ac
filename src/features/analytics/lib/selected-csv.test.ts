import { parse } from 'csv-parse/sync';
import type { ResultRow, ResultsColumn } from '../../../lib/analytics-search';
import { cellText, selectedCsv } from './selected-csv';

const column = (id: string, displayName: string, type = 'string'): ResultsColumn => ({
  id,
  type,
  displayName,
  isDate: false,
  actions: [],
  actionsPopular: [],
  objectEntity: null,
});

const header = [
  column('display_name', 'title'),
  column('authorships.author.id', 'authors', 'array'),
  column('count(works)', 'works count', 'number'),
  column('open_access.is_oa', 'is open access', 'boolean'),
];

const rows: ResultRow[] = [
  {
    id: 'works/W1',
    cells: {
      display_name: 'Rivers, lakes and "wetlands"\nof Europe',
      'authorships.author.id': [
        { id: 'authors/A1', display_name: 'Ada Lovelace' },
        { id: 'authors/A2', display_name: null },
      ],
      'count(works)': 12,
      'open_access.is_oa': true,
    },
  },
  {
    id: 'works/W2',
    cells: {
      display_name: { id: 'works/W2', display_name: 'Plain title' },
      'authorships.author.id': [],
      'count(works)': -3,
      'open_access.is_oa': false,
    },
  },
  { id: 'works/W3', cells: { display_name: '=HYPERLINK("x")', 'count(works)': null } },
];

describe('selectedCsv', () => {
  it('writes a header of the column names and one line per selected row', () => {
    const csv = selectedCsv(header, rows.slice(0, 2));
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('title,authors,works count,is open access');
    // the first title spans two lines inside its quotes: 1 header + 2 rows = 4 physical lines
    expect(lines).toHaveLength(4);
    expect(csv.endsWith('\n')).toBe(true);
  });

  it('quotes cells with commas, quotes or line breaks and doubles the quotes', () => {
    const csv = selectedCsv(header, rows.slice(0, 1));
    expect(csv).toBe(
      'title,authors,works count,is open access\n' +
        '"Rivers, lakes and ""wetlands""\nof Europe",Ada Lovelace; authors/A2,12,true\n',
    );
  });

  it("joins lists with '; ', shows entities by name, numbers and booleans plain", () => {
    const csv = selectedCsv(header, rows.slice(1, 2));
    expect(csv.split('\n')[1]).toBe('Plain title,,-3,false');
  });

  it('keeps a formula-like text cell as text and leaves missing cells empty', () => {
    const csv = selectedCsv(header, rows.slice(2));
    expect(csv.split('\n')[1]).toBe(`"'=HYPERLINK(""x"")",,,`);
  });

  it('has as many rows as are selected', () => {
    const many: ResultRow[] = Array.from({ length: 37 }, (_, i) => ({
      id: `works/W${i}`,
      cells: { display_name: `Work ${i}`, 'count(works)': i },
    }));
    expect(selectedCsv(header, many).trimEnd().split('\n')).toHaveLength(38);
    // read back as a spreadsheet reads it, quoted line breaks and all
    const records = parse(selectedCsv(header, [...rows, ...many])) as string[][];
    expect(records).toHaveLength(1 + rows.length + many.length);
    expect(records[1]).toEqual(['Rivers, lakes and "wetlands"\nof Europe', 'Ada Lovelace; authors/A2', '12', 'true']);
    expect(selectedCsv(header, []).trimEnd().split('\n')).toEqual(['title,authors,works count,is open access']);
  });

  it('turns a cell into its text', () => {
    expect(cellText(['a', 2, true, { id: 'topics/T1', display_name: 'Hydrology' }])).toBe('a; 2; true; Hydrology');
    expect(cellText(null)).toBe('');
  });
});
