import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showSnackbar } from '../../../components/snackbar/snackbar-store';
import { hrefs } from '../../../config/paths';
import { createSearch, getSearch, SEARCH_POLL_MS, type AnalyticsSearch } from '../api/searches';

/** How long the underlying works' filter is waited for before giving up. */
const UNDERLYING_TIMEOUT_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The data API filter of the works behind a search: the same query asked with
 * `show_underlying_works`, read until complete (spec 2 §4: the current search stays as it is).
 */
export async function underlyingWorksFilter(search: AnalyticsSearch): Promise<string | null> {
  if (search.underlying_works_filter) return search.underlying_works_filter;
  let next = await createSearch({ ...search.query, show_underlying_works: true });
  const deadline = Date.now() + UNDERLYING_TIMEOUT_MS;
  while (!next.is_completed && Date.now() < deadline) {
    await pause(SEARCH_POLL_MS);
    next = await getSearch(next.id);
  }
  if (next.backend_error) throw new Error(next.backend_error);
  return next.underlying_works_filter;
}

/** 'View underlying works': opens /works with the filter equivalent to the search's works. */
export function UnderlyingWorksButton({ search }: { search: AnalyticsSearch }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const filter = await underlyingWorksFilter(search);
      if (filter === null) {
        showSnackbar('These results have no works filter the works page can show.', 'info');
        return;
      }
      await navigate(hrefs.results('works', filter ? new URLSearchParams({ filter }) : undefined));
    } catch (error) {
      showSnackbar(`Search error: ${error instanceof Error ? error.message : String(error)}`, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" onClick={() => void open()} disabled={busy}>
      {busy ? 'Finding the works…' : 'View underlying works'}
    </Button>
  );
}
