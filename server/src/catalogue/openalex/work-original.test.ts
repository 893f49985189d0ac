import { describe, expect, it } from 'vitest';
import { currentWorkType } from '../vocab/work-types.js';
import { BatchResolver } from './batch-resolver.js';
import { buildWork } from './build-record.js';
import { parseRecord } from './parse-record.js';
import { fixture } from './testing.js';

describe('a work is served as imported, whatever the entity tables say', () => {
  const record = fixture('api-2025/W3000000001.json') as Record<string, unknown>;
  const batch = parseRecord(record);
  const row = batch.works[0]!;

  it('with no entity rows at all', () => {
    expect(buildWork(row, new BatchResolver())).toEqual(record);
  });

  it('with entity rows that disagree with the record (renamed, without ROR or lineage)', () => {
    const other = parseRecord(record);
    for (const i of other.institutions) Object.assign(i, { display_name: 'Elsewhere', ror: null, lineage: [] });
    for (const s of other.sources) Object.assign(s, { display_name: 'Another journal', issn: [], is_oa: false });
    for (const c of other.concepts) Object.assign(c, { display_name: 'Other', wikidata: null, level: 5 });
    for (const t of other.topics) Object.assign(t, { display_name: 'Other', field_id: 0 });
    expect(buildWork(row, new BatchResolver().add(other))).toEqual(record);
  });

  it('keeps only what the row does not give back', () => {
    for (const k of ['id', 'doi', 'title', 'ids', 'referenced_works', 'abstract_inverted_index', 'counts_by_year']) {
      expect(row.extra, k).not.toHaveProperty(k);
    }
  });
});

describe('legacy work types', () => {
  it('map as in OpenAlex 2023 type migration; OpenAlex and unknown types stay', () => {
    expect(
      ['journal-article', 'proceedings-article', 'posted-content', 'book-part', 'monograph', 'article', 'dataset'].map(
        currentWorkType,
      ),
    ).toEqual(['article', 'article', 'preprint', 'book-chapter', 'book', 'article', 'dataset']);
    expect(currentWorkType('something-new')).toBe('something-new');
  });

  it('the row and the served record have the mapped type; type_crossref keeps the Crossref one', () => {
    const record = { ...(fixture('api-2025/W3000000001.json') as object), type: 'journal-article' };
    delete (record as Record<string, unknown>).type_crossref;
    const row = parseRecord(record).works[0]!;
    expect([row.type, row.type_crossref]).toEqual(['article', 'journal-article']);
    const built = buildWork(row, new BatchResolver());
    expect([built.type, built.type_crossref]).toEqual(['article', 'journal-article']);
  });
});
