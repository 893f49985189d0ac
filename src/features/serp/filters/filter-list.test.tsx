import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { renderFilterList, serveEntityNames } from './filter-list-test-utils';

beforeEach(() => serveEntityNames({ 'types/article': 'article', 'types/book': 'book' }));

describe('FilterList', () => {
  it('shows each filter as a sentence with a remove button', async () => {
    const { user, onChange } = renderFilterList({ filter: 'publication_year:2010-2020,open_access.is_oa:true' });
    const year = screen.getByRole('listitem', { name: 'Year filter' });
    expect(year).toHaveTextContent('Yearis within range2010-2020');
    expect(screen.getByRole('listitem', { name: 'Open Access filter' })).toHaveTextContent('Open AccessisOpen Access');

    await user.click(within(year).getByRole('button', { name: 'Remove Year filter' }));
    expect(onChange).toHaveBeenLastCalledWith('open_access.is_oa:true');
    expect(screen.queryByRole('listitem', { name: 'Year filter' })).not.toBeInTheDocument();
  });

  it('lists the popular works filters first, then the rest by category', async () => {
    const { user } = renderFilterList();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const items = within(screen.getByRole('menu', { name: 'Filters to add' })).getAllByRole('menuitem');
    expect(items.slice(0, 7).map((item) => item.textContent)).toEqual([
      'Institution',
      'Author',
      'Title or abstract',
      'Open Access',
      'Type',
      'Year',
      'Sustainable Development Goal',
    ]);
    // Each filter once; hidden ones (related_to) are not offered.
    const names = items.map((item) => item.textContent);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('Related to');
    expect(screen.getByText('Aboutness')).toBeInTheDocument();
  });

  it('narrows the menu to the filters matching the search box', async () => {
    const { user } = renderFilterList();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.type(screen.getByRole('textbox', { name: 'Search filters' }), 'retract');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Retracted']);
    await user.clear(screen.getByRole('textbox', { name: 'Search filters' }));
    await user.type(screen.getByRole('textbox', { name: 'Search filters' }), 'zzz');
    expect(screen.getByRole('menuitem', { name: 'No matching filters' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('does not let a key already in use be added again', async () => {
    const { user, onChange } = renderFilterList({ filter: 'type:types/article' });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const type = screen.getByRole('menuitem', { name: 'Type' });
    expect(type).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Year' })).not.toHaveAttribute('aria-disabled');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds a boolean filter at once with true', async () => {
    const { user, onChange } = renderFilterList({ filter: 'publication_year:2020' });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Open Access' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('publication_year:2020,open_access.is_oa:true');
    const row = screen.getByRole('listitem', { name: 'Open Access filter' });
    expect(within(row).getByRole('button', { name: 'Open Access' })).toBeInTheDocument();
  });

  it('opens a new range filter for its value without putting it in the URL yet', async () => {
    const { user, onChange } = renderFilterList();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Year' }));
    const box = screen.getByRole('textbox', { name: 'Year range' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('placeholder', 'Enter year or range of years');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows filters of keys it does not know, read-only but removable', async () => {
    const { user, onChange } = renderFilterList({ filter: 'institutions.country_code:fr,type:types/book' });
    const row = screen.getByRole('listitem', { name: 'Institutions Country Code filter' });
    expect(row).toHaveTextContent('isfr');
    await user.click(within(row).getByRole('button', { name: 'Remove Institutions Country Code filter' }));
    expect(onChange).toHaveBeenLastCalledWith('type:types/book');
  });

  it('offers the filters of other entity types, popular ones first', async () => {
    const { user } = renderFilterList({ entityType: 'authors' });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const first = screen.getAllByRole('menuitem')[0];
    expect(first).toBeDefined();
    expect(screen.queryByRole('menuitem', { name: 'Year' })).not.toBeInTheDocument();
  });
});

describe('FilterList accessibility', () => {
  it('names every button, box and checkbox, with editors open', async () => {
    server.use(
      http.get('/api/works', () =>
        HttpResponse.json({
          meta: { count: 3 },
          group_by: [{ key: 'https://openalex.org/types/dataset', key_display_name: 'dataset', count: 3 }],
        }),
      ),
    );
    const { user } = renderFilterList({
      filter: 'open_access.is_oa:true,publication_year:2020,default.search:bees,type:types/article+!types/book',
    });
    await user.click(screen.getByRole('button', { name: '2020' }));
    await user.click(screen.getByRole('button', { name: 'article' }));
    await screen.findByRole('checkbox', { name: 'dataset' });
    const controls = [
      ...screen.getAllByRole('button'),
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('checkbox'),
    ];
    for (const control of controls) expect(control).toHaveAccessibleName();

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    for (const control of [...screen.getAllByRole('menuitem'), ...screen.getAllByRole('textbox')]) {
      expect(control).toHaveAccessibleName();
    }
  });
});
