/**
 * Helpers shared by this folder's tests: fixture paths, a parse → build round trip, and a path
 * picker for comparing chosen fields of two records.
 */

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueBatch } from '../store/rows.js';
import { BatchResolver, collectNamedRefs } from './batch-resolver.js';
import {
  buildAuthor,
  buildConcept,
  buildFunder,
  buildInstitution,
  buildKeyword,
  buildPublisher,
  buildSource,
  buildTopic,
  buildWork,
  type RefResolver,
} from './build-record.js';
import { parseRecord } from './parse-record.js';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const CONFORMANCE = '/work/shared/conformance/openalex-sample';

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

export function fixture(rel: string): Record<string, unknown> {
  return readJson(join(FIXTURES, rel)) as Record<string, unknown>;
}

/** The full (non-stub) row of a batch and the entity it belongs to. */
export function fullRow(batch: CatalogueBatch): {
  entity: keyof CatalogueBatch;
  row: CatalogueBatch[keyof CatalogueBatch][number];
} {
  for (const [entity, rows] of Object.entries(batch) as [
    keyof CatalogueBatch,
    CatalogueBatch[keyof CatalogueBatch],
  ][]) {
    for (const row of rows) if (entity === 'works' || !(row as { is_stub: boolean }).is_stub) return { entity, row };
  }
  throw new Error('the batch has no full row');
}

export function build(entity: keyof CatalogueBatch, row: unknown, refs: RefResolver): Record<string, unknown> {
  const r = row as never;
  switch (entity) {
    case 'works':
      return buildWork(r, refs);
    case 'authors':
      return buildAuthor(r, refs);
    case 'institutions':
      return buildInstitution(r, refs);
    case 'sources':
      return buildSource(r, refs);
    case 'publishers':
      return buildPublisher(r, refs);
    case 'funders':
      return buildFunder(r, refs);
    case 'topics':
      return buildTopic(r, refs);
    case 'concepts':
      return buildConcept(r, refs);
    case 'keywords':
      return buildKeyword(r, refs);
  }
}

/** parseRecord, then build the record back with a resolver made from what the parse produced. */
export function roundTrip(record: unknown): { batch: CatalogueBatch; built: Record<string, unknown> } {
  const batch = parseRecord(record);
  const refs = new BatchResolver(collectNamedRefs(record)).add(batch);
  const { entity, row } = fullRow(batch);
  return { batch, built: build(entity, row, refs) };
}

/** Values at a dotted path; 'a[].b' maps over the array at a. Missing → undefined. */
export function pick(value: unknown, path: string): unknown {
  const [head, ...rest] = path.split('.');
  if (head === undefined || head === '') return value;
  const tail = rest.join('.');
  if (head.endsWith('[]')) {
    const arr = (value as Record<string, unknown> | null | undefined)?.[head.slice(0, -2)];
    return Array.isArray(arr) ? arr.map((x) => pick(x, tail)) : arr;
  }
  const v = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[head];
  return tail ? pick(v, tail) : v;
}

/** The paths the round-trip tests compare on works. */
export const WORK_PATHS = [
  'id',
  'ids',
  'doi',
  'title',
  'display_name',
  'publication_year',
  'publication_date',
  'type',
  'language',
  'open_access',
  'authorships[].author.id',
  'authorships[].author.display_name',
  'authorships[].author.orcid',
  'authorships[].institutions[].id',
  'authorships[].is_corresponding',
  'authorships[].countries',
  'primary_location.source.id',
  'primary_location.landing_page_url',
  'primary_location.license',
  'locations[].source.id',
  'best_oa_location.source.id',
  'primary_topic.id',
  'topics[].id',
  'topics[].score',
  'topics[].subfield.id',
  'concepts[].id',
  'keywords[].id',
  'sustainable_development_goals[].id',
  'referenced_works',
  'referenced_works_count',
  'related_works',
  'counts_by_year',
  'cited_by_count',
  'fwci',
  'citation_normalized_percentile',
  'cited_by_percentile_year',
  'biblio',
  'is_retracted',
  'is_paratext',
  'corresponding_author_ids',
  'corresponding_institution_ids',
  'abstract_inverted_index',
  'created_date',
  'updated_date',
];
