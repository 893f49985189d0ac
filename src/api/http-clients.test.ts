import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '../testing/msw-server';
import { ApiError } from './api-error';
import { storeToken } from './auth-token';
import { createHttpClient, dropEmptyParams, http, stripSdgPrefix } from './http-clients';

function captureRequests(path: string) {
  const seen: Request[] = [];
  server.use(
    mswHttp.get(path, ({ request }) => {
      seen.push(request);
      return HttpResponse.json({ meta: { count: 1 }, results: [] });
    }),
  );
  return seen;
}

describe('http clients', () => {
  it('drops empty params and strips sdgs/ inside filter values', async () => {
    const seen = captureRequests('http://data.test/works');
    const client = createHttpClient('http://data.test', '');
    await client.get('/works', {
      params: {
        filter: 'sustainable_development_goals.id:sdgs/3|sdgs/13',
        search: '',
        sort: undefined,
        page: null,
        per_page: 10,
      },
    });
    const url = new URL(seen[0]!.url);
    expect([...url.searchParams.keys()].sort()).toEqual(['filter', 'per_page']);
    expect(url.searchParams.get('filter')).toBe('sustainable_development_goals.id:3|13');
  });

  it('strips sdgs/ when the filter is written into the URL itself', async () => {
    const seen = captureRequests('http://data.test/works');
    await createHttpClient('http://data.test', '').get('/works?filter=sustainable_development_goals.id:sdgs/5');
    expect(new URL(seen[0]!.url).searchParams.get('filter')).toBe('sustainable_development_goals.id:5');
  });

  it('sends the anonymous key as bearer, and the stored token instead once logged in, to a user-token host', async () => {
    const seen = captureRequests('http://user.test/user');
    const client = createHttpClient('http://user.test', 'anon-key', 'user-token');
    await client.get('/user');
    storeToken('user-token');
    await client.get('/user');
    expect(seen.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer anon-key',
      'Bearer user-token',
    ]);
  });

  it('never sends the logged-in user token to an api-key host, only the configured key', async () => {
    const seen = captureRequests('http://data.test/works');
    storeToken('user-token');
    await createHttpClient('http://data.test', 'anon-key').get('/works');
    await createHttpClient('http://data.test', '').get('/works');
    expect(seen.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer anon-key', null]);
  });

  it("sends the logged-in user's token to the user, export and analytics hosts, never to the data or support host", async () => {
    const seen = new Map<string, string | null>();
    server.use(
      mswHttp.get('*/probe*', ({ request }) => {
        seen.set(new URL(request.url).pathname, request.headers.get('Authorization'));
        return HttpResponse.json({});
      }),
    );
    storeToken('user-token');
    await Promise.all([http.data, http.user, http.export, http.support].map((client) => client.get('/probe')));
    // the analytics host is /api too by default: its own path keeps the two apart here
    await http.analytics.get('/probe/analytics');
    // The test build configures no VITE_API_KEY, so the data and support hosts get no credential.
    expect(Object.fromEntries(seen)).toEqual({
      '/api/probe': null,
      '/user-api/probe': 'Bearer user-token',
      '/export-api/probe': 'Bearer user-token',
      '/support-api/probe': null,
      '/api/probe/analytics': 'Bearer user-token',
    });
  });

  it('sends a request within the call that makes it, before a re-render could hold the thread', async () => {
    const calls: string[] = [];
    // A browser's XMLHttpRequest that only records what axios does with it.
    class RecordingXhr {
      readyState = 0;
      status = 0;
      timeout = 0;
      withCredentials = false;
      responseType = '';
      upload = { addEventListener: () => undefined };
      onabort: (() => void) | null = null;
      open() {
        calls.push('open');
      }
      setRequestHeader() {}
      addEventListener() {}
      getAllResponseHeaders() {
        return '';
      }
      send() {
        calls.push('send');
      }
      abort() {
        this.onabort?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', RecordingXhr);
    // Chromium has the Cookie Store API, which axios would wait on for an XSRF cookie.
    vi.stubGlobal('cookieStore', { get: () => Promise.resolve(null) });
    const controller = new AbortController();
    try {
      const reply = createHttpClient(`${window.location.origin}/api`, '').get('/works', { signal: controller.signal });
      expect(calls).toEqual(['open', 'send']);
      controller.abort();
      await expect(reply).rejects.toBeInstanceOf(ApiError);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends no Authorization header without a key or token', async () => {
    const seen = captureRequests('http://data.test/works');
    await createHttpClient('http://data.test', '').get('/works');
    expect(seen[0]!.headers.get('Authorization')).toBeNull();
  });

  it("turns an OpenAlex 400 into an ApiError carrying the server's message", async () => {
    server.use(
      mswHttp.get('http://data.test/works', () =>
        HttpResponse.json(
          { error: 'Invalid query parameters error.', message: 'foo is not a valid field' },
          { status: 400 },
        ),
      ),
    );
    const error = await createHttpClient('http://data.test', '')
      .get('/works')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      title: 'Invalid query parameters error.',
      message: 'foo is not a valid field',
    });
  });

  it('turns a network failure and a cancel into ApiErrors', async () => {
    server.use(mswHttp.get('http://data.test/works', () => HttpResponse.error()));
    const client = createHttpClient('http://data.test', '');
    const network = await client.get('/works').catch((caught: unknown) => caught);
    expect(network).toMatchObject({ status: 0, message: 'Could not reach the server. Check your connection.' });

    const controller = new AbortController();
    controller.abort();
    const canceled = await client.get('/works', { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(canceled).toBeInstanceOf(ApiError);
    expect((canceled as ApiError).isCanceled).toBe(true);
  });

  it('explains a 500 without a JSON body by its status', async () => {
    server.use(mswHttp.get('http://data.test/works', () => new HttpResponse('<html>oops</html>', { status: 502 })));
    const error = await createHttpClient('http://data.test', '')
      .get('/works')
      .catch((caught: unknown) => caught);
    expect((error as ApiError).message).toMatch(/^The server answered 502/);
  });

  it('keeps zero and false params', () => {
    expect(dropEmptyParams({ page: 0, is_oa: false, q: '' })).toEqual({ page: 0, is_oa: false });
    expect(stripSdgPrefix('a:sdgs/1,b:2')).toBe('a:1,b:2');
  });
});
