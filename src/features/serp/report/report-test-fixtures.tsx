import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { EntityType } from '../../../entities/entity-types';
import { server } from '../../../testing/msw-server';
import type { GroupRow } from '../api/openalex-types';
import { ReportView } from './report-view';

// Hand-made answers in the shape of OpenAlex / our server's group_by responses (test-only module).

const OA = 'https://openalex.org/';

export const group = (key: string, count: number, key_display_name = key): GroupRow => ({
  key,
  key_display_name,
  count,
});

export const FIXTURE_GROUPS: Record<string, GroupRow[]> = {
  publication_year: Array.from({ length: 30 }, (_, index) => group(String(1995 + index), 100 + index)),
  'open_access.is_oa': [group('false', 750), group('true', 250)],
  type: [
    group(`${OA}types/article`, 12_345, 'article'),
    group(`${OA}types/book-chapter`, 2_000, 'book-chapter'),
    group(`${OA}types/dataset`, 1_000, 'dataset'),
    group(`${OA}types/book`, 500, 'book'),
    group(`${OA}types/dissertation`, 100, 'dissertation'),
    group(`${OA}types/preprint`, 40, 'preprint'),
    group(`${OA}types/review`, 10, 'review'),
    group(`${OA}types/erratum`, 5, 'erratum'),
  ],
  'authorships.institutions.lineage': [
    group(`${OA}I63966007`, 600, 'Massachusetts Institute of Technology'),
    group(`${OA}I136199984`, 300, 'Harvard University'),
    group(`${OA}I97018004`, 100, 'Stanford University'),
  ],
  language: [group(`${OA}languages/en`, 300, 'English'), group(`${OA}languages/fr`, 100, 'French')],
  'language:include_unknown': [
    group(`${OA}languages/en`, 300, 'English'),
    group(`${OA}languages/fr`, 100, 'French'),
    group('unknown', 100, 'unknown'),
  ],
  'best_oa_location.license:include_unknown': [
    group('unknown', 80, 'unknown'),
    group(`${OA}licenses/cc-by`, 20, 'CC BY'),
  ],
};

export function groupBysBody(keys: readonly string[], count = 1_000, groups = FIXTURE_GROUPS) {
  return {
    meta: { count, db_response_time_ms: 4, page: null, per_page: 200, groups_count: null },
    group_bys: keys.map((key) => ({
      group_by_key: key,
      groups: groups[key] ?? [],
      groups_count: (groups[key] ?? []).length,
    })),
  };
}

export function groupByBody(key: string, count = 1_000, groups = FIXTURE_GROUPS) {
  const rows = groups[key] ?? [];
  return {
    meta: { count, db_response_time_ms: 4, page: 1, per_page: 200, groups_count: rows.length },
    group_by: rows,
  };
}

/** Answers /api/works like the server would from the fixtures and records every request's params. */
export function serveWorks(options: { count?: number; groups?: Record<string, GroupRow[]> } = {}) {
  const requests: URLSearchParams[] = [];
  const { count = 1_000, groups = FIXTURE_GROUPS } = options;
  server.use(
    http.get('/api/works', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const groupBys = params.get('group_bys');
      if (groupBys) return HttpResponse.json(groupBysBody(groupBys.split(','), count, groups));
      const groupBy = params.get('group_by');
      if (groupBy) return HttpResponse.json(groupByBody(groupBy, count, groups));
      return HttpResponse.json({ meta: { count, cited_by_count_sum: 4321 }, results: [] });
    }),
  );
  return requests;
}

interface RenderOptions {
  entityType?: EntityType;
  groupBys: string[];
  filter?: string;
}

/** The report view as the results page holds it: group_by in (URL) state, callbacks recorded. */
export function renderReport({ entityType = 'works', groupBys, filter = '' }: RenderOptions) {
  const onFilterAdd = vi.fn<(key: string, value: string) => void>();
  const onGroupBysChange = vi.fn<(keys: string[]) => void>();
  function Harness() {
    const [keys, setKeys] = useState(groupBys);
    return (
      <ReportView
        entityType={entityType}
        filter={filter}
        search=""
        groupBys={keys}
        onGroupBysChange={(next) => {
          onGroupBysChange(next);
          setKeys(next);
        }}
        onFilterAdd={onFilterAdd}
      />
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return { ...view, user, onFilterAdd, onGroupBysChange };
}
