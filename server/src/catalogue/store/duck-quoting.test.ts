import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Duck, sqlString } from './duck.js';

// sqlString is the one quoting helper for text that cannot be bound (list literals, keyset
// values): whatever the text, its literal must read back as that text and nothing else.

let duck: Duck;

beforeAll(async () => {
  duck = await Duck.open(':memory:', { pool: 1, serving: true });
});

afterAll(() => duck.close());

const readBack = async (text: string) => (await duck.one<{ v: string }>(`SELECT ${sqlString(text)} AS v`))?.v;

describe('sqlString', () => {
  it.each([
    "'",
    "''",
    "it's",
    "') ; COPY (SELECT 1) TO 'x.csv' --",
    "\\' OR 1=1 --",
    '"; DROP TABLE works; --',
    '$1 ? :name',
    '/* */ --',
    "E'\\x41'",
    '📚 ü ﬁ',
    '\n\r\t',
  ])('reads %j back as the same text', async (text) => {
    expect(await readBack(text)).toBe(text);
  });

  it('turns a NUL, which would end the statement text, into U+FFFD', async () => {
    expect(await readBack('a\u0000b')).toBe('a\uFFFDb');
  });

  it('reads any string back as itself', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 40 }), async (text) => {
        expect(await readBack(text)).toBe(text.replaceAll('\u0000', '\uFFFD'));
      }),
      { numRuns: 200 },
    );
  });
});

describe('a serving engine', () => {
  it('prepares one statement per call', async () => {
    await expect(duck.all('SELECT 1 AS a; SELECT 2 AS a')).rejects.toThrow();
    await expect(duck.run('CREATE TABLE x (a INT); DROP TABLE x')).rejects.toThrow();
    expect(await duck.all('SELECT ? AS a', [3])).toEqual([{ a: 3 }]);
  });

  it('cannot reach files', async () => {
    await expect(duck.all(`SELECT * FROM read_text('/etc/hostname')`)).rejects.toThrow(/external access|disabled/i);
    await expect(duck.all(`SELECT * FROM read_blob('/etc/hostname')`)).rejects.toThrow();
    await expect(duck.all(`ATTACH '/tmp/alexandria-attach.duckdb' AS other`)).rejects.toThrow();
  });
});
