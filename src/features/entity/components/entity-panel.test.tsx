import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const prop = (id: string, displayName: string, value: unknown, more: Record<string, unknown> = {}) => ({
  config: {
    id,
    displayName,
    type: Array.isArray(value) ? 'array' : typeof value === 'number' ? 'number' : 'string',
    isList: Array.isArray(value),
    objectEntity: null,
    isCurrency: false,
    isYear: false,
    isId: false,
    ...more,
  },
  value,
});

const authors = Array.from({ length: 8 }, (_, i) => ({
  id: `https://openalex.org/A${i + 1}`,
  display_name: `Author ${i + 1}`,
}));

const work = {
  id: 'https://openalex.org/W42',
  display_name: 'A study of everything',
  entity_type: 'works',
  type: 'article',
  roles: null,
  works_count: null,
  cited_by_count: 12,
  props: [
    prop('id', 'OpenAlex ID', 'https://openalex.org/W42', { isId: true }),
    prop('display_name', 'Title', 'A study of everything'),
    prop('publication_year', 'Year', 2021, { isYear: true }),
    prop('abstract_inverted_index', 'Abstract', `${'word '.repeat(60)}end`),
    prop('authorships.author', 'Authors', authors, { objectEntity: 'authors' }),
    prop('doi', 'DOI', null),
    prop('homepage_url', 'Homepage', 'javascript:alert(1)'),
  ],
};

const funder = {
  id: 'https://openalex.org/F7',
  display_name: 'Science Fund',
  entity_type: 'funders',
  type: null,
  roles: [
    { role: 'funder', id: 'https://openalex.org/F7', works_count: 10 },
    { role: 'publisher', id: 'https://openalex.org/P9', works_count: 1234 },
  ],
  works_count: 10,
  cited_by_count: 3,
  props: [prop('id', 'OpenAlex ID', 'https://openalex.org/F7')],
};

beforeEach(() => {
  server.use(
    http.get('/api/W42', () => HttpResponse.json(work)),
    http.get('/api/F7', () => HttpResponse.json(funder)),
    http.get('/api/W404', () => HttpResponse.json({ error: 'Server error', message: 'boom' }, { status: 500 })),
    ...emptyDataApiHandlers,
  );
});

describe('entity panel', () => {
  it('opens from zoom with the header and the property rows, empty ones hidden', async () => {
    renderApp('/works?zoom=W42');
    const panel = await screen.findByRole('presentation');
    expect(await within(panel).findByRole('heading', { name: 'A study of everything' })).toBeVisible();
    expect(within(panel).getByText('work · article')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Open the work page' })).toHaveAttribute('href', '/W42');
    expect(within(panel).getByRole('link', { name: 'View the API record' })).toHaveAttribute('href', '/api/W42');
    expect(within(panel).getByText('2021')).toBeVisible();
    expect(within(panel).queryByText('DOI')).not.toBeInTheDocument();
    // A javascript: URL is shown, never linked.
    expect(within(panel).getByText('javascript:alert(1)').closest('a')).toBeNull();
  });

  it("folds a long abstract behind 'more' and a long list behind '+N more', each with '(less)'", async () => {
    const { user } = renderApp('/works?zoom=W42');
    const panel = await screen.findByRole('presentation');
    await within(panel).findByRole('heading', { name: 'A study of everything' });
    expect(within(panel).queryByText(/ end$/)).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'more' }));
    expect(within(panel).getByText(/ end/)).toBeVisible();
    await user.click(within(panel).getAllByRole('button', { name: '(less)' })[0]!);

    expect(within(panel).getByRole('link', { name: 'Author 5' })).toHaveAttribute('href', '/A5');
    expect(within(panel).queryByRole('link', { name: 'Author 6' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '+3 more' }));
    expect(within(panel).getByRole('link', { name: 'Author 8' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: '(less)' }));
    expect(within(panel).queryByRole('link', { name: 'Author 8' })).not.toBeInTheDocument();
  });

  it("lists an entity's other roles with their works counts", async () => {
    renderApp('/works?zoom=F7');
    const roles = await screen.findByLabelText('Also in the catalogue as');
    expect(within(roles).getByText('publisher: 1,234 works')).toBeVisible();
    expect(within(roles).queryByText(/^funder/)).not.toBeInTheDocument();
  });

  it("says 'Error fetching entity data' in the error colour when the entity cannot load", async () => {
    renderApp('/works?zoom=W404');
    // The snackbar sits outside the open drawer (which hides the rest of the page from assistive
    // technology), so the panel says it too.
    const message = await screen.findByText('Error fetching entity data');
    expect(message.closest('.MuiAlert-root')?.className).toMatch(/colorError|standardError|filledError/);
    expect(within(screen.getByRole('presentation')).getByText('W404 could not be loaded.')).toBeVisible();
  });

  it('closes by clearing zoom from the URL', async () => {
    const { user, router } = renderApp('/works?zoom=W42');
    await screen.findByRole('heading', { name: 'A study of everything' });
    await user.click(screen.getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('zoom')).toBeNull());
  });
});
