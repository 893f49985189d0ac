/**
 * An in-memory RefResolver over parsed batches (full rows replace stubs, as the loader does), and
 * a collector of the names of subfields / fields / domains / SDGs / countries found inside raw
 * OpenAlex JSON (the rows keep only their ids).
 */

import type { CatalogueBatch } from '../store/rows.js';
import type { RefResolver } from './build-record.js';
import { isObj, sdgId, taxonomyId } from './json.js';

type Named = { display_name: string };
type Keyed = { id: number | string; is_stub: boolean };

export interface NamedRefs {
  subfields: Map<number, Named>;
  fields: Map<number, Named>;
  domains: Map<number, Named>;
  sdgs: Map<number, Named>;
  countries: Map<string, Named>;
}

export function emptyNamedRefs(): NamedRefs {
  return { subfields: new Map(), fields: new Map(), domains: new Map(), sdgs: new Map(), countries: new Map() };
}

/** Walk raw JSON and remember every {id, display_name} of a subfield/field/domain/SDG and geo country name. */
export function collectNamedRefs(json: unknown, into: NamedRefs = emptyNamedRefs()): NamedRefs {
  const walk = (v: unknown, depth: number): void => {
    if (depth > 12) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    if (!isObj(v)) return;
    const id = v.id;
    const name = v.display_name;
    if (typeof id === 'string' && typeof name === 'string') {
      const kinds = [
        ['subfields', into.subfields],
        ['fields', into.fields],
        ['domains', into.domains],
      ] as const;
      for (const [kind, map] of kinds) {
        if (id.includes(`/${kind}/`)) {
          const n = taxonomyId(kind, id);
          if (n !== null) map.set(n, { display_name: name });
        }
      }
      if (id.includes('metadata.un.org/sdg/')) {
        const n = sdgId(id);
        if (n !== null) into.sdgs.set(n, { display_name: name });
      }
    }
    if (typeof v.country_code === 'string' && typeof v.country === 'string') {
      into.countries.set(v.country_code.toUpperCase(), { display_name: v.country });
    }
    for (const x of Object.values(v)) if (typeof x === 'object' && x !== null) walk(x, depth + 1);
  };
  walk(json, 0);
  return into;
}

/** A RefResolver over everything added to it; full rows win over stubs. */
export class BatchResolver implements RefResolver {
  readonly rows = {
    institutions: new Map<number, CatalogueBatch['institutions'][number]>(),
    sources: new Map<number, CatalogueBatch['sources'][number]>(),
    publishers: new Map<number, CatalogueBatch['publishers'][number]>(),
    funders: new Map<number, CatalogueBatch['funders'][number]>(),
    topics: new Map<number, CatalogueBatch['topics'][number]>(),
    concepts: new Map<number, CatalogueBatch['concepts'][number]>(),
    keywords: new Map<string, CatalogueBatch['keywords'][number]>(),
    authors: new Map<number, CatalogueBatch['authors'][number]>(),
  };

  constructor(readonly named: NamedRefs = emptyNamedRefs()) {}

  add(batch: Partial<CatalogueBatch>): this {
    const put = <K extends number | string, V extends Keyed>(map: Map<K, V>, rows: V[] | undefined) => {
      for (const r of rows ?? []) {
        const old = map.get(r.id as K);
        if (!old || (old.is_stub && !r.is_stub)) map.set(r.id as K, r);
      }
    };
    put(this.rows.institutions, batch.institutions);
    put(this.rows.sources, batch.sources);
    put(this.rows.publishers, batch.publishers);
    put(this.rows.funders, batch.funders);
    put(this.rows.topics, batch.topics);
    put(this.rows.concepts, batch.concepts);
    put(this.rows.keywords, batch.keywords);
    put(this.rows.authors, batch.authors);
    return this;
  }

  institution(id: number) {
    return this.rows.institutions.get(id);
  }
  source(id: number) {
    return this.rows.sources.get(id);
  }
  publisher(id: number) {
    return this.rows.publishers.get(id);
  }
  funder(id: number) {
    return this.rows.funders.get(id);
  }
  topic(id: number) {
    return this.rows.topics.get(id);
  }
  concept(id: number) {
    return this.rows.concepts.get(id);
  }
  keyword(id: string) {
    return this.rows.keywords.get(id);
  }
  subfield(id: number) {
    return this.named.subfields.get(id);
  }
  field(id: number) {
    return this.named.fields.get(id);
  }
  domain(id: number) {
    return this.named.domains.get(id);
  }
  sdg(id: number) {
    return this.named.sdgs.get(id);
  }
  country(code: string) {
    return this.named.countries.get(code.toUpperCase());
  }
}
