import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { parseOql } from '../../../lib/oql/parse';
import { server } from '../../../testing/msw-server';
import { createTestQueryClient } from '../../../testing/render-app';
import { OqlConfigGate } from './oql-config-gate';

/** A served configuration with one metric column, as GET /entities/config answers. */
const served = {
  institutions: {
    id: 'institutions',
    showOnTablePage: ['display_name', 'count(works)'],
    sortByDefault: 'count(works)',
    sortDirDefault: 'desc',
    columns: {
      display_name: { id: 'display_name', displayName: 'name', actions: ['sort', 'column'] },
      'count(works)': { id: 'count(works)', displayName: 'works count', type: 'number', actions: ['sort', 'column'] },
    },
  },
};

function renderGate() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <OqlConfigGate>
        {(config) => <p>parsed: {parseOql('get institutions; sort by works count desc;', config).sort_by_column}</p>}
      </OqlConfigGate>
    </QueryClientProvider>,
  );
}

describe('the entity configuration, loaded from the analytics host at run time', () => {
  it('parses OQL with the columns the server serves', async () => {
    server.use(http.get('/api/entities/config', () => HttpResponse.json(served)));
    renderGate();
    expect(await screen.findByText('parsed: count(works)')).toBeVisible();
  });

  it("says 'Failed to load configs: {status}' when it cannot", async () => {
    server.use(http.get('/api/entities/config', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    renderGate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load configs: 503');
    expect(screen.queryByText(/parsed:/)).not.toBeInTheDocument();
  });
});
