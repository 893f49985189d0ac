import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { paths } from '../../../config/paths';
import type { OqlConfig } from '../../../lib/oql/config';
import { removeColumn } from '../../../lib/oql/structure';
import type { OqlQuery } from '../../../lib/oql/types';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { cancelSearch, createSearch, searchQueryOptions, useSearch, type AnalyticsSearch } from '../api/searches';
import { useOnLabelsChange } from '../../labels/api/use-labels';
import { markSearchStarted, reportSearchCompleted } from '../lib/events';
import { labelIdsOfQuery } from '../../labels/lib/label-ids-of-query';
import { addFilter, fromRoot, rootOf } from '../lib/filter-tree';
import { baseQuery, isBaseQuery, listsWorks, newLeaf } from '../lib/query-draft';
import { AskQuestion } from './ask-question';
import { layoutOf, QueryBuilder } from './builder/query-builder';
import { OqlConfigGate } from './oql-config-gate';
import { OqlEditor } from './oql-editor';
import { ResultsSection } from './results-section';
import type { ColumnActions } from './results-grid';
import { SearchRunning } from './search-running';
import { useQueryDraft } from './use-query-draft';

/** Creates the search of a query and opens it in place of the current one (spec 2 §4). */
function useRunQuery() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (query: OqlQuery, options: { replace?: boolean } = {}) => {
    setBusy(true);
    setError(null);
    try {
      const search = await createSearch(query);
      if (!search.id) throw new Error('Search creation failed.');
      markSearchStarted(search.id);
      const ui = searchParams.get('ui');
      await navigate(`/s/${encodeURIComponent(search.id)}${ui ? `?ui=${encodeURIComponent(ui)}` : ''}`, {
        replace: options.replace ?? true,
      });
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : '';
      setError(
        message && message !== 'Search creation failed.'
          ? `Search creation failed. ${message}`
          : 'Search creation failed.',
      );
    } finally {
      setBusy(false);
    }
  };
  return { run, error, busy };
}

function Workspace({ search, config }: { search: AnalyticsSearch; config: OqlConfig }) {
  const [searchParams] = useSearchParams();
  const layout = layoutOf(searchParams.get('ui'));
  const draft = useQueryDraft(search.query, config, search.oql);
  const { run, error, busy } = useRunQuery();
  const queryClient = useQueryClient();
  const [canceled, setCanceled] = useState(false);
  const isUntouchedBase = !draft.isChanged && isBaseQuery(search.query, config);
  useEffect(() => reportSearchCompleted(search), [search]);
  // a label the query reads changed: the server runs the search again, and polling resumes
  useOnLabelsChange(
    labelIdsOfQuery(search.query),
    () => void queryClient.invalidateQueries({ queryKey: searchQueryOptions(search.id).queryKey }),
  );

  const actions = useMemo<ColumnActions>(
    () => ({
      // a header's sort or removal runs at once, as a sorted table would
      sort: (columnId, order) => void run({ ...search.query, sort_by_column: columnId, sort_by_order: order }),
      remove: (columnId) => void run(removeColumn(search.query, columnId)),
      filter: (columnId) => {
        const part = listsWorks(search.query) ? 'filter_works' : 'filter_aggs';
        const entity = part === 'filter_works' ? 'works' : search.query.get_rows;
        const column = config.findColumn(entity, columnId);
        if (!column) return;
        draft.setQuery({ ...draft.query, [part]: fromRoot(addFilter(rootOf(draft.query[part]), newLeaf(column))) });
      },
      canRemove: (search.query.show_columns ?? []).length > 1,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft's setter changes every render
    [search.query, config, draft.query],
  );

  const cancel = async () => {
    setCanceled(true);
    const canceledSearch = await cancelSearch(search.id).catch(() => null);
    if (canceledSearch) queryClient.setQueryData(searchQueryOptions(search.id).queryKey, canceledSearch);
  };

  const builder = <QueryBuilder layout={layout} query={draft.query} config={config} onChange={draft.setQuery} />;
  const oql = (
    <Stack spacing={1.5}>
      <OqlEditor text={draft.text} error={draft.error} onChange={draft.setText} />
      {draft.isChanged ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="contained" onClick={() => void run(draft.query)} disabled={Boolean(draft.blocker) || busy}>
            Run Search
          </Button>
          <Button onClick={draft.reset}>Cancel</Button>
          {draft.blocker ? (
            <Typography variant="body2" color="text.secondary">
              {draft.blocker}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
  const results = draft.isChanged ? (
    <Typography color="text.secondary" sx={{ my: 3 }}>
      The query has changed: Run Search to see its results, or Cancel to go back.
    </Typography>
  ) : !search.is_completed && !canceled ? (
    <SearchRunning started={search.timestamps.started} onCancel={() => void cancel()} />
  ) : (
    <ResultsSection search={search} actions={actions} />
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1 }}>
          <AskQuestion onQuery={draft.setQuery} />
        </Box>
        <Button
          startIcon={<AddIcon />}
          disabled={isUntouchedBase || busy}
          onClick={() => void run(baseQuery(config), { replace: false })}
          sx={{ flexShrink: 0 }}
        >
          New Query
        </Button>
      </Stack>
      {layout === 'side' ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={2}>
                {builder}
                {oql}
              </Stack>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>{results}</Grid>
        </Grid>
      ) : (
        <>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: layout === 'top' ? 12 : 8 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                {builder}
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, lg: layout === 'top' ? 12 : 4 }}>{oql}</Grid>
          </Grid>
          {results}
        </>
      )}
    </Stack>
  );
}

/**
 * /s/:id — an analytics search (spec 2 §2): the query builder with its OQL, the "Ask a question"
 * box, and once complete the results. Testers and admins only; others are sent to the
 * alpha-testing notice (spec 2 §6).
 */
export function SavedSearchPage() {
  const { id = '' } = useParams();
  const user = useSessionStore(selectUser);
  const allowed = Boolean(user?.isTester || user?.isAdmin);
  const { data: search, error } = useSearch(id, allowed);
  if (!allowed) return <Navigate to={paths.analyticsTesting} replace />;
  return (
    <PageContainer title="Search" documentTitle="Search Analytics" maxWidth="xl">
      {error ? <Alert severity="error">Search error: {error.message}</Alert> : null}
      {search ? (
        <OqlConfigGate>{(config) => <Workspace key={search.id} search={search} config={config} />}</OqlConfigGate>
      ) : error ? null : (
        <SearchRunning started={null} />
      )}
    </PageContainer>
  );
}
