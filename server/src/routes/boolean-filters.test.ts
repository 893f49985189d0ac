import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { ENTITIES } from '../catalogue/query/entities.js';

// Every boolean filter splits a list in two: field:true and field:false together count every
// record, and so do field:null and field:!null of a list field. (has_issn:false counted every
// source, ISSN-less or not, and issn:null none: the predicates bound to the expressions' last term.)

let t: TestApp;

/**
 * Every record of a list: the works' counts take the xpac works in too, which a list leaves out
 * unless asked, and which an is_xpac filter takes in of itself.
 */
async function count(entity: string, filter?: string): Promise<number> {
  const query = filter ? `?filter=${encodeURIComponent(filter)}&per_page=1` : '?per_page=1';
  const res = await t.get(`/api/${entity}${query}${entity === 'works' ? '&include_xpac=true' : ''}`);
  expect(res.status, `${entity} ${filter}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.meta.count as number;
}

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(async () => {
  await t.close();
});

const booleans = Object.values(ENTITIES).flatMap((spec) =>
  Object.entries(spec.fields)
    .filter(([, def]) => def.kind === 'boolean')
    .map(([field]) => [spec.name, field] as const),
);

describe('boolean filters', () => {
  it.each(booleans)('%s: %s true and false count every record between them', async (entity, field) => {
    const all = await count(entity);
    const yes = await count(entity, `${field}:true`);
    const no = await count(entity, `${field}:false`);
    expect(yes + no, `${yes} true + ${no} false of ${all}`).toBe(all);
  });

  it('finds the sources with and without an ISSN, by has_issn and by issn:null', async () => {
    const all = await count('sources');
    const withIssn = await count('sources', 'has_issn:true');
    expect(withIssn).toBeGreaterThan(0);
    expect(withIssn).toBeLessThan(all);
    expect(await count('sources', 'has_issn:false')).toBe(all - withIssn);
    expect(await count('sources', 'issn:!null')).toBe(withIssn);
    expect(await count('sources', 'issn:null')).toBe(all - withIssn);
  });
});
