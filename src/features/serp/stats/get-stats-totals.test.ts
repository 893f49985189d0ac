import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { getEntityTotals } from './get-stats-totals';

const meta = (count: number) => ({
  meta: { count, db_response_time_ms: 1, page: 1, per_page: 1, groups_count: null },
  results: [],
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('getEntityTotals', () => {
  it('takes every total from one /counts call when the host has it', async () => {
    let listCalls = 0;
    server.use(
      http.get('/api/counts', () => HttpResponse.json({ works: 10, authors: 20 })),
      http.get('/api/:entityType', () => {
        listCalls++;
        return HttpResponse.json(meta(1));
      }),
    );
    expect(await getEntityTotals(['works', 'authors'], undefined, { staggerMs: 10_000 })).toEqual({
      works: 10,
      authors: 20,
    });
    expect(listCalls).toBe(0);
  });

  it('spreads the per-type calls of a host without /counts over the stagger time', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/counts', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
      http.get('/api/:entityType', ({ params }) => {
        asked.push(String(params.entityType));
        return HttpResponse.json(meta(params.entityType === 'works' ? 5 : 7));
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const totals = getEntityTotals(['works', 'authors'], undefined, { staggerMs: 10_000 });
    await vi.advanceTimersByTimeAsync(4_900);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(await totals).toEqual({ works: 5, authors: 7 });
    expect(asked.sort()).toEqual(['authors', 'works']);
  });
});
