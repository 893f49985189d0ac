import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { buildEntityRecord, storedColumns } from '../catalogue/query/records.js';
import { WORK_RECORD_ONLY_COLUMNS } from '../catalogue/store/schema.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Work = Record<string, any>;

let t: TestApp;
/** Every work of the test catalogue, read through cursor paging: the oracle for the filters. */
let works: Work[];

const short = (url: string | null | undefined) => (url ? url.replace('https://openalex.org/', '') : url);

async function count(query: string): Promise<number> {
  const res = await t.get(`/api/works?${query}&per_page=1`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.meta.count as number;
}

function expectCount(filter: string, predicate: (w: Work) => boolean) {
  return async () => {
    const expected = works.filter(predicate).length;
    expect(await count(`filter=${encodeURIComponent(filter)}`)).toBe(expected);
  };
}

beforeAll(async () => {
  t = await openTestApp();
  works = [];
  let cursor = '*';
  for (let i = 0; i < 100 && cursor; i++) {
    const res = await t.get(`/api/works?per_page=200&cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(200);
    works.push(...res.body.results);
    cursor = res.body.meta.next_cursor;
  }
});

afterAll(async () => {
  await t.close();
});

describe('cursor paging', () => {
  it('reads every work exactly once to the end', async () => {
    const total = await count('');
    expect(works).toHaveLength(total);
    expect(new Set(works.map((w) => w.id)).size).toBe(total);
  });

  it('keeps the sort order across pages, with ties broken by id', () => {
    for (let i = 1; i < works.length; i++)
      expect(works[i - 1]!.cited_by_count).toBeGreaterThanOrEqual(works[i]!.cited_by_count);
  });

  it('pages through a filtered, year-sorted list to the end', async () => {
    const seen: string[] = [];
    let cursor: string | null = '*';
    let pages = 0;
    while (cursor) {
      const res = await t.get(
        `/api/works?filter=is_oa:true&sort=publication_date:asc&per_page=150&cursor=${encodeURIComponent(cursor)}`,
      );
      seen.push(...res.body.results.map((w: Work) => w.id));
      cursor = res.body.meta.next_cursor;
      pages++;
    }
    expect(pages).toBeGreaterThan(2);
    expect(seen).toHaveLength(works.filter((w) => w.open_access.is_oa).length);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('rejects a cursor of another sort and a garbled cursor', async () => {
    const first = await t.get('/api/works?per_page=5&cursor=*');
    const other = await t.get(`/api/works?per_page=5&sort=publication_year&cursor=${first.body.meta.next_cursor}`);
    expect(other.status).toBe(400);
    expect((await t.get('/api/works?cursor=%25%25notbase64')).status).toBe(400);
  });
});

describe('basic paging limits', () => {
  it('continues page 1 on page 2 without overlap', async () => {
    const p1 = await t.get('/api/works?per_page=10&page=1');
    const p2 = await t.get('/api/works?per_page=10&page=2');
    expect(p2.body.meta.page).toBe(2);
    const ids = [...p1.body.results, ...p2.body.results].map((w: Work) => w.id);
    expect(ids).toEqual(works.slice(0, 20).map((w) => w.id));
  });

  it.each([
    ['per_page=0', 'per_page'],
    ['per_page=201', 'per_page'],
    ['per_page=abc', 'per_page'],
    ['page=0', 'page'],
    ['page=51&per_page=200', '10,000'],
    ['page=2&cursor=*', 'cursor'],
  ])('rejects %s', async (query, mention) => {
    const res = await t.get(`/api/works?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid query parameters error.');
    expect(res.body.message).toContain(mention);
  });
});

describe('filter forms agree with the records', () => {
  it(
    'equality',
    expectCount('type:article', (w) => w.type === 'article'),
  );
  it(
    'OR with |',
    expectCount('type:article|book-chapter', (w) => ['article', 'book-chapter'].includes(w.type)),
  );
  it(
    'NOT with !',
    expectCount('type:!article', (w) => w.type !== 'article'),
  );
  it(
    'negated value inside OR',
    expectCount('type:review|!article', (w) => w.type === 'review' || w.type !== 'article'),
  );
  it(
    'boolean',
    expectCount('is_oa:false', (w) => !w.open_access.is_oa),
  );
  it(
    'oa status',
    expectCount('open_access.oa_status:gold|diamond', (w) => ['gold', 'diamond'].includes(w.open_access.oa_status)),
  );
  it(
    'range N-M',
    expectCount('publication_year:2015-2020', (w) => w.publication_year >= 2015 && w.publication_year <= 2020),
  );
  it(
    'range N-',
    expectCount('publication_year:2021-', (w) => w.publication_year >= 2021),
  );
  it(
    'range -N',
    expectCount('publication_year:-1999', (w) => w.publication_year <= 1999),
  );
  it(
    '<N',
    expectCount('cited_by_count:<3', (w) => w.cited_by_count < 3),
  );
  it(
    '>N',
    expectCount('cited_by_count:>10', (w) => w.cited_by_count > 10),
  );
  it(
    'repeated keys are AND',
    expectCount(
      'publication_year:>2000,publication_year:<2010',
      (w) => w.publication_year > 2000 && w.publication_year < 2010,
    ),
  );
  it(
    'null',
    expectCount('doi:null', (w) => w.doi === null),
  );
  it(
    '!null',
    expectCount('doi:!null', (w) => w.doi !== null),
  );
  it(
    'unknown language',
    expectCount('language:unknown', (w) => w.language === null),
  );
  it(
    'from/to publication date',
    expectCount(
      'from_publication_date:2018-03-01,to_publication_date:2019-06-30',
      (w) => w.publication_date >= '2018-03-01' && w.publication_date <= '2019-06-30',
    ),
  );
  it('list contains (country)', async () => {
    const code = works.flatMap((w) => w.authorships.flatMap((a: Work) => a.countries))[0];
    await expectCount(`authorships.countries:${code}`, (w) =>
      w.authorships.some((a: Work) => a.countries.includes(code)),
    )();
    await expectCount(`authorships.countries:${code.toLowerCase()}`, (w) =>
      w.authorships.some((a: Work) => a.countries.includes(code)),
    )();
  });
  it('+ within a list filter is AND', async () => {
    const multi = works.find((w) => new Set(w.authorships.flatMap((a: Work) => a.countries)).size >= 2)!;
    const [a, b] = [...new Set<string>(multi.authorships.flatMap((x: Work) => x.countries))];
    const has = (w: Work, c: string) => w.authorships.some((x: Work) => x.countries.includes(c));
    await expectCount(`authorships.countries:${a}+${b}`, (w) => has(w, a!) && has(w, b!))();
    // a literal + arrives as a space after URL decoding: same meaning
    expect(await count(`filter=authorships.countries:${a}+${b}`)).toBe(
      works.filter((w) => has(w, a!) && has(w, b!)).length,
    );
  });
  it('institution lineage, full URL value', async () => {
    const inst = works.flatMap((w) => w.authorships.flatMap((a: Work) => a.institutions))[0];
    await expectCount(`authorships.institutions.lineage:${inst.id}`, (w) =>
      w.authorships.some((a: Work) => a.institutions.some((i: Work) => i.lineage.includes(inst.id))),
    )();
  });
  it('author id, short form', async () => {
    const author = works[0]!.authorships[0].author.id;
    await expectCount(`authorships.author.id:${short(author)}`, (w) =>
      w.authorships.some((a: Work) => a.author.id === author),
    )();
  });
  it('primary topic, subfield and domain', async () => {
    const topic = works[0]!.primary_topic;
    await expectCount(`primary_topic.id:${short(topic.id)}`, (w) => w.primary_topic?.id === topic.id)();
    await expectCount(
      `primary_topic.subfield.id:${topic.subfield.id.split('/').pop()}`,
      (w) => w.primary_topic?.subfield.id === topic.subfield.id,
    )();
    await expectCount(
      `primary_topic.domain.id:domains/${topic.domain.id.split('/').pop()}`,
      (w) => w.primary_topic?.domain.id === topic.domain.id,
    )();
  });
  it('source and its type', async () => {
    const src = works.find((w) => w.primary_location?.source)!.primary_location.source;
    await expectCount(
      `primary_location.source.id:${short(src.id)}`,
      (w) => w.primary_location?.source?.id === src.id,
    )();
    await expectCount('primary_location.source.type:journal', (w) => w.primary_location?.source?.type === 'journal')();
  });
  it('SDGs in every id form', async () => {
    const n = works.filter((w) => w.sustainable_development_goals.some((s: Work) => s.id.endsWith('/3'))).length;
    for (const v of ['3', 'sdgs/3', 'https://metadata.un.org/sdg/3'])
      expect(await count(`filter=sustainable_development_goals.id:${encodeURIComponent(v)}`)).toBe(n);
  });
  it(
    'licence',
    expectCount('best_oa_location.license:cc-by', (w) => w.best_oa_location?.license === 'cc-by'),
  );
  it(
    'has_abstract',
    expectCount('has_abstract:true', (w) => w.abstract_inverted_index !== null),
  );
  it('has_raw_affiliation_strings', async () => {
    const bare = works.filter((w) => w.authorships.every((a: any) => a.raw_affiliation_strings.length === 0));
    expect(bare.length).toBeGreaterThan(0);
    expect(await count('filter=has_raw_affiliation_strings:false')).toBe(bare.length);
    expect(await count('filter=has_raw_affiliation_strings:true')).toBe(works.length - bare.length);
  });
  it('lookup by DOI, with and without the resolver', async () => {
    const w = works.find((x) => x.doi)!;
    expect(await count(`filter=doi:${encodeURIComponent(w.doi)}`)).toBe(1);
    expect(await count(`filter=doi:${encodeURIComponent(w.doi.replace('https://doi.org/', ''))}`)).toBe(1);
  });
  it('lookup by openalex ids, OR-ed', async () => {
    const ids = works
      .slice(0, 3)
      .map((w) => short(w.id))
      .join('|');
    expect(await count(`filter=openalex:${ids}`)).toBe(3);
  });
  it('cites and cited_by follow referenced_works', async () => {
    const cited = works[0]!;
    const citing = works.filter((w) => w.referenced_works.includes(cited.id));
    expect(await count(`filter=cites:${short(cited.id)}`)).toBe(citing.length);
    // its citations are counted over every work, the xpac works a list leaves out too
    expect(await count(`filter=cites:${short(cited.id)}&include_xpac=true`)).toBe(cited.cited_by_count);
    const citer = works.find((w) => w.referenced_works.length > 2)!;
    expect(await count(`filter=cited_by:${short(citer.id)}`)).toBe(citer.referenced_works.length);
  });
  it('related_to', async () => {
    const w = works.find((x) => x.related_works.length > 0)!;
    expect(await count(`filter=related_to:${short(w.id)}`)).toBe(w.related_works.length);
  });
  it('title search filter and negated search filter', async () => {
    const word = String(works[0]!.display_name)
      .split(' ')
      .find((x: string) => x.length > 6)!;
    const withWord = await count(`filter=title.search:${encodeURIComponent(word)}`);
    const without = await count(`filter=title.search:!${encodeURIComponent(word)}`);
    expect(withWord).toBeGreaterThan(0);
    expect(withWord + without).toBe(works.length);
  });
});

describe('group_by', () => {
  it('counts per value sum to the total for a single-valued field', async () => {
    const res = await t.get('/api/works?group_by=type');
    const sum = res.body.group_by.reduce((s: number, g: Work) => s + g.count, 0);
    expect(sum).toBe(works.length);
    expect(res.body.meta.groups_count).toBe(res.body.group_by.length);
    const article = res.body.group_by.find((g: Work) => g.key === 'https://openalex.org/types/article');
    expect(article.count).toBe(works.filter((w) => w.type === 'article').length);
    const counts = res.body.group_by.map((g: Work) => g.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('hides unknown unless asked', async () => {
    const hidden = await t.get('/api/works?group_by=best_oa_location.license');
    expect(hidden.body.group_by.some((g: Work) => g.key === 'unknown')).toBe(false);
    const shown = await t.get('/api/works?group_by=best_oa_location.license:include_unknown');
    const unknown = shown.body.group_by.find((g: Work) => g.key === 'unknown');
    expect(unknown.count).toBeGreaterThan(0);
    expect(unknown.count).toBe(works.filter((w) => !w.best_oa_location?.license).length);
    expect(shown.body.group_by.reduce((s: number, g: Work) => s + g.count, 0)).toBe(works.length);
  });

  it('names entity keys and limits groups to per_page', async () => {
    const res = await t.get('/api/works?group_by=authorships.institutions.lineage&per_page=5');
    expect(res.body.group_by).toHaveLength(5);
    for (const g of res.body.group_by) {
      expect(g.key).toMatch(/^https:\/\/openalex\.org\/I\d+$/);
      expect(g.key_display_name.length).toBeGreaterThan(0);
      expect(await count(`filter=authorships.institutions.lineage:${short(g.key)}`)).toBe(g.count);
    }
    expect(res.body.meta.groups_count).toBeGreaterThan(5);
  });

  it('groups the works of a filtered search and of booleans', async () => {
    const res = await t.get('/api/works?filter=publication_year:2010-&group_by=open_access.is_oa');
    const keys = res.body.group_by.map((g: Work) => g.key).sort();
    expect(keys).toEqual(['false', 'true']);
    expect(res.body.meta.count).toBe(works.filter((w) => w.publication_year >= 2010).length);
  });

  it('returns several group-bys at once', async () => {
    const res = await t.get('/api/works?group_bys=type,publication_year');
    expect(res.body.group_bys.map((g: Work) => g.group_by_key)).toEqual(['type', 'publication_year']);
  });

  it('pages through all groups with a cursor', async () => {
    const keys: string[] = [];
    let cursor: string | null = '*';
    while (cursor) {
      const res = await t.get(`/api/works?group_by=publication_year&per_page=7&cursor=${encodeURIComponent(cursor)}`);
      keys.push(...res.body.group_by.map((g: Work) => g.key));
      cursor = res.body.meta.next_cursor;
    }
    expect(keys).toEqual([...new Set(works.map((w) => String(w.publication_year)))].sort());
  });

  it('rejects a field that cannot be grouped and a bad option', async () => {
    expect((await t.get('/api/works?group_by=title.search')).status).toBe(400);
    expect((await t.get('/api/works?group_by=nope')).status).toBe(400);
    expect((await t.get('/api/works?group_by=type:sideways')).status).toBe(400);
  });
});

describe('meta sums', () => {
  it('sums citations and APCs of the matching works', async () => {
    const res = await t.get('/api/works?filter=is_oa:true&per_page=1');
    const oa = works.filter((w) => w.open_access.is_oa);
    expect(res.body.meta.cited_by_count_sum).toBe(oa.reduce((s, w) => s + w.cited_by_count, 0));
    expect(res.body.meta.apc_list_sum_usd).toBe(oa.reduce((s, w) => s + (w.apc_list?.value_usd ?? 0), 0) || null);
  });
});

describe('search and relevance', () => {
  it('orders results by relevance_score and finds the word', async () => {
    const word = String(works[0]!.display_name)
      .split(' ')
      .find((x: string) => x.length > 6)!
      .toLowerCase();
    const res = await t.get(`/api/works?search=${encodeURIComponent(word)}&per_page=50`);
    expect(res.body.meta.count).toBeGreaterThan(0);
    const scores = res.body.results.map((w: Work) => w.relevance_score);
    expect([...scores].sort((a: number, b: number) => b - a)).toEqual(scores);
    expect(String(res.body.results[0].display_name).toLowerCase()).toContain(word.slice(0, 5));
  });

  it('supports phrases, OR and NOT', async () => {
    const [a, b] = String(works[0]!.display_name)
      .split(' ')
      .filter((x: string) => x.length > 5);
    const ca = await count(`search=${encodeURIComponent(a!)}`);
    const cb = await count(`search=${encodeURIComponent(b!)}`);
    const both = await count(`search=${encodeURIComponent(`${a} ${b}`)}`);
    const either = await count(`search=${encodeURIComponent(`${a} OR ${b}`)}`);
    const notB = await count(`search=${encodeURIComponent(`${a} NOT ${b}`)}`);
    expect(either).toBe(ca + cb - both);
    expect(notB).toBe(ca - both);
    expect(await count(`search=${encodeURIComponent(`"${a} ${b}"`)}`)).toBeLessThanOrEqual(both);
  });

  it('sorts by relevance only with a search', async () => {
    const res = await t.get('/api/works?sort=relevance_score:desc');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('relevance_score');
  });
});

describe('records', () => {
  it('serves one work by short id, URL, DOI and the bare /W route, with select', async () => {
    const w = works.find((x) => x.doi)!;
    expect((await t.get(`/api/works/${short(w.id)}`)).body.id).toBe(w.id);
    expect((await t.get(`/api/${short(w.id)}`)).body.id).toBe(w.id);
    expect((await t.get(`/api/works/${w.doi}`)).body.id).toBe(w.id);
    expect((await t.get(`/api/works/doi:${w.doi.replace('https://doi.org/', '')}`)).body.id).toBe(w.id);
    const sel = await t.get(`/api/works/${short(w.id)}?select=id,display_name`);
    expect(Object.keys(sel.body)).toEqual(['id', 'display_name']);
  });

  it('looks up the name of one record of every entity type with select (the name lookup of chips)', async () => {
    const types = Object.keys((await t.get('/api/entities/config')).body as Record<string, unknown>);
    expect(types.length).toBeGreaterThan(15);
    for (const type of types) {
      const first = (await t.get(`/api/${type}?per_page=1`)).body.results[0];
      if (!first) continue;
      const id = String(first.id);
      const path = id.startsWith('https://metadata.un.org/sdg/')
        ? `sdgs/${id.split('/').pop()}`
        : id.replace('https://openalex.org/', '');
      const res = await t.get(`/api/${path}?select=id,display_name`);
      expect(res.status, `${type} ${path}`).toBe(200);
      expect(res.body, type).toEqual({ id: first.id, display_name: first.display_name });
    }
  });

  it('builds the same record in a list as on its own page', async () => {
    for (const w of [works[0]!, works[works.length - 1]!, works.find((x) => x.abstract_inverted_index)!]) {
      const single = await t.get(`/api/works/${short(w.id)}`);
      expect(single.body).toEqual(w);
    }
  });

  it('builds the same record from the stored JSON row as from the DuckDB row', async () => {
    const spec = t.catalogue.entity('works');
    const rows = await t.catalogue.duck.all(`SELECT ${storedColumns('works')} FROM works t USING SAMPLE 5 ROWS`);
    const stored = t.catalogue.text!.workRows(rows.map((r) => Number(r.id)));
    for (const row of rows) {
      // A generated catalogue's DuckDB rows leave the record-only columns empty: they are stored only.
      const whole = { ...row } as Record<string, unknown>;
      for (const c of WORK_RECORD_ONLY_COLUMNS) {
        expect(row[c], c).toBeNull();
        whole[c] = stored.get(String(row.id))![c];
      }
      const fromDuck = buildEntityRecord(spec, whole as typeof row, t.catalogue.refs, t.catalogue.apiBase);
      expect((await t.get(`/api/works/W${row.id}`)).body).toEqual(JSON.parse(JSON.stringify(fromDuck)));
    }
  });

  it('lists other entities and derived lists', async () => {
    const authors = await t.get('/api/authors?per_page=3');
    expect(authors.body.results[0].id).toMatch(/^https:\/\/openalex\.org\/A\d+$/);
    const countries = await t.get('/api/countries?sort=works_count:desc&per_page=3');
    expect(countries.body.results[0].id).toMatch(/^https:\/\/openalex\.org\/countries\/[A-Z]{2}$/);
    const us = countries.body.results[0];
    // a derived list's works_count counts the works its works link lists: the xpac works left out
    const country = us.id.split('/').pop();
    expect(await count(`filter=authorships.countries:${country}`)).toBe(us.works_count);
    expect(await count(`filter=authorships.countries:${country}&include_xpac=true`)).toBeGreaterThan(us.works_count);
    expect((await t.get('/api/countries/US')).body.display_name).toBe('United States');
  });

  it('answers 404 for unknown ids and types', async () => {
    expect((await t.get('/api/works/W1')).status).toBe(404);
    expect((await t.get('/api/nonsense')).status).toBe(404);
    expect((await t.get('/api/authors/W123')).status).toBe(404);
    // A NUL in a text id (keywords, licenses) once cut the SQL statement short: a 500.
    for (const path of ['/api/keywords/%00', '/api/licenses/a%00b', '/api/works?filter=type:%00'])
      expect((await t.get(path)).status, path).toBeLessThan(500);
  });
});

describe('bad input is a 400 naming the bad part', () => {
  it.each([
    ['filter=nope:1', 'nope'],
    ['filter=publication_year:soon', 'soon'],
    ['filter=is_oa:maybe', 'maybe'],
    ['filter=publication_date:2020-13-45', '2020-13-45'],
    ['filter=from_publication_date:2020-13-45', '2020-13-45'],
    ['filter=to_publication_date:2021-02-30', '2021-02-30'],
    ['filter=type', 'key:value'],
    ['filter=authorships.author.id:W123', 'W123'],
    ['sort=nope', 'nope'],
    ['sort=cited_by_count:up', 'up'],
    ['select=nope', 'nope'],
    ['search=(unbalanced', 'parenthesis'],
    ['frobnicate=1', 'frobnicate'],
    ['sample=0', 'sample'],
    ['seed=1', 'sample'],
  ])('%s', async (query, mention) => {
    const res = await t.get(`/api/works?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(mention);
  });

  it('limits OR lists to 100 values', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `W${i + 1}`).join('|');
    const res = await t.get(`/api/works?filter=openalex:${ids}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('100');
  });
});

describe('sample', () => {
  it('is repeatable with a seed and a subset of the filter', async () => {
    const a = await t.get('/api/works?sample=20&seed=5&per_page=20&filter=is_oa:true');
    const b = await t.get('/api/works?sample=20&seed=5&per_page=20&filter=is_oa:true');
    expect(a.body.results.map((w: Work) => w.id)).toEqual(b.body.results.map((w: Work) => w.id));
    expect(a.body.meta.count).toBe(20);
    expect(a.body.results.every((w: Work) => w.open_access.is_oa)).toBe(true);
  });
});
