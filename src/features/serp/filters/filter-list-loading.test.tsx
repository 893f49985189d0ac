import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { parseFilters } from '../../../lib/filter-url';
import { FilterList } from './filter-list';

// Without the preloading a results page does: the rows' and the menu's code load on demand.
function renderList(filter: string) {
  const parsed = parseFilters(filter);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <FilterList entityType="works" filters={parsed.filters} onFiltersChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('FilterList loading its parts on demand', () => {
  it('holds the place of the rows while their code loads, then shows them', async () => {
    renderList('publication_year:2020');
    expect(screen.getByRole('status', { name: 'Loading filters' })).toBeInTheDocument();
    const row = await screen.findByRole('listitem', { name: 'Year filter' });
    expect(row).toHaveTextContent('2020');
    expect(screen.queryByRole('status', { name: 'Loading filters' })).not.toBeInTheDocument();
  });

  it('opens the Add filter menu on the first click', async () => {
    renderList('');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    const menu = await screen.findByRole('menu', { name: 'Filters to add' });
    expect(within(menu).getByRole('menuitem', { name: /Year/ })).toBeInTheDocument();
  });
});
