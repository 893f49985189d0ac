import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { sqlString } from '../catalogue/store/duck.js';
import { BIT_COUNTRIES, BIT_COUNTRY_INDEX } from '../catalogue/vocab/country-bits.js';

// Country filters test a bit of w_country_bits for the countries of the bit list and read the
// country lists for the others. The oracle here is the list: every filter form must count the
// works whose w_countries say so.

let t: TestApp;
let common: [string, string];
let rare: string;

const has = (code: string) => `list_contains(w_countries, ${sqlString(code)})`;

async function sqlCount(where: string): Promise<number> {
  const row = await t.catalogue.duck.one<{ n: number }>(`SELECT count(*) AS n FROM works WHERE ${where}`);
  return Number(row?.n);
}

/** The works a filter counts, the xpac works a list leaves out by default too (as the oracle counts them). */
async function apiCount(filter: string): Promise<number> {
  const res = await t.get(`/api/works?filter=${encodeURIComponent(filter)}&per_page=1&include_xpac=true`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.meta.count as number;
}

beforeAll(async () => {
  t = await openTestApp();
  const present = (
    await t.catalogue.duck.all(
      `SELECT code, count(*) AS n FROM (SELECT unnest(w_countries) AS code FROM works) GROUP BY code ORDER BY n DESC, code`,
    )
  ).map((r) => String(r.code));
  const withBits = present.filter((c) => BIT_COUNTRY_INDEX.has(c));
  common = [withBits[0]!, withBits[1]!];
  rare = present.find((c) => !BIT_COUNTRY_INDEX.has(c))!;
});

afterAll(async () => {
  await t.close();
});

describe('country filters', () => {
  it('the catalogue records its bit list, and every work has the bits of its countries', async () => {
    const stored = await t.catalogue.duck.all(`SELECT code FROM country_bits ORDER BY bit`);
    expect(stored.map((r) => r.code)).toEqual(BIT_COUNTRIES);
    const bitOf = BIT_COUNTRIES.map((code, i) => `WHEN ${sqlString(code)} THEN ${2 ** i}`).join(' ');
    const expected = `coalesce(list_sum(list_transform(list_distinct(w_countries), c -> CASE c ${bitOf} ELSE 0 END)), 0)`;
    expect(await sqlCount(`w_country_bits IS DISTINCT FROM ${expected}`)).toBe(0);
    expect(await sqlCount(`w_country_bits <> 0`)).toBeGreaterThan(0);
  });

  it('the test catalogue has countries with and without a bit', () => {
    expect(common[0]).toBeDefined();
    expect(common[1]).toBeDefined();
    expect(rare).toBeDefined();
  });

  it('count the works the country lists say, in every filter form', async () => {
    const [a, b] = common;
    const forms: [string, string][] = [
      [`authorships.countries:${a}`, has(a)],
      [`authorships.countries:${b.toLowerCase()}`, has(b)],
      [`institutions.country_code:${a}`, has(a)],
      [`authorships.institutions.country_code:https://openalex.org/countries/${b}`, has(b)],
      [`authorships.countries:${a}|${b}`, `(${has(a)} OR ${has(b)})`],
      [`authorships.countries:${a}+${b}`, `(${has(a)} AND ${has(b)})`],
      [`authorships.countries:!${a}`, `NOT ${has(a)}`],
      [`authorships.countries:${a},authorships.countries:!${b}`, `${has(a)} AND NOT ${has(b)}`],
      [`authorships.countries:${rare}`, has(rare)],
      [`authorships.countries:${a}|${rare}`, `(${has(a)} OR ${has(rare)})`],
      [`authorships.countries:!${rare}`, `NOT ${has(rare)}`],
    ];
    for (const [filter, where] of forms) {
      const expected = await sqlCount(where);
      expect(expected, where).toBeGreaterThan(0);
      expect(await apiCount(filter), filter).toBe(expected);
    }
  });

  it('pages of a country filter list only works of that country, newest first', async () => {
    const [a] = common;
    const res = await t.get(`/api/works?filter=authorships.countries:${a}&sort=publication_date:desc&per_page=50`);
    expect(res.status).toBe(200);
    const results = res.body.results as { publication_date: string; authorships: { countries: string[] }[] }[];
    expect(results).toHaveLength(50);
    for (const w of results) expect(w.authorships.some((x) => x.countries.includes(a))).toBe(true);
    const dates = results.map((w) => w.publication_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
