import type { Duck } from '../store/duck.js';
import { entityByName, type EntitySpec } from './entities.js';
import { bool } from './field-builders.js';

/**
 * Catalogues written before works had w_has_abstract or w_has_raw_affiliations (read-only here,
 * so the columns cannot be added) filter on what those were derived from, which they all hold:
 * the abstract, the list of raw affiliation strings. Those written before is_xpac hold regular
 * works only (an xpac record's flag stayed in its `extra`, which no filter reads).
 */
export async function olderCatalogueSpecs(duck: Duck): Promise<Map<string, EntitySpec>> {
  const specs = new Map<string, EntitySpec>();
  const rows = await duck
    .all<{ c: string }>(
      `SELECT column_name AS c FROM information_schema.columns WHERE table_name = 'works' AND column_name IN ('w_has_abstract', 'w_has_raw_affiliations', 'is_xpac')`,
    )
    .catch(() => []);
  const has = new Set(rows.map((r) => r.c));
  const legacy: EntitySpec['fields'] = {};
  if (!has.has('w_has_abstract')) legacy.has_abstract = bool('t.abstract IS NOT NULL');
  if (!has.has('w_has_raw_affiliations')) legacy.has_raw_affiliation_strings = bool('len(t.w_raw_affiliations) > 0');
  if (!has.has('is_xpac')) legacy.is_xpac = bool('false');
  if (Object.keys(legacy).length) {
    const works = entityByName('works')!;
    specs.set('works', { ...works, fields: { ...works.fields, ...legacy } });
  }
  return specs;
}
