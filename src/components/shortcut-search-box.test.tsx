import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../testing/data-api-handlers';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render-app';

const author = {
  id: 'https://openalex.org/A5023888391',
  display_name: 'Jason Priem',
  hint: 'OurResearch, US',
  entity_type: 'author',
  filter_key: 'authorships.author.id',
};
const work = (n: number, name: string) => ({
  id: `https://openalex.org/W${n}`,
  display_name: name,
  entity_type: 'work',
});

function answerAutocomplete(byQuery: Record<string, { results: unknown[]; delayMs?: number }>) {
  server.use(
    http.get('/api/autocomplete', async ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const answer = byQuery[q] ?? { results: [] };
      if (answer.delayMs) await delay(answer.delayMs);
      return HttpResponse.json({ meta: { count: answer.results.length }, results: answer.results });
    }),
  );
}

// The browser fetches the box with suggestions while idle; here it is loaded up front.
beforeAll(async () => {
  await import('./search-box-full');
});
beforeEach(() => server.use(...emptyDataApiHandlers));

/** Whether the text has appeared anywhere on the page since the call, however briefly. */
function watchForText(text: string): () => boolean {
  let hasAppeared = false;
  const observer = new MutationObserver(() => {
    hasAppeared ||= document.body.textContent?.includes(text) ?? false;
    if (hasAppeared) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => hasAppeared;
}

/** Focuses the light box and waits for the box with suggestions to take over. */
async function focusedFullBox(user: UserEvent): Promise<HTMLElement> {
  const light = await screen.findByRole('combobox', { name: 'Search works' });
  await user.click(light);
  return waitFor(() => {
    const box = screen.getByRole('combobox', { name: 'Search works' });
    expect(box).not.toBe(light);
    return box;
  });
}

describe('shortcut search box', () => {
  it('keeps what was typed and the focus when the box with suggestions takes over', async () => {
    answerAutocomplete({ priem: { results: [author] } });
    const { user } = renderApp('/');
    const light = await screen.findByRole('combobox', { name: 'Search works' });
    fireEvent.change(light, { target: { value: 'pri' } }); // typed before the focus handler ran
    await user.click(light);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search works' })).not.toBe(light));
    await user.keyboard('em');
    const box = screen.getByRole('combobox', { name: 'Search works' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('priem');
    expect(await screen.findByText('Jason Priem')).toBeVisible();
  });

  it('suggests entities, then adds the chosen one as a works filter', async () => {
    answerAutocomplete({ priem: { results: [work(1, 'A paper'), author] } });
    const { user, router } = renderApp('/');
    await user.type(await focusedFullBox(user), 'priem');
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByText('Top search results (1)')).toBeVisible();
    // Mixed suggestions: works are dropped.
    expect(within(listbox).queryByText('A paper')).not.toBeInTheDocument();
    await user.click(within(listbox).getByText('Jason Priem'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/works'));
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('authorships.author.id:A5023888391');
  });

  it('shows three works when only works match, and the search entry last', async () => {
    answerAutocomplete({ cells: { results: [work(1, 'One'), work(2, 'Two'), work(3, 'Three'), work(4, 'Four')] } });
    const { user } = renderApp('/');
    await user.type(await focusedFullBox(user), 'cells');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByText('One');
    const options = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // each entity with its type after its name
    expect(options).toEqual(['Onework', 'Twowork', 'Threework', 'Search for “cells”']);
  });

  it('tells a concept from a keyword of the same name, and shows one entity once (issue 45 item 13)', async () => {
    const concept = { id: 'https://openalex.org/C86803240', display_name: 'Biology', entity_type: 'concept' };
    const keyword = { id: 'https://openalex.org/keywords/biology', display_name: 'Biology', entity_type: 'keyword' };
    answerAutocomplete({ biology: { results: [concept, keyword, keyword] } });
    const { user } = renderApp('/');
    await user.type(await focusedFullBox(user), 'biology');
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findAllByText('Biology');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Biologyconcept', 'Biologykeyword', 'Search for “biology”']);
  });

  it('says it is searching, then that nothing was found', async () => {
    answerAutocomplete({ zzz: { results: [], delayMs: 150 } });
    const { user } = renderApp('/');
    const box = await focusedFullBox(user);
    // 'Searching...' shows until the suggestions catch up with the typing (100 ms), which on a busy
    // machine can be over before a test looks: the DOM is watched while typing instead.
    const hasShownSearching = watchForText('Searching...');
    await user.type(box, 'zzz');
    await waitFor(() => expect(hasShownSearching()).toBe(true));
    // The search entry remains, so the list is never empty.
    expect(await screen.findByText('Search for “zzz”')).toBeVisible();
  });

  it('never lets a late answer for old text replace the current suggestions', async () => {
    answerAutocomplete({
      mar: { results: [{ ...author, id: 'https://openalex.org/A1', display_name: 'Old answer' }], delayMs: 800 },
      mary: { results: [{ ...author, id: 'https://openalex.org/A2', display_name: 'Mary Current' }] },
    });
    const { user } = renderApp('/');
    const box = await focusedFullBox(user);
    await user.type(box, 'mar');
    await act(() => delay(350)); // the request for 'mar' is sent and still pending
    await user.type(box, 'y');
    expect(await screen.findByText('Mary Current')).toBeVisible();
    const oldShown = watchForText('Old answer');
    await act(() => delay(600)); // the slow 'mar' answer arrives now, and the box takes it in act()
    expect(oldShown()).toBe(false);
    expect(screen.getByText('Mary Current')).toBeVisible();
  });

  it('asks for a value after a filter suggestion', async () => {
    const { user, router } = renderApp('/');
    await user.type(await focusedFullBox(user), 'year');
    await user.click(await screen.findByRole('option', { name: /^year$/ }));
    const valueBox = await screen.findByRole('combobox', { name: 'Value for year' });
    expect(valueBox).toHaveAttribute('placeholder', 'Enter year or range of years');
    await user.type(valueBox, '2020-2022{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('publication_year:2020-2022'),
    );
  });

  it('applies a boolean filter suggestion at once with true', async () => {
    const { user, router } = renderApp('/');
    await user.type(await focusedFullBox(user), 'open access');
    await user.click(await screen.findByRole('option', { name: /^Open Access$/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('open_access.is_oa:true'),
    );
  });

  it('submits the text as a full-text search, and an empty box opens the results route', async () => {
    answerAutocomplete({});
    const { user, router } = renderApp('/');
    await user.type(await focusedFullBox(user), 'coriander OR cilantro{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/works'));
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe(
      'default.search:coriander OR cilantro',
    );
  });
});
