import { http, HttpResponse } from 'msw';

/**
 * A data API with an empty catalogue: lists answer no results, group-bys no groups (`{meta, group_by}`
 * as the server answers them, without results), counts zero.
 * Tests that render whole pages start from it and override the calls they care about.
 */
export const emptyDataApiHandlers = [
  http.get('/api/autocomplete', () => HttpResponse.json({ meta: { count: 0 }, results: [] })),
  http.get('/api/autocomplete/:entityType', () => HttpResponse.json({ meta: { count: 0 }, results: [] })),
  http.get('/api/counts', () => HttpResponse.json({})),
  http.get('/api/:entityType', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const meta = { count: 0, db_response_time_ms: 1, page: 1, per_page: 10, groups_count: null };
    const groupBys = params.get('group_bys');
    if (groupBys) {
      const keys = groupBys.split(',');
      return HttpResponse.json({
        meta,
        group_bys: keys.map((key) => ({ group_by_key: key, groups: [], groups_count: 0 })),
      });
    }
    if (params.get('group_by')) return HttpResponse.json({ meta: { ...meta, groups_count: 0 }, group_by: [] });
    return HttpResponse.json({ meta, results: [], group_by: [] });
  }),
];

/**
 * `GET /api/works?filter=…&per_page=1` (a count) answered from a table of filter → count; other
 * works requests fall through to the next handler.
 */
export function worksCountHandler(counts: Record<string, number>) {
  return http.get('/api/works', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const count = counts[params.get('filter') ?? ''];
    if (params.get('per_page') !== '1' || count === undefined) return undefined;
    return HttpResponse.json({
      meta: { count, db_response_time_ms: 1, page: 1, per_page: 1, groups_count: null },
      results: [],
    });
  });
}
