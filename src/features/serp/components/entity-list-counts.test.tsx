import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const topic = (n: number, works: number, citations: number) => ({
  id: `https://openalex.org/T${n}`,
  display_name: `Topic ${n}`,
  works_count: works,
  cited_by_count: citations,
});

beforeEach(() => {
  server.use(
    http.get('/api/topics', () =>
      HttpResponse.json({ meta: { count: 2, page: 1, per_page: 10 }, results: [topic(1, 2, 7), topic(2, 1, 1)] }),
    ),
    ...emptyDataApiHandlers,
  );
});

describe('rows of an entity list', () => {
  it('count works and citations in the singular for one, the plural otherwise', async () => {
    renderApp('/topics');
    const list = await screen.findByRole('list', { name: 'Topics' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: '2 works' })).toBeVisible();
    expect(first).toHaveTextContent('7 citations');
    expect(within(second!).getByRole('link', { name: '1 work' })).toBeVisible();
    expect(second).toHaveTextContent('1 citation');
    expect(second).not.toHaveTextContent('1 citations');
  });
});
