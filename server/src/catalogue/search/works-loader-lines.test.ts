import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { RowUnpacker } from './row-pack.js';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkWorks, prepareGeneration } from '../generator/prepare.js';
import type { WorkRow } from '../store/rows.js';
import { WORK_RECORD_ONLY_COLUMNS } from '../store/schema.js';
import { decodeWorkRow } from '../store/work-row-codec.js';
import { encodeWorks } from './works-encode.js';
import { WorksTextIndex } from './works-text-index.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'alexandria-loader-lines-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const prepared = prepareGeneration(5, 600, 2025);

function withoutRecordOnly(row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const c of WORK_RECORD_ONLY_COLUMNS) delete out[c];
  return out;
}

describe('WorksTextIndex.addBatch', () => {
  it('writes loader lines of the loaded columns and the derived ones, and stores whole rows', () => {
    const [batch] = [...chunkWorks(prepared, 0)];
    const works: WorkRow[] = batch!.works.slice(0, 40);
    // A title JSON must escape, and a row that does not follow the schema (an extra key): that
    // one is stored keyed and its line written whole.
    works[3] = { ...works[3]!, title: 'Quotes " and \\ {braces}, "abstract": [x]\n' };
    works[7] = { ...works[7]!, unexpected: 1 } as WorkRow;
    const encoded = encodeWorks(works, (_w, k) => batch!.derived[k]!);
    const file = path.join(scratch, 'works-0.jsonl');
    const index = new WorksTextIndex(path.join(scratch, 'search.sqlite'));
    index.addBatch({ ...encoded, file });
    index.finishWorks();
    index.close();

    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(works.length);
    lines.forEach((line, k) => {
      const row = JSON.parse(JSON.stringify(works[k])) as Record<string, unknown>;
      const derived = JSON.parse(batch!.derived[k]!) as Record<string, unknown>;
      const expected = k === 7 ? { ...row, ...derived } : { ...withoutRecordOnly(row), ...derived };
      expect(JSON.parse(line)).toEqual(expected);
    });
    expect(lines[0]).not.toContain('"authorships"');
    expect(lines[7]).toContain('"authorships"');

    const db = new Database(path.join(scratch, 'search.sqlite'), { readonly: true });
    const stored = db.prepare('SELECT id, row FROM work_rows ORDER BY id').all() as { id: number; row: Buffer }[];
    const unpacker = new RowUnpacker(db);
    const byId = new Map(stored.map((r) => [r.id, decodeWorkRow(unpacker.unpack(r.row).toString())]));
    db.close();
    // stored packed (see row-pack.ts), not as the JSON text
    expect(stored.every((r) => r.row[0] === 0x01)).toBe(true);
    for (const w of works) expect(byId.get(w.id)).toEqual(JSON.parse(JSON.stringify(w)));
  });
});
