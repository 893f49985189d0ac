/**
 * Records from an OpenAlex Parquet part. Its rows mirror the API's records (one column per
 * top-level field; objects as STRUCT, MAP or JSON; lists as LIST), so DuckDB reads the file and
 * prints each row as the JSON object the JSON Lines part would hold, which goes through the same
 * parsing as a JSON Lines record. Dates and timestamps are printed as the API prints them
 * ('2026-06-24', '2026-06-24T08:15:00.123456'). Rows are streamed a chunk at a time.
 */

import { DuckDBInstance } from '@duckdb/node-api';
import type { ReadItem } from './read-source.js';

let instance: Promise<DuckDBInstance> | undefined;

/** One in-memory engine for all Parquet reads of the process (it holds no data between files). */
function engine(): Promise<DuckDBInstance> {
  instance ??= DuckDBInstance.create(':memory:', { threads: '1' });
  return instance;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A top-level column as the API prints it: dates and timestamps as ISO text, the rest as stored. */
function columnExpr(name: string, type: string): string {
  const c = ident(name);
  if (type === 'DATE') return `strftime(${c}, '%Y-%m-%d') AS ${c}`;
  if (/^TIMESTAMP/.test(type)) {
    const t = `${c}::TIMESTAMP`;
    return (
      `CASE WHEN microsecond(${t}) % 1000000 = 0 THEN strftime(${t}, '%Y-%m-%dT%H:%M:%S') ` +
      `ELSE strftime(${t}, '%Y-%m-%dT%H:%M:%S.%f') END AS ${c}`
    );
  }
  return c;
}

export async function* readParquet(file: string, counter: { n: number }): AsyncGenerator<ReadItem> {
  const db = await engine();
  const conn = await db.connect();
  try {
    let columns: { name: string; type: string }[];
    try {
      const described = await conn.runAndReadAll('DESCRIBE SELECT * FROM read_parquet($1, hive_partitioning = false)', [
        file,
      ]);
      columns = described.getRowObjectsJS().map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
    } catch (err) {
      yield { error: `unreadable Parquet file: ${message(err)}`, file, line: 1 };
      return;
    }
    const list = columns.map((c) => columnExpr(c.name, c.type)).join(', ');
    let line = 0;
    try {
      const result = await conn.stream(
        `SELECT to_json(t)::VARCHAR FROM (SELECT ${list} FROM read_parquet($1, hive_partitioning = false)) t`,
        [file],
      );
      for await (const rows of result.yieldRows()) {
        for (const [json] of rows) {
          line++;
          counter.n++;
          yield { record: withoutNestedNulls(JSON.parse(String(json))), file, line };
        }
      }
    } catch (err) {
      yield { error: `unreadable Parquet file after row ${line}: ${message(err)}`, file, line: line + 1 };
    }
  } finally {
    conn.closeSync();
  }
}

/**
 * A STRUCT column has every field in every row, where the JSON record leaves some keys out. Of
 * the objects the API prints, `ids` leaves out the identifiers a record lacks, so its null fields
 * are dropped; every other null is the record's own (`doi: null`, a location's `pdf_url: null`).
 */
function withoutNestedNulls(row: unknown): unknown {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return row;
  const r = row as Record<string, unknown>;
  const ids = r.ids;
  if (ids === null || typeof ids !== 'object' || Array.isArray(ids)) return row;
  return { ...r, ids: Object.fromEntries(Object.entries(ids).filter(([, v]) => v !== null)) };
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
