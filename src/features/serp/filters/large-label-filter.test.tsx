import { act, screen, waitFor, within } from '@testing-library/react';
import { appEnv } from '../../../config/env';
import { ASYNC_TIMEOUT_MS } from '../../../testing/async-timeout';
import { emptyDataApiHandlers } from '../../../testing/data-api-handlers';
import { labelHost, storedLabel, worksListHandler } from '../../../testing/label-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { logInTestUser, savedSearchHost } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { withDesktopViewport } from '../../../testing/viewport';

/** A librarian's label of an institution's 5,000 authors: far past the 100 ids of one OR filter. */
const FACULTY = storedLabel({
  id: 'lFaculty',
  name: 'Faculty',
  entity_type: 'authors',
  ids: Array.from({ length: 5000 }, (_, i) => `A${5_000_000_000 + i * 37}`),
});
const FEW = storedLabel({ id: 'lFew', name: 'Reviewers', entity_type: 'authors', ids: ['A1', 'A2'] });

let host: ReturnType<typeof labelHost>['host'];
/** every works list request's filter and Authorization header */
let lists: { filter: string; authorization: string | null }[];
const bundledDataHost = appEnv.hosts.data;

beforeEach(() => {
  resetSession();
  withDesktopViewport();
  lists = [];
  const fake = labelHost([FACULTY, FEW]);
  host = fake.host;
  server.use(
    ...fake.handlers,
    ...savedSearchHost([]).handlers,
    worksListHandler((filter, request) => {
      lists.push({ filter, authorization: request.headers.get('Authorization') });
      return filter.includes('label:any:r') ? 4321 : filter.includes('A1|A2') ? 2 : 7;
    }),
    ...emptyDataApiHandlers,
  );
});

afterEach(() => {
  appEnv.hosts.data = bundledDataHost;
});

function findAuthorRow() {
  return screen.findByRole('listitem', { name: 'Author filter' }, { timeout: ASYNC_TIMEOUT_MS });
}

describe('a label of 5,000 authors as a results-page filter (issue 45, item 15)', () => {
  it('on the bundled server: asks the data API by a short reference, without the token, and shows the works', async () => {
    logInTestUser();
    renderApp('/works?filter=authorships.author.id:label:any:lFaculty');
    expect(await screen.findByText('4,321 results', {}, { timeout: ASYNC_TIMEOUT_MS })).toBeVisible();
    const chip = await within(await findAuthorRow()).findByRole('button', { name: 'Faculty' });
    expect(chip).toHaveAttribute('title', 'Faculty: 5,000 authors');

    const refRequests = host.requests.filter((request) => request.path.endsWith('/ref'));
    expect(refRequests.map((request) => request.path)).toEqual(['/user-api/user/u1/collections/lFaculty/ref']);
    expect(lists.length).toBeGreaterThan(0);
    for (const { filter, authorization } of lists) {
      expect(filter).toMatch(/^authorships\.author\.id:label:any:rlFaculty\d+$/);
      expect(authorization).toBeNull();
    }
  });

  it('with the public OpenAlex API as data host: says the label needs the bundled server and asks nothing', async () => {
    appEnv.hosts.data = 'https://api.openalex.org';
    logInTestUser();
    const { router } = renderApp('/works?filter=authorships.author.id:label:any:lFaculty');
    const chip = await within(await findAuthorRow()).findByRole(
      'button',
      { name: 'Faculty' },
      { timeout: ASYNC_TIMEOUT_MS },
    );
    expect(chip).toHaveAttribute(
      'title',
      'Faculty: 5,000 authors. This label holds more than 100 ids: filtering by it needs the bundled Alexandria server as data host (the public OpenAlex API takes at most 100 ids in one filter).',
    );
    expect(
      await screen.findByText(
        'No results: This label holds more than 100 ids: filtering by it needs the bundled Alexandria server as data host (the public OpenAlex API takes at most 100 ids in one filter).',
      ),
    ).toBeVisible();
    expect(lists).toEqual([]);
    expect(host.requests.some((request) => request.path.endsWith('/ref'))).toBe(false);

    // a label of at most 100 ids still goes there as its ids
    await act(() => router.navigate('/works?filter=authorships.author.id:label:any:lFew'));
    expect(await screen.findByText('2 results', {}, { timeout: ASYNC_TIMEOUT_MS })).toBeVisible();
    await waitFor(() => expect(lists.map((list) => list.filter)).toEqual(['authorships.author.id:A1|A2']));
  });
});
