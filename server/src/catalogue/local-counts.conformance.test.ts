import { describe, expect, it } from 'vitest';
import { useImportedSample } from '../testing/imported-sample.js';

/* eslint-disable @typescript-eslint/no-explicit-any */

const sample = useImportedSample();
const get = (url: string) => sample.get(url);

const worksCount = async (filter: string) => {
  const { status, body } = await get(`/api/works?filter=${encodeURIComponent(filter)}&per_page=1&select=id`);
  expect(status).toBe(200);
  return body.meta.count as number;
};

describe('local counts beside the OpenAlex-wide figures of imported records', () => {
  it('keeps the University of Michigan record as imported and gives its count in this catalogue on request', async () => {
    const plain = await get('/api/institutions/I27837315');
    expect(plain.body.works_count).toBe(932812);
    expect(plain.body).not.toHaveProperty('local_counts');
    const { status, body } = await get('/api/institutions/I27837315?local_counts=true');
    expect(status).toBe(200);
    expect(body.works_count).toBe(932812);
    expect(body.cited_by_count).toBe(plain.body.cited_by_count);
    const local = await worksCount('authorships.institutions.lineage:I27837315');
    expect(body.local_counts).toEqual({ works_count: local, cited_by_count: 0 });
    expect(local).toBe(0);
  });

  it("counts W2741809807's citing works in this catalogue: 5 beside OpenAlex's 1,109", async () => {
    const { body } = await get('/api/works/W2741809807?local_counts=true&select=id,cited_by_count');
    expect(body).toEqual({
      id: 'https://openalex.org/W2741809807',
      cited_by_count: 1109,
      local_counts: { cited_by_count: 5 },
    });
    expect(await worksCount('cites:W2741809807')).toBe(5);
  });

  it('sorts institutions by their works in this catalogue, each count what its works link opens', async () => {
    const { status, body } = await get(
      '/api/institutions?sort=local_works_count:desc&per_page=10&local_counts=true&select=id,works_count',
    );
    expect(status).toBe(200);
    const local = body.results.map((r: any) => r.local_counts.works_count as number);
    expect(local).toEqual([...local].sort((a, b) => b - a));
    expect(local[0]).toBeGreaterThan(0);
    for (const r of body.results.slice(0, 4))
      expect(r.local_counts.works_count).toBe(
        await worksCount(`authorships.institutions.lineage:${r.id.replace('https://openalex.org/', '')}`),
      );
    // Sorted by the records' own works_count, OpenAlex-wide figures come first.
    const wide = await get('/api/institutions?sort=works_count:desc&per_page=1&local_counts=true');
    expect(wide.body.results[0].works_count).toBeGreaterThan(100_000);
    expect(wide.body.results[0].local_counts.works_count).toBeLessThan(local[0]);
  });

  it('sorts works by their citing works in this catalogue, and pages through them by cursor', async () => {
    const first = await get('/api/works?sort=local_cited_by_count:desc&per_page=2&local_counts=true&cursor=*');
    expect(first.status).toBe(200);
    const top = first.body.results[0];
    expect(top.id).toBe('https://openalex.org/W2162348455');
    expect(top.cited_by_count).toBe(30625);
    expect(top.local_counts.cited_by_count).toBe(await worksCount('cites:W2162348455'));
    const next = await get(
      `/api/works?sort=local_cited_by_count:desc&per_page=2&local_counts=true&cursor=${first.body.meta.next_cursor}`,
    );
    expect(next.status).toBe(200);
    const counts = [...first.body.results, ...next.body.results].map((r: any) => r.local_counts.cited_by_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const filtered = await get('/api/works?filter=local_cited_by_count:>4&per_page=1&select=id');
    expect(filtered.body.meta.count).toBeGreaterThanOrEqual(2);
  });

  it('adds the local counts to the entity panel form when asked', async () => {
    const { body } = await get('/api/institutions/I27837315?format=ui&local_counts=true');
    expect(body.works_count).toBe(932812);
    expect(body.local_counts).toEqual({ works_count: 0, cited_by_count: 0 });
    const plain = await get('/api/institutions/I27837315?format=ui');
    expect(plain.body).not.toHaveProperty('local_counts');
  });

  it('answers a bad local_counts value with 400', async () => {
    const { status, body } = await get('/api/institutions?local_counts=yes');
    expect(status).toBe(400);
    expect(body.message).toMatch(/local_counts.*true or false/);
  });
});
