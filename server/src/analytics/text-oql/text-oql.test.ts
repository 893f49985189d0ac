import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareQueries,
  OqlConfig,
  parseOql,
  type OqlEntitiesConfig,
  type OqlQuery,
} from '../../../../src/lib/oql/index.js';
import { entitiesConfig } from '../entities-config.js';
import { textToOql, type TextOqlDeps } from './index.js';

const config = new OqlConfig(entitiesConfig() as OqlEntitiesConfig);

/** A catalogue of a few names, as the autocomplete index would answer. */
const KNOWN: Record<string, Record<string, string>> = {
  institutions: { 'university of testing': 'institutions/I1', 'dalhousie university': 'institutions/I2' },
  funders: { 'test foundation': 'funders/F1' },
  sources: { 'journal of tests': 'sources/S1' },
  authors: { 'kyle demes': 'authors/A1' },
  keywords: { 'coral bleaching': 'keywords/coral-bleaching' },
};
const resolve: TextOqlDeps['resolve'] = async (kind, name) => {
  const id = KNOWN[kind]?.[name.toLowerCase()];
  return id ? { id, display_name: name } : null;
};

async function read(text: string): Promise<OqlQuery> {
  const result = await textToOql(text, { config, resolve });
  if (!result.ok) throw new Error(result.message);
  // what the service answers must read back as the same query
  expect(compareQueries(parseOql(result.oql, config), result.query)).toBe(true);
  return result.query;
}

async function failure(text: string): Promise<string> {
  const result = await textToOql(text, { config, resolve });
  if (result.ok) throw new Error(`understood: ${result.oql}`);
  return result.message;
}

