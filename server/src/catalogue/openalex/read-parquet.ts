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
          yield { record: withoutFilledNulls(JSON.parse(String(json))), file, line };
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
 * Keys the API prints only when they have a value, per path ('' the record, `x[]` each object of
 * the list `x`; '*' every key there). A Parquet STRUCT (and the file's set of columns) has every
 * field in every row, so a record that leaves one of these keys out reads back with it as null:
 * such a null is dropped. Every other null is the record's own and kept (`doi: null`, a location's
 * `pdf_url: null`, a mesh term's `qualifier_ui: null`, an authorship's `raw_orcid: null`).
 *
 * Taken from the real sample (100 works of 2026, 27 of the 2023 snapshot), where each of these is
 * left out by some records and never null in any: `ids` lists only the identifiers a record has;
 * `content_urls` only the contents `has_content` marks true; a location's `id` and its (2023)
 * `doi`; `sustainable_development_goals` and `referenced_works_count` (a list and a count, never
 * null) and `type_crossref`, which records of before the 2023 type migration lack (the location
 * keys hold for all three location paths, as they are one object). Where the sample has a key both
 * left out and null, a Parquet file cannot tell the two apart and one is chosen:
 * `authorships[].raw_orcid` is kept (null in 380 of the 442 authorships of 2026, left out by every
 * authorship of 10 works); `apc_payment`, which apc_list/apc_paid replaced in 2023, is dropped
 * (left out by 26 of the 27 works of 2023, null in the one that still has it).
 */
const VALUED_ONLY: Record<string, readonly string[] | '*'> = {
  '': ['apc_payment', 'sustainable_development_goals', 'referenced_works_count', 'type_crossref'],
  ids: '*',
  content_urls: '*',
  primary_location: ['id', 'doi'],
  best_oa_location: ['id', 'doi'],
  'locations[]': ['id', 'doi'],
};

/** The paths under which VALUED_ONLY has an entry: the only ones walked into. */
const WALKED = new Set(
  Object.keys(VALUED_ONLY).flatMap((p) => p.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))),
);

function withoutFilledNulls(value: unknown, at = ''): unknown {
  if (Array.isArray(value)) {
    const item = `${at}[]`;
    return WALKED.has(item) ? value.map((v) => withoutFilledNulls(v, item)) : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const drop = VALUED_ONLY[at];
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null && (drop === '*' || drop?.includes(k))) continue;
    const path = at ? `${at}.${k}` : k;
    out[k] = WALKED.has(path) || WALKED.has(`${path}[]`) ? withoutFilledNulls(v, path) : v;
  }
  return out;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
