import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers, worksCountHandler } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const author = {
  id: 'https://openalex.org/A5',
  display_name: 'Ada Lovelace',
  entity_type: 'authors',
  type: null,
  roles: null,
  works_count: 1234,
  cited_by_count: 99,
  props: [
    {
      config: {
        id: 'id',
        displayName: 'OpenAlex ID',
        type: 'string',
        isList: false,
        objectEntity: null,
        isCurrency: false,
        isYear: false,
        isId: true,
      },
      value: 'https://openalex.org/A5',
    },
  ],
};

beforeEach(() => {
  server.use(
    http.get('/api/A5', ({ request }) =>
      new URL(request.url).searchParams.get('select') === 'counts_by_year'
        ? HttpResponse.json({
            counts_by_year: [
              { year: 2024, works_count: 3, cited_by_count: 10 },
              { year: 2023, works_count: 1, cited_by_count: 4 },
            ],
          })
        : HttpResponse.json(author),
    ),
    http.get('/api/A404', () => HttpResponse.json({ error: 'Not found', message: 'no' }, { status: 404 })),
    worksCountHandler({ 'authorships.author.id:A5': 1234 }),
    ...emptyDataApiHandlers,
  );
});

describe('entity page', () => {
  it("shows the entity's name, a link to its works, its yearly charts and its works' groups", async () => {
    renderApp('/A5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'View 1,234 works' })).toHaveAttribute(
      'href',
      '/works?filter=authorships.author.id:A5',
    );
    expect(await screen.findByRole('figure', { name: 'Works per year' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Citations per year' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Its works' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Claim profile' })).toBeVisible();
  });

  it('says an unknown id is not in this catalogue', async () => {
    renderApp('/A404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not in this catalogue' })).toBeVisible();
  });
});
