/**
 * Stub rows from the dehydrated references inside a record (an authorship's author and
 * institutions, a location's source and its host organisation, a work's topics, concepts,
 * keywords and funders). Each adder returns the referenced id (null when the reference has no
 * usable id) and skips the record's own id, so a record never stubs itself.
 */

import { parseNativeId } from '../store/ids.js';
import type { SourceRow } from '../store/rows.js';
import {
  countryCode,
  type Fields,
  keywordSlug,
  lastSegment,
  orcidBare,
  refId,
  refIds,
  rorBare,
  slugify,
  str,
  taxonomyId,
} from './json.js';
import { type BatchCollector, newRow } from './rows-init.js';

export class StubMaker {
  constructor(
    readonly out: BatchCollector,
    /** the record's own entity and id, never stubbed */
    readonly self: { entity: string; id: number | string },
  ) {}

  private isSelf(entity: string, id: number | string): boolean {
    return this.self.entity === entity && this.self.id === id;
  }

  author(f: Fields | null): number | null {
    const id = f ? refId('authors', f.raw('id')) : null;
    if (id === null || !f) return null;
    if (this.isSelf('authors', id)) return id;
    const row = newRow.author(id, f.str('display_name'));
    row.orcid = orcidBare(f.raw('orcid'));
    this.out.add('authors', row);
    return id;
  }

  institution(f: Fields | null): number | null {
    const id = f ? refId('institutions', f.raw('id')) : null;
    if (id === null || !f) return null;
    if (this.isSelf('institutions', id)) return id;
    const row = newRow.institution(id, f.str('display_name'));
    row.ror = rorBare(f.raw('ror'));
    row.country_code = countryCode(f.raw('country_code'));
    row.type = f.str('type');
    row.lineage = refIds('institutions', f.raw('lineage'));
    this.out.add('institutions', row);
    this.ancestors(id, row.lineage);
    return id;
  }

  /**
   * Stubs for the ancestors in an institution's lineage (lineage self-first, as OpenAlex lists
   * it), named when `names` (host_organization_lineage_names) has their names: every id a
   * record refers to gets a row, so filters and links on it find one.
   */
  ancestors(id: number, lineage: readonly number[], names: readonly unknown[] = []): void {
    const selfAt = lineage.indexOf(id);
    lineage.forEach((lid, i) => {
      if (lid === id || this.isSelf('institutions', lid)) return;
      const row = newRow.institution(lid, str(names[i]));
      // an ancestor's own lineage is the rest of the list, when the list starts with the institution
      if (selfAt === 0) row.lineage = lineage.slice(i);
      this.out.add('institutions', row);
    });
  }

  /** A host organisation given as id + name (+ lineage and lineage names). */
  hostOrganization(
    idValue: unknown,
    name: string | null,
    lineageValue: unknown,
    lineageNames: unknown,
  ): { id: number; kind: 'publisher' | 'institution' } | null {
    if (typeof idValue !== 'string') return null;
    const parsed = parseNativeId(idValue);
    if (!parsed) return null;
    if (parsed.entity === 'publishers') {
      const lineage = refIds('publishers', lineageValue);
      const names = Array.isArray(lineageNames) ? lineageNames : [];
      const full = lineage.length ? lineage : [parsed.id];
      this.publisher(parsed.id, name, full);
      // ancestors named in the lineage: OpenAlex lists a publisher's lineage self-first
      const selfAt = full.indexOf(parsed.id);
      full.forEach((pid, i) => {
        if (pid === parsed.id) return;
        this.publisher(pid, str(names[i]), selfAt === 0 ? full.slice(i) : [pid]);
      });
      return { id: parsed.id, kind: 'publisher' };
    }
    if (parsed.entity === 'institutions') {
      const lineage = refIds('institutions', lineageValue);
      if (!this.isSelf('institutions', parsed.id)) {
        const row = newRow.institution(parsed.id, name);
        row.lineage = lineage;
        this.out.add('institutions', row);
      }
      this.ancestors(parsed.id, lineage, Array.isArray(lineageNames) ? lineageNames : []);
      return { id: parsed.id, kind: 'institution' };
    }
    return null;
  }

