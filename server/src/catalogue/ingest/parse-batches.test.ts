import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../../../test/temp-dirs.js';
import { countryMap, emptyMaps } from './derive.js';
import { parseFileBatches, WrittenStubs } from './parse-batches.js';

const tempDir = useTempDirs('parse-batches');

/** A work whose one author is at an institution printed with `name`. */
const work = (n: number, name: string) => ({
  id: `https://openalex.org/W${n}`,
  title: `Work ${n}`,
  publication_year: 2020,
  updated_date: '2026-01-01T00:00:00',
  ids: { openalex: `https://openalex.org/W${n}` },
  authorships: [
    {
      author_position: 'first',
      author: { id: `https://openalex.org/A${n}`, display_name: `Author ${n}` },
      institutions: [
        {
          id: 'https://openalex.org/I7',
          display_name: name,
          ror: 'https://ror.org/0abc',
          country_code: 'FR',
          type: 'education',
        },
      ],
      countries: ['FR'],
    },
  ],
});

async function institutionLines(files: string[]): Promise<string[]> {
  const stubs = new WrittenStubs();
  const lines: string[] = [];
  for (const file of files) {
    for await (const b of parseFileBatches(file, emptyMaps(countryMap()), stubs)) {
      if (b.lines.institutions) lines.push(...Buffer.from(b.lines.institutions).toString().trimEnd().split('\n'));
    }
  }
  return lines;
}

describe('the load lines of a parsing thread', () => {
  it('writes a stub once while it is printed the same way, and again when it changes', async () => {
    const dir = tempDir();
    const file = (name: string, works: object[]) => {
      const f = path.join(dir, name);
      writeFileSync(f, works.map((w) => JSON.stringify(w)).join('\n') + '\n');
      return f;
    };
    const first = file('a.jsonl', [work(1, 'Université A'), work(2, 'Université A')]);
    const second = file('b.jsonl', [work(3, 'Université A'), work(4, 'University A (renamed)')]);
    const lines = await institutionLines([first, second]);
    expect(lines.map((l) => (JSON.parse(l) as { display_name: string }).display_name)).toEqual([
      'Université A',
      'University A (renamed)',
    ]);
  });
});

describe('an import into an empty catalogue', () => {
  it("makes a work's derived columns right from a stub printed more fully in a later file", async () => {
    const { importInto } = await import('./build.js');
    const { Catalogue } = await import('../catalogue.js');
    const dir = tempDir();
    const folder = path.join(dir, 'snapshot');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.join(folder, 'works'), { recursive: true });
    const bare = work(1, 'Université A');
    delete (bare.authorships[0]!.institutions[0] as { type?: string }).type;
    writeFileSync(path.join(folder, 'works', 'part_000'), JSON.stringify(bare) + '\n');
    writeFileSync(path.join(folder, 'works', 'part_001'), JSON.stringify(work(2, 'Université A')) + '\n');
    const report = await importInto(path.join(dir, 'data'), folder, { fresh: true, workers: 1 });
    expect(report.errors).toEqual([]);
    const c = await Catalogue.open(path.join(dir, 'data'));
    try {
      const page = (await c.list('works', { filter: 'institutions.type:education' })) as { meta: { count: number } };
      expect(page.meta.count).toBe(2);
    } finally {
      c.close();
    }
  });
});
