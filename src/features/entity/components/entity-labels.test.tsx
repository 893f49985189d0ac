import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const prop = (id: string, displayName: string, value: unknown) => ({
  config: {
    id,
    displayName,
    type: Array.isArray(value) ? 'array' : 'string',
    isList: Array.isArray(value),
    objectEntity: Array.isArray(value) ? 'sdgs' : null,
    isCurrency: false,
    isYear: false,
    isId: false,
  },
  value,
});

const entity = (id: string, entityType: string, props: ReturnType<typeof prop>[]) => ({
  id: `https://openalex.org/${id}`,
  display_name: `Record ${id}`,
  entity_type: entityType,
  type: null,
  roles: null,
  works_count: null,
  cited_by_count: 1,
  props,
});

// The vocabularies' names as the data API serves them (GET /{type}/{code}?select=id,display_name).
const NAMES: Record<string, string> = {
  'countries/US': 'United States',
  'languages/en': 'English',
  'licenses/cc-by': 'CC-BY',
};

beforeEach(() => {
  server.use(
    http.get('/api/W43', () =>
      HttpResponse.json(
        entity('W43', 'works', [
          prop('language', 'Language', 'en'),
          prop('best_oa_location.license', 'License', 'cc-by'),
          prop('sustainable_development_goals', 'SDGs', []),
        ]),
      ),
    ),
    http.get('/api/I7', () => HttpResponse.json(entity('I7', 'institutions', [prop('country_code', 'Country', 'US')]))),
    http.get('/api/:namespace/:code', ({ params }) => {
      const path = `${String(params.namespace)}/${String(params.code)}`;
      const name = NAMES[path];
      return name ? HttpResponse.json({ id: `https://openalex.org/${path}`, display_name: name }) : undefined;
    }),
    ...emptyDataApiHandlers,
  );
});

describe('entity details: names, not codes (issue 32 item 16)', () => {
  it("shows a work's language and licence by name and an empty SDG list as None", async () => {
    renderApp('/works?zoom=W43');
    const panel = await screen.findByRole('presentation');
    expect(await within(panel).findByRole('link', { name: 'English' })).toHaveAttribute('href', '/languages/en');
    expect(await within(panel).findByRole('link', { name: 'CC-BY' })).toHaveAttribute('href', '/licenses/cc-by');
    expect(within(panel).queryByText('en')).not.toBeInTheDocument();
    expect(within(panel).getByText('None')).toBeVisible();
    expect(within(panel).queryByText('Unknown')).not.toBeInTheDocument();
  });

  it("shows an institution's country by name", async () => {
    renderApp('/works?zoom=I7');
    const panel = await screen.findByRole('presentation');
    expect(await within(panel).findByRole('link', { name: 'United States' })).toHaveAttribute('href', '/countries/US');
    expect(within(panel).queryByText('US')).not.toBeInTheDocument();
  });
});
