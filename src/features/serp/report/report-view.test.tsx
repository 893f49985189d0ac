import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { group, renderReport, serveWorks } from './report-test-fixtures';

const card = (name: string) => screen.findByRole('region', { name });
/** The body rows of a card's table, each as its cells' text. */
const tableRows = (region: HTMLElement) =>
  within(within(region).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('ReportView', () => {
  it('loads every card with one request', async () => {
    const requests = serveWorks();
    renderReport({ groupBys: ['publication_year', 'open_access.is_oa', 'type'] });
    expect(await card('Open Access')).toBeInTheDocument();
    expect(await card('Year')).toBeInTheDocument();
    expect(await card('Type')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.get('group_bys')).toBe('publication_year,open_access.is_oa,type');
  });

  it('shows a count, a share of the works and a chart for each group', async () => {
    serveWorks();
    renderReport({ groupBys: ['authorships.institutions.lineage'] });
    const region = await card('Institution');
    await waitFor(() => expect(within(region).getByRole('table')).toBeInTheDocument());
    expect(tableRows(region)).toEqual([
      ['Massachusetts Institute of Technology', '600', '60%'],
      ['Harvard University', '300', '30%'],
      ['Stanford University', '100', '10%'],
    ]);
    expect(within(region).getByRole('img', { name: 'Bar chart of works by Institution' })).toBeInTheDocument();
  });

  it('shows five rows with a More dialog listing every group from its own request', async () => {
    const requests = serveWorks({ count: 15_998 });
    const { user } = renderReport({ groupBys: ['type'] });
    const region = await card('Type');
    await waitFor(() => expect(tableRows(region)).toHaveLength(5));
    expect(tableRows(region)[0]).toEqual(['article', '12,345', '77.2%']);

    await user.click(within(region).getByRole('button', { name: 'More' }));
    // The dialog's module loads lazily on first use, which can be slow on a busy test machine.
    const dialog = await screen.findByRole('dialog', { name: 'Type' });
    await waitFor(() => expect(tableRows(dialog)).toHaveLength(8));
    expect(tableRows(dialog)[7]).toEqual(['erratum', '5', '<0.1%']);
    const more = requests.find((params) => params.has('group_by'))!;
    expect(more.get('group_by')).toBe('type');
    expect(more.get('per_page')).toBe('200');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows 25 years, newest first, with a year trend chart', async () => {
    serveWorks();
    renderReport({ groupBys: ['publication_year'] });
    const region = await card('Year');
    await waitFor(() => expect(tableRows(region)).toHaveLength(25));
    expect(tableRows(region)[0]![0]).toBe('2024');
    expect(tableRows(region)[24]![0]).toBe('2000');
    expect(within(region).getByRole('img', { name: 'Trend chart of works by Year' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'More' })).toBeInTheDocument();
  });

  it('gives a multi-valued facet’s groups their share of the works, not of the sum of the groups (issue 45 item 3)', async () => {
    // The real sample's country card: 163 of its 289 works have a US author, but the groups add up
    // to 1,132 (a work counts once per country), which read as 14.4%.
    const countries = [
      ['US', 'United States', 163],
      ['GB', 'United Kingdom', 150],
      ['DE', 'Germany', 140],
      ['CN', 'China', 130],
      ['FR', 'France', 120],
      ['IT', 'Italy', 110],
      ['ES', 'Spain', 100],
      ['JP', 'Japan', 90],
      ['CA', 'Canada', 70],
      ['AU', 'Australia', 59],
    ] as const;
    serveWorks({
      count: 289,
      groups: {
        'authorships.countries': countries.map(([code, name, count]) =>
          group(`https://openalex.org/countries/${code}`, count, name),
        ),
      },
    });
    const { user } = renderReport({ groupBys: ['authorships.countries'] });
    const region = await card('Country');
    await waitFor(() => expect(tableRows(region)[0]).toEqual(['United States', '163', '56.4%']));
    expect(tableRows(region)[1]).toEqual(['United Kingdom', '150', '51.9%']);

    await user.hover(within(region).getByText('Share'));
    expect(await screen.findByRole('tooltip', {}, { timeout: 10_000 })).toHaveTextContent(
      'Share of the 289 works matching this search; a work can count in several rows.',
    );
  });

  it('labels boolean groups and shows null groups with the facet’s null label', async () => {
    serveWorks();
    renderReport({ groupBys: ['open_access.is_oa', 'best_oa_location.license:include_unknown'] });
    const oa = await card('Open Access');
    await waitFor(() =>
      expect(tableRows(oa)).toEqual([
        ['NOT Open Access', '750', '75%'],
        ['Open Access', '250', '25%'],
      ]),
    );
    const license = await card('License');
    await waitFor(() => expect(tableRows(license).map((row) => row[0])).toEqual(['All rights reserved', 'CC BY']));
  });

  it('hides the unknown group until the card’s Hide unknown switch is turned off', async () => {
    const requests = serveWorks({ count: 500 });
    const { user, onGroupBysChange } = renderReport({ groupBys: ['language'] });
    const region = await card('Language');
    await waitFor(() => expect(tableRows(region).map((row) => row[0])).toEqual(['English', 'French']));
    const toggle = within(region).getByRole('switch', { name: 'Hide unknown' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    expect(onGroupBysChange).toHaveBeenLastCalledWith(['language:include_unknown']);
    await waitFor(() =>
      expect(tableRows(region)).toEqual([
        ['English', '300', '60%'],
        ['French', '100', '20%'],
        ['Unknown', '100', '20%'],
      ]),
    );
    expect(requests.at(-1)!.get('group_bys')).toBe('language:include_unknown');
    expect(within(region).getByRole('switch', { name: 'Hide unknown' })).not.toBeChecked();
  });

  it('adds a filter with the short id or plain value of a clicked row', async () => {
    serveWorks();
    const { user, onFilterAdd } = renderReport({ groupBys: ['authorships.institutions.lineage', 'type'] });
    await user.click(await screen.findByRole('button', { name: 'Harvard University' }));
    expect(onFilterAdd).toHaveBeenLastCalledWith('authorships.institutions.lineage', 'I136199984');
    await user.click(await screen.findByRole('button', { name: 'book-chapter' }));
    expect(onFilterAdd).toHaveBeenLastCalledWith('type', 'book-chapter');
  });

  it('says there is nothing to analyze when the search has no results', async () => {
    const requests = serveWorks({ count: 0, groups: {} });
    renderReport({ groupBys: ['publication_year', 'type'], filter: 'default.search:zzzz' });
    expect(await screen.findByText('There are no results to analyze.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Type' })).not.toBeInTheDocument();
    expect(requests.every((params) => params.get('filter') === 'default.search:zzzz')).toBe(true);
  });

  it('keeps cards whose values are all unknown when the search has results', async () => {
    serveWorks({ count: 12, groups: { language: [] } });
    renderReport({ groupBys: ['language'] });
    const region = await card('Language');
    expect(await within(region).findByText(/No known values/)).toBeInTheDocument();
    expect(screen.queryByText('There are no results to analyze.')).not.toBeInTheDocument();
  });

  it('shows the API’s error message in the cards', async () => {
    server.use(
      http.get('/api/works', () =>
        HttpResponse.json({ error: 'Invalid query parameters', message: 'foo is not a valid field.' }, { status: 400 }),
      ),
    );
    renderReport({ groupBys: ['type'] });
    const region = await card('Type');
    expect(await within(region).findByText('foo is not a valid field.')).toBeInTheDocument();
  });

  it('shows skeletons while the groups load', async () => {
    server.use(http.get('/api/works', () => new Promise<Response>(() => {})));
    renderReport({ groupBys: ['type'] });
    const region = await card('Type');
    expect(within(region).getByRole('progressbar', { name: 'Loading groups' })).toBeInTheDocument();
  });
});
