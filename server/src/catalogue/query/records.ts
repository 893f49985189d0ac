import type { Duck, Plain } from '../store/duck.js';
import { TABLES, type TableName } from '../store/schema.js';
import type { EntitySpec } from './entities.js';
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
} from '../openalex/build-record.js';
import type {
  ConceptRow,
  FunderRow,
  InstitutionRow,
  KeywordRow,
  PublisherRow,
  SourceRow,
  TopicRow,
} from '../store/rows.js';
import { countryName, continentById } from '../vocab/geo.js';
import { sdgById } from '../vocab/sdgs.js';
import { domainById, fieldById, subfieldById } from '../vocab/taxonomy.js';
import { sourceTypeUrl } from '../vocab/source-types.js';

const DERIVED_PREFIX = /^(w|a)_/;

/** The stored (not derived) columns of a table, as a SELECT list; JSON comes back as text. */
export function storedColumns(table: TableName, alias = 't'): string {
  return Object.entries(TABLES[table])
    .filter(([c]) => !DERIVED_PREFIX.test(c))
    .map(([c, type]) => (type === 'JSON' ? `${alias}."${c}"::VARCHAR AS "${c}"` : `${alias}."${c}"`))
    .join(', ');
}

function parseExtra(row: Record<string, Plain>): Record<string, unknown> {
  const extra = row.extra;
  return { ...row, extra: typeof extra === 'string' ? (JSON.parse(extra) as unknown) : (extra ?? null) };
}

/**
 * The small entity tables that dehydrated references point into, held in memory so that building
 * a page of works needs no further queries.
 */
export class RefCache implements RefResolver {
  private maps = {
    institutions: new Map<number, InstitutionRow>(),
    sources: new Map<number, SourceRow>(),
    publishers: new Map<number, PublisherRow>(),
    funders: new Map<number, FunderRow>(),
    topics: new Map<number, TopicRow>(),
    concepts: new Map<number, ConceptRow>(),
    keywords: new Map<string, KeywordRow>(),
  };

  static async load(duck: Duck): Promise<RefCache> {
    const cache = new RefCache();
    for (const table of Object.keys(cache.maps) as (keyof RefCache['maps'])[]) {
      const rows = await duck.all(`SELECT ${storedColumns(table)} FROM ${table} t`);
      const map = cache.maps[table] as Map<number | string, unknown>;
      for (const r of rows) map.set(r.id as number | string, parseExtra(r));
    }
    return cache;
  }

  institution = (id: number) => this.maps.institutions.get(id);
  source = (id: number) => this.maps.sources.get(id);
  publisher = (id: number) => this.maps.publishers.get(id);
  funder = (id: number) => this.maps.funders.get(id);
  topic = (id: number) => this.maps.topics.get(id);
  concept = (id: number) => this.maps.concepts.get(id);
  keyword = (id: string) => this.maps.keywords.get(id);
  subfield = (id: number) => subfieldById(id);
  field = (id: number) => fieldById(id);
  domain = (id: number) => domainById(id);
  sdg = (id: number) => sdgById(id);
  country = (code: string) => {
    const name = countryName(code);
    return name ? { display_name: name } : undefined;
  };
}

const OA = 'https://openalex.org/';

/** Id URL of a derived-list entity. */
export function derivedIdUrl(spec: EntitySpec, id: string | number): string {
  if (spec.name === 'sdgs') return `https://metadata.un.org/sdg/${id}`;
  if (spec.name === 'source-types') return sourceTypeUrl(String(id));
  return `${OA}${spec.namespace}/${id}`;
}

function derivedRecord(spec: EntitySpec, row: Record<string, Plain>, apiBase: string): Record<string, unknown> {
  const { id, display_name, works_count, cited_by_count, ...rest } = row;
  const record: Record<string, unknown> = { id: derivedIdUrl(spec, id as string | number), display_name };
  for (const [k, v] of Object.entries(rest)) {
    if (k === 'continent_id') {
      record.continent = { id: `${OA}continents/${v}`, display_name: continentById(String(v))?.display_name ?? null };
    } else if (k === 'domain_id') {
      record.domain = { id: `${OA}domains/${v}`, display_name: domainById(Number(v))?.display_name ?? null };
    } else if (k === 'field_id') {
      record.field = { id: `${OA}fields/${v}`, display_name: fieldById(Number(v))?.display_name ?? null };
    } else {
      record[k] = v;
    }
  }
  record.works_count = works_count;
  record.cited_by_count = cited_by_count;
  if (spec.worksFilter) {
    const value = spec.name === 'source-types' ? encodeURIComponent(String(id)) : String(id);
    record.works_api_url = `${apiBase}/works?filter=${spec.worksFilter}:${value}`;
  }
  return record;
}

/** A catalogue row → the OpenAlex record of its entity type. */
export function buildEntityRecord(
  spec: EntitySpec,
  row: Record<string, Plain>,
  refs: RefCache,
  apiBase: string,
): Record<string, unknown> {
  const opts = { apiBase };
  const r = parseExtra(row) as never;
  switch (spec.table) {
    case 'works':
      return buildWork(r, refs, opts);
    case 'authors':
      return buildAuthor(r, refs, opts);
    case 'institutions':
      return buildInstitution(r, refs, opts);
    case 'sources':
      return buildSource(r, refs, opts);
    case 'publishers':
      return buildPublisher(r, refs, opts);
    case 'funders':
      return buildFunder(r, refs, opts);
    case 'topics':
      return buildTopic(r, refs, opts);
    case 'concepts':
      return buildConcept(r, refs, opts);
    case 'keywords':
      return buildKeyword(r, refs, opts);
    default:
      return derivedRecord(spec, row, apiBase);
  }
}

/** Keep only the selected root fields, in the order asked. */
export function selectFields(record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f] = record[f] ?? null;
  return out;
}
