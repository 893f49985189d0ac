import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { resetSession } from '../../../testing/session';
import { DATA_SOURCES, NOT_PUBLISHED } from '../lib/data-sources';

beforeEach(() => {
  resetSession();
  server.use(
    http.get('/api/works', () =>
      HttpResponse.json({ meta: { count: 1234567, page: 1, per_page: 1, groups_count: null }, results: [] }),
    ),
    ...emptyDataApiHandlers,
  );
});

const NAMES = [
  'OpenAlex',
  'Scopus',
  'Web of Science',
  'Dimensions',
  'Lens.org',
  'Semantic Scholar',
  'Crossref',
  'Google Scholar',
];

describe('/about', () => {
  it('compares the eight sources and this one; every figure cites a listed source or says it is not published', async () => {
    renderApp('/about');
    const table = await screen.findByRole('table', { name: 'Scholarly data sources compared' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Source', 'Coverage', 'Openness of data and licence', 'API', 'Bulk download', 'Price model']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      ...NAMES,
      'Alexandria (this site)',
    ]);
    expect(DATA_SOURCES.map((s) => s.name)).toEqual(NAMES);

    const sources = document.querySelectorAll('ol > li[id^="source-"]');
    expect(sources.length).toBeGreaterThan(10);
    for (const row of rows.slice(0, NAMES.length)) {
      for (const cell of within(row).getAllByRole('cell')) {
        const cite = within(cell).queryByRole('link', { name: /^source \d+: .+, \d{4}/ });
        if (cite) {
          const target = document.getElementById(cite.getAttribute('href')!.slice(1));
          expect(target, cite.getAttribute('href')!).not.toBeNull();
          expect(target!.querySelector('a')!.getAttribute('href')).toMatch(/^https:\/\//);
        } else expect(cell).toHaveTextContent(NOT_PUBLISHED);
      }
    }
    const product = rows[NAMES.length]!;
    expect(await within(product).findByText(/1,234,567 works in this installation's catalogue/)).toBeVisible();
    expect(document.body.textContent).not.toMatch(/later release|coming soon/i);
  });
});
