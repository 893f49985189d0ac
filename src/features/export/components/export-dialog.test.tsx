import { vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSnackbarStore } from '../../../components/snackbar/snackbar-store';
import { server } from '../../../testing/msw-server';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { ExportButton } from '../../serp/components/export-button';

const query = { filter: 'publication_year:2020', search: '', sort: 'cited_by_count:desc' };
const progressUrl = 'http://localhost/export-api/export/abc';
/** The server reports the job running until the test lets it finish (no race with the polling). */
let isJobFinished: boolean;
let started: URLSearchParams | null;
let cancelled: boolean;

function job(extra: Record<string, unknown>) {
  return { id: 'abc', progress_url: progressUrl, format: 'csv', ...extra };
}

beforeEach(() => {
  resetSession();
  useSnackbarStore.getState().messageClosed();
  isJobFinished = false;
  started = null;
  cancelled = false;
  server.use(
    http.get('/export-api/works', ({ request }) => {
      started = new URL(request.url).searchParams;
      return HttpResponse.json(job({ status: 'queued', progress: 0 }), { status: 201 });
    }),
    http.get(progressUrl, () =>
      HttpResponse.json(
        isJobFinished
          ? job({ status: 'finished', progress: 1, result_url: `${progressUrl}/download` })
          : job({ status: 'running', progress: 0.42 }),
      ),
    ),
    http.delete(progressUrl, () => {
      cancelled = true;
      return HttpResponse.json(job({ status: 'cancelled' }));
    }),
  );
});

function renderButton(count: number) {
  const user = userEvent.setup();
  render(<ExportButton count={count} query={query} />);
  return user;
}

async function openDialog(count = 1234) {
  const user = renderButton(count);
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export works' });
  return { user, dialog };
}

describe('export dialog', () => {
  it('shows the count, the formats and the time estimate with its warning', async () => {
    const { user, dialog } = await openDialog(50_000);
    expect(dialog).toHaveTextContent('50,000 works will be exported.');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This export may take up to 10 minutes.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Format' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'CSV (spreadsheet)',
      'RIS (EndNote, Zotero, Mendeley)',
      'Web of Science plain text (VOSviewer, bibliometrix)',
      'BibTeX (LaTeX)',
    ]);
  });

  it('wraps a long format name rather than cutting it off on a phone (issue 32 item 16)', async () => {
    const { user, dialog } = await openDialog();
    const select = within(dialog).getByRole('combobox', { name: 'Format' });
    await user.click(select);
    await user.click(screen.getByRole('option', { name: /Web of Science/ }));
    expect(select).toHaveTextContent('Web of Science plain text (VOSviewer, bibliometrix)');
    expect(getComputedStyle(select).whiteSpace).toBe('normal');
    await user.click(select);
    expect(getComputedStyle(screen.getByRole('option', { name: /Web of Science/ })).whiteSpace).toBe('normal');
  });

  it('resets truncate when the format changes', async () => {
    const { user, dialog } = await openDialog();
    const truncate = within(dialog).getByRole('checkbox', { name: /Truncate long fields/ });
    await user.click(truncate);
    expect(truncate).toBeChecked();
    await user.click(within(dialog).getByRole('combobox', { name: 'Format' }));
    await user.click(screen.getByRole('option', { name: /RIS/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Truncate long fields/ })).not.toBeChecked();
  });

  it('starts, shows the percentage while polling, then completes and downloads', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: /Truncate long fields/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(started && Object.fromEntries(started)).toEqual({
      filter: query.filter,
      sort: query.sort,
      format: 'csv',
      truncate: 'true',
    });
    expect(await within(dialog).findByText('Exporting… 0%')).toBeVisible();
    expect(await within(dialog).findByText('Exporting… 42%')).toBeVisible();
    // persistent while in progress: Escape does not close it
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Export works' })).toBeVisible();

    isJobFinished = true;
    expect(await within(dialog).findByText('Export complete!')).toBeVisible();
    // nothing left to cancel (issue 32 item 16)
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    // the browser downloads the file through a link to the job's result (jsdom cannot follow it)
    const followed = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.hasAttribute('download')).toBe(true);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(followed.mock.contexts.map((link) => (link as HTMLAnchorElement).pathname)).toEqual([
      expect.stringMatching(/\/download$/),
    ]);
    followed.mockRestore();
    expect(useSnackbarStore.getState().current?.text).toBe('Export downloaded');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export works' })).not.toBeInTheDocument());
  });

  it('cancels a running export on the server and says so', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await within(dialog).findByText(/Exporting…/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(useSnackbarStore.getState().current?.text).toBe('Export cancelled.');
    await waitFor(() => expect(cancelled).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Export works' })).not.toBeInTheDocument();
  });

  it('says an error occurred when the export cannot start', async () => {
    server.use(http.get('/export-api/works', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    // the failure goes to the console for whoever reads it, and only there: not to the test's output
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(
      await within(dialog).findByText('An error occurred while processing your request. Please try again.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith('Export failed to start', expect.objectContaining({ message: 'boom' }));
    logged.mockRestore();
  });
});

describe('export button over 100k results', () => {
  it('is disabled, with the reason in its tooltip', async () => {
    const user = renderButton(100_001);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    await user.hover(screen.getByRole('button', { name: 'Export' }).parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Too many items to download (max 100k)');
  });

  it('asks a visitor to log in for a large export', async () => {
    const user = renderButton(250_000);
    await user.click(screen.getByRole('button', { name: 'Export by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in required' });
    expect(dialog).toHaveTextContent('To download large datasets, please login or create an account.');
    expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeVisible();
  });

  it('mails a logged-in user the export', async () => {
    let asked: { email: string | null; body: unknown } | null = null;
    server.use(
      http.post('/export-api/mega-csv', async ({ request }) => {
        asked = { email: new URL(request.url).searchParams.get('email'), body: await request.json() };
        return HttpResponse.json(job({ status: 'queued' }), { status: 202 });
      }),
    );
    logInTestUser();
    const user = renderButton(250_000);
    await user.click(screen.getByRole('button', { name: 'Export by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export by e-mail' });
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('ada@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send me the export' }));
    await waitFor(() =>
      expect(useSnackbarStore.getState().current?.text).toBe(
        'Your export has been initiated. You will receive an email when it is ready to download.',
      ),
    );
    expect(asked).toEqual({
      email: 'ada@example.org',
      body: { filter: 'publication_year:2020', sort: 'cited_by_count:desc', format: 'csv' },
    });
  });
});
