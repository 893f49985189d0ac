import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { OqlConfig, parseOql, type OqlEntitiesConfig } from '../../../src/lib/oql/index.js';
import { entitiesConfig } from '../analytics/entities-config.js';
import { initials, namesMatch } from './text-oql.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

const ask = (text: string) => t.get(`/api/text/oql?natural_language=${encodeURIComponent(text)}`);
const shortId = (id: string, entity: string) => `${entity}/${id.replace('https://openalex.org/', '')}`;

describe('GET /api/text/oql', () => {
  it('turns a question into a query object and its OQL, with names from the catalogue', async () => {
    const institution = (await t.get('/api/institutions?per_page=1')).body.results[0];
    const res = await ask(`Which authors publish the most open access work at ${institution.display_name} since 2018?`);
    expect(res.status).toBe(200);
    expect(res.body.query).toMatchObject({
      get_rows: 'authors',
      filter_works: expect.arrayContaining([
        { column_id: 'open_access.is_oa', value: true },
        { column_id: 'publication_year', operator: 'is greater than', value: 2017 },
        {
          column_id: 'authorships.institutions.lineage',
          operator: 'includes',
          value: shortId(institution.id, 'institutions'),
        },
      ]),
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
    });
    // the OQL is the same question in the query language the analytics area reads
    const config = new OqlConfig(entitiesConfig() as OqlEntitiesConfig);
    expect(parseOql(res.body.oql, config)).toMatchObject({ get_rows: 'authors', sort_by_column: 'count(works)' });
  });

  it('resolves an author and a source by name', async () => {
    const work = (await t.get('/api/works?per_page=1&filter=authors_count:1,has_doi:true')).body.results[0];
    const author = work.authorships[0].author;
    const source = work.primary_location.source;
    const res = await ask(`most cited papers by ${author.display_name} in ${source.display_name}`);
    expect(res.status).toBe(200);
    expect(res.body.query.get_rows).toBe('works');
    expect(res.body.query.sort_by_column).toBe('cited_by_count');
    const values = res.body.query.filter_works.map((f: any) => [f.column_id, f.value]);
    expect(values).toContainEqual(['authorships.author.id', shortId(author.id, 'authors')]);
    expect(values).toContainEqual(['primary_location.source.id', shortId(source.id, 'sources')]);
  });

  it('answers 422 saying what it could not understand', async () => {
    const gibberish = await ask('zzqxv flibber works');
    expect(gibberish.status).toBe(422);
    expect(gibberish.body).toEqual({
      error: 'Not understood',
      message: 'Could not understand "zzqxv flibber" in the question.',
    });
    const unknown = await ask('works from the University of Nowhere Atall');
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toMatch(/named "University of Nowhere Atall"/);
  });

  it('answers 400 naming natural_language when it is missing, empty, repeated or too long', async () => {
    for (const url of [
      '/api/text/oql',
      '/api/text/oql?natural_language=',
      '/api/text/oql?natural_language=%20%20',
      '/api/text/oql?natural_language=a&natural_language=b',
      `/api/text/oql?natural_language=${'works '.repeat(200)}`,
    ]) {
      const res = await t.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(/natural_language/);
    }
    const bogus = await t.get('/api/text/oql?natural_language=works&q=x');
    expect(bogus.status).toBe(400);
    expect(bogus.body.message).toMatch(/'q' is not a valid parameter/);
  });
});

describe('names typed by people', () => {
  it('match the catalogue’s names by their words, not by any prefix', () => {
    expect(namesMatch('U of Michigan', 'University of Michigan–Ann Arbor')).toBe(true);
    expect(namesMatch('universidad la republica', 'Universidad La República')).toBe(true);
    expect(namesMatch('Michigan State', 'University of Michigan')).toBe(false);
    expect(namesMatch('fisheries', 'Fisheries Research')).toBe(false);
    expect(namesMatch('PubMed', 'PubMed')).toBe(true);
    expect(initials('National Institutes of Health')).toBe('NIH');
    expect(initials('Massachusetts Institute of Technology')).toBe('MIT');
  });
});
