import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WorkRow } from '../store/rows.js';
import { textToInvertedIndex } from './abstract.js';
import { BatchResolver, collectNamedRefs } from './batch-resolver.js';
import { buildAuthor, buildInstitution, buildSource, buildWork } from './build-record.js';
import { parseRecord } from './parse-record.js';
import { FIXTURES, fixture, pick, roundTrip, WORK_PATHS } from './testing.js';

describe('round trip of the hand-written 2025 records', () => {
  for (const name of readdirSync(join(FIXTURES, 'api-2025')).sort()) {
    it(`${name}: parse → build reproduces the record`, () => {
      const original = fixture(`api-2025/${name}`);
      const { built } = roundTrip(original);
      expect(built).toEqual(original);
      // and in OpenAlex's key order
      expect(Object.keys(built)).toEqual(Object.keys(original));
    });
  }

  it('compares the chosen work paths one by one (clearer failures)', () => {
    const original = fixture('api-2025/W3000000001.json');
    const { built } = roundTrip(original);
    for (const path of WORK_PATHS) expect(pick(built, path), path).toEqual(pick(original, path));
  });
});

describe('building from 2023-shaped rows gives the 2025 shape', () => {
  const lines = (rel: string) =>
    readFileSync(join(FIXTURES, rel), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  it('a 2023 work', () => {
    const [rec] = lines('snapshot-2023/works/updated_date=2023-06-01/part_000');
    const { batch, built: served } = roundTrip(rec);
    // served: the record's own values (its DOI as written, its authorships) with what it lacks added
    expect(served.doi).toBe(rec!.doi);
    for (const path of ['authorships[].institutions[].display_name', 'authorships[].raw_affiliation_string']) {
      expect(pick(served, path), path).toEqual(pick(rec, path));
    }
    // the 2025 shape the row alone gives
    const built = buildWork({ ...batch.works[0]!, extra: null }, new BatchResolver(collectNamedRefs(rec)).add(batch));
    expect(built.doi).toBe('https://doi.org/10.5555/alexandria.2019.007');
    expect(built.ids).toEqual({
      openalex: 'https://openalex.org/W3100000001',
      doi: 'https://doi.org/10.5555/alexandria.2019.007',
      mag: '3100000001',
      pmid: 'https://pubmed.ncbi.nlm.nih.gov/30000007',
    });
    expect(pick(built, 'primary_location.source')).toEqual({
      id: 'https://openalex.org/S2100000001',
      display_name: 'Shelf Life Quarterly',
      issn_l: '3456-7890',
      issn: ['3456-7890'],
      is_oa: false,
      is_in_doaj: false,
      is_core: false,
      host_organization: 'https://openalex.org/P4100000001',
      host_organization_name: 'Quarto Publishing House',
      host_organization_lineage: ['https://openalex.org/P4100000001'],
      host_organization_lineage_names: ['Quarto Publishing House'],
      type: 'journal',
    });
    expect(pick(built, 'locations[].license_id')).toEqual([null, 'https://openalex.org/licenses/cc-by-nc']);
    expect(pick(built, 'authorships[].raw_affiliation_strings')).toEqual([
      ['Northfield College Library, Northfield, MN'],
      [],
    ]);
    expect(pick(built, 'authorships[].affiliations[].institution_ids')).toEqual([
      [['https://openalex.org/I7000000003']],
      [],
    ]);
    expect(built.grants).toEqual([
      { funder: 'https://openalex.org/F5000000002', funder_display_name: 'Northfield Foundation', award_id: 'NF-7' },
    ]);
    expect(built.sustainable_development_goals).toEqual([
      { id: 'https://metadata.un.org/sdg/11', display_name: 'Sustainable cities and communities', score: 0.12 },
    ]);
    expect(built.abstract_inverted_index).toEqual(rec!.abstract_inverted_index);
    expect(built.primary_topic).toBeNull();
    expect(served.ngrams_url).toBe('https://api.openalex.org/works/W3100000001/ngrams'); // from extra
  });

  it('a 2023 author: last_known_institution → last_known_institutions', () => {
    const [rec] = lines('snapshot-2023/authors/updated_date=2023-06-02/part_000');
    const { built } = roundTrip(rec);
    expect(built.last_known_institutions).toEqual([
      {
        id: 'https://openalex.org/I7000000003',
        display_name: 'Northfield College',
        ror: 'https://ror.org/01north77',
        country_code: 'US',
        type: 'education',
        lineage: ['https://openalex.org/I7000000003'],
      },
    ]);
    expect(built.last_known_institution).toBeUndefined();
    expect(built.summary_stats).toEqual({ '2yr_mean_citedness': 1.5, h_index: 2, i10_index: 0 });
    expect(built.x_concepts).toEqual(rec!.x_concepts);
  });

  it('a 2023 institution keeps geonames id and roles from extra', () => {
    const [rec] = lines('snapshot-2023/institutions/updated_date=2023-06-03/part_000');
    const { built } = roundTrip(rec);
    expect(built.geo).toEqual(rec!.geo);
    expect(built.type_id).toBe('https://openalex.org/institution-types/education');
    expect(built.roles).toEqual(rec!.roles);
    expect(built.associated_institutions).toEqual(rec!.associated_institutions);
  });
});

describe('missing references', () => {
  it('render with display_name null instead of failing', () => {
    const batch = parseRecord(fixture('api-2025/W3000000001.json'));
    // the row alone, without the parts of its record it keeps
    const built = buildWork({ ...batch.works[0]!, extra: null }, new BatchResolver());
    expect(pick(built, 'primary_location.source')).toMatchObject({
      id: 'https://openalex.org/S2000000001',
      display_name: null,
      host_organization: null,
      type: null,
    });
    expect(pick(built, 'authorships[].institutions[].display_name')).toEqual([[null, null], [null]]);
    expect(pick(built, 'topics[].display_name')).toEqual([null, null]);
    expect(pick(built, 'topics[].subfield')).toEqual([null, null]);
    expect(pick(built, 'keywords[].display_name')).toEqual([null, null]);
    expect(pick(built, 'grants[].funder_display_name')).toEqual([null, null]);
    expect(pick(built, 'sustainable_development_goals[].display_name')).toEqual([null]);
    // the author name lives on the authorship itself
    expect(pick(built, 'authorships[].author.display_name')).toEqual(['Ada Quill', 'Bartholomew Index']);
  });

  it('entities build without any reference rows', () => {
    const refs = new BatchResolver();
    const a = parseRecord(fixture('api-2025/A6000000001.json')).authors.find((x) => !x.is_stub)!;
    expect(pick(buildAuthor(a, refs), 'affiliations[].institution.display_name')).toEqual([null, null]);
    const i = parseRecord(fixture('api-2025/I7000000001.json')).institutions.find((x) => !x.is_stub)!;
    expect(pick(buildInstitution(i, refs), 'geo.country')).toBeNull();
    const s = parseRecord(fixture('api-2025/S2000000001.json')).sources.find((x) => !x.is_stub)!;
    expect(buildSource(s, refs)).toMatchObject({
      host_organization: 'https://openalex.org/P4000000001',
      host_organization_name: null,
      host_organization_lineage: ['https://openalex.org/P4000000001'],
    });
  });
});

describe('a minimal row', () => {
  it('builds with nulls and empty lists', () => {
    const batch = parseRecord({ id: 'https://openalex.org/W42' });
    const w: WorkRow = batch.works[0]!;
    const built = buildWork(w, new BatchResolver(), { apiBase: 'http://127.0.0.1:8080/api/' });
    expect(built).toMatchObject({
      id: 'https://openalex.org/W42',
      doi: null,
      title: null,
      ids: { openalex: 'https://openalex.org/W42' },
      primary_location: null,
      best_oa_location: null,
      locations: [],
      authorships: [],
      abstract_inverted_index: null,
      biblio: { volume: null, issue: null, first_page: null, last_page: null },
      citation_normalized_percentile: null,
      cited_by_api_url: 'http://127.0.0.1:8080/api/works?filter=cites:W42',
    });
  });
});

describe('abstract text → inverted index', () => {
  it('splits on single spaces, skips empty words, keeps repeated words', () => {
    expect(textToInvertedIndex('a b  a')).toEqual({ a: [0, 3], b: [1] });
    expect(textToInvertedIndex('')).toBeNull();
    expect(textToInvertedIndex(null)).toBeNull();
    expect(textToInvertedIndex('constructor __proto__ toString')).toEqual(
      Object.fromEntries([
        ['constructor', [0]],
        ['__proto__', [1]],
        ['toString', [2]],
      ]),
    );
  });
});
