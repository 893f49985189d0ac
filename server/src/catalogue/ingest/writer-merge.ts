import type { Duck } from '../store/duck.js';
import { TABLES, type TableName } from '../store/schema.js';

/** A work of a select=-trimmed record (see work-original.ts): any full record of its id wins over it. */
const partialWork = (alias = '') => `coalesce(json_extract(${alias}extra, '$._partial')::VARCHAR = 'true', false)`;

/**
 * How the stubs of one entity combine into one row: each field takes the richest value seen, the
 * latest (`_seq`) among equals: a longer list (a lineage) over a shorter one, a true flag over a
 * false one, a non-empty value over an empty one ('' and 0 are what a reference that lacks the
 * field leaves in a stub).
 */
function richestSql(column: string, type: string): string {
  const c = `"${column}"`;
  if (column === 'is_stub') return `true AS ${c}`;
  if (type === 'BOOLEAN') return `bool_or(${c}) AS ${c}`;
  if (type.endsWith('[]')) {
    return `arg_max(${c}, len(${c}) * 4294967296 + _seq) FILTER (WHERE ${c} IS NOT NULL) AS ${c}`;
  }
  const latest = `arg_max(${c}, _seq) FILTER (WHERE ${c} IS NOT NULL`;
  if (type === 'VARCHAR' || /INT|DOUBLE/.test(type)) {
    return `coalesce(${latest} AND ${c}::VARCHAR NOT IN ('', '0', '0.0')), ${latest})) AS ${c}`;
  }
  return `${latest}) AS ${c}`;
}

/**
 * Load rows (an SQL source, such as a read_json call) into a table of an existing catalogue: a
 * full record replaces the row of the same id (a newer or equally new one, and always a stub);
 * stubs of an id that has no full record are combined, with the stub already there, field by
 * field (see richestSql), so a thin reference never erases what a richer one gave. Works from
 * select=-trimmed records never replace a full record.
 */
export async function mergeLoad(duck: Duck, table: TableName, source: string): Promise<void> {
  const stage = `stage_${table}`;
  const hasStub = table !== 'works';
  await duck.run(`CREATE OR REPLACE TEMP TABLE ${stage} AS SELECT *, row_number() OVER () AS _seq FROM ${source}`);
  // One row per id: a full record beats a stub and a partial work, a newer updated_date beats an
  // older one, and otherwise the record read later wins.
  const rank = hasStub ? 'is_stub' : partialWork();
  const order = `${rank} ASC, updated_date DESC NULLS LAST, _seq DESC`;
  const full = hasStub ? 'WHERE NOT is_stub' : '';
  await duck.run(
    `CREATE OR REPLACE TEMP TABLE ${stage}_one AS SELECT * EXCLUDE (rn, _seq) FROM (SELECT *, row_number() OVER (PARTITION BY id ORDER BY ${order}) rn FROM ${stage} ${full}) WHERE rn = 1`,
  );
  const newer = `(t.updated_date IS NULL OR s.updated_date IS NULL OR s.updated_date >= t.updated_date)`;
  const replaceable = hasStub
    ? `SELECT s.id FROM ${stage}_one s JOIN "${table}" t ON t.id = s.id WHERE t.is_stub OR ${newer}`
    : `SELECT s.id FROM ${stage}_one s JOIN "${table}" t ON t.id = s.id WHERE CASE WHEN ${partialWork('s.')} THEN ${partialWork('t.')} AND ${newer} ELSE ${newer} OR ${partialWork('t.')} END`;
  await duck.run(`DELETE FROM "${table}" WHERE id IN (${replaceable})`);
  await duck.run(
    // By name: a table of an older catalogue has the columns added since at its end.
    `INSERT INTO "${table}" BY NAME SELECT * FROM ${stage}_one s WHERE s.id NOT IN (SELECT id FROM "${table}")`,
  );
  if (hasStub) await mergeStubs(duck, table, stage);
  await duck.run(`DROP TABLE ${stage}; DROP TABLE ${stage}_one`);
}

/** The staged stubs of ids without a full row, combined with the stub rows already there. */
async function mergeStubs(duck: Duck, table: TableName, stage: string): Promise<void> {
  const columns = Object.entries(TABLES[table]).filter(([c]) => c !== 'id');
  const stubs = `stubs_${table}`;
  await duck.run(
    `CREATE OR REPLACE TEMP TABLE ${stubs} AS SELECT * FROM ${stage} WHERE is_stub AND id NOT IN (SELECT id FROM "${table}" WHERE NOT is_stub)`,
  );
  const names = columns.map(([c]) => `"${c}"`).join(', ');
  // The stub already there counts as seen first.
  await duck.run(
    `CREATE OR REPLACE TEMP TABLE ${stubs}_one AS SELECT id, ${columns.map(([c, t]) => richestSql(c, t)).join(', ')}
     FROM (SELECT id, ${names}, 0 AS _seq FROM "${table}" WHERE is_stub AND id IN (SELECT id FROM ${stubs})
           UNION ALL SELECT id, ${names}, _seq FROM ${stubs})
     GROUP BY id`,
  );
  await duck.run(`DELETE FROM "${table}" WHERE is_stub AND id IN (SELECT id FROM ${stubs}_one)`);
  await duck.run(`INSERT INTO "${table}" BY NAME SELECT * FROM ${stubs}_one`);
  await duck.run(`DROP TABLE ${stubs}; DROP TABLE ${stubs}_one`);
}
