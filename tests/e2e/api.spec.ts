import { expect, test } from '@playwright/test';

// The API answers real queries over the generated demo catalogue, as a client (or the SPA) would.

test('the API serves works next to the app', async ({ request }) => {
  const response = await request.get('/api/works');
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { meta: { count: number }; results: unknown[] };
  expect(body.meta.count).toBeGreaterThan(1000);
  expect(body.results).toHaveLength(25);
});

test('unknown API paths get a JSON 404, not the app page', async ({ request }) => {
  const response = await request.get('/api/no-such-thing/at/all', { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: 'Not found' });
});

test('filtering, grouping and paging agree with each other', async ({ request }) => {
  const all = await (await request.get('/api/works?per_page=1')).json();
  const groups = await (await request.get('/api/works?group_by=open_access.is_oa')).json();
  const sum = groups.group_by.reduce((s: number, g: { count: number }) => s + g.count, 0);
  expect(sum).toBe(all.meta.count);
  const oa = groups.group_by.find((g: { key: string }) => g.key === 'true');
  const filtered = await (await request.get('/api/works?filter=open_access.is_oa:true&per_page=1')).json();
  expect(filtered.meta.count).toBe(oa.count);
});

test('a text search ranks by relevance and autocomplete finds authors', async ({ request }) => {
  const top = await (await request.get('/api/works?per_page=1&sort=cited_by_count:desc')).json();
  const word =
    String(top.results[0].display_name)
      .split(/\s+/)
      .find((w: string) => w.length > 6) ?? 'analysis';
  const res = await (await request.get(`/api/works?search=${encodeURIComponent(word)}`)).json();
  expect(res.meta.count).toBeGreaterThan(0);
  const scores = res.results.map((r: { relevance_score: number }) => r.relevance_score);
  expect([...scores].sort((a: number, b: number) => b - a)).toEqual(scores);
  const author = (await (await request.get('/api/authors?per_page=1')).json()).results[0];
  const ac = await (
    await request.get(`/api/autocomplete/authors?q=${encodeURIComponent(author.display_name.slice(0, 5))}`)
  ).json();
  expect(ac.results.length).toBeGreaterThan(0);
});

test('bad input gets a 400 that names the problem', async ({ request }) => {
  const res = await request.get('/api/works?filter=no_such_field:1');
  expect(res.status()).toBe(400);
  expect((await res.json()).message).toContain('no_such_field');
  const missing = await request.get('/api/works/W1');
  expect(missing.status()).toBe(404);
});

test('the user API signs up, saves a search for the account only, and logs out', async ({ request }) => {
  const id = `e2e${Date.now()}`;
  const email = `${id}@example.org`;
  const signup = await request.post(`/user-api/user/${id}`, {
    data: { email, display_name: 'E2E User', password: 'secret1' },
  });
  expect(signup.status()).toBe(201);
  const token = ((await signup.json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}` };

  const put = await request.put(`/user-api/saved-search/${id}s`, {
    headers: auth,
    data: { search_url: '/works?filter=is_oa:true', name: 'Open access', has_alert: true },
  });
  expect(put.status()).toBe(201);
  const list = (await (await request.get('/user-api/saved-search', { headers: auth })).json()) as {
    results: { id: string; has_alert: boolean }[];
  };
  expect(list.results).toEqual([expect.objectContaining({ id: `${id}s`, has_alert: true })]);
  expect((await request.get(`/user-api/saved-search/${id}s`)).status()).toBe(401);

  expect((await request.post('/user-api/user/logout', { headers: auth })).status()).toBe(200);
  expect((await request.get('/user-api/user', { headers: auth })).status()).toBe(401);
});
