import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

// University of Michigan as imported from OpenAlex (932,812 works there), none of its works here;
// American Cancer Society only referenced by the imported works (a stub counted here: 13).
const michigan = {
  id: 'https://openalex.org/I27837315',
  display_name: 'University of Michigan–Ann Arbor',
  works_count: 932812,
  cited_by_count: 22780242,
  local_counts: { works_count: 0, cited_by_count: 0 },
};
const society = {
  id: 'https://openalex.org/I1288198617',
  display_name: 'American Cancer Society',
  works_count: 13,
  cited_by_count: 448258,
  local_counts: { works_count: 13, cited_by_count: 448258 },
};
const work = {
  id: 'https://openalex.org/W2741809807',
  display_name: 'The state of OA',
  cited_by_count: 1109,
  local_counts: { cited_by_count: 5 },
};

let requests: URLSearchParams[];
/** the examples' look-ups of one name (per_page=1) */
let examples: URLSearchParams[];

beforeEach(() => {
  requests = [];
  examples = [];
  server.use(
    http.get('/api/institutions', ({ request }) => {
      const params = new URL(request.url).searchParams;
      // the results page's own request, or the examples' (one institution's name)
      (params.get('per_page') === '1' ? examples : requests).push(params);
      return HttpResponse.json({ meta: { count: 2, page: 1, per_page: 10 }, results: [society, michigan] });
    }),
    http.get('/api/works', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get('select')?.includes('authorships')) requests.push(params);
      return HttpResponse.json({ meta: { count: 1, page: 1, per_page: 10 }, results: [work] });
    }),
    ...emptyDataApiHandlers,
  );
});

describe('entity lists over a catalogue of imported records', () => {
  it("link each row to its works here with this catalogue's count, the record's own labelled in OpenAlex", async () => {
    renderApp('/institutions');
    const list = await screen.findByRole('list', { name: 'Institutions' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: '13 works' })).toBeVisible();
    expect(first).not.toHaveTextContent('in OpenAlex');
    const link = within(second!).getByRole('link', { name: '0 works' });
    expect(link).toHaveAttribute('href', '/works?filter=authorships.institutions.lineage%3AI27837315');
    expect(second).toHaveTextContent('932,812 works in OpenAlex');
    expect(within(second!).queryByRole('link', { name: /932,812/ })).toBeNull();
  });

  it('sorts by works here when sorted by works, and asks for the local counts', async () => {
    renderApp('/institutions?sort=works_count:desc');
    await screen.findByRole('list', { name: 'Institutions' });
    const last = requests[requests.length - 1]!;
    expect(last.get('sort')).toBe('local_works_count:desc');
    expect(last.get('local_counts')).toBe('true');
  });

  it("gives a work's citing works here on its button, OpenAlex's figure beside it", async () => {
    renderApp('/works');
    const list = await screen.findByRole('list', { name: 'Works' });
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(within(row).getByRole('link', { name: 'Cited by 5' })).toHaveAttribute(
      'href',
      '/works?filter=cites%3AW2741809807',
    );
    expect(row).toHaveTextContent('1,109 citations in OpenAlex');
    // a works list keeps its sort: the works' own citations
    expect(requests[requests.length - 1]!.get('sort')).toBe('cited_by_count:desc');
  });

  it('shows both figures in the table view, the sorted one first', async () => {
    renderApp('/institutions?is_list_view=false&column=display_name%2Cworks_count');
    expect(await screen.findByRole('cell', { name: '0 (932,812 in OpenAlex)' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '13' })).toBeVisible();
  });

  it('offers as an example the institution with the most works here', async () => {
    renderApp('/works');
    await screen.findByRole('list', { name: 'Works' });
    await waitFor(() => expect(examples.length).toBeGreaterThan(0));
    expect(examples[0]!.get('sort')).toBe('local_works_count:desc');
  });
});
