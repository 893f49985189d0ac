import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';
import { renderFilterList, serveEntityNames } from './filter-list-test-utils';

describe('filter chips of real-data links (issue 32 items 6, 16)', () => {
  it('reads authorships.institutions.country_code like the country filter, by the country name', async () => {
    serveEntityNames({ 'countries/us': 'United States' });
    renderFilterList({ filter: 'authorships.institutions.country_code:us' });
    const row = screen.getByRole('listitem', { name: 'Country filter' });
    expect(await screen.findByText('United States')).toBeVisible();
    expect(row).toHaveTextContent('CountryisUnited States');
  });

  it('shows an institution the catalogue has no record of as its id, marked as outside the catalogue', async () => {
    server.use(
      http.get('/api/I124357947', () =>
        HttpResponse.json(
          { error: 'Not found', message: "No institutions record with id 'I124357947'." },
          { status: 404 },
        ),
      ),
    );
    renderFilterList({ filter: 'authorships.institutions.lineage:I124357947' });
    expect(await screen.findByText('I124357947 (not in this catalogue)')).toBeVisible();
  });
});
