import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { useSnackbarStore } from '../../../components/snackbar/snackbar-store';
import { server } from '../../../testing/msw-server';
import { createTestQueryClient } from '../../../testing/render-app';
import type { ApiCallKind } from './api-call-kind';
import { ApiViewerDialog } from './api-viewer-dialog';
import { ApiViewerPanel } from './api-viewer-panel';

const LIST_BODY = {
  meta: { count: 2, db_response_time_ms: 3, page: 1, per_page: 10 },
  results: [
    { id: 'https://openalex.org/W1', display_name: 'On coriander', publication_year: 2020 },
    { id: 'https://openalex.org/W2', display_name: 'Cilantro revisited', publication_year: 2021 },
  ],
};

/** Stands in for the app shell's snackbar: shows the raised message as the user would see it. */
function SnackbarText() {
  const current = useSnackbarStore((state) => state.current);
  return current ? <div role="alert">{current.text}</div> : null;
}

function renderWithClient(ui: ReactElement) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      {ui}
      <SnackbarText />
    </QueryClientProvider>,
  );
  return { user };
}

beforeEach(() => useSnackbarStore.setState({ current: null }));
afterEach(() => vi.restoreAllMocks());

describe('ApiViewerPanel', () => {
  it('shows the request URL and the pretty-printed answer, and copies both', async () => {
    server.use(
      http.get('/api/works', ({ request }) => {
        const params = new URL(request.url).searchParams;
        expect(params.get('filter')).toBe('publication_year:2020,type:article');
        expect(params.has('search')).toBe(false);
        return HttpResponse.json(LIST_BODY);
      }),
    );
    const { user } = renderWithClient(
      <ApiViewerPanel
        entityType="works"
        kind="list"
        params={{ filter: 'publication_year:2020,type:article', search: '', sort: undefined, per_page: 10 }}
      />,
    );
    const url = `${window.location.origin}/api/works?filter=publication_year:2020,type:article&per_page=10`;

    expect(screen.getByRole('heading', { name: 'API call' })).toBeVisible();
    expect(screen.getByText(url)).toBeVisible();
    const json = await screen.findByRole('region', { name: 'JSON response' });
    expect(json.textContent).toBe(JSON.stringify(LIST_BODY, null, 2));
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', url);
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('URL copied to clipboard.');
    expect(await navigator.clipboard.readText()).toBe(url);

    await user.click(screen.getByRole('button', { name: 'Copy JSON' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Copied to clipboard\.$/);
    expect(await navigator.clipboard.readText()).toBe(JSON.stringify(LIST_BODY, null, 2));
  });

  it.each<[ApiCallKind, Record<string, string>, string, RegExp]>([
    ['group-by-year', { group_by: 'publication_year' }, '/api/works', /counts the works .* per publication year/],
    ['group-by', { group_by: 'open_access.is_oa' }, '/api/works', /groups the works .* by open_access\.is_oa/],
    ['entity', {}, '/api/works/W123', /gets one work by its id/],
    ['list', { per_page: '10' }, '/api/works', /lists the works that match the filters/],
  ])('explains a %s call', async (kind, params, path, about) => {
    server.use(http.get(path, () => HttpResponse.json({ meta: { count: 1 } })));
    renderWithClient(
      <ApiViewerPanel entityType="works" kind={kind} params={params} {...(kind === 'entity' ? { id: 'W123' } : {})} />,
    );
    const section = screen.getByRole('region', { name: 'About this call' });
    expect(within(section).getByText(about)).toBeVisible();
    expect(await screen.findByRole('region', { name: 'JSON response' })).toBeVisible();
  });

  it('says it is loading, then shows the API error message and its body', async () => {
    let answer: (response: Response) => void = () => {};
    const body = { error: 'Invalid query parameters error.', message: "'type.article' is not a valid filter key." };
    server.use(http.get('/api/works', () => new Promise<Response>((resolve) => (answer = resolve))));
    renderWithClient(<ApiViewerPanel entityType="works" kind="list" params={{ filter: 'type.article' }} />);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the response…');
    expect(screen.getByRole('button', { name: 'Copy JSON' })).toBeDisabled();

    answer(HttpResponse.json(body, { status: 400 }));
    expect(await screen.findByText("'type.article' is not a valid filter key.")).toBeVisible();
    expect(screen.getByRole('region', { name: 'Error response' }).textContent).toBe(JSON.stringify(body, null, 2));
    expect(screen.getByRole('button', { name: 'Copy JSON' })).toBeDisabled();
  });

  it('says so when the clipboard refuses the copy', async () => {
    server.use(http.get('/api/authors', () => HttpResponse.json(LIST_BODY)));
    const { user } = renderWithClient(<ApiViewerPanel entityType="authors" kind="list" params={{}} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not copy to the clipboard; select the text and copy it instead.',
    );
  });
});

describe('ApiViewerDialog', () => {
  it('calls the API only while open and closes on request', async () => {
    let calls = 0;
    server.use(
      http.get('/api/works/W9', () => {
        calls += 1;
        return HttpResponse.json({ id: 'https://openalex.org/W9', display_name: 'A work' });
      }),
    );
    const onClose = vi.fn();
    const props = { entityType: 'works', kind: 'entity', id: 'W9', params: {}, onClose } as const;
    const { rerender } = render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ApiViewerDialog open={false} {...props} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toBe(0);

    const client = createTestQueryClient();
    rerender(
      <QueryClientProvider client={client}>
        <ApiViewerDialog open {...props} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'API call' });
    expect(within(dialog).getByText(`${window.location.origin}/api/works/W9`)).toBeVisible();
    expect(await within(dialog).findByText(/"display_name": "A work"/)).toBeVisible();
    expect(calls).toBe(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
