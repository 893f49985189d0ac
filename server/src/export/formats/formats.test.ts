import { createRequire } from 'node:module';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from './csv.js';
import { writerFor, type ExportFormat } from './index.js';
import { TRUNCATED_ABSTRACT_CHARS, TRUNCATED_AUTHORS, workFields } from './work-fields.js';

const require = createRequire(import.meta.url);
// citation-js is CommonJS; the RIS plugin registers itself with the core.
const { Cite } = require('@citation-js/core') as { Cite: new (input: string) => { data: Record<string, unknown>[] } };
require('@citation-js/plugin-ris');

const TRICKY_TITLE = 'Über "quotes", commas\nand lines — 東京 & 100% {braces}_x';

/** A full work with a title full of specials. */
const full = {
  id: 'https://openalex.org/W2741809807',
  doi: 'https://doi.org/10.7717/peerj.4375',
  title: TRICKY_TITLE,
  display_name: TRICKY_TITLE,
  publication_year: 2018,
  publication_date: '2018-02-13',
  type: 'article',
  language: 'en',
  primary_location: {
    landing_page_url: 'https://doi.org/10.7717/peerj.4375',
    pdf_url: 'https://peerj.com/articles/4375.pdf',
    license: 'cc-by',
    source: {
      id: 'https://openalex.org/S1983995261',
      display_name: 'PeerJ',
      issn_l: '2167-8359',
      issn: ['2167-8359'],
      host_organization_name: 'PeerJ, Inc.',
      type: 'journal',
    },
  },
  authorships: [
    {
      author: {
        id: 'https://openalex.org/A5048491430',
        display_name: 'Heather Piwowar',
        orcid: 'https://orcid.org/0000-0003-1613-5981',
      },
      institutions: [{ id: 'https://openalex.org/I1', display_name: 'Impactstory', country_code: 'US' }],
      countries: ['US'],
      is_corresponding: true,
    },
    {
      author: { id: 'https://openalex.org/A5023888391', display_name: 'Jason Priem', orcid: null },
      institutions: [
        { id: 'https://openalex.org/I1', display_name: 'Impactstory', country_code: 'US' },
        { id: 'https://openalex.org/I2', display_name: 'Université de Montréal', country_code: 'CA' },
      ],
      countries: ['US', 'CA'],
      is_corresponding: false,
    },
  ],
  open_access: { is_oa: true, oa_status: 'gold', oa_url: 'https://peerj.com/articles/4375.pdf' },
  biblio: { volume: '6', issue: null, first_page: 'e4375', last_page: 'e4375' },
  cited_by_count: 1234,
  referenced_works_count: 87,
  primary_topic: { display_name: 'Open access publishing' },
  topics: [{ display_name: 'Open access publishing' }, { display_name: 'Citation analysis' }],
  keywords: [{ display_name: 'open access' }, { display_name: 'altmetrics' }],
  grants: [{ funder_display_name: 'Alfred P. Sloan Foundation' }],
  is_retracted: false,
  abstract_inverted_index: { Despite: [0], growing: [1], interest: [2], 'in,': [3] },
  created_date: '2018-03-29',
  updated_date: '2026-01-01T00:00:00',
};

/** Almost nothing known. */
const sparse = { id: 'https://openalex.org/W1', title: null, authorships: [], type: null };

/** 25 authors and a 3,000-character abstract, for truncate. */
const long = {
  id: 'https://openalex.org/W2',
  title: 'A big team',
  publication_year: 2020,
  type: 'book-chapter',
  authorships: Array.from({ length: 25 }, (_, i) => ({ author: { display_name: `Author Number${i + 1}` } })),
  abstract_inverted_index: Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`word${i}`, [i]])),
};

function write(format: ExportFormat, works: Record<string, unknown>[], truncate = false): string {
  const writer = writerFor(format);
  return writer.header() + writer.records(works.map(workFields), { truncate }) + writer.footer();
}

