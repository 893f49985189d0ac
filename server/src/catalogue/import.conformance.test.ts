import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE, useImportedSample } from '../testing/imported-sample.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const recorded = (name: string) =>
  JSON.parse(readFileSync(path.join(SAMPLE, 'openalexPro-api-responses-2026/vcr-interactions', name), 'utf8'));

const sample = useImportedSample();
const get = (url: string) => sample.get(url);

describe('importing the real OpenAlex sample (2023 snapshot, 2025 records, 2026 API pages)', () => {
  it('imports the records and reports only the partial ones', () => {
    expect(sample.report.records).toBeGreaterThan(1400);
    // the only rejected records are select=-trimmed API results without an id
    for (const e of sample.report.errors) expect(e.error).toMatch(/no "id"/);
  });

  it('serves a real work as OpenAlex does', async () => {
    // The newest copy in the sample (updated 2025-11) wins over the 2023 and 2025-06 ones.
    const original = recorded('oa_snowball__5.json').body.results.find((r: any) => r.id.endsWith('/W2741809807'));
    const { status, body } = await get('/api/works/W2741809807');
    expect(status).toBe(200);
    for (const key of [
      'id',
      'doi',
      'title',
      'publication_year',
      'publication_date',
      'type',
      'language',
      'open_access',
      'abstract_inverted_index',
    ]) {
      expect(body[key], key).toEqual(original[key]);
    }
    expect(body.authorships.map((a: any) => a.author.id)).toEqual(original.authorships.map((a: any) => a.author.id));
    expect(body.primary_topic.id).toBe(original.primary_topic.id);
  });

  it('links a work to the funders its record lists beside an empty grants list', async () => {
    // W4311043552 and W1996515099 have "grants": [] and "awards": [] beside a non-empty "funders".
    const cases = [
      { work: 'W4311043552', file: 'oa_snowball__2.json' },
      { work: 'W1996515099', file: 'oa_snowball__5.json' },
    ];
    for (const { work, file } of cases) {
      const original = recorded(file).body.results.find((r: any) => r.id.endsWith(`/${work}`));
      expect(original.grants).toEqual([]);
      const funders: string[] = original.funders.map((f: any) => f.id.replace('https://openalex.org/', ''));
      expect(funders.length).toBeGreaterThan(0);
      for (const funder of funders) {
        const { body } = await get(`/api/works?filter=funders.id:${funder}&select=id&per-page=200`);
        expect(
          body.results.map((r: any) => r.id),
          `${work} under ${funder}`,
        ).toContain(`https://openalex.org/${work}`);
      }
      const { body: grouped } = await get(`/api/works?filter=openalex:${work}&group_by=funders.id`);
      expect(grouped.group_by.map((g: any) => g.key.replace('https://openalex.org/', '')).sort()).toEqual(
        [...funders].sort(),
      );
    }
    // NSFC's entity record counts its local work
    const { body: nsfc } = await get('/api/works?filter=funders.id:F4320321001&per-page=1');
    expect(nsfc.meta.count).toBeGreaterThan(0);
  });

  it('answers a bad filter like the recorded OpenAlex 400', async () => {
    const rec = recorded('opt_filter_names__0.json');
    const { status, body } = await get('/api/works?filter=DOESNTEXIST%3A1');
    expect(status).toBe(rec.status);
    expect(body.error).toBe(rec.body.error);
    expect(body.message).toMatch(
      /^DOESNTEXIST is not a valid field\. Valid fields are underscore or hyphenated versions of: /,
    );
  });

  it('answers a bad select like the recorded OpenAlex 400', async () => {
    const rec = recorded('opt_select_fields__0.json');
    const { status, body } = await get('/api/works/W2741809807?select=DOESNTEXIST');
    expect(status).toBe(rec.status);
    expect(body.error).toBe(rec.body.error);
    expect(body.message).toMatch(/^DOESNTEXIST is not a valid select field\. Valid fields for select are: id, /);
  });

  it('groups with the recorded response shape', async () => {
    const rec = recorded('pro_request_biodiversity_and_group_by_type__0.json');
    const { body } = await get('/api/works?group_by=type&per_page=200&cursor=*');
    expect(Object.keys(body.meta)).toEqual(
      expect.arrayContaining(Object.keys(rec.body.meta).filter((k) => k !== 'cost_usd')),
    );
    expect(Object.keys(body.group_by[0]).sort()).toEqual(Object.keys(rec.body.group_by[0]).sort());
    expect(body.group_by[0].key).toMatch(/^https:\/\/openalex\.org\/types\//);
    const keys = body.group_by.map((g: any) => g.key);
    expect([...keys].sort()).toEqual(keys);
  });

  it('follows cites: and openalex: OR filters like the recorded calls', async () => {
    const rec = recorded('oa_snowball__0.json');
    const { body } = await get('/api/works?filter=openalex%3AW3045921891%7CW3046863325&per-page=1');
    expect(body.meta.count).toBe(rec.body.meta.count);
    expect(Object.keys(body.meta)).toEqual(
      expect.arrayContaining(['count', 'db_response_time_ms', 'page', 'per_page', 'groups_count']),
    );
  });
});
