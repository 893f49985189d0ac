import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../generator/generate.js';
import type { WorkRow } from './rows.js';
import { compactWorkRow, decodeWorkRow } from './work-row-codec.js';

async function generatedWorks(n: number): Promise<WorkRow[]> {
  const works: WorkRow[] = [];
  await generateCatalogue(
    {
      async add(batch) {
        works.push(...(batch.works ?? []));
      },
      async flush() {},
    },
    { works: n, seed: 3, currentYear: 2025 },
  );
  return works;
}

/** The stored form of a row's keyed JSON: positional when it follows the schema. */
function stored(keyed: string): { text: string; positional: boolean } {
  const bytes = Buffer.from(`xx${keyed}yy`); // the row sits inside a longer buffer, as in the indexer
  const out = Buffer.alloc(bytes.length);
  const n = compactWorkRow(bytes, 2, bytes.length - 2, out);
  return n < 0 ? { text: keyed, positional: false } : { text: out.toString('utf8', 0, n), positional: true };
}

describe('work rows codec', () => {
  it('stores generated works positionally, about half the size, and reads them back unchanged', async () => {
    const works = await generatedWorks(400);
    let keyedBytes = 0;
    let storedBytes = 0;
    for (const w of works) {
      const keyed = JSON.stringify(w);
      const { text, positional } = stored(keyed);
      expect(positional).toBe(true);
      expect(text.startsWith('[')).toBe(true);
      expect(decodeWorkRow(text)).toEqual(JSON.parse(keyed));
      keyedBytes += keyed.length;
      storedBytes += text.length;
    }
    expect(storedBytes / keyedBytes).toBeLessThan(0.6);
  });

  it('keeps strings byte for byte, whatever they contain', async () => {
    const [w] = await generatedWorks(1);
    const tricky = {
      ...w!,
      title: 'Quotes " and \\ backslashes \\" , {braces} [brackets] "key": \n\t\u0001 ünïcödé 数据 😀',
      abstract: '\\',
      extra: { nested: { '"odd key"': [1, '}', { a: null }] } },
    };
    const keyed = JSON.stringify(tricky);
    const { text, positional } = stored(keyed);
    expect(positional).toBe(true);
    expect(decodeWorkRow(text)).toEqual(JSON.parse(keyed));
  });

  it('reads a row stored before is_xpac (one column short) with every other column in place', async () => {
    const [w] = await generatedWorks(1);
    const { text } = stored(JSON.stringify(w));
    const older = JSON.stringify((JSON.parse(text) as unknown[]).slice(0, -1));
    const { is_xpac: xpac, ...rest } = decodeWorkRow(older);
    expect(xpac).toBeUndefined();
    const { is_xpac: _, ...expected } = w!;
    expect(rest).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('keeps rows that do not follow the schema keyed, and reads those too', async () => {
    const [w] = await generatedWorks(1);
    const { id, doi, ...rest } = w!;
    const reordered = JSON.stringify({ doi, id, ...rest });
    const missing = JSON.stringify({ id, ...rest });
    const extra = JSON.stringify({ ...w!, surprise: 1 });
    const nested = JSON.stringify({ ...w!, biblio: { issue: null, volume: null, first_page: '1', last_page: '2' } });
    for (const keyed of [reordered, missing, extra, nested]) {
      const { text, positional } = stored(keyed);
      expect(positional).toBe(false);
      expect(decodeWorkRow(text)).toEqual(JSON.parse(keyed));
    }
  });
});
