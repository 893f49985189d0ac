import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('autocomplete hints', () => {
  it("name an author's last known institution and its country", async () => {
    const authors = (await t.get('/api/authors?per_page=5')).body.results as {
      id: string;
      display_name: string;
      last_known_institutions: { display_name: string; country_code: string | null }[];
    }[];
    const author = authors.find((a) => a.last_known_institutions[0]?.country_code)!;
    const inst = author.last_known_institutions[0]!;
    const country = (await t.get(`/api/countries/${inst.country_code}`)).body.display_name as string;
    const res = await t.get(`/api/autocomplete/authors?q=${encodeURIComponent(author.display_name)}`);
    const hit = (res.body.results as { id: string; hint: string }[]).find((r) => r.id === author.id);
    expect(hit?.hint).toBe(`${inst.display_name}, ${country}`);
  });

  it('name an institution by its city and country', async () => {
    const inst = (await t.get('/api/institutions?per_page=1')).body.results[0] as {
      id: string;
      display_name: string;
      geo: { city: string | null; country: string | null };
    };
    const res = await t.get(`/api/autocomplete/institutions?q=${encodeURIComponent(inst.display_name)}`);
    const hit = (res.body.results as { id: string; hint: string }[]).find((r) => r.id === inst.id);
    expect(hit?.hint).toBe([inst.geo.city, inst.geo.country].filter(Boolean).join(', '));
  });
});