describe('CSV', () => {
  const rows = () => parseCsv(write('csv', [full, sparse, long]), { columns: true }) as Record<string, string>[];

  it('has the header and one row per work, and round-trips quotes, commas, newlines and non-ASCII', () => {
    const text = write('csv', [full, sparse, long]);
    expect(text.split('\n')[0]).toBe(CSV_COLUMNS.join(','));
    const [first] = rows();
    expect(rows()).toHaveLength(3);
    expect(first!.title).toBe(TRICKY_TITLE);
  });

  it('fills each column of a full work', () => {
    expect(rows()[0]).toMatchObject({
      id: 'https://openalex.org/W2741809807',
      doi: 'https://doi.org/10.7717/peerj.4375',
      publication_year: '2018',
      publication_date: '2018-02-13',
      type: 'article',
      language: 'en',
      source_display_name: 'PeerJ',
      source_id: 'https://openalex.org/S1983995261',
      source_issn_l: '2167-8359',
      source_issns: '2167-8359',
      host_organization: 'PeerJ, Inc.',
      volume: '6',
      issue: '',
      first_page: 'e4375',
      authors: 'Heather Piwowar; Jason Priem',
      author_ids: 'https://openalex.org/A5048491430; https://openalex.org/A5023888391',
      author_orcids: 'https://orcid.org/0000-0003-1613-5981; ',
      institutions: 'Impactstory; Université de Montréal',
      institution_ids: 'https://openalex.org/I1; https://openalex.org/I2',
      countries: 'US; CA',
      corresponding_authors: 'Heather Piwowar',
      is_oa: 'true',
      oa_status: 'gold',
      license: 'cc-by',
      cited_by_count: '1234',
      referenced_works_count: '87',
      primary_topic: 'Open access publishing',
      topics: 'Open access publishing; Citation analysis',
      keywords: 'open access; altmetrics',
      funders: 'Alfred P. Sloan Foundation',
      is_retracted: 'false',
      abstract: 'Despite growing interest in,',
      pdf_url: 'https://peerj.com/articles/4375.pdf',
    });
  });

  it('leaves unknown values empty', () => {
    const sparseRow = rows()[1]!;
    expect(sparseRow.id).toBe('https://openalex.org/W1');
    expect(sparseRow.title).toBe('');
    expect(sparseRow.authors).toBe('');
    expect(sparseRow.is_oa).toBe('');
  });

  it('keeps one position per author in author_ids and author_orcids, a missing one left empty', () => {
    const authorships = [
      { author: { id: 'https://openalex.org/A1', display_name: 'No Orcid', orcid: null } },
      { author: { id: null, display_name: 'Raw Name Only', orcid: null } },
      {
        author: {
          id: 'https://openalex.org/A3',
          display_name: 'Has Orcid',
          orcid: 'https://orcid.org/0000-0002-0000-0003',
        },
      },
    ];
    const [row] = parseCsv(write('csv', [{ ...full, authorships }]), { columns: true }) as Record<string, string>[];
    const names = row!.authors!.split('; ');
    const ids = row!.author_ids!.split('; ');
    const orcids = row!.author_orcids!.split('; ');
    expect(ids).toHaveLength(names.length);
    expect(orcids).toHaveLength(names.length);
    expect(orcids[names.indexOf('Has Orcid')]).toBe('https://orcid.org/0000-0002-0000-0003');
    expect(orcids[names.indexOf('No Orcid')]).toBe('');
    expect(ids[names.indexOf('Raw Name Only')]).toBe('');
    // no ORCID at all: an empty cell, not a row of separators
    const [none] = parseCsv(write('csv', [{ ...full, authorships: authorships.slice(0, 2) }]), {
      columns: true,
    }) as Record<string, string>[];
    expect(none!.author_orcids).toBe('');
  });

  it('cuts the abstract and the author list with truncate', () => {
    const [row] = parseCsv(write('csv', [long], true), { columns: true }) as Record<string, string>[];
    expect(row!.abstract!.length).toBe(TRUNCATED_ABSTRACT_CHARS + 1);
    expect(row!.abstract!.endsWith('…')).toBe(true);
    const names = row!.authors!.split('; ');
    expect(names).toHaveLength(TRUNCATED_AUTHORS + 1);
    expect(names.at(-1)).toBe('et al.');
    const [whole] = parseCsv(write('csv', [long]), { columns: true }) as Record<string, string>[];
    expect(whole!.authors!.split('; ')).toHaveLength(25);
  });

  it('escapes cells a spreadsheet would run as a formula (= + - @, tab, CR) with a leading quote', () => {
    const hostile = {
      id: 'https://openalex.org/W3',
      title: '=HYPERLINK("http://evil.test","click")',
      publication_year: 2020,
      primary_location: { source: { display_name: '+1+cmd|calc', host_organization_name: '-2+3' } },
      biblio: { volume: '@SUM(A1:A9)', issue: '\t=1+1', first_page: '\r=1+1', last_page: '12' },
      authorships: [{ author: { display_name: 'Ada Lovelace' } }],
    };
    const [row] = parseCsv(write('csv', [hostile]), { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      title: `'=HYPERLINK("http://evil.test","click")`,
      source_display_name: "'+1+cmd|calc",
      host_organization: "'-2+3",
      volume: "'@SUM(A1:A9)",
      issue: "'\t=1+1",
      first_page: "'\r=1+1",
      last_page: '12',
      authors: 'Ada Lovelace',
      publication_year: '2020',
    });
  });
});

