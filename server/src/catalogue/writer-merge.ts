import type { Duck } from './duck.js';
import type { TableName } from './schema.js';

/**
 * Load rows (an SQL source, such as a read_json call) into a table of an existing catalogue: a
 * full record replaces the row of the same id, and a stub is only added when the id is new.
 */
export async function mergeLoad(duck: Duck, table: TableName, source: string): Promise<void> {
  const stage = `stage_${table}`;
  const hasStub = table !== 'works';
  await duck.run(`CREATE OR REPLACE TEMP TABLE ${stage} AS SELECT *, row_number() OVER () AS _seq FROM ${source}`);
  // One row per id: a full record beats a stub, a newer updated_date beats an older one, and
  // otherwise the record read later wins.
  const order = `${hasStub ? 'is_stub ASC, ' : ''}updated_date DESC NULLS LAST, _seq DESC`;
  await duck.run(
    `CREATE OR REPLACE TEMP TABLE ${stage}_one AS SELECT * EXCLUDE (rn, _seq) FROM (SELECT *, row_number() OVER (PARTITION BY id ORDER BY ${order}) rn FROM ${stage}) WHERE rn = 1`,
  );
  const newer = `(t.updated_date IS NULL OR s.updated_date IS NULL OR s.updated_date >= t.updated_date)`;
  const replaceable = hasStub
    ? `SELECT s.id FROM ${stage}_one s JOIN "${table}" t ON t.id = s.id WHERE (NOT s.is_stub AND (t.is_stub OR ${newer})) OR (s.is_stub AND t.is_stub)`
    : `SELECT s.id FROM ${stage}_one s JOIN "${table}" t ON t.id = s.id WHERE ${newer}`;
  await duck.run(`DELETE FROM "${table}" WHERE id IN (${replaceable})`);
  await duck.run(
    // By name: a table of an older catalogue has the columns added since at its end.
    `INSERT INTO "${table}" BY NAME SELECT * FROM ${stage}_one s WHERE s.id NOT IN (SELECT id FROM "${table}")`,
  );
  await duck.run(`DROP TABLE ${stage}; DROP TABLE ${stage}_one`);
}
