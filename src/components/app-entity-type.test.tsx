import { act, screen } from '@testing-library/react';
import { emptyDataApiHandlers } from '../testing/data-api-handlers';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';
import { useAppEntityTypeStore } from './app-entity-type';

beforeEach(() => {
  server.use(...emptyDataApiHandlers);
  useAppEntityTypeStore.setState({ entityType: 'works' });
});

describe('the app-wide entity type', () => {
  it('follows the results page, so the home search box then searches authors', async () => {
    const { router } = renderApp('/authors');
    await screen.findByRole('heading', { name: 'Authors search' });
    expect(useAppEntityTypeStore.getState().entityType).toBe('authors');
    await act(() => router.navigate('/'));
    expect(await screen.findByPlaceholderText('Search authors')).toBeVisible();
  });

  it('is not changed by the lists without a full results page', async () => {
    renderApp('/topics');
    await screen.findByRole('heading', { name: 'Topics search' });
    expect(useAppEntityTypeStore.getState().entityType).toBe('works');
  });
});