describe('RIS', () => {
  it('parses with citation-js: one record per work with title, authors, year and type', () => {
    const text = write('ris', [full, sparse, long]);
    const records = new Cite(text).data;
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({
      type: 'article-journal',
      title: TRICKY_TITLE.replace('\n', ' '),
      issued: { 'date-parts': [[2018, 2, 13]] },
    });
    expect((records[0]!.author as { literal: string }[]).map((a) => a.literal)).toEqual([
      'Heather Piwowar',
      'Jason Priem',
    ]);
    expect(records[2]!.type).toBe('chapter');
  });

  it('writes the DOI bare, the ISSN, pages, keywords and the OpenAlex id', () => {
    const lines = write('ris', [full]).split('\n');
    for (const line of [
      'TY  - JOUR',
      'DO  - 10.7717/peerj.4375',
      'SN  - 2167-8359',
      'SP  - e4375',
      'KW  - open access',
      'KW  - altmetrics',
      'ID  - W2741809807',
      'ER  - ',
    ]) {
      expect(lines).toContain(line);
    }
  });
});

describe('BibTeX', () => {
  it('parses with a standard parser: entry types, unique keys, escaped specials and non-ASCII intact', () => {
    const text = write('bibtex', [full, sparse, long]);
    const { entries, errors } = parseBibtex(text);
    expect(errors).toEqual([]);
    expect(entries.map((entry) => entry.type)).toEqual(['article', 'misc', 'incollection']);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(3);
    for (const entry of entries) expect(entry.key).toMatch(/^[A-Za-z0-9_:-]+$/);
    const first = entries[0]!.fields;
    expect(first.title).toBe(TRICKY_TITLE.replace('\n', ' '));
    expect(first.author).toEqual([
      { lastName: 'Piwowar', firstName: 'Heather' },
      { lastName: 'Priem', firstName: 'Jason' },
    ]);
    expect(first.year).toBe('2018');
    expect(first.doi).toBe('10.7717/peerj.4375');
    expect(first.journal).toBe('PeerJ');
  });

  it("ends a truncated author list with 'and others'", () => {
    const { entries } = parseBibtex(write('bibtex', [long], true));
    const authors = entries[0]!.fields.author as unknown[];
    expect(authors).toHaveLength(TRUNCATED_AUTHORS + 1);
  });
});

describe('Web of Science plain text', () => {
  it('has the file header, PT…ER per record with continuation lines, and EF at the end', () => {
    const text = write('wos-plaintext', [full, sparse]);
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['FN Clarivate Analytics Web of Science', 'VR 1.0']);
    expect(lines.filter((line) => line.startsWith('PT '))).toHaveLength(2);
    expect(lines.filter((line) => line === 'ER')).toHaveLength(2);
    expect(text.endsWith('EF\n')).toBe(true);
    const au = lines.indexOf('AU Piwowar, H');
    expect(lines[au + 1]).toBe('   Priem, J');
    expect(lines).toContain('AF Piwowar, Heather');
    expect(lines).toContain(`TI ${TRICKY_TITLE.replace('\n', ' ')}`);
    expect(lines).toContain('SO PEERJ');
    expect(lines).toContain('DI 10.7717/peerj.4375');
    expect(lines).toContain('PY 2018');
    expect(lines).toContain('TC 1234');
    expect(lines).toContain('UT OPENALEX:W2741809807');
    expect(lines).toContain('C1 [Piwowar, Heather] Impactstory, US');
    expect(lines).toContain('OI Piwowar, Heather/0000-0003-1613-5981');
  });
});
