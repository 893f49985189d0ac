import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

beforeEach(() => {
  const top = (id: string, name: string) =>
    HttpResponse.json({ meta: { count: 1 }, results: [{ id, display_name: name }] });
  server.use(
    http.get('/api/authors', () => top('https://openalex.org/A5023888391', 'Jason Priem')),
    http.get('/api/institutions', () => top('https://openalex.org/I97018004', 'Stanford University')),
    ...emptyDataApiHandlers,
  );
});

describe('example searches', () => {
  it('offers a person, coriander OR cilantro and an institution on an empty works search, and runs one on click', async () => {
    const { user, router } = renderApp('/works');
    const person = await screen.findByRole('button', { name: 'Jason Priem' });
    expect(screen.getByRole('button', { name: 'coriander OR cilantro' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Stanford University' })).toBeVisible();
    await user.click(person);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('authorships.author.id:A5023888391'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'coriander OR cilantro' })).not.toBeInTheDocument(),
    );
  });

  it('runs the text example as a search', async () => {
    const { user, router } = renderApp('/works');
    await user.click(await screen.findByRole('button', { name: 'coriander OR cilantro' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('filter')).toBe(
        'default.search:coriander OR cilantro',
      ),
    );
  });
});
