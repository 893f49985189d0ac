import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { renderFilterList, serveEntityNames } from './filter-list-test-utils';

const LONG_NAME = 'Massachusetts Institute of Technology Department of Electrical Engineering';

/** Author group-by rows for an empty search box, and autocomplete answers per text, some late. */
function serveAuthorOptions(answers: Record<string, { names: string[]; delayMs?: number }>) {
  const asked: string[] = [];
  server.use(
    http.get('/api/works', ({ request }) => {
      if (new URL(request.url).searchParams.get('group_by') !== 'authorships.author.id') return undefined;
      return HttpResponse.json({
        meta: { count: 10 },
        group_by: [{ key: 'https://openalex.org/A1', key_display_name: 'Ada Lovelace', count: 10 }],
      });
    }),
    http.get('/api/autocomplete/authors', async ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push(q);
      const answer = answers[q] ?? { names: [] };
      await delay(answer.delayMs ?? 0);
      return HttpResponse.json({
        results: answer.names.map((name, i) => ({
          id: `https://openalex.org/A${q.length}${i}`,
          display_name: name,
          hint: 'Sorbonne',
          entity_type: 'author',
        })),
      });
    }),
  );
  return asked;
}

async function addAuthorFilter(user: ReturnType<typeof renderFilterList>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add filter' }));
  await user.click(screen.getByRole('menuitem', { name: 'Author' }));
  return screen.getByRole('textbox', { name: 'Author value' });
}

describe('entity filters', () => {
  it("show 'loading...' until the name arrives, then the name cut at 50 characters", async () => {
    serveEntityNames({ I27837315: LONG_NAME }, 150);
    renderFilterList({ filter: 'authorships.institutions.lineage:I27837315' });
    const row = screen.getByRole('listitem', { name: 'Institution filter' });
    expect(within(row).getByRole('button', { name: 'loading...' })).toBeInTheDocument();
    const chip = await within(row).findByRole('button', { name: /^Massachusetts/ });
    expect(chip.textContent).toBe('Massachusetts Institute of Technology Department…');
    expect(Array.from(chip.textContent ?? '').length).toBeLessThanOrEqual(50);
  });

  it('look up derived values by their namespace', async () => {
    serveEntityNames({ 'countries/FR': 'France' });
    renderFilterList({ filter: 'authorships.countries:countries/FR' });
    expect(await screen.findByRole('button', { name: 'France' })).toBeInTheDocument();
  });

  it('show the id when the name cannot be found, marked as outside the catalogue', async () => {
    server.use(http.get('/api/A404', () => HttpResponse.json({ error: 'not found' }, { status: 404 })));
    renderFilterList({ filter: 'authorships.author.id:A404' });
    expect(await screen.findByRole('button', { name: 'A404 (not in this catalogue)' })).toBeInTheDocument();
  });

  it('find values by autocomplete after a 300 ms pause', async () => {
    const asked = serveAuthorOptions({ curie: { names: ['Marie Curie', 'Pierre Curie'] } });
    const { user, onChange } = renderFilterList();
    const box = await addAuthorFilter(user);
    expect(box).toHaveAttribute('placeholder', 'Search authors');
    expect(await screen.findByRole('checkbox', { name: 'Ada Lovelace' })).toBeInTheDocument();

    await user.type(box, 'curie');
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    await user.click(await screen.findByRole('checkbox', { name: 'Marie Curie' }));
    expect(asked).toEqual(['curie']);
    expect(onChange).toHaveBeenLastCalledWith('authorships.author.id:A50');
    // The chip shows the picked name without looking it up again.
    expect(
      within(screen.getByRole('listitem', { name: 'Author filter' })).getByRole('button', { name: 'Marie Curie' }),
    ).toBeInTheDocument();
  });

  it('never let a late answer for older text replace the newer one', async () => {
    const asked = serveAuthorOptions({
      cur: { names: ['Old Answer'], delayMs: 700 },
      curie: { names: ['New Answer'] },
    });
    const { user } = renderFilterList();
    const box = await addAuthorFilter(user);
    await user.type(box, 'cur');
    await waitFor(() => expect(asked).toEqual(['cur']));
    await user.type(box, 'ie');
    expect(await screen.findByRole('checkbox', { name: 'New Answer' })).toBeInTheDocument();
    // Past the time the older answer would have come.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('checkbox', { name: 'Old Answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'New Answer' })).toBeInTheDocument();
  });

  it('say so when autocomplete finds nothing', async () => {
    serveAuthorOptions({});
    const { user } = renderFilterList();
    await user.type(await addAuthorFilter(user), 'zzzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results found'));
  });

  it('accept a pasted id', async () => {
    serveAuthorOptions({});
    serveEntityNames({ A5023888391: 'Marie Curie' });
    const { user, onChange } = renderFilterList();
    await user.type(await addAuthorFilter(user), 'https://openalex.org/A5023888391');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results found'));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('authorships.author.id:A5023888391');
    expect(await screen.findByRole('button', { name: 'Marie Curie' })).toBeInTheDocument();
  });
});
