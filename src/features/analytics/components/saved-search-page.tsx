import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format-number';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { useSearch, type AnalyticsSearch } from '../api/searches';
import { OqlConfigGate } from './oql-config-gate';
import { OqlEditor } from './oql-editor';
import { SearchResultsTable } from './search-results-table';

/** Spec 2 §9: what a running search says at 0, 4, 10, 16, 22, 30 and 40 seconds. */
const PROGRESS: [number, string][] = [
  [0, 'Starting the search…'],
  [4, 'Reading the works that match…'],
  [10, 'Counting and summing…'],
  [16, 'Still counting: a broad question takes a moment…'],
  [22, 'Sorting the results…'],
  [30, 'Almost there…'],
  [40, 'This one is taking a while; it will stop at the time limit.'],
];

/** Seconds since a search started, ticking while it runs. */
function useElapsed(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const started = Date.now();
    const timer = setInterval(() => setElapsed((Date.now() - started) / 1000), 500);
    return () => clearInterval(timer);
  }, [running]);
  return elapsed;
}

function Running() {
  const elapsed = useElapsed(true);
  const message = PROGRESS.filter(([at]) => elapsed >= at).pop()![1];
  // approaches 90 % and never reaches it (spec 2 §9)
  const value = 90 * (1 - Math.exp(-elapsed / 12));
  return (
    <Box role="status" sx={{ my: 4 }}>
      <Typography sx={{ mb: 1 }}>{message}</Typography>
      <LinearProgress variant="determinate" value={value} aria-label="Search progress" />
    </Box>
  );
}

function Results({ search }: { search: AnalyticsSearch }) {
  if (search.backend_error) return <Alert severity="error">Search error: {search.backend_error}</Alert>;
  const count = search.meta.count ?? 0;
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {count === 1 ? '1 result' : `${formatNumber(count)} results`}
        {search.meta.works_count !== null && search.query.get_rows !== 'works'
          ? ` from ${formatNumber(search.meta.works_count)} works`
          : ''}
        {count > search.results.length ? `; the first ${search.results.length} are shown` : ''}
        {search.underlying_works_filter ? (
          <>
            {' · '}
            <Link component={RouterLink} to={`/works?filter=${encodeURIComponent(search.underlying_works_filter)}`}>
              view underlying works
            </Link>
          </>
        ) : null}
      </Typography>
      {search.results.length === 0 ? (
        <Typography color="text.secondary">No results found for this query.</Typography>
      ) : (
        <SearchResultsTable search={search} />
      )}
    </>
  );
}

/**
 * /s/:id — an analytics search (spec 2 §2): its query as OQL and, once complete, its first rows.
 * Testers and admins only; others are sent to the alpha-testing notice (spec 2 §6).
 */
export function SavedSearchPage() {
  const { id = '' } = useParams();
  const user = useSessionStore(selectUser);
  const allowed = Boolean(user?.isTester || user?.isAdmin);
  const { data: search, error } = useSearch(id, allowed);
  if (!allowed) return <Navigate to={paths.analyticsTesting} replace />;
  return (
    <PageContainer title="Search" documentTitle="Search Analytics">
      {search ? (
        <OqlConfigGate>
          {(config) => <OqlEditor key={search.id} submitted={search.oql} config={config} />}
        </OqlConfigGate>
      ) : null}
      {error ? <Alert severity="error">Search error: {error.message}</Alert> : null}
      {!error && (!search || !search.is_completed) ? <Running /> : null}
      {search?.is_completed ? <Results search={search} /> : null}
    </PageContainer>
  );
}
