import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AnalyticsSearch } from '../../../lib/analytics-search';
import type { OqlQuery } from '../../../lib/oql/types';
import { server } from '../../../testing/msw-server';
import { resetSession, withSavedToken } from '../../../testing/session';
import { eventsUrl, MAX_EVENT_CHARS, searchEventPayload, sendSearchEvent } from './events';

function searchOf(query: OqlQuery, more: Partial<AnalyticsSearch> = {}): AnalyticsSearch {
  return {
    id: 's1',
    query,
    oql: '',
    redshift_sql: 'SELECT count(*) FROM works',
    is_completed: true,
    results_header: [],
    results: [],
    meta: { count: 953, works_count: 12_000, page: 1, per_page: 100 },
    timestamps: { started: null, completed: null, duration: 0.4, duration_core_percent: null },
    backend_error: null,
    underlying_works_filter: null,
    ...more,
  };
}

const QUERY: OqlQuery = {
  get_rows: 'institutions',
  filter_works: [
    { column_id: 'publication_year', operator: 'is greater than', value: 2020 },
    {
      join: 'or',
      filters: [
        { column_id: 'authorships.countries', value: 'countries/US' },
        {
          join: 'and',
          filters: [
            { column_id: 'type', value: 'article' },
            { column_id: 'publication_year', value: 2024 },
          ],
        },
      ],
    },
  ],
  filter_aggs: [{ column_id: 'count(works)', operator: 'is greater than', value: 10 }],
  show_columns: ['display_name', 'count(works)'],
};

afterEach(resetSession);

describe('search events', () => {
  it('describe the query: entity, filter keys once each, every filter counted, group depth, results, duration, sql', () => {
    expect(searchEventPayload(searchOf(QUERY), 1234.4, 'staging')).toEqual({
      type: 'search',
      entity: 'institutions',
      filter_keys: ['publication_year', 'authorships.countries', 'type', 'count(works)'],
      filter_count: 5,
      boolean_depth: 2,
      query: QUERY,
      results_count: 953,
      duration: 1.234,
      sql: 'SELECT count(*) FROM works',
      environment: 'staging',
    });
  });

  it("takes the server's timing without a measured one, and a search without filters has depth 0", () => {
    const event = searchEventPayload(
      searchOf({ get_rows: 'summary' }, { meta: { count: null } as AnalyticsSearch['meta'] }),
    );
    expect(event).toMatchObject({
      entity: 'summary',
      filter_keys: [],
      filter_count: 0,
      boolean_depth: 0,
      duration: 0.4,
      results_count: null,
      environment: 'local',
    });
    expect(
      searchEventPayload(searchOf({ get_rows: 'works', filter_works: [{ column_id: 'type', value: 'x' }] }))
        .boolean_depth,
    ).toBe(0);
  });

  it('stays within what the server takes: a huge query loses its SQL, then its filters', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ column_id: `column_${i % 300}`, value: 'x'.repeat(20) }));
    const event = searchEventPayload(
      searchOf({ get_rows: 'works', filter_works: many }, { redshift_sql: 'S'.repeat(80_000) }),
    );
    expect(JSON.stringify(event).length).toBeLessThanOrEqual(MAX_EVENT_CHARS);
    expect(event.sql).toBeNull();
    expect(event.query).toEqual({ get_rows: 'works', too_large: true });
    expect(event.filter_count).toBe(3000);
    expect(event.filter_keys).toHaveLength(200);

    const longSql = searchEventPayload(searchOf({ get_rows: 'works' }, { redshift_sql: 'S'.repeat(55_000) }));
    expect(longSql.sql).toHaveLength(50_000);
  });

  it("go to this server's analytics host, never to another host", () => {
    expect(eventsUrl('/api')).toBe('/api/events');
    expect(eventsUrl('/')).toBe('/events');
    expect(eventsUrl('https://alexandria.example.org/api/')).toBe('https://alexandria.example.org/api/events');
  });

  it('are posted to /api/events with the JSON the server validates and the user token', async () => {
    withSavedToken('tok-1');
    const received: { body: unknown; auth: string | null }[] = [];
    server.use(
      http.post('/api/events', async ({ request }) => {
        received.push({ body: await request.json(), auth: request.headers.get('Authorization') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    sendSearchEvent(searchOf(QUERY), 800);
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      body: expect.objectContaining({
        type: 'search',
        entity: 'institutions',
        duration: 0.8,
        filter_count: 5,
      }) as unknown,
      auth: 'Bearer tok-1',
    });
  });

  it('never throw, whatever the server says', async () => {
    let calls = 0;
    server.use(
      http.post('/api/events', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    expect(() => sendSearchEvent(searchOf(QUERY))).not.toThrow();
    expect(() => sendSearchEvent({} as AnalyticsSearch)).not.toThrow();
    await waitFor(() => expect(calls).toBe(1));
  });
});
