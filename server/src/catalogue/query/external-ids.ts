import type { Duck, SqlParam } from '../store/duck.js';
import { shortId } from '../store/ids.js';

export type ExternalIdKind = 'doi' | 'orcid' | 'ror' | 'issn' | 'mag' | 'pmid';

/** Where each external id is kept: the table it names a row of, and the column. */
const LOOKUPS = {
  doi: ['works', 'doi'],
  orcid: ['authors', 'orcid'],
  ror: ['institutions', 'ror'],
  issn: ['sources', 'issn_l'],
  mag: ['works', 'ids_mag'],
  pmid: ['works', 'ids_pmid'],
} as const;

/** Find a work, author, institution or source by an external id (DOI, ORCID, ROR, ISSN, MAG, PMID). */
export async function findByExternalId(
  duck: Duck,
  kind: ExternalIdKind,
  value: string,
): Promise<{ entity: string; id: string } | undefined> {
  const [table, column] = LOOKUPS[kind];
  const extra = kind === 'issn' ? ` OR list_contains(issn, ?)` : '';
  const param: SqlParam = kind === 'mag' ? Number(value) : value;
  const row = await duck.one<{ id: number }>(
    `SELECT id FROM ${table} WHERE ${column} = ?${extra} LIMIT 1`,
    extra ? [param, param] : [param],
  );
  if (!row) return undefined;
  return { entity: table, id: shortId(table, row.id) };
}
