import type { Duck } from '../store/duck.js';
import type { SortKey } from './compile.js';
import { valueKindOf, type KeysetKinds, type ValueKind } from './page.js';

/**
 * The kind of value of a table's column or expression (`works\0t.cited_by_count` → integer), per
 * open catalogue database: another version of the catalogue may have other column types.
 */
const valueKindsByDuck = new WeakMap<Duck, Map<string, ValueKind>>();

/**
 * The kinds of value of a list's sort keys and id, so that a cursor's values can be checked
 * before they become literals; each column's type is asked of DuckDB once.
 */
export async function keysetKinds(duck: Duck, table: string, sortKeys: SortKey[]): Promise<KeysetKinds> {
  const kinds = valueKindsByDuck.get(duck) ?? new Map<string, ValueKind>();
  valueKindsByDuck.set(duck, kinds);
  const kindOf = async (sql: string): Promise<ValueKind> => {
    const cacheKey = `${table}\u0000${sql}`;
    let kind = kinds.get(cacheKey);
    if (!kind) {
      const row = await duck.one<{ column_type: string }>(`DESCRIBE SELECT ${sql} FROM "${table}" t`);
      kind = valueKindOf(row?.column_type ?? '');
      kinds.set(cacheKey, kind);
    }
    return kind;
  };
  const keys: ValueKind[] = [];
  // relevance is a score over the search's match set, which DESCRIBE cannot see
  for (const k of sortKeys) keys.push(k.key === 'relevance_score' ? 'number' : await kindOf(k.sql));
  return { keys, id: await kindOf('t.id') };
}
