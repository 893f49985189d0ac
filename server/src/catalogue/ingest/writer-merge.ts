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

/** The table an import's rows of `table` are appended to, in the order read (see stageLoad). */
const stageTable = (table: TableName) => `_stage_${table}`;

/**
 * Append rows (an SQL source, such as a read_json call) to the import's staging table of `table`,
 * numbered on from `seqFrom` in the order read. Nothing is compared with what is already there:
 * the duplicates are resolved once, by mergeStaged, when every row is in, so a load costs the same
 * however many rows came before it.
 */
export async function stageLoad(duck: Duck, table: TableName, source: string, seqFrom: number): Promise<void> {
  const stage = stageTable(table);
  if (seqFrom === 0) {
    await duck.run(`DROP TABLE IF EXISTS ${stage}`);
    await duck.run(`CREATE TABLE ${stage} AS SELECT *, 0::BIGINT AS _seq FROM "${table}" LIMIT 0`);
  }
  await duck.run(`INSERT INTO ${stage} BY NAME SELECT *, ${seqFrom} + row_number() OVER () AS _seq FROM ${source}`);
}

/**
 * Merge the staged rows of a table (see stageLoad) into it, in one pass: a full record replaces
 * the row of the same id (a newer or equally new one, and always a stub); stubs of an id that has
 * no full record are combined, with the stub already there, field by field (see richestSql), so a
 * thin reference never erases what a richer one gave. Works from select=-trimmed records never
 * replace a full record. Of the staged copies of one id the full record wins over a stub and a
 * partial work, then the newer updated_date, then the one read later.
 */
export async function mergeStaged(duck: Duck, table: TableName): Promise<void> {
  const stage = stageTable(table);
  const one = `${stage}_one`;
  const hasStub = table !== 'works';
  const rank = hasStub ? 'is_stub' : partialWork();
  const order = `${rank} ASC, updated_date DESC NULLS LAST, _seq DESC`;
  const full = hasStub ? 'WHERE NOT is_stub' : '';
  // The winner of each id is picked on narrow columns, then its whole row taken by _seq.
  await duck.run(
    `CREATE OR REPLACE TEMP TABLE ${stage}_win AS SELECT _seq FROM (SELECT _seq, row_number() OVER (PARTITION BY id ORDER BY ${order}) rn FROM ${stage} ${full}) WHERE rn = 1`,
  );
  await duck.run(
    `CREATE OR REPLACE TEMP TABLE ${one} AS SELECT * EXCLUDE (_seq) FROM ${stage} WHERE _seq IN (SELECT _seq FROM ${stage}_win)`,
  );
  await duck.run(`DROP TABLE ${stage}_win`);
  const existing = await duck.one(`SELECT 1 AS x FROM "${table}" LIMIT 1`);
  if (existing) {
    const newer = `(t.updated_date IS NULL OR s.updated_date IS NULL OR s.updated_date >= t.updated_date)`;
    const replaceable = hasStub
      ? `SELECT s.id FROM ${one} s JOIN "${table}" t ON t.id = s.id WHERE t.is_stub OR ${newer}`
      : `SELECT s.id FROM ${one} s JOIN "${table}" t ON t.id = s.id WHERE CASE WHEN ${partialWork('s.')} THEN ${partialWork('t.')} AND ${newer} ELSE ${newer} OR ${partialWork('t.')} END`;
    await duck.run(`DELETE FROM "${table}" WHERE id IN (${replaceable})`);
  }
  await duck.run(
    // By name: a table of an older catalogue has the columns added since at its end.
    `INSERT INTO "${table}" BY NAME SELECT * FROM ${one} s${existing ? ` WHERE s.id NOT IN (SELECT id FROM "${table}")` : ''}`,
  );
  if (hasStub) await mergeStubs(duck, table, stage);
  await duck.run(`DROP TABLE ${stage}; DROP TABLE ${one}`);
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
