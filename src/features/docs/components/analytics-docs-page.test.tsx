import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AnalyticsDocsPage } from './analytics-docs-page';

/** A served configuration in this server's shape (server/src/analytics/entities-config.ts). */
const served = {
  works: {
    id: 'works',
    displayName: 'works',
    descr: 'Scholarly documents',
    columns: {
      display_name: {
        id: 'display_name',
        displayName: 'title',
        description: 'The title of the work',
        type: 'string',
        actions: ['filter', 'sort', 'column'],
        actionsPopular: ['filter'],
      },
      'authorships.countries': {
        id: 'authorships.countries',
        displayName: 'country',
        type: 'array',
        actions: ['filter', 'group_by', 'column'],
        actionsPopular: [],
      },
      'count(works)': {
        id: 'count(works)',
        displayName: 'works count',
        type: 'number',
        actions: ['sort', 'column'],
        isDataApi: false,
        filterKey: null,
      },
      'awards.funder.id': {
        id: 'awards.funder.id',
        displayName: 'award funder',
        type: 'array',
        actions: ['filter'],
        isDataApi: false,
        filterKey: 'grants.funder',
      },
      abstract_inverted_index: { id: 'abstract_inverted_index', displayName: 'abstract', type: 'object', actions: [] },
    },
  },
  authors: {
    id: 'authors',
    columns: {
      'summary_stats.h_index': {
        id: 'summary_stats.h_index',
        displayName: 'h-index',
        type: 'number',
        actions: ['filter', 'sort'],
      },
    },
  },
};

async function renderPage(path = '/analytics-docs') {
  server.use(http.get('/api/entities/config', () => HttpResponse.json(served)));
  const view = renderWithProviders(<AnalyticsDocsPage />, { path });
  await screen.findByRole('list', { name: 'Columns of works' });
  return view;
}

const listed = (entity = 'works') =>
  within(screen.getByRole('list', { name: `Columns of ${entity}` }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const title = () => screen.getByRole('heading', { level: 1, name: 'Analytics documentation' });

afterEach(() => {
  vi.useRealTimers();
});

describe('analytics docs page', () => {
  it('lists the columns with actions, with id, display name, description and badges', async () => {
    const { user } = await renderPage();
    expect(listed()).toEqual(['title', 'country', 'works count', 'award funder']);
    const entry = screen.getByRole('heading', { level: 3, name: 'title' }).closest('li')!;
    expect(within(entry).getByText('display_name')).toBeVisible();
    expect(within(entry).getByText('The title of the work')).toBeVisible();
    const badges = within(within(entry).getByLabelText('Actions'));
    expect(['filter', 'column', 'sort'].map((badge) => badges.getByText(badge))).toHaveLength(3);
    // no sort badge for a column that cannot be sorted
    const country = screen.getByRole('heading', { level: 3, name: 'country' }).closest('li')!;
    expect(within(country).queryByText('sort')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Debug mode' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'authors' }));
    expect(await screen.findByRole('list', { name: 'Columns of authors' })).toBeVisible();
    expect(listed('authors')).toEqual(['h-index']);
  });

  it('toggles the debug mode by four clicks on the title, each within a second of the last', async () => {
    await renderPage();
    vi.useFakeTimers({ toFake: ['Date'] });
    const debugPanel = () => screen.queryByRole('region', { name: 'Debug mode' });

    fireEvent.click(title());
    vi.advanceTimersByTime(900);
    fireEvent.click(title());
    vi.advanceTimersByTime(900);
    fireEvent.click(title());
    // a gap of more than a second starts the count again: this is a first click, not a fourth
    vi.advanceTimersByTime(1001);
    fireEvent.click(title());
    expect(debugPanel()).not.toBeInTheDocument();

    for (let click = 2; click <= 4; click++) {
      vi.advanceTimersByTime(1000);
      fireEvent.click(title());
    }
    expect(debugPanel()).toBeInTheDocument();

    for (let click = 1; click <= 4; click++) fireEvent.click(title());
    expect(debugPanel()).not.toBeInTheDocument();
  });

  it('filters the list by the debug checkboxes and counts the columns', async () => {
    const { user } = await renderPage();
    for (let click = 1; click <= 4; click++) await user.click(title());
    const panel = within(screen.getByRole('region', { name: 'Debug mode' }));
    // every column in the debug mode, actionless ones too
    expect(panel.getByRole('status')).toHaveTextContent('5 of 5 columns shown');
    expect(screen.getByRole('tab', { name: 'works (5)' })).toBeVisible();

    const filter = (label: string) => panel.getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
    expect(filter('actions empty')).toHaveAccessibleName('actions empty (1)');
    await user.click(filter('actions empty'));
    expect(listed()).toEqual(['abstract']);
    expect(panel.getByRole('status')).toHaveTextContent('1 of 5 columns shown');
    await user.click(filter('actions empty'));

    await user.click(filter('type object or array'));
    expect(listed()).toEqual(['country', 'award funder', 'abstract']);
    await user.click(filter('has actions'));
    expect(listed()).toEqual(['country', 'award funder']);
    await user.click(filter('unequal warehouse columns'));
    expect(listed()).toEqual(['award funder']);
    expect(panel.getByRole('status')).toHaveTextContent('1 of 5 columns shown');
    for (const label of ['type object or array', 'has actions', 'unequal warehouse columns'])
      await user.click(filter(label));

    await user.click(filter('name contains a parenthesis'));
    expect(listed()).toEqual(['works count']);
    await user.click(filter('name contains a parenthesis'));
    await user.click(filter('has popular actions'));
    expect(listed()).toEqual(['title']);
    await user.click(filter('has popular actions'));
    await user.click(filter('type not string'));
    expect(listed()).toEqual(['country', 'works count', 'award funder', 'abstract']);

    // a field checkbox adds that field to every entry
    await user.click(panel.getByRole('checkbox', { name: 'data API key' }));
    const funder = screen.getByRole('heading', { level: 3, name: 'award funder' }).closest('li')!;
    expect(within(funder).getByText('analytics only (filters grants.funder)')).toBeVisible();
  });
});
