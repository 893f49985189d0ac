import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { conciseMessage, unknownFieldOf } from '../../../api/api-error';
import { formatCount } from '../../../lib/format-number';
import type { UrlFilter } from '../../../lib/filter-url';
import { LARGE_LABEL_TEXT, labelRefOf, unavailableLabelText } from '../../../lib/label-filter';
import { useSessionStore } from '../../../session/session-store';
import type { ApiFilterState } from '../api/use-api-filter';
import { MAX_PAGED_RESULTS } from '../url-state/serp-params';

/** The filter an API 400 rejects as an unknown field, if the search has one of that key. */
export function rejectedFilterKey(error: unknown, filters: readonly UrlFilter[]): string | null {
  const field = unknownFieldOf(error);
  if (!field) return null;
  return filters.find((filter) => filter.key.toLowerCase() === field.toLowerCase())?.key ?? null;
}

interface ListErrorProps {
  error: Error;
  filters: readonly UrlFilter[];
  onFiltersChange: (filters: UrlFilter[]) => void;
}

/**
 * A failed list. An unknown filter (a hand-written or old link) is named, with a button that
 * removes it, instead of the API's list of every valid field.
 */
export function ListError({ error, filters, onFiltersChange }: ListErrorProps) {
  const key = rejectedFilterKey(error, filters);
  if (!key) return <Alert severity="error">{conciseMessage(error)}</Alert>;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => onFiltersChange(filters.filter((f) => f.key !== key))}>
          Remove filter
        </Button>
      }
    >
      Unknown filter {key}
    </Alert>
  );
}

/** The last page a search's results reach, within the window the API pages through. */
export function lastPageOf(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.min(count, MAX_PAGED_RESULTS) / perPage));
}

interface PastLastPageProps {
  page: number;
  lastPage: number;
  count: number;
  onPageChange: (page: number) => void;
}

/** `page=100` of a search with 47 pages: say so and lead to the last page, not 'no results'. */
export function PastLastPage({ page, lastPage, count, onPageChange }: PastLastPageProps) {
  return (
    <Typography sx={{ py: 3 }}>
      Page {formatCount(page)} is past the last page of these {formatCount(count)} results.{' '}
      <Button variant="text" size="small" sx={{ verticalAlign: 'baseline' }} onClick={() => onPageChange(lastPage)}>
        Go to the last page ({formatCount(lastPage)})
      </Button>
    </Typography>
  );
}

interface LabelFilterNoticeProps {
  state: Exclude<ApiFilterState, { status: 'ready' }>;
  filters: readonly UrlFilter[];
  onFiltersChange: (filters: UrlFilter[]) => void;
}

/**
 * In place of the results while a label filter cannot be sent: its labels loading, or a label
 * that cannot be used. Nothing is asked of the API then: leaving the filter out would show results
 * of a wider search as if they were this one's.
 */
export function LabelFilterNotice({ state, filters, onFiltersChange }: LabelFilterNoticeProps) {
  const isLoggedIn = useSessionStore((session) => session.token !== null);
  if (state.status === 'pending') {
    return <Skeleton variant="rounded" height={56} aria-label="Loading labels" role="status" sx={{ my: 1 }} />;
  }
  if (state.status === 'error') return <Alert severity="error">Could not load your labels: {state.message}</Alert>;
  const unavailable = new Set(state.labelIds);
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => onFiltersChange(filters.filter((f) => !unavailable.has(labelRefOf(f)?.labelId ?? '')))}
        >
          Remove filter
        </Button>
      }
    >
      {state.reason === 'too-large'
        ? `No results: ${LARGE_LABEL_TEXT}`
        : `No results: the search filters by a label that is unavailable. ${unavailableLabelText(isLoggedIn)}`}
    </Alert>
  );
}
