import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { resetSession } from '../../../testing/session';

const approved = [
  {
    id: 't1',
    short: 'Counts in minutes.',
    long: 'Our office counts works per funder.',
    name: 'Ada',
    org: 'Engines Ltd',
    type: 'research',
  },
  { id: 't2', short: 'A fine export.', long: '', name: 'Grace', org: '', type: 'analytics' },
  {
    id: 't3',
    short: 'Open data we can audit.',
    long: 'Every figure traces back.',
    name: 'Alan',
    org: 'Bletchley',
    type: 'research',
  },
];

function serve(results: typeof approved) {
  const counts = { enterprise: 0, analytics: 0, research: 0 } as Record<string, number>;
  for (const t of results) counts[t.type]! += 1;
  server.use(
    http.get('/user-api/testimonials', () => HttpResponse.json({ meta: { count: results.length, counts }, results })),
  );
}

beforeEach(() => {
  resetSession();
  server.use(...emptyDataApiHandlers);
});

describe('/testimonials', () => {
  it('shows the count, type chips with per-type counts that filter the cards', async () => {
    serve(approved);
    const { user } = renderApp('/testimonials');
    expect(await screen.findByText('3 testimonials')).toBeVisible();
    const chips = screen.getByRole('group', { name: 'Filter by type' });
    expect(within(chips).getByRole('button', { name: 'All (3)' })).toBeVisible();
    expect(within(chips).getByRole('button', { name: 'Enterprise (0)' })).toBeVisible();
    expect(within(chips).getByRole('button', { name: 'Analytics (1)' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.click(within(chips).getByRole('button', { name: 'Research (2)' }));
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Counts in minutes.'),
      expect.stringContaining('Open data we can audit.'),
    ]);
    await user.click(within(chips).getByRole('button', { name: 'All (3)' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it("opens 'More' in a dialog with the long text; a card without one has no 'More'", async () => {
    serve(approved);
    const { user } = renderApp('/testimonials');
    await user.click(await screen.findByRole('button', { name: 'More from Ada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ada, Engines Ltd' });
    expect(within(dialog).getByText('Our office counts works per funder.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More from Grace' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Ada, Engines Ltd' })).not.toBeInTheDocument();
  });

  it('with none approved says so, invites the first and sends a shared one for approval', async () => {
    serve([]);
    let posted: unknown;
    server.use(
      http.post('/user-api/testimonials', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ id: 'tnew', status: 'pending', ...(posted as object) }, { status: 201 });
      }),
    );
    const { user } = renderApp('/testimonials');
    expect(await screen.findByText('No testimonials have been published yet.')).toBeVisible();
    expect(screen.getByText(/Be the first/)).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share testimonial' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Short text is required')).toBeVisible();
    expect(within(dialog).getByText('Type is required')).toBeVisible();
    expect(posted).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: /Short text/ }), 'We trust the counts.');
    await user.type(within(dialog).getByRole('textbox', { name: /Long text/ }), 'Every quarter.');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Lin');
    await user.type(within(dialog).getByRole('textbox', { name: /Organisation/ }), 'City Library');
    await user.click(within(dialog).getByRole('radio', { name: 'Enterprise' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/waiting for approval/)).toBeVisible();
    expect(posted).toEqual({
      short: 'We trust the counts.',
      long: 'Every quarter.',
      name: 'Lin',
      org: 'City Library',
      type: 'enterprise',
    });
  });

  it('/users goes to /testimonials', async () => {
    serve([]);
    const { router } = renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Testimonials' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/testimonials');
  });
});
