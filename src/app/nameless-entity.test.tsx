import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../testing/data-api-handlers';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';
import { ASYNC_TIMEOUT_MS } from '../testing/async-timeout';

// Shaped like the imported sample's I124357947 (the University of London): a record the catalogue
// holds, known only from its colleges' lineage, so without a name.
const ID = 'https://openalex.org/I124357947';
const LABEL = 'I124357947 (no name in OpenAlex)';
const listed = { id: ID, display_name: '', works_count: 7, cited_by_count: 3084 };
const ui = {
  id: ID,
  display_name: '',
  entity_type: 'institutions',
  type: null,
  roles: [{ role: 'institution', id: ID, works_count: 7 }],
  works_count: 7,
  cited_by_count: 3084,
  props: [],
};
const meta = { count: 1, db_response_time_ms: 1, page: 1, per_page: 10, groups_count: null };

beforeEach(() => {
  server.use(
    http.get('/api/I124357947', ({ request }) =>
      new URL(request.url).searchParams.get('format') === 'ui'
        ? HttpResponse.json(ui)
        : HttpResponse.json({ id: ID, display_name: '' }),
    ),
    http.get('/api/institutions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('group_by') || params.get('group_bys')) return undefined;
      return HttpResponse.json({ meta, results: [listed], group_by: [] });
    }),
    ...emptyDataApiHandlers,
  );
});

describe('an entity without a name (issue 45 item 11)', () => {
  it('is listed as its id, linked to its panel, with "no name in OpenAlex"', async () => {
    renderApp('/institutions');
    const link = await screen.findByRole('link', { name: LABEL }, { timeout: ASYNC_TIMEOUT_MS });
    expect(link.getAttribute('href')).toContain('zoom=I124357947');
    expect(screen.queryByText('Untitled')).not.toBeInTheDocument();
  });

  it('is titled so on its entity page', async () => {
    renderApp('/I124357947');
    expect(await screen.findByRole('heading', { level: 1, name: LABEL }, { timeout: ASYNC_TIMEOUT_MS })).toBeVisible();
    expect(screen.queryByText('Untitled')).not.toBeInTheDocument();
  });

  it('reads so in a filter chip, not as outside the catalogue', async () => {
    renderApp('/works?filter=authorships.institutions.lineage:I124357947');
    const filters = await screen.findByRole('region', { name: 'Filters' }, { timeout: ASYNC_TIMEOUT_MS });
    expect(await within(filters).findByText(LABEL, {}, { timeout: ASYNC_TIMEOUT_MS })).toBeVisible();
    expect(within(filters).queryByText(/not in this catalogue/)).not.toBeInTheDocument();
  });
});
