/**
 * One OpenAlex record (any entity; 2022 host_venue, 2023 snapshot and 2025–26 API schemas) →
 * the catalogue rows it contains: the full row of the record itself (is_stub false) plus a stub
 * row (is_stub true) for every entity it references in dehydrated form.
 *
 * The entity type comes from the id: W A S I P F T C (V venues are sources) and
 * https://openalex.org/keywords/<slug> for keywords.
 */

import { type NativeEntity, parseNativeId } from '../store/ids.js';
import type { CatalogueBatch } from '../store/rows.js';
import { Fields, isObj, keywordSlug, RecordError, typeName } from './json.js';
import {
  parseAuthor,
  parseConcept,
  parseFunder,
  parseInstitution,
  parseKeyword,
  parsePublisher,
  parseSource,
  parseTopic,
} from './parse-entities.js';
import { parseWork } from './parse-work.js';
import { BatchCollector } from './rows-init.js';
import { withHttpUrlsOnly } from './safe-urls.js';
import { StubMaker } from './stubs.js';

export { RecordError } from './json.js';

export type RecordEntity = NativeEntity | 'keywords';

/** The entity type and native id of an OpenAlex id ('https://openalex.org/W1' → works 1). */
export function detectEntity(id: string): { entity: RecordEntity; id: number | string } | undefined {
  const slug = keywordSlug(id);
  if (slug !== null) return { entity: 'keywords', id: slug };
  return parseNativeId(id);
}

export function parseRecord(input: unknown): CatalogueBatch {
  const json = withHttpUrlsOnly(input);
  if (!isObj(json)) throw new RecordError(`record must be a JSON object, got ${typeName(json)}`);
  const rawId = json.id;
  if (rawId === undefined || rawId === null) {
    const alt = isObj(json.ids) ? json.ids.openalex : undefined;
    const hint = typeof alt === 'string' ? ` (ids.openalex is ${alt}: a partial record, e.g. from select=?)` : '';
    throw new RecordError(`record has no "id" field${hint}`, 'id');
  }
  if (typeof rawId !== 'string') throw new RecordError(`field "id" must be a string, got ${typeName(rawId)}`, 'id');
  const detected = detectEntity(rawId);
  if (!detected) {
    throw new RecordError(
      `field "id" (${JSON.stringify(rawId.slice(0, 200))}) is not an OpenAlex id of a known entity type ` +
        '(W A S I P F T C or V, or https://openalex.org/keywords/…)',
      'id',
    );
  }
  const rec = new Fields(json, '', rawId);
  const out = new BatchCollector();
  const stubs = new StubMaker(out, detected);
  const { entity, id } = detected;
  if (entity === 'keywords') {
    out.add('keywords', parseKeyword(rec, id as string));
    return out.batch;
  }
  const n = id as number;
  switch (entity) {
    case 'works':
      out.batch.works.push(parseWork(rec, n, stubs));
      break;
    case 'authors':
      out.add('authors', parseAuthor(rec, n, stubs));
      break;
    case 'institutions':
      out.add('institutions', parseInstitution(rec, n, stubs));
      break;
    case 'sources':
      out.add('sources', parseSource(rec, n, stubs));
      break;
    case 'publishers':
      out.add('publishers', parsePublisher(rec, n, stubs));
      break;
    case 'funders':
      out.add('funders', parseFunder(rec, n, stubs));
      break;
    case 'topics':
      out.add('topics', parseTopic(rec, n, stubs));
      break;
    case 'concepts':
      out.add('concepts', parseConcept(rec, n, stubs));
      break;
  }
  return out.batch;
}