  publisher(id: number, name: string | null, lineage: number[] = [id]): void {
    if (this.isSelf('publishers', id)) return;
    const row = newRow.publisher(id, name);
    row.lineage = lineage.length ? lineage : [id];
    row.hierarchy_level = Math.max(0, row.lineage.length - 1);
    const at = row.lineage.indexOf(id);
    if (row.lineage.length > 1) row.parent_publisher_id = (at === 0 ? row.lineage[1] : row.lineage[at - 1]) ?? null;
    this.out.add('publishers', row);
  }

  /** A dehydrated source (2023+ location.source, 2022 host_venue, an institution's repository). */
  source(f: Fields | null): number | null {
    const id = f ? refId('sources', f.raw('id')) : null;
    if (id === null || !f) return null;
    const row: SourceRow = newRow.source(id, f.str('display_name'));
    row.issn_l = f.str('issn_l');
    row.issn = f.strs('issn');
    row.type = f.str('type');
    row.is_oa = f.bool('is_oa') ?? false;
    row.is_in_doaj = f.bool('is_in_doaj') ?? false;
    row.is_core = f.bool('is_core') ?? false;
    const host =
      this.hostOrganization(
        f.raw('host_organization'),
        f.str('host_organization_name'),
        f.raw('host_organization_lineage'),
        f.raw('host_organization_lineage_names'),
      ) ??
      // 2023 dehydrated sources also carry publisher_id; 2022 host_venues only a publisher name
      this.hostOrganization(
        f.raw('publisher_id'),
        f.str('publisher'),
        f.raw('publisher_lineage'),
        f.raw('publisher_lineage_names'),
      );
    if (host) {
      row.host_organization_id = host.id;
      row.host_organization_kind = host.kind;
    }
    if (!this.isSelf('sources', id)) this.out.add('sources', row);
    return id;
  }

  /** A dehydrated topic with subfield / field / domain. */
  topic(f: Fields | null): number | null {
    const id = f ? refId('topics', f.raw('id')) : null;
    if (id === null || !f) return null;
    if (this.isSelf('topics', id)) return id;
    const row = newRow.topic(id, f.str('display_name'));
    row.subfield_id = taxonomyId('subfields', f.obj('subfield')?.raw('id')) ?? 0;
    row.field_id = taxonomyId('fields', f.obj('field')?.raw('id')) ?? 0;
    row.domain_id = taxonomyId('domains', f.obj('domain')?.raw('id')) ?? 0;
    this.out.add('topics', row);
    return id;
  }

  concept(f: Fields | null): number | null {
    const id = f ? refId('concepts', f.raw('id')) : null;
    if (id === null || !f) return null;
    if (this.isSelf('concepts', id)) return id;
    const row = newRow.concept(id, f.str('display_name'));
    row.level = f.int('level') ?? 0;
    row.wikidata = lastSegment(f.raw('wikidata'));
    this.out.add('concepts', row);
    return id;
  }

  /** A work keyword {id, display_name} (or the early-2024 {keyword, score}); returns the slug. */
  keyword(f: Fields | null): string | null {
    if (!f) return null;
    const name = f.str('display_name') ?? f.str('keyword');
    const slug = keywordSlug(f.raw('id')) ?? (name ? slugify(name) : null);
    if (!slug) return null;
    if (!this.isSelf('keywords', slug)) this.out.add('keywords', newRow.keyword(slug, name));
    return slug;
  }

  funder(idValue: unknown, name: string | null, ror: unknown = null): number | null {
    const id = refId('funders', idValue);
    if (id === null) return null;
    if (this.isSelf('funders', id)) return id;
    const row = newRow.funder(id, name);
    row.ror = rorBare(ror);
    this.out.add('funders', row);
    return id;
  }
}
