import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthDialogStore } from '../../../session/auth-dialog-store';
import type { AnalyticsSearch, ResultRow } from '../../../lib/analytics-search';
import { server } from '../../../testing/msw-server';
import { logInTestUser } from '../../../testing/saved-search-handlers';
import { resetSession } from '../../../testing/session';
import { ResultsExportDialog } from './results-export-dialog';

const STARTED = 'Your export has been initiated. You will receive an email when it is ready to download.';
const FAILED = 'An error occurred while processing your request. Please try again.';

const rows: ResultRow[] = [
  { id: 'institutions/I1', cells: { display_name: 'Université de Lyon, France', 'count(works)': 1234 } },
  { id: 'institutions/I2', cells: { display_name: 'Kyoto "Daigaku"', 'count(works)': 56 } },
  { id: 'institutions/I3', cells: { display_name: 'MIT', 'count(works)': 7 } },
];

const search = (changes: Partial<AnalyticsSearch> = {}): AnalyticsSearch => ({
  id: 'abc123',
  query: { get_rows: 'institutions', show_columns: ['display_name', 'count(works)'] },
  oql: 'get institutions;',
  redshift_sql: 'SELECT 1',
  is_completed: true,
  results_header: [
    {
      id: 'display_name',
      type: 'string',
      displayName: 'name',
      isDate: false,
      actions: [],
      actionsPopular: [],
      objectEntity: null,
    },
    {
      id: 'count(works)',
      type: 'number',
      displayName: 'works count',
      isDate: false,
      actions: [],
      actionsPopular: [],
      objectEntity: null,
    },
  ],
  results: rows,
  meta: { count: 25_000, works_count: 90_000, page: 1, per_page: 100 },
  timestamps: { started: null, completed: null, duration: 0.1, duration_core_percent: 90 },
  backend_error: null,
  underlying_works_filter: null,
  ...changes,
});

/** The files the dialog hands to the browser, instead of downloading them. */
function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:export/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, text: blobs[Number(this.href.split('/').at(-1)) - 1]!.text() });
  });
  return files;
}

function renderDialog(selectedRows: ResultRow[], changes: Partial<AnalyticsSearch> = {}) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<ResultsExportDialog open onClose={onClose} search={search(changes)} selectedRows={selectedRows} />);
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Export results' }) };
}

beforeEach(() => {
  resetSession();
  logInTestUser();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('results export dialog', () => {
  it('downloads the selected rows as selected.csv, one line per selected row, quoted where needed', async () => {
    const files = captureDownloads();
    const { user, onClose, dialog } = renderDialog(rows.slice(0, 2));
    expect(within(dialog).getByRole('radio', { name: 'The selected rows (2) as selected.csv' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Download selected.csv' }));
    expect(files.map((file) => file.name)).toEqual(['selected.csv']);
    expect(await files[0]!.text).toBe('name,works count\n"Université de Lyon, France",1234\n"Kyoto ""Daigaku""",56\n');
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot download a selection when no row is selected, and says why', () => {
    const { dialog } = renderDialog([]);
    expect(within(dialog).getByRole('radio', { name: /The selected rows \(0\)/ })).toBeDisabled();
    expect(dialog).toHaveTextContent('No rows are selected: select rows in the table to download them.');
    expect(within(dialog).queryByRole('button', { name: 'Download selected.csv' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /The whole result/ })).toBeChecked();
  });

  it('mails the whole result: the estimate, then the started message', async () => {
    let exported: string | null = null;
    server.use(
      http.post('/api/analytics/:id/export', ({ params }) => {
        exported = String(params.id);
        return HttpResponse.json({ id: 'job1', status: 'queued', message: STARTED }, { status: 202 });
      }),
    );
    const { user, dialog } = renderDialog(rows.slice(0, 1));
    await user.click(within(dialog).getByRole('radio', { name: 'The whole result (25,000 rows) as CSV, by e-mail' }));
    // spec 2 §9: up to 1M rows, 10 minutes
    expect(dialog).toHaveTextContent('this takes up to 10 minutes.');
    expect(dialog).toHaveTextContent('The link goes to ada@example.org.');
    expect(dialog).not.toHaveTextContent(STARTED);
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me the export' }));
    expect(await within(dialog).findByText(STARTED)).toBeInTheDocument();
    expect(exported).toBe('abc123');
    expect(within(dialog).queryByRole('button', { name: 'E-mail me the export' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("shows the server's message for a refused export, and the spec's text for a failure", async () => {
    let status = 409;
    server.use(
      http.post('/api/analytics/:id/export', () =>
        status === 409
          ? HttpResponse.json({ error: 'Conflict', message: 'Search abc123 is still running.' }, { status })
          : HttpResponse.json({ error: 'Internal server error', message: 'Something went wrong.' }, { status }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = renderDialog([]);
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me the export' }));
    expect(await within(dialog).findByText('Search abc123 is still running.')).toBeInTheDocument();
    status = 500;
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me the export' }));
    expect(await within(dialog).findByText(FAILED)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(STARTED);
  });

  it('asks a visitor to log in before mailing a large export', async () => {
    resetSession();
    useAuthDialogStore.getState().dialogClosed();
    const { user, dialog } = renderDialog([]);
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me the export' }));
    const login = await screen.findByRole('dialog', { name: 'Log in required' });
    expect(login).toHaveTextContent('To download large datasets, please login or create an account.');
    await user.click(within(login).getByRole('button', { name: 'Log in' }));
    expect(useAuthDialogStore.getState().open).toBe('login');
  });

  it('offers no e-mail export for a search that ended with an error', () => {
    const { dialog } = renderDialog([], { backend_error: 'The search took too long.' });
    expect(within(dialog).getByRole('radio', { name: /The whole result/ })).toBeDisabled();
    expect(dialog).toHaveTextContent('The search has no result to export yet.');
    expect(within(dialog).getByRole('button', { name: 'E-mail me the export' })).toBeDisabled();
  });
});