describe('textToOql', () => {
  it('reads the issue’s example: institutions in France by open-access output since 2020', async () => {
    const query = await read(
      'which institutions in France publish the most open-access work since 2020, with their citations and mean FWCI',
    );
    expect(query.get_rows).toBe('institutions');
    expect(query.filter_aggs).toEqual([{ column_id: 'country_code', value: 'countries/FR' }]);
    expect(query.filter_works).toEqual(
      expect.arrayContaining([
        { column_id: 'open_access.is_oa', value: true },
        { column_id: 'publication_year', operator: 'is greater than', value: 2019 },
      ]),
    );
    expect(query.sort_by_column).toBe('count(works)');
    expect(query.sort_by_order).toBe('desc');
    expect(query.show_columns).toEqual(expect.arrayContaining(['display_name', 'sum(citations)', 'mean(fwci)']));
  });

  it('takes "the last five years" as 2020-2024 (spec 2 §9) and reads year ranges', async () => {
    expect((await read('articles from the last five years')).filter_works).toEqual([
      { column_id: 'type', value: 'types/article' },
      { column_id: 'publication_year', value: '2020-2024' },
    ]);
    expect((await read('works published between 2015 and 2018')).filter_works).toEqual([
      { column_id: 'publication_year', value: '2015-2018' },
    ]);
    expect((await read('papers from the 1990s')).filter_works).toEqual([
      { column_id: 'publication_year', value: '1990-1999' },
    ]);
    expect((await read('works before 2000')).filter_works).toEqual([
      { column_id: 'publication_year', operator: 'is less than', value: 2000 },
    ]);
  });

  it('resolves names after at, funded by, in and about through the resolver', async () => {
    const query = await read(
      'papers from the University of Testing funded by the Test Foundation in Journal of Tests about coral bleaching',
    );
    expect(query.get_rows).toBe('works');
    expect(query.filter_works).toEqual(
      expect.arrayContaining([
        { column_id: 'authorships.institutions.lineage', operator: 'includes', value: 'institutions/I1' },
        { column_id: 'awards.funder.id', value: 'funders/F1' },
        { column_id: 'primary_location.source.id', value: 'sources/S1' },
        { column_id: 'keywords.id', value: 'keywords/coral-bleaching' },
      ]),
    );
    expect(query.filter_works).toHaveLength(4);
  });

  it('lists other entities with ranking words: researchers at an institution, top co-authors', async () => {
    const researchers = await read(
      'Which researchers at Dalhousie University publish the most work in Journal of Tests?',
    );
    expect(researchers).toMatchObject({
      get_rows: 'authors',
      filter_aggs: [{ column_id: 'last_known_institutions.id', value: 'institutions/I2' }],
      filter_works: [{ column_id: 'primary_location.source.id', value: 'sources/S1' }],
      sort_by_column: 'count(works)',
      show_columns: ['display_name', 'count(works)'],
    });
    const coauthors = await read("Who are Kyle Demes's top co-authors?");
    expect(coauthors).toMatchObject({
      get_rows: 'authors',
      filter_works: [{ column_id: 'authorships.author.id', value: 'authors/A1' }],
    });
    expect((await read('top 10 journals by citations')).sort_by_column).toBe('sum(citations)');
  });

  it('reads countries, open access, types, negation and or', async () => {
    expect((await read('German works that are not open access')).filter_works).toEqual([
      { column_id: 'authorships.countries', value: 'countries/DE' },
      { column_id: 'open_access.is_oa', value: false },
    ]);
    expect((await read('all works that are not datasets or are from 2020')).filter_works).toEqual([
      {
        join: 'or',
        filters: [
          { column_id: 'type', operator: 'is not', value: 'types/dataset' },
          { column_id: 'publication_year', value: 2020 },
        ],
      },
    ]);
    expect((await read('Summarize works with more than 100 citations')).get_rows).toBe('summary');
    expect((await read('works by country')).get_rows).toBe('countries');
  });

  it('reads column lists and sorts', async () => {
    expect(await read('List all works sorted by title in ascending order')).toMatchObject({
      sort_by_column: 'display_name',
      sort_by_order: 'asc',
    });
    expect((await read('Show me the DOI and the language of every work')).show_columns).toEqual(['doi', 'language']);
  });

  it('ties a country to the rows it qualifies and splits two names joined by and', async () => {
    expect(await read('Which Canadian universities collaborate most with Germany?')).toMatchObject({
      get_rows: 'institutions',
      filter_aggs: [
        { column_id: 'country_code', value: 'countries/CA' },
        { column_id: 'type', value: 'institution-types/education' },
      ],
      filter_works: [{ column_id: 'authorships.countries', value: 'countries/DE' }],
    });
    expect((await read('works by authors from University of Testing and Dalhousie University')).filter_works).toEqual([
      { column_id: 'authorships.institutions.lineage', operator: 'includes', value: 'institutions/I1' },
      { column_id: 'authorships.institutions.lineage', operator: 'includes', value: 'institutions/I2' },
    ]);
    expect(await read('What share of Kenyan research is open access?')).toMatchObject({
      get_rows: 'summary',
      filter_works: [{ column_id: 'authorships.countries', value: 'countries/KE' }],
      show_columns: expect.arrayContaining(['percent(is_oa)']),
    });
  });

  it('reads languages, missing DOIs, publishers and an average asked for', async () => {
    expect((await read('gold OA articles from Brazil in Portuguese')).filter_works).toEqual([
      { column_id: 'open_access.oa_status', value: 'gold' },
      { column_id: 'type', value: 'types/article' },
      { column_id: 'authorships.countries', value: 'countries/BR' },
      { column_id: 'language', value: 'languages/pt' },
    ]);
    expect((await read('works with no DOI')).filter_works).toEqual([{ column_id: 'has_doi', value: false }]);
    expect((await read('What is the average FWCI of Dutch universities?')).sort_by_column).toBe('mean(fwci)');
  });

  it('filters the listed rows on their own columns and metrics', async () => {
    expect((await read('institutions with more than 1000 works')).filter_aggs).toEqual([
      { column_id: 'count(works)', operator: 'is greater than', value: 1000 },
    ]);
    expect((await read('journals in DOAJ with an APC over 2000')).filter_aggs).toEqual(
      expect.arrayContaining([
        { column_id: 'is_in_doaj', value: true },
        { column_id: 'apc_usd', operator: 'is greater than', value: 2000 },
        { column_id: 'type', value: 'source-types/journal' },
      ]),
    );
    expect((await read('authors with an h-index above 50')).filter_aggs).toEqual([
      { column_id: 'summary_stats.h_index', operator: 'is greater than', value: 50 },
    ]);
  });

  it('says what it could not understand instead of guessing', async () => {
    expect(await failure('please show me the')).toMatch(/asks for nothing/);
    expect(await failure('zzqxv flibber works')).toBe('Could not understand "zzqxv flibber" in the question.');
    expect(await failure('works about zzqxv')).toBe('Could not find a keyword or topic named "zzqxv".');
    expect(await failure('works from the University of Nowhere')).toMatch(
      /^Could not find an institution or .*named "University of Nowhere"\.$/,
    );
    expect(await failure('authors with their shoe sizes and their ORCID')).toMatch(/column.*shoe sizes/);
  });

  it('never throws: any text is read into a valid query or a message', async () => {
    const words = [
      'works',
      'authors',
      'in',
      'France',
      'since',
      '2018',
      'top',
      '10',
      'by',
      'citations',
      'or',
      'and',
      'not',
      'open',
      'access',
      'at',
      'University',
      'of',
      'Testing',
      'funded',
      'the',
      'Test',
      'Foundation',
      'about',
      'coral',
      'bleaching',
      'either',
      'sorted',
      'show',
      'their',
      'ORCID',
      'journals',
      '"',
      "'",
      ',',
      '.',
      '?',
      'last',
      'five',
      'years',
      'more',
      'than',
      'summarize',
      'each',
      'country',
      'US',
      'EU',
      'SDG',
      '3',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.array(fc.constantFrom(...words), { maxLength: 40 }).map((w) => w.join(' ')),
        ),
        async (text) => {
          const result = await textToOql(text, { config, resolve });
          if (result.ok) expect(compareQueries(parseOql(result.oql, config), result.query)).toBe(true);
          else expect(result.message).toMatch(/\S/);
        },
      ),
      { numRuns: 400 },
    );
  });
});
