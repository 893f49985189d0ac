import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { withDesktopViewport } from '../../../testing/viewport';

// The data API's answer to an unknown filter key, as OpenAlex words it (a shortened field list).
const UNKNOWN_FIELD_MESSAGE =
  'DOESNTEXIST is not a valid field. Valid fields are underscore or hyphenated versions of: abstract.search, ' +
  'abstract.search.exact, apc_list.currency, apc_list.value, authorships.author.id, publication_year, type';

let requests: URLSearchParams[];

beforeEach(() => {
  requests = [];
  withDesktopViewport();
  server.use(
    http.get('/api/works', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if ((params.get('filter') ?? '').includes('DOESNTEXIST')) {
        return HttpResponse.json(
          { error: 'Invalid query parameters error.', message: UNKNOWN_FIELD_MESSAGE },
          { status: 400 },
        );
      }
      if (params.get('group_by') || params.get('group_bys') || params.get('per_page') === '1') return undefined;
      // 466 works, so 47 pages of 10: page 100 is empty.
      const page = Number(params.get('page') ?? 1);
      const results =
        page > 47 ? [] : [{ id: 'https://openalex.org/W1', display_name: 'A work', publication_year: 2020 }];
      return HttpResponse.json({ meta: { count: 466, db_response_time_ms: 1, page, per_page: 10 }, results });
    }),
    ...emptyDataApiHandlers,
  );
});

describe('results page: a filter the API does not know (issue 32 item 12)', () => {
  it('names the unknown filter once, sends one request, and removes the filter on request', async () => {
    const { user, router } = renderApp('/works?filter=DOESNTEXIST:1');
    const alert = await screen.findByText('Unknown filter DOESNTEXIST');
    expect(screen.queryByText(/Valid fields are/)).not.toBeInTheDocument();
    expect(await screen.findByText(/No report while the search has the unknown filter DOESNTEXIST/)).toBeVisible();
    // the list's request only: the report does not ask the same failing question again
    expect(requests.filter((params) => params.get('filter') === 'DOESNTEXIST:1')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('466 results')).toBeVisible();
    expect(alert).not.toBeInTheDocument();
  });
});

describe('results page: a page past the last one (issue 32 item 13)', () => {
  it('says the page is past the last one and leads to the last page', async () => {
    const { user, router } = renderApp('/works?page=100');
    expect(await screen.findByText(/Page 100 is past the last page of these 466 results/)).toBeVisible();
    expect(screen.queryByText('There are no results for this search.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to the last page (47)' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('47'));
    expect(await screen.findByText('A work')).toBeVisible();
  });
});

describe('results page: an openalex.org-style search link (issue 32 items 11, 16)', () => {
  it('shows `search=` as the chip typing makes, naming what is searched, and sends it as that filter', async () => {
    renderApp('/works?search=climate%20change');
    const row = await screen.findByRole('listitem', { name: 'Title or abstract filter' });
    expect(row).toHaveTextContent('Title or abstractcontainsclimate change');
    await waitFor(() =>
      expect(requests.some((params) => params.get('filter') === 'default.search:climate change')).toBe(true),
    );
    expect(requests.every((params) => !params.has('search'))).toBe(true);
  });
});
