import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogueBatch } from '../store/rows.js';
import { BatchResolver } from './batch-resolver.js';
import { buildWork } from './build-record.js';
import { parseRecord, RecordError } from './parse-record.js';
import { newRow } from './rows-init.js';
import { FIXTURES, fixture } from './testing.js';

function jsonl(rel: string): Record<string, unknown>[] {
  return readFileSync(join(FIXTURES, rel), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Every row has exactly the fields of its type, none undefined. */
function expectComplete(batch: CatalogueBatch): void {
  const templates: Record<string, string[]> = {
    authors: Object.keys(newRow.author(1, 'x')),
    institutions: Object.keys(newRow.institution(1, 'x')),
    sources: Object.keys(newRow.source(1, 'x')),
    publishers: Object.keys(newRow.publisher(1, 'x')),
    funders: Object.keys(newRow.funder(1, 'x')),
    topics: Object.keys(newRow.topic(1, 'x')),
    concepts: Object.keys(newRow.concept(1, 'x')),
    keywords: Object.keys(newRow.keyword('x', 'x')),
  };
  for (const [entity, rows] of Object.entries(batch)) {
    for (const row of rows as object[]) {
      for (const [k, v] of Object.entries(row)) expect(v, `${entity}.${k}`).not.toBeUndefined();
      if (templates[entity]) expect(Object.keys(row).sort(), entity).toEqual([...templates[entity]].sort());
    }
  }
}

const stubsOf = (batch: CatalogueBatch) =>
  Object.entries(batch).flatMap(([entity, rows]) =>
    entity === 'works'
      ? []
      : (rows as { is_stub: boolean; id: unknown }[]).filter((r) => r.is_stub).map((r) => ({ entity, r })),
  );

describe('parseRecord: 2025 work', () => {
  const rec = fixture('api-2025/W3000000001.json');
  const batch = parseRecord(rec);
  const w = batch.works[0]!;

  it('maps the scalar fields', () => {
    expect(batch.works).toHaveLength(1);
    expect(w.id).toBe(3000000001);
    expect(w.doi).toBe('10.5555/alexandria.2021.001');
    expect(w.title).toBe('Reading rooms of the future: a survey of catalogue practice');
    expect(w.ids_mag).toBe(3000000001);
    expect(w.ids_pmid).toBe('31000001');
    expect(w.ids_pmcid).toBe('7100001');
    expect(w.language).toBe('en');
    expect([w.is_oa, w.oa_status, w.any_repository_has_fulltext]).toEqual([true, 'gold', true]);
    expect([w.citation_normalized_percentile, w.is_in_top_1_percent, w.is_in_top_10_percent]).toEqual([
      0.934,
      false,
      true,
    ]);
    expect([w.cited_by_percentile_year_min, w.cited_by_percentile_year_max]).toEqual([90, 95]);
    expect(w.apc_paid).toEqual({ value: 1200, currency: 'EUR', value_usd: 1310, provenance: null });
    expect(w.indexed_in).toEqual(['crossref', 'doaj', 'pubmed']);
  });

  it('turns the inverted index into text, a missing position into an empty word', () => {
    expect(w.abstract).toBe(
      'Catalogues shape what readers find.  We survey catalogue practice in forty libraries and find that catalogues matter; good catalogues matter most.',
    );
  });

  it('maps locations, authorships, topics, keywords, grants', () => {
    expect(w.primary_location).toEqual({
      source_id: 2000000001,
      is_oa: true,
      landing_page_url: 'https://doi.org/10.5555/alexandria.2021.001',
      pdf_url: 'https://journal.example.org/articles/001.pdf',
      license: 'cc-by',
      version: 'publishedVersion',
      is_accepted: true,
      is_published: true,
    });
    expect(w.locations.map((l) => l.source_id)).toEqual([2000000001, 2000000002]);
    expect(w.best_oa_location?.source_id).toBe(2000000001);
    expect(w.authorships[0]).toMatchObject({
      author_id: 6000000001,
      author_display_name: 'Ada Quill',
      author_orcid: '0000-0002-1825-0097',
      institution_ids: [7000000001, 7000000002],
      countries: ['GB'],
    });
    expect(w.authorships[1]!.affiliations).toEqual([
      { raw_affiliation_string: 'Northfield College, Northfield, MN, USA', institution_ids: [7000000003] },
      { raw_affiliation_string: 'Independent scholar', institution_ids: [] },
    ]);
    expect(w.topics).toEqual([
      { id: 11000, score: 0.991 },
      { id: 11001, score: 0.85 },
    ]);
    expect(w.keywords.map((k) => k.id)).toEqual(['cataloguing', 'reading-room']);
    expect(w.concepts.map((c) => c.id)).toEqual([8000000001, 8000000002]);
    expect(w.sdgs).toEqual([{ id: 4, score: 0.52 }]);
    expect(w.grants).toEqual([
      { funder_id: 5000000001, award_id: 'ERC-2019-0042' },
      { funder_id: 5000000002, award_id: null },
    ]);
    expect(w.referenced_works).toEqual([3000000101, 3000000102]);
    expect(w.counts_by_year[0]).toEqual({ year: 2023, cited_by_count: 20 });
  });

  it('keeps unmodelled root fields and those that embed entities in extra, not the ones the row gives back', () => {
    for (const k of ['id', 'doi', 'ids', 'title', 'cited_by_api_url', 'abstract_inverted_index', 'counts_by_year']) {
      expect(w.extra, k).not.toHaveProperty(k);
    }
    expect(Object.keys(w.extra!)).toEqual(expect.arrayContaining(['authorships', 'locations', 'topics', 'concepts']));
    expect(w.extra).toMatchObject({
      institution_assertions: [],
      has_fulltext: true,
      fulltext_origin: 'pdf',
      mesh: [],
      datasets: [],
      versions: [],
      abstract_inverted_index_v3: null,
    });
  });

  it('emits stubs for every dehydrated reference', () => {
    const stubs = stubsOf(batch);
    expect(stubs.every(({ r }) => r.is_stub)).toBe(true);
    expect(batch.authors.map((a) => [a.id, a.display_name, a.orcid])).toEqual([
      [6000000001, 'Ada Quill', '0000-0002-1825-0097'],
      [6000000002, 'Bartholomew Index', null],
    ]);
    expect(batch.institutions.map((i) => i.id).sort()).toEqual([7000000001, 7000000002, 7000000003]);
    const ie = batch.institutions.find((i) => i.id === 7000000002)!;
    expect([ie.ror, ie.country_code, ie.type, ie.lineage]).toEqual([null, 'GB', 'facility', [7000000001, 7000000002]]);
    const src = batch.sources.find((s) => s.id === 2000000001)!;
    expect(src).toMatchObject({
      display_name: 'Journal of Catalogue Studies',
      issn_l: '1234-5679',
      issn: ['1234-5679', '2345-6789'],
      is_oa: true,
      is_in_doaj: true,
      is_core: true,
      host_organization_id: 4000000001,
      host_organization_kind: 'publisher',
      type: 'journal',
    });
    const repo = batch.sources.find((s) => s.id === 2000000002)!;
    expect([repo.host_organization_id, repo.host_organization_kind, repo.issn]).toEqual([
      7000000001,
      'institution',
      [],
    ]);
    expect(
      batch.publishers.map((p) => [p.id, p.display_name, p.lineage, p.hierarchy_level, p.parent_publisher_id]),
    ).toEqual([
      [4000000001, 'Example University Press', [4000000001, 4000000002], 1, 4000000002],
      [4000000002, 'Example Holdings', [4000000002], 0, null],
    ]);
    expect(batch.topics.map((t) => [t.id, t.subfield_id, t.field_id, t.domain_id])).toEqual([
      [11000, 1802, 18, 2],
      [11001, 1710, 17, 3],
    ]);
    expect(batch.concepts.map((c) => [c.id, c.level, c.wikidata])).toEqual([
      [8000000001, 1, 'Q1000001'],
      [8000000002, 0, 'Q1000002'],
    ]);
    expect(batch.keywords.map((k) => [k.id, k.display_name, k.is_stub])).toEqual([
      ['cataloguing', 'Cataloguing', true],
      ['reading-room', 'Reading room', true],
    ]);
    expect(batch.funders.map((f) => [f.id, f.display_name])).toEqual([
      [5000000001, 'Examplia Research Council'],
      [5000000002, 'Northfield Foundation'],
    ]);
    for (const { r } of stubs) {
      const row = r as unknown as { works_count?: number; cited_by_count: number; summary_stats?: unknown };
      expect(row.cited_by_count).toBe(0);
      if ('summary_stats' in row) expect(row.summary_stats).toBeNull();
    }
    expectComplete(batch);
  });
});

describe('parseRecord: the xpac flag (2025-11 on)', () => {
  const rec = fixture('api-2025/W3000000001.json') as Record<string, unknown>;
  const served = (record: Record<string, unknown>) => {
    const w = parseRecord(record).works[0]!;
    return { w, built: buildWork(w, new BatchResolver().add(parseRecord(record))) };
  };

  it('reads is_xpac into its column, with nothing of it left in extra', () => {
    const { w, built } = served({ ...rec, is_xpac: true });
    expect(w.is_xpac).toBe(true);
    expect(w.extra).not.toHaveProperty('is_xpac');
    expect(built.is_xpac).toBe(true);
    expect(served(rec).w.is_xpac).toBe(false);
  });

  it('takes a work without it (every record before 2025-11) for a regular one', () => {
    const { is_xpac: _, ...older } = rec;
    const { w, built } = served(older);
    expect(w.is_xpac).toBe(false);
    expect(built.is_xpac).toBe(false);
    // a null is the record's own, and served as it came
    const nulled = served({ ...rec, is_xpac: null });
    expect(nulled.w.is_xpac).toBe(false);
    expect(nulled.built.is_xpac).toBeNull();
  });

  it('reads a 2023 snapshot work as a regular one', () => {
    const [w1] = jsonl('snapshot-2023/works/updated_date=2023-06-01/part_000');
    expect(w1).not.toHaveProperty('is_xpac');
    expect(parseRecord(w1).works[0]!.is_xpac).toBe(false);
  });
});

describe('parseRecord: 2023 snapshot and 2022 host_venue works', () => {
  const [w1, w2] = jsonl('snapshot-2023/works/updated_date=2023-06-01/part_000');

  it('maps a 2023 work', () => {
    const batch = parseRecord(w1);
    const w = batch.works[0]!;
    expect(w.doi).toBe('10.5555/alexandria.2019.007');
    expect(w.ids_mag).toBe(3100000001);
    expect(w.ids_pmid).toBe('30000007');
    expect(w.topics).toEqual([]);
    // one raw affiliation string: the institutions were matched from it
    expect(w.authorships[0]!.affiliations).toEqual([
      { raw_affiliation_string: 'Northfield College Library, Northfield, MN', institution_ids: [7000000003] },
    ]);
    expect(w.authorships[1]!.affiliations).toEqual([]);
    expect(w.locations[1]).toMatchObject({
      source_id: 2100000002,
      license: 'cc-by-nc',
      is_accepted: true,
      is_published: false,
    });
    expect(w.grants).toEqual([{ funder_id: 5000000002, award_id: 'NF-7' }]);
    expect(w.sdgs).toEqual([{ id: 11, score: 0.12 }]);
    expect(w.abstract).toBe('Colour helps browsing.');
    // the DOI as the record has it (upper case), besides the unmodelled fields
    expect(w.extra).toMatchObject({
      doi: 'https://doi.org/10.5555/ALEXANDRIA.2019.007',
      has_fulltext: false,
      mesh: [],
      ngrams_url: 'https://api.openalex.org/works/W3100000001/ngrams',
      summary_stats: { cited_by_count: 5, '2yr_cited_by_count': 3 },
      updated: '2023-06-01T12:00:00.000Z',
    });
    expect(batch.sources.find((s) => s.id === 2100000001)).toMatchObject({
      host_organization_id: 4100000001,
      host_organization_kind: 'publisher',
    });
    expect(batch.publishers.map((p) => [p.id, p.display_name])).toEqual([[4100000001, 'Quarto Publishing House']]);
    expect(batch.institutions.map((i) => i.id)).toEqual([7000000003]);
    expectComplete(batch);
  });

  it('maps a 2022 host_venue work to locations', () => {
    const batch = parseRecord(w2);
    const w = batch.works[0]!;
    expect(w.doi).toBeNull();
    expect(w.primary_location).toEqual({
      source_id: 2100000003, // a V id is a source
      is_oa: false,
      landing_page_url: 'https://quarto.example.com/pamphlets/1',
      pdf_url: null,
      license: null,
      version: null,
      is_accepted: false,
      is_published: false,
    });
    expect(w.locations).toHaveLength(2);
    expect(w.locations[1]).toMatchObject({
      source_id: null,
      is_oa: true,
      landing_page_url: 'https://archive.example.org/pamphlet.pdf',
    });
    expect(w.best_oa_location).toEqual(w.locations[1]);
    expect(w.extra).toMatchObject({ mesh: [], host_venue: w2!.host_venue });
    expect(batch.sources).toHaveLength(1);
    expect(batch.sources[0]).toMatchObject({
      id: 2100000003,
      display_name: 'Pamphlet Studies Series',
      type: 'book series',
      is_stub: true,
    });
    expect(batch.institutions[0]).toMatchObject({ id: 7000000004, country_code: 'GB' });
    expect(w.authorships[0]!.affiliations).toEqual([
      { raw_affiliation_string: 'Southport Polytechnic, UK', institution_ids: [7000000004] },
    ]);
    expectComplete(batch);
  });
});

describe('parseRecord: other entities', () => {
  it('maps a 2023 author (last_known_institution, x_concepts)', () => {
    const [rec] = jsonl('snapshot-2023/authors/updated_date=2023-06-02/part_000');
    const batch = parseRecord(rec);
    const a = batch.authors[0]!;
    expect(a).toMatchObject({
      id: 6100000001,
      is_stub: false,
      orcid: '0000-0001-5109-3700',
      last_known_institution_ids: [7000000003],
    });
    expect(a.summary_stats).toEqual({ two_yr_mean_citedness: 1.5, h_index: 2, i10_index: 0 });
    expect(Object.keys(a.extra ?? {}).sort()).toEqual(['most_cited_work', 'updated', 'x_concepts']);
    expect(batch.institutions[0]).toMatchObject({ id: 7000000003, is_stub: true, display_name: 'Northfield College' });
    expect(batch.concepts[0]).toMatchObject({ id: 8000000001, is_stub: true, level: 1 });
    expectComplete(batch);
  });

  it('maps a 2025 author (affiliations, last_known_institutions, scopus)', () => {
    const a = parseRecord(fixture('api-2025/A6000000001.json')).authors.find((x) => !x.is_stub)!;
    expect(a.affiliations).toEqual([
      { institution_id: 7000000001, years: [2023, 2022, 2021] },
      { institution_id: 7000000003, years: [2019] },
    ]);
    expect(a.last_known_institution_ids).toEqual([7000000001]);
    expect(a.ids_scopus).toBe('57000000001');
  });

  it('maps a 2023 institution', () => {
    const [rec] = jsonl('snapshot-2023/institutions/updated_date=2023-06-03/part_000');
    const batch = parseRecord(rec);
    const i = batch.institutions.find((x) => !x.is_stub)!;
    expect(i).toMatchObject({
      id: 7000000003,
      ror: '01north77',
      city: 'Northfield',
      region: 'Minnesota',
      latitude: 44.45,
      ids_grid: 'grid.111111.1',
      ids_wikidata: 'Q2000003',
      lineage: [7000000003],
      associated_institutions: [{ id: 7000000005, relationship: 'child' }],
    });
    expect(i.extra?.geo).toEqual({ geonames_city_id: '5039675' });
    expect(i.extra?.roles).toBeDefined();
    expect(batch.institutions.find((x) => x.id === 7000000005)).toMatchObject({
      is_stub: true,
      ror: '05north99',
      type: 'facility',
    });
    // the repository is a source hosted by this institution; the institution does not stub itself
    expect(batch.sources[0]).toMatchObject({
      id: 2100000002,
      host_organization_id: 7000000003,
      host_organization_kind: 'institution',
    });
    expect(batch.institutions.filter((x) => x.id === 7000000003)).toHaveLength(1);
    expectComplete(batch);
  });

  it('maps a 2023 source with publisher fields', () => {
    const [rec] = jsonl('snapshot-2023/sources/updated_date=2023-06-04/part_000');
    const batch = parseRecord(rec);
    const s = batch.sources[0]!;
    expect(s).toMatchObject({
      id: 2100000001,
      is_stub: false,
      host_organization_id: 4100000001,
      host_organization_kind: 'publisher',
      issn: ['3456-7890'],
    });
    expect(s.extra?.ids).toEqual({ mag: '2100000001' });
    expect(s.extra?.publisher).toBe('Quarto Publishing House');
    expectComplete(batch);
  });

  it('maps publishers, funders, topics, concepts and keywords', () => {
    const p = parseRecord(fixture('api-2025/P4000000001.json')).publishers.find((x) => !x.is_stub)!;
    expect(p).toMatchObject({
      hierarchy_level: 1,
      parent_publisher_id: 4000000002,
      lineage: [4000000001, 4000000002],
      ror: '02press33',
    });
    const f = parseRecord(fixture('api-2025/F5000000001.json')).funders[0]!;
    expect(f).toMatchObject({
      ror: '03fundx44',
      crossref_id: '501100099999',
      doi: '10.13039/501100099999',
      wikidata: 'Q5000001',
      grants_count: 420,
    });
    const t = parseRecord(fixture('api-2025/T11000.json')).topics[0]!;
    expect(t).toMatchObject({
      subfield_id: 1802,
      field_id: 18,
      domain_id: 2,
      wikipedia: 'https://en.wikipedia.org/wiki/Library_catalog',
    });
    expect(t.keywords).toHaveLength(3);
    const cb = parseRecord(fixture('api-2025/C8000000001.json'));
    expect(cb.concepts.find((x) => !x.is_stub)).toMatchObject({
      level: 1,
      wikidata: 'Q1000001',
      ancestor_ids: [8000000002],
    });
    expect(cb.concepts.filter((x) => x.is_stub).map((x) => x.id)).toEqual([8000000002, 8000000003]);
    const k = parseRecord(fixture('api-2025/keyword-cataloguing.json')).keywords[0]!;
    expect(k).toEqual({
      id: 'cataloguing',
      display_name: 'Cataloguing',
      is_stub: false,
      works_count: 5400,
      cited_by_count: 21000,
      created_date: '2024-04-10',
      updated_date: '2025-05-09T00:00:00.000000',
    });
  });

  it('reads V (venue) ids as sources', () => {
    const b = parseRecord({ id: 'https://openalex.org/V2100000009', display_name: 'Old Venue', issn_l: '1111-2222' });
    expect(b.sources[0]).toMatchObject({ id: 2100000009, is_stub: false, issn_l: '1111-2222' });
  });
});

describe('parseRecord: errors', () => {
  const cases: [string, unknown, RegExp][] = [
    ['an array', [], /must be a JSON object, got array/],
    ['a string', 'W1', /must be a JSON object, got string/],
    ['null', null, /got null/],
    ['no id', { title: 'x' }, /no "id" field/],
    ['a numeric id', { id: 123 }, /field "id" must be a string, got number/],
    ['an unknown entity', { id: 'https://openalex.org/G6331007926' }, /not an OpenAlex id of a known entity type/],
    ['a subfield', { id: 'https://openalex.org/subfields/1804' }, /not an OpenAlex id/],
    ['garbage', { id: 'hello world' }, /not an OpenAlex id/],
  ];
  for (const [name, value, re] of cases) {
    it(`rejects ${name}`, () => {
      expect(() => parseRecord(value)).toThrow(RecordError);
      expect(() => parseRecord(value)).toThrow(re);
    });
  }

  it('names a structurally wrong field', () => {
    const err = (() => {
      try {
        parseRecord({ id: 'https://openalex.org/W1', authorships: 'nobody' });
      } catch (e) {
        return e as RecordError;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(RecordError);
    expect(err?.field).toBe('authorships');
    expect(err?.message).toMatch(/W1: field "authorships" must be an array, got string/);
  });

  it('hints at partial records made with select=', () => {
    expect(() => parseRecord({ ids: { openalex: 'https://openalex.org/W5' } })).toThrow(/partial record/);
  });
});
