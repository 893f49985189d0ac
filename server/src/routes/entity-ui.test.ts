import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { ENTITIES } from '../catalogue/query/entities.js';
import { abstractText } from '../catalogue/query/entity-ui.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Prop = { config: { id: string; type: string; isList: boolean; objectEntity: string | null }; value: any };

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(async () => {
  await t.close();
});

async function firstId(entity: string, filter = ''): Promise<string> {
  const res = await t.get(`/api/${entity}?per_page=1&select=id${filter ? `&filter=${filter}` : ''}`);
  expect(res.status, `${entity}: ${JSON.stringify(res.body)}`).toBe(200);
  return (res.body.results[0].id as string).replace('https://openalex.org/', '');
}

async function ui(path: string) {
  const res = await t.get(`/api/${path}${path.includes('?') ? '&' : '?'}format=ui`);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as { id: string; display_name: string; entity_type: string; props: Prop[] } & Record<string, any>;
}

const prop = (body: { props: Prop[] }, id: string) => body.props.find((p) => p.config.id === id);

const isRef = (v: unknown) =>
  !!v &&
  typeof v === 'object' &&
  Object.keys(v).sort().join(',') === 'display_name,id' &&
  typeof (v as any).id === 'string';

describe('format=ui', () => {
  it.each(Object.keys(ENTITIES))('describes a record of %s as config/value pairs led by its id', async (entity) => {
    const id = await firstId(entity);
    const body = await ui(`${entity}/${id.replace(/^[a-z-]+\//, '')}`);
    expect(body.entity_type).toBe(entity);
    expect(body.id).toMatch(/^https:\/\//); // SDGs keep the UN's ids
    expect(body.props.length).toBeGreaterThan(2);
    expect(body.props[0]!.config.id).toBe('id');
    expect(body.props[0]!.value).toBe(body.id);
    for (const p of body.props) {
      expect(p.config.isList).toBe(Array.isArray(p.value));
      if (p.config.objectEntity && p.value !== null) {
        for (const v of [p.value].flat()) expect(isRef(v), `${entity} ${p.config.id}`).toBe(true);
      }
    }
  });

  it("gives a work's abstract as the text of its inverted index, and its authors as references", async () => {
    const id = await firstId('works', 'has_abstract:true');
    const record = (await t.get(`/api/works/${id}`)).body;
    const body = await ui(`works/${id}`);
    expect(prop(body, 'abstract_inverted_index')!.value).toBe(abstractText(record.abstract_inverted_index));
    expect(prop(body, 'abstract_inverted_index')!.value).toMatch(/\w+ \w+/);
    const authors = prop(body, 'authorships.author')!.value as { id: string; display_name: string }[];
    expect(authors.map((a) => a.id)).toEqual([...new Set(record.authorships.map((a: any) => a.author.id))]);
    expect(prop(body, 'publication_year')!.config).toMatchObject({ isYear: true, type: 'number' });
  });

  it("lists a topic's siblings and a continent's countries by name", async () => {
    // A topic whose subfield has other topics (a small catalogue has many with one).
    const topics = (await t.get('/api/topics?per_page=200&select=id,subfield')).body.results as {
      id: string;
      subfield: { id: string };
    }[];
    const inSubfield = (s: string) => topics.filter((x) => x.subfield.id === s).map((x) => x.id);
    const chosen = topics.find((x) => inSubfield(x.subfield.id).length > 1)!;
    expect(chosen).toBeDefined();
    const topic = await ui(`topics/${chosen.id.replace('https://openalex.org/', '')}`);
    const siblings = prop(topic, 'siblings')!.value as { id: string; display_name: string }[];
    expect(siblings.every((s) => s.id !== topic.id && s.display_name)).toBe(true);
    // All of the subfield's other topics (the page of 200 above need not hold them all).
    const subfield = chosen.subfield.id.replace('https://openalex.org/', '');
    const all = (await t.get(`/api/topics?per_page=200&select=id&filter=subfield.id:${subfield}`)).body.results;
    const others = all.map((x: { id: string }) => x.id).filter((id: string) => id !== chosen.id);
    expect(siblings.length).toBeGreaterThan(0);
    expect(siblings.map((s) => s.id).sort()).toEqual(others.sort());
    const continent = await ui('continents/Q46');
    const countries = prop(continent, 'countries')!.value as { display_name: string }[];
    expect(countries.map((c) => c.display_name)).toContain('France');
  });

  it("splits an institution's associated institutions by relationship", async () => {
    const institutions = (await t.get('/api/institutions?per_page=200&select=id,associated_institutions')).body.results;
    const withLinks = institutions.find((i: any) => i.associated_institutions?.length);
    expect(withLinks).toBeDefined();
    const body = await ui(`institutions/${withLinks.id.replace('https://openalex.org/', '')}`);
    const linked = ['parent', 'child', 'related'].flatMap(
      (r) => prop(body, `associated_institutions.${r}`)!.value as { id: string }[],
    );
    expect(linked.map((l) => l.id).sort()).toEqual(
      [...new Set(withLinks.associated_institutions.map((a: any) => a.id))].sort(),
    );
  });

  it('works with the other id forms', async () => {
    const id = await firstId('works');
    expect((await ui(id)).id).toBe(`https://openalex.org/${id}`);
    expect((await ui('countries/US')).display_name).toBe('United States');
  });

  it('answers 400 for another format or a select, and 404 for an unknown id', async () => {
    const id = await firstId('works');
    const other = await t.get(`/api/works/${id}?format=xml`);
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/'xml' is not a valid format/);
    expect((await t.get(`/api/works/${id}?format=ui&select=id`)).status).toBe(400);
    expect((await t.get('/api/works/W1?format=ui')).status).toBe(404);
  });

  it("lists each entity's panel columns in /entities/config", async () => {
    const config = (await t.get('/api/entities/config')).body;
    expect(config.works.showOnEntityPage[0]).toBe('id');
    expect(config.works.showOnEntityPage).toContain('abstract_inverted_index');
    expect(config.topics.showOnEntityPage).toContain('siblings');
  });
});
