import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { withPhoneViewport } from '../../../testing/viewport';

/** Text searches the catalogue answers with works; any other finds nothing. */
let searchable: Set<string>;

beforeEach(() => {
  searchable = new Set(['Ecology OR "Climate change"']);
  const top = (id: string, name: string) =>
    HttpResponse.json({ meta: { count: 1 }, results: [{ id, display_name: name }] });
  const meta = { db_response_time_ms: 1, page: 1, per_page: 1, groups_count: null };
  server.use(
    http.get('/api/authors', () => top('https://openalex.org/A5023888391', 'Jason Priem')),
    http.get('/api/institutions', () => top('https://openalex.org/I97018004', 'Stanford University')),
    http.get('/api/works', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('group_by') === 'keywords.id') {
        // the catalogue's most frequent keywords, most frequent first (one not usable as search text)
        const group = (name: string, count: number) => ({
          key: `https://openalex.org/keywords/${name}`,
          key_display_name: name,
          count,
        });
        return HttpResponse.json({
          meta: { ...meta, count: 9 },
          group_by: [
            group('Ecology', 154),
            group('Climate change', 147),
            group('Law, Economics', 90),
            group('Biology', 79),
            group('Geography', 70),
          ],
        });
      }
      const filter = params.get('filter') ?? '';
      if (filter.startsWith('default.search:') && params.get('per_page') === '1') {
        const found = searchable.has(filter.slice('default.search:'.length));
        return HttpResponse.json({ meta: { ...meta, count: found ? 12 : 0 }, results: [] });
      }
      return undefined;
    }),
    ...emptyDataApiHandlers,
  );
});

describe('example searches (issue 32 item 15)', () => {
  it("offers the catalogue's top person, a text search from its frequent keywords and its top institution, and runs one on click", async () => {
    const { user, router } = renderApp('/works');
    const person = await screen.findByRole('button', { name: 'Jason Priem' });
    expect(await screen.findByRole('button', { name: 'Ecology OR "Climate change"' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Stanford University' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'coriander OR cilantro' })).not.toBeInTheDocument();
    await user.click(person);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('authorships.author.id:A5023888391'),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Jason Priem' })).not.toBeInTheDocument());
  });

  it('runs the text example as a search', async () => {
    const { user, router } = renderApp('/works');
    await user.click(await screen.findByRole('button', { name: 'Ecology OR "Climate change"' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('filter')).toBe(
        'default.search:Ecology OR "Climate change"',
      ),
    );
  });

  it('offers a keyword search only if it finds works, skipping names that are not search text', async () => {
    searchable = new Set(['Biology OR Geography']);
    renderApp('/works');
    expect(await screen.findByRole('button', { name: 'Biology OR Geography' })).toBeVisible();
  });

  it('wraps on a phone rather than hiding examples past the edge', async () => {
    withPhoneViewport();
    renderApp('/works');
    const institution = await screen.findByRole('button', { name: 'Stanford University' });
    // the row wraps its examples instead of scrolling them out of sight
    expect(getComputedStyle(institution.parentElement as HTMLElement).flexWrap).toBe('wrap');
  });
});
