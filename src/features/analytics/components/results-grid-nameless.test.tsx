import { screen } from '@testing-library/react';
import type { AnalyticsSearch, ResultsColumn } from '../api/searches';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ResultsGrid } from './results-grid';

const plain = { isDate: false, actions: [], actionsPopular: [], objectEntity: null };
const column = (id: string, type: string, displayName: string): ResultsColumn => ({ ...plain, id, type, displayName });

// institutions by works, the second a nameless record of the imported sample (I124357947, known
// only from its colleges' lineage), and each row's parent institution as an entity cell
const search = {
  id: 's1',
  results_header: [
    column('display_name', 'string', 'Name'),
    { ...column('parent', 'string', 'Parent'), objectEntity: 'institutions' },
    column('count(works)', 'number', 'Works'),
  ],
  results: [
    {
      id: 'institutions/I45129253',
      cells: {
        display_name: 'University College London',
        parent: { id: 'institutions/I124357947', display_name: '' },
        'count(works)': 12,
      },
    },
    { id: 'institutions/I124357947', cells: { display_name: '', parent: null, 'count(works)': 7 } },
  ],
} as unknown as AnalyticsSearch;

const actions = { sort: vi.fn(), remove: vi.fn(), filter: vi.fn(), canRemove: true };

describe('analytics results grid, an entity without a name (issue 45 item 11)', () => {
  it('shows its id, linked to the entity, with "no name in OpenAlex", as a row and as a cell', async () => {
    renderWithProviders(
      <ResultsGrid
        search={search}
        actions={actions}
        selection={{ type: 'include', ids: new Set() }}
        onSelection={vi.fn()}
      />,
    );
    const links = await screen.findAllByRole('link', { name: 'I124357947 (no name in OpenAlex)' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toContain('zoom=I124357947');
    expect(screen.getByRole('link', { name: 'University College London' })).toBeVisible();
  });
});
