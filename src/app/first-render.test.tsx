import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../testing/data-api-handlers';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';
import { resetSession } from '../testing/session';
import { withPhoneViewport } from '../testing/viewport';

beforeEach(() => {
  resetSession();
  server.use(...emptyDataApiHandlers);
});

/**
 * Records whether the shell's "Loading page" bar was ever put on the page. When it is, React holds
 * the page back until 300 ms after the bar appeared, even once the page's code is there.
 */
function watchLoadingBar(): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.querySelector('[aria-label="Loading page"]') !== null;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

describe('the first render of a results page', () => {
  it('shows the page and the phone search box without passing through a loading fallback', async () => {
    withPhoneViewport();
    const stop = watchLoadingBar();
    renderApp('/works');
    expect(await screen.findByRole('heading', { name: 'Works' })).toBeVisible();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByLabelText('Search works')).toBeVisible();
    expect(stop()).toBe(false);
  });

  it('shows an entity page without the loading fallback too', async () => {
    const author = { id: 'https://openalex.org/A5', display_name: 'Ada Lovelace', entity_type: 'authors', props: [] };
    server.use(http.get('/api/A5', () => HttpResponse.json({ ...author, works_count: 3, cited_by_count: 9 })));
    const stop = watchLoadingBar();
    renderApp('/A5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(stop()).toBe(false);
  });

  it('goes from a results page to an entity page (the same route) and shows the entity', async () => {
    const author = { id: 'https://openalex.org/A5', display_name: 'Ada Lovelace', entity_type: 'authors', props: [] };
    server.use(http.get('/api/A5', () => HttpResponse.json({ ...author, works_count: 3, cited_by_count: 9 })));
    const { router } = renderApp('/works');
    expect(await screen.findByRole('heading', { name: 'Works' })).toBeVisible();
    await act(() => router.navigate('/A5'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  });
});
