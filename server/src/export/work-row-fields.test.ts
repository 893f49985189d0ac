import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import type { WorkRow } from '../catalogue/store/rows.js';
import { workFields } from './formats/work-fields.js';
import { workFieldsFromRow } from './work-row-fields.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('export fields read from stored rows', () => {
  it('equal the fields read from the same works as the API serves them', async () => {
    const query = { filter: 'publication_year:2015-2024', sort: 'cited_by_count:desc' };
    const fromRows = [];
    for await (const rows of t.catalogue.rowBatches('works', query, { batchSize: 100, limit: 300 })) {
      fromRows.push(...rows.map((row) => workFieldsFromRow(row as unknown as WorkRow, t.catalogue.refs)));
    }
    const fromApi = [];
    for (const page of [1, 2, 3]) {
      const res = await t.get(`/api/works?filter=${query.filter}&sort=${query.sort}&per_page=100&page=${page}`);
      fromApi.push(...(res.body.results as Record<string, unknown>[]).map(workFields));
    }
    expect(fromRows).toHaveLength(300);
    // the fields of the first differing work, if any, show up in the failure
    for (let i = 0; i < fromRows.length; i++) expect(fromRows[i], `work ${i}`).toEqual(fromApi[i]);
  });
});
