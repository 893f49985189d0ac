import { DuckDBInstance } from '@duckdb/node-api';
const inst = await DuckDBInstance.create(process.argv[2], { access_mode: 'READ_ONLY' });
const c = await inst.connect();
for (const sql of process.argv.slice(3)) {
  const r = await c.runAndReadAll(sql);
  console.log('>', sql.slice(0, 100));
  console.table(r.getRowObjectsJson());
}
