import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { renderFilterList, serveEntityNames, settle } from './filter-list-test-utils';

const TYPES = [
  'article',
  'book',
  'book-chapter',
  'dataset',
  'dissertation',
  'editorial',
  'erratum',
  'letter',
  'paratext',
  'preprint',
  'review',
  'other',
];

/** Serves `GET /api/works?group_by=…` with the type groups; remembers the filter each call sent. */
function serveTypeGroups() {
  const filtersSent: string[] = [];
  server.use(
    http.get('/api/works', ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('group_by') !== 'type') return undefined;
      filtersSent.push(url.searchParams.get('filter') ?? '');
      return HttpResponse.json({
        meta: { count: 1000, groups_count: TYPES.length },
        group_by: TYPES.map((type, i) => ({
          key: `https://openalex.org/types/${type}`,
          key_display_name: type,
          count: 500 - i * 10,
        })),
      });
    }),
  );
  return filtersSent;
}

function typeRow() {
  return screen.getByRole('listitem', { name: 'Type filter' });
}

async function openTypeFilter(user: ReturnType<typeof renderFilterList>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add filter' }));
  await user.click(screen.getByRole('menuitem', { name: 'Type' }));
  return within(await screen.findByRole('list', { name: 'Type options' }));
}

describe('select and entity filters', () => {
  it('offer the top values under the other filters, at most 10 not chosen', async () => {
    const filtersSent = serveTypeGroups();
    const { user, onChange } = renderFilterList({ filter: 'publication_year:2020' });
    const options = await openTypeFilter(user);
    await waitFor(() => expect(options.getAllByRole('checkbox')).toHaveLength(10));
    expect(options.getByRole('checkbox', { name: 'article' })).not.toBeChecked();
    expect(options.getByText('500')).toBeInTheDocument();
    expect(options.queryByRole('checkbox', { name: 'other' })).not.toBeInTheDocument();
    expect(filtersSent).toEqual(['publication_year:2020']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('apply, exclude and remove options, with the any/all rule', async () => {
    serveTypeGroups();
    const { user, onChange } = renderFilterList();
    const options = await openTypeFilter(user);

    await user.click(await options.findByRole('checkbox', { name: 'article' }));
    expect(onChange).toHaveBeenLastCalledWith('type:types/article');
    expect(within(typeRow()).getByRole('button', { name: 'is' })).toBeInTheDocument();

    await user.click(options.getByRole('checkbox', { name: 'book' }));
    expect(onChange).toHaveBeenLastCalledWith('type:types/article|types/book');
    expect(within(typeRow()).getByRole('button', { name: 'is any of' })).toBeInTheDocument();
    expect(within(typeRow()).getByRole('button', { name: 'Match any' })).toHaveAttribute('aria-pressed', 'true');
    // Chosen values stay listed (first) and the next unchosen one moves up.
    expect(options.getAllByRole('checkbox')).toHaveLength(12);

    // Excluding a value forces 'all' and makes 'any' unavailable.
    await user.click(options.getByRole('button', { name: 'Exclude book' }));
    expect(onChange).toHaveBeenLastCalledWith('type:types/article+!types/book');
    expect(within(typeRow()).getByRole('button', { name: 'Match any' })).toBeDisabled();
    expect(within(typeRow()).getByRole('button', { name: 'Match all' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(typeRow()).getByRole('button', { name: 'NOT book' })).toBeInTheDocument();

    // Including it again keeps 'all' until 'any' is chosen.
    await user.click(options.getByRole('checkbox', { name: 'book' }));
    expect(onChange).toHaveBeenLastCalledWith('type:types/article+types/book');
    await user.click(within(typeRow()).getByRole('button', { name: 'Match any' }));
    expect(onChange).toHaveBeenLastCalledWith('type:types/article|types/book');

    await user.click(options.getByRole('checkbox', { name: 'article' }));
    expect(onChange).toHaveBeenLastCalledWith('type:types/book');
  });

  it("switch between 'is' and 'is not'", async () => {
    serveEntityNames({ 'types/article': 'article', 'types/book': 'book' });
    const { user, onChange } = renderFilterList({ filter: 'type:types/article' });
    await user.click(within(typeRow()).getByRole('button', { name: 'is' }));
    await user.click(screen.getByRole('menuitem', { name: 'is not' }));
    expect(onChange).toHaveBeenLastCalledWith('type:!types/article');
    expect(within(typeRow()).getByRole('button', { name: 'is not' })).toBeInTheDocument();
  });

  it("say 'is none of' for a negated filter of several values", async () => {
    serveEntityNames({ 'types/article': 'article', 'types/book': 'book' });
    const { user, onChange } = renderFilterList({ filter: 'type:types/article|types/book' });
    await user.click(within(typeRow()).getByRole('button', { name: 'is any of' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['is any of', 'is none of']);
    await user.click(screen.getByRole('menuitem', { name: 'is none of' }));
    expect(onChange).toHaveBeenLastCalledWith('!type:types/article|types/book');
  });

  it("keep a pending filter's 'is not' for its first value", async () => {
    serveTypeGroups();
    const { user, onChange } = renderFilterList();
    const options = await openTypeFilter(user);
    await user.click(within(typeRow()).getByRole('button', { name: 'is' }));
    await user.click(screen.getByRole('menuitem', { name: 'is not' }));
    expect(onChange).not.toHaveBeenCalled();
    // The operator click did not end the editing.
    await user.click(await options.findByRole('checkbox', { name: 'dataset' }));
    expect(onChange).toHaveBeenLastCalledWith('type:!types/dataset');
  });

  it('close the options when focus leaves the filter, keeping its values', async () => {
    serveTypeGroups();
    const { user, onChange } = renderFilterList();
    const options = await openTypeFilter(user);
    await user.click(await options.findByRole('checkbox', { name: 'book' }));
    await settle();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Type options' })).not.toBeInTheDocument());
    expect(onChange).toHaveBeenCalledExactlyOnceWith('type:types/book');
    expect(within(typeRow()).getByRole('button', { name: 'book' })).toBeInTheDocument();
  });

  it('close the options on Escape, dropping a filter still without a value', async () => {
    serveTypeGroups();
    const { user, onChange } = renderFilterList();
    await openTypeFilter(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listitem', { name: 'Type filter' })).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('narrow the options to the typed text and take the first on Enter', async () => {
    serveTypeGroups();
    const { user, onChange } = renderFilterList();
    const options = await openTypeFilter(user);
    await options.findByRole('checkbox', { name: 'article' });
    await user.type(screen.getByRole('textbox', { name: 'Type value' }), 'pre');
    expect(options.getAllByRole('checkbox')).toHaveLength(1);
    expect(options.getByRole('checkbox', { name: 'preprint' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('type:types/preprint');
  });

  it('take a typed value where a facet has no option list', async () => {
    const { user, onChange } = renderFilterList();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Search filters' }), 'doi');
    await user.click(screen.getByRole('menuitem', { name: 'DOI' }));
    const box = screen.getByRole('textbox', { name: 'DOI value' });
    expect(box).toHaveAttribute('placeholder', 'Enter a value');
    await user.type(box, 'https://doi.org/10.1/abc{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('doi:https://doi.org/10.1/abc');
  });

  it.each([
    ['best_oa_location.license:null', 'License filter', 'All rights reserved'],
    ['language:null', 'Language filter', 'Unknown'],
    ['sustainable_development_goals.id:unknown', 'Sustainable Development Goal filter', 'Unknown'],
  ])('show the null value of %s by its name', (filter, row, text) => {
    renderFilterList({ filter });
    expect(within(screen.getByRole('listitem', { name: row })).getByRole('button', { name: text })).toBeInTheDocument();
  });
});
