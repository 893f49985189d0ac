import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers, worksCountHandler } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const numberProp = (id: string, displayName: string, value: number) => ({
  config: {
    id,
    displayName,
    type: 'number',
    isList: false,
    objectEntity: null,
    isCurrency: false,
    isYear: false,
    isId: false,
  },
  value,
});

/** The format=ui answer of a record with its own figures and, when sent, this catalogue's. */
function ui(
  id: string,
  entityType: string,
  own: { works_count: number | null; cited_by_count: number },
  local?: { works_count?: number; cited_by_count: number },
) {
  return {
    id: `https://openalex.org/${id}`,
    display_name: `Record ${id}`,
    entity_type: entityType,
    type: null,
    roles: null,
    ...own,
    ...(local ? { local_counts: local } : {}),
    props: [
      ...(own.works_count === null ? [] : [numberProp('works_count', 'Works', own.works_count)]),
      numberProp('cited_by_count', 'Citations', own.cited_by_count),
    ],
  };
}

let asked: (string | null)[];

beforeEach(() => {
  asked = [];
  const answer = (body: ReturnType<typeof ui>) => () => HttpResponse.json(body);
  server.use(
    http.get('/api/I27837315', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('local_counts'));
      return HttpResponse.json(
        ui(
          'I27837315',
          'institutions',
          { works_count: 932812, cited_by_count: 22780242 },
          {
            works_count: 0,
            cited_by_count: 0,
          },
        ),
      );
    }),
    http.get(
      '/api/W2741809807',
      answer(ui('W2741809807', 'works', { works_count: null, cited_by_count: 1109 }, { cited_by_count: 5 })),
    ),
    // a generated catalogue: both figures are the same
    http.get(
      '/api/I5',
      answer(
        ui('I5', 'institutions', { works_count: 12, cited_by_count: 40 }, { works_count: 12, cited_by_count: 40 }),
      ),
    ),
    http.get('/api/W1775749144', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    http.get('/api/publishers/P4310320990', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    http.get('/api/nothing/here', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })),
    worksCountHandler({ 'authorships.institutions.lineage:I27837315': 0, 'authorships.institutions.lineage:I5': 12 }),
    ...emptyDataApiHandlers,
  );
});

describe("an entity page's figures", () => {
  it("show an imported institution's works here first, its OpenAlex-wide figures labelled in OpenAlex", async () => {
    renderApp('/I27837315');
    expect(await screen.findByRole('link', { name: 'View 0 works' })).toBeVisible();
    expect(await screen.findByText('0 in this catalogue')).toBeVisible();
    expect(screen.getByText('932,812 works in OpenAlex')).toBeVisible();
    expect(screen.getByText('22,780,242 citations in OpenAlex')).toBeVisible();
    expect(screen.queryByText('932,812')).toBeNull();
    expect(asked).toContain('true');
  });

  it("link a work to its citing works here: 5, beside OpenAlex's 1,109", async () => {
    renderApp('/W2741809807');
    expect(await screen.findByRole('link', { name: 'View 5 citing works' })).toHaveAttribute(
      'href',
      '/works?filter=cites:W2741809807',
    );
    expect(screen.getByText('5 in this catalogue')).toBeVisible();
    expect(screen.getByText('1,109 citations in OpenAlex')).toBeVisible();
  });

  it('show one number where both figures are the same (a generated catalogue)', async () => {
    renderApp('/I5');
    expect(await screen.findByRole('link', { name: 'View 12 works' })).toBeVisible();
    expect(screen.getByText('12')).toBeVisible();
    expect(screen.queryByText(/in OpenAlex|in this catalogue/)).toBeNull();
  });
});

describe('a record that is not in the catalogue', () => {
  it.each([
    ['/W1775749144', 'W1775749144'],
    ['/publishers/P4310320990', 'P4310320990'],
  ])('%s says so and links to the record on openalex.org', async (path, id) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not in this catalogue' })).toBeVisible();
    expect(screen.getByText(new RegExp(`${id} is not in this catalogue`))).toBeVisible();
    expect(screen.getByRole('link', { name: `https://openalex.org/${id}` })).toHaveAttribute(
      'href',
      `https://openalex.org/${id}`,
    );
    expect(screen.queryByText("Sorry, this page doesn't exist.")).toBeNull();
  });

  it('leaves paths that are no entity id on the not-found page', async () => {
    renderApp('/nothing/here');
    expect(await screen.findByText("Sorry, this page doesn't exist.")).toBeVisible();
  });
});
