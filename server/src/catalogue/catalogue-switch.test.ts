import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { CatalogueSwitch } from './catalogue-switch.js';
import { importInto } from './ingest/build.js';
import { updateCatalogue } from './ingest/update.js';
import { rollback } from './versions.js';
import { work, writePartition } from '../../test/update-snapshot.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const dirs: string[] = [];
let dataDir: string;
let served: CatalogueSwitch;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  const temp = (name: string) => {
    const d = mkdtempSync(path.join(os.tmpdir(), `alexandria-${name}-`));
    dirs.push(d);
    return d;
  };
  dataDir = temp('switch-data');
  const first = temp('switch-snapshot');
  writePartition(
    first,
    '2024-01-01',
    [41, 42, 43, 44, 45].map((n) => work(n, `First title ${n}`, '2024-01-01')),
  );
  await importInto(dataDir, first);
  const delta = temp('switch-delta');
  writePartition(delta, '2024-02-01', [work(41, 'Second title 41', '2024-02-01')]);
  await updateCatalogue(dataDir, delta, { force: true });
  rollback(dataDir); // the first version is served; the updated one waits as the previous
  served = await CatalogueSwitch.open(dataDir, { retireAfterMs: 0 });
  app = await buildApp({ catalogue: served.catalogue, catalogueSwitch: served });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  served.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('switching the served catalogue version', () => {
  it('answers every request during the switch, then from the new version, with new ETags', async () => {
    const record = `${base}/api/works/W41`;
    const before = await fetch(record);
    const etag = before.headers.get('etag')!;
    expect(((await before.json()) as any).title).toBe('First title 41');
    const statuses: number[] = [];
    let titles: string[] = [];
    let stop = false;
    const loop = async (i: number) => {
      while (!stop) {
        const url = i % 2 ? record : `${base}/api/works?filter=publication_year:2019&per_page=5&page=${1 + (i % 3)}`;
        const res = await fetch(url);
        statuses.push(res.status);
        const body = (await res.json()) as any;
        if (i % 2) titles.push(body.title as string);
      }
    };
    const loops = Array.from({ length: 20 }, (_, i) => loop(i));
    await new Promise((r) => setTimeout(r, 300)); // requests under way on the first version
    const oldVersion = served.version;
    rollback(dataDir); // serve the updated version
    expect(await served.check()).toBe(true);
    expect(served.version).not.toBe(oldVersion);
    titles = [];
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await Promise.all(loops);
    expect(statuses.length).toBeGreaterThan(40);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // requests begun after the switch answer from the new version (no cached answer of the old one)
    expect(titles.slice(-5)).toEqual(Array(5).fill('Second title 41'));
    const after = await fetch(record, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as any).title).toBe('Second title 41');
    // the version served before closed once its last request ended
    expect(served.openVersions).toEqual([served.version]);
  });
});
